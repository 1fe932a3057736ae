import { checkPermission, isRoleId, permissionsForRole, RECORD_STATUS, ROLE } from "@screens/domain";
import type { Prisma, PrismaClient } from "../../db/client.js";

export type Tx = Prisma.TransactionClient | PrismaClient;

export interface Recipient {
  id: number;
  email: string;
  first_name: string;
}

const recipientSelect = {
  id: true,
  email: true,
  first_name: true,
  role_id: true,
  status: true,
  dealer_id: true,
  account_id: true,
} as const;

/**
 * Active and with an address. A user created by an administrator has none until the link mailed to
 * it is opened (decision 088): such a user is skipped, like one without an address.
 */
function reachable<T extends { email: string | null; status: number }>(
  user: T,
): user is T & { email: string } {
  return user.status === RECORD_STATUS.ACTIVE && user.email !== null && user.email.trim() !== "";
}

/**
 * The dealer's active users whose role may update quotes: those told about approvals and orders.
 * Only this dealer's users: another tenant's staff never receive its e-mails.
 */
export async function dealerQuoteUpdaters(tx: Tx, dealerId: number | null): Promise<Recipient[]> {
  if (dealerId === null) return [];
  const users = await tx.user.findMany({
    where: { dealer_id: dealerId, status: RECORD_STATUS.ACTIVE },
    select: recipientSelect,
    orderBy: { id: "asc" },
  });
  return users
    .filter(reachable)
    .filter((user) => isRoleId(user.role_id) && checkPermission(permissionsForRole(user.role_id), "quote.u"));
}

/**
 * The user who created the quote, if still active, with an address, and still within the quote's
 * tenancy (a dealer user of its dealer, staff of its account, or a super admin).
 */
export async function quoteCreator(
  tx: Tx,
  quote: {
    created_by: number | null;
    dealer_id: number | null;
    account_id: number | null;
    dealer_account_id: number | null;
  },
): Promise<Recipient | null> {
  if (quote.created_by === null) return null;
  const user = await tx.user.findUnique({ where: { id: quote.created_by }, select: recipientSelect });
  if (!user || !reachable(user)) return null;
  const ownAccount = quote.account_id ?? quote.dealer_account_id;
  const inTenancy =
    user.dealer_id !== null
      ? user.dealer_id === quote.dealer_id
      : user.role_id === ROLE.SUPER_ADMIN || (user.account_id !== null && user.account_id === ownAccount);
  return inTenancy ? user : null;
}

/** The dealer's active sales managers and admins: who approves its discounts (decision 131). */
export async function dealerDiscountApprovers(tx: Tx, dealerId: number | null): Promise<Recipient[]> {
  if (dealerId === null) return [];
  const users = await tx.user.findMany({
    where: {
      dealer_id: dealerId,
      status: RECORD_STATUS.ACTIVE,
      role_id: { in: [ROLE.DEALER_ADMIN, ROLE.DEALER_SALES_MANAGER] },
    },
    select: recipientSelect,
    orderBy: { id: "asc" },
  });
  return users.filter(reachable);
}

/**
 * The manufacturer's active staff who may approve the quote (order create permission): of the
 * quote's account, and the super admins. Never a dealer's user.
 */
export async function quoteApprovers(tx: Tx, accountId: number | null): Promise<Recipient[]> {
  const users = await tx.user.findMany({
    where: {
      status: RECORD_STATUS.ACTIVE,
      dealer_id: null,
      OR: [{ role_id: ROLE.SUPER_ADMIN }, ...(accountId === null ? [] : [{ account_id: accountId }])],
    },
    select: recipientSelect,
    orderBy: { id: "asc" },
  });
  return users
    .filter(reachable)
    .filter((user) => isRoleId(user.role_id) && checkPermission(permissionsForRole(user.role_id), "order.c"));
}

/**
 * The admins and sales managers of every active dealer, with their dealer: those told of the
 * manufacturer's new prices (decision 148). Each is told only of its own dealer's figures.
 */
export async function dealerManagers(tx: Tx): Promise<(Recipient & { dealer_id: number })[]> {
  const users = await tx.user.findMany({
    where: {
      status: RECORD_STATUS.ACTIVE,
      role_id: { in: [ROLE.DEALER_ADMIN, ROLE.DEALER_SALES_MANAGER] },
      dealer: { status: RECORD_STATUS.ACTIVE },
    },
    select: recipientSelect,
    orderBy: { id: "asc" },
  });
  return users
    .filter(reachable)
    .flatMap((user) => (user.dealer_id === null ? [] : [{ ...user, dealer_id: user.dealer_id }]));
}
