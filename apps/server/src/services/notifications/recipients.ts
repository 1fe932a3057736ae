import {
  checkPermission,
  isRoleId,
  permissionsForRole,
  RECORD_STATUS,
  ROLE,
  type NotificationEvent,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../../db/client.js";

export type Tx = Prisma.TransactionClient | PrismaClient;

/**
 * A panel user told of an event: every active one sees it in the panel's list; only one with an
 * address can receive its e-mail (a new user has none until it confirms one, decision 088).
 */
export interface Recipient {
  id: number;
  email: string | null;
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

type UserRow = Prisma.UserGetPayload<{ select: typeof recipientSelect }>;

const active = (user: UserRow) => user.status === RECORD_STATUS.ACTIVE;

const mayRead = (user: UserRow, check: "quote.r" | "order.c") =>
  isRoleId(user.role_id) && checkPermission(permissionsForRole(user.role_id), check);

/** A user's address, or null when it has none to write to. */
export function addressOf(user: { email: string | null }): string | null {
  const email = user.email?.trim();
  return email ? email : null;
}

/** What quoteAudience reads of a quote: its owner, creator and tenancy (a Prisma select). */
export const QUOTE_AUDIENCE_SELECT = {
  owner_id: true,
  created_by: true,
  dealer_id: true,
  account_id: true,
  dealer: { select: { account_id: true } },
} as const;

type AudienceQuote = Prisma.QuoteGetPayload<{ select: typeof QUOTE_AUDIENCE_SELECT }>;

/**
 * The quote's audience for a "quote" event (decision 165): its owner (its creator when it has none),
 * if active and still within the quote's tenancy, and its dealer's active users who asked to hear of
 * the event for all of the dealer's quotes. Never another dealer's users, never the whole dealer.
 */
export async function quoteAudience(
  tx: Tx,
  event: NotificationEvent,
  quote: AudienceQuote,
): Promise<Recipient[]> {
  const ownerId = quote.owner_id ?? quote.created_by;
  const [owner, followers] = await Promise.all([
    ownerId === null ? null : tx.user.findUnique({ where: { id: ownerId }, select: recipientSelect }),
    quote.dealer_id === null
      ? []
      : tx.user.findMany({
          where: {
            dealer_id: quote.dealer_id,
            status: RECORD_STATUS.ACTIVE,
            id: { in: await followerIds(tx, event) },
          },
          select: recipientSelect,
          orderBy: { id: "asc" },
        }),
  ]);
  const audience: Recipient[] = [];
  const tenancy = { ...quote, dealer_account_id: quote.dealer?.account_id ?? null };
  if (owner && active(owner) && inTenancy(owner, tenancy)) audience.push(owner);
  for (const user of followers) if (user.id !== owner?.id && mayRead(user, "quote.r")) audience.push(user);
  return audience;
}

async function followerIds(tx: Tx, event: NotificationEvent): Promise<number[]> {
  const rows = await tx.notificationPreference.findMany({
    where: { event, all_quotes: true },
    select: { user_id: true },
  });
  return rows.map((row) => row.user_id);
}

/** A dealer user of the quote's dealer, staff of its account, or a super admin. */
function inTenancy(
  user: UserRow,
  quote: { dealer_id: number | null; account_id: number | null; dealer_account_id: number | null },
) {
  const ownAccount = quote.account_id ?? quote.dealer_account_id;
  return user.dealer_id !== null
    ? user.dealer_id === quote.dealer_id
    : user.role_id === ROLE.SUPER_ADMIN || (user.account_id !== null && user.account_id === ownAccount);
}

/** The dealer's active sales managers and admins: who approves its discounts (decision 131). */
export async function dealerDiscountApprovers(tx: Tx, dealerId: number | null): Promise<Recipient[]> {
  if (dealerId === null) return [];
  return tx.user.findMany({
    where: {
      dealer_id: dealerId,
      status: RECORD_STATUS.ACTIVE,
      role_id: { in: [ROLE.DEALER_ADMIN, ROLE.DEALER_SALES_MANAGER] },
    },
    select: recipientSelect,
    orderBy: { id: "asc" },
  });
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
  return users.filter((user) => mayRead(user, "order.c"));
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
  return users.flatMap((user) => (user.dealer_id === null ? [] : [{ ...user, dealer_id: user.dealer_id }]));
}
