import {
  can,
  RECORD_STATUS,
  ROLE,
  type Agent,
  type TCreateAccountRequest,
  type TListQuery,
  type TUpdateAccountRequest,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { forbidden, notFound } from "../http/errors.js";
import { changedFields, iso, num } from "./convert.js";
import { COMPANY_SEARCHED, COMPANY_SORTABLE, eachContains, listArgs } from "./list-query.js";
import { accountScope } from "./scope.js";
import { diffFields, recordAudit } from "./audit-log.js";

/** An account's change in the audit log (decision 175), in the change's transaction. */
export function recordAccountAudit(
  tx: Prisma.TransactionClient,
  agent: Agent,
  account: { id: number; company_name: string },
  action: string,
  changes: ReturnType<typeof diffFields>,
) {
  return recordAudit(tx, {
    entity: "account",
    entity_id: account.id,
    entity_label: account.company_name,
    action,
    actor: agent,
    account_id: account.id,
    dealer_id: null,
    changes,
  });
}

type AccountRow = Prisma.AccountGetPayload<object>;

export function toAccountDto(row: AccountRow) {
  return {
    id: row.id,
    account_number: row.account_number,
    company_name: row.company_name,
    email: row.email,
    phone: row.phone,
    address_1: row.address_1,
    address_2: row.address_2,
    city: row.city,
    state: row.state,
    zip_code: row.zip_code,
    country: row.country,
    website: row.website,
    discount: num(row.discount),
    status: row.status,
    created_at: iso(row.created_at),
  };
}
export type AccountDto = ReturnType<typeof toAccountDto>;

/** Management list: every account the agent may see, whatever its status (decision 040). */
export async function listAccounts(prisma: PrismaClient, agent: Agent, query: TListQuery) {
  const args = await listArgs<Prisma.AccountWhereInput>(query, {
    sortable: COMPANY_SORTABLE,
    search: (q) => ({ OR: eachContains(COMPANY_SEARCHED, q) }),
    scope: [accountScope(agent)],
    count: (args) => prisma.account.count(args),
  });
  if (!args) return [];
  const rows = await prisma.account.findMany(args);
  return rows.map(toAccountDto);
}

async function findAccount(prisma: PrismaClient | Prisma.TransactionClient, agent: Agent, id: number) {
  const row = await prisma.account.findFirst({ where: { AND: [{ id }, accountScope(agent)] } });
  if (!row) throw notFound();
  return row;
}

export async function getAccount(prisma: PrismaClient, agent: Agent, id: number) {
  return toAccountDto(await findAccount(prisma, agent, id));
}

/** Throws 404 unless the account exists within the agent's tenancy (for sub-resources). */
export async function assertAccountVisible(prisma: PrismaClient, agent: Agent, id: number): Promise<void> {
  await findAccount(prisma, agent, id);
}

export function accountNumber(id: number): string {
  return `ACC-${String(id).padStart(4, "0")}`;
}

/** POST /accounts (super admin only): the server numbers the account (ACC-0003). */
export async function createAccount(prisma: PrismaClient, agent: Agent, input: TCreateAccountRequest) {
  if (agent.role_id !== ROLE.SUPER_ADMIN) throw forbidden();
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.account.create({
      data: {
        ...input,
        address_2: input.address_2 || null,
        website: input.website || null,
        account_number: `new-${crypto.randomUUID()}`,
      },
    });
    const taken = await tx.account.findUnique({ where: { account_number: accountNumber(created.id) } });
    const numbered = await tx.account.update({
      where: { id: created.id },
      data: { account_number: taken ? `ACC-${created.id}-${created.id}` : accountNumber(created.id) },
    });
    await recordAccountAudit(tx, agent, numbered, "created", [
      { field: "account_number", from: null, to: numbered.account_number },
    ]);
    return numbered;
  });
  return toAccountDto(row);
}

/** PATCH /accounts/{id}: writes only the fields that differ; a status change needs account.d. */
export async function updateAccount(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  input: Omit<TUpdateAccountRequest, "id">,
) {
  const row = await findAccount(prisma, agent, id);
  const patch = {
    ...input,
    ...(input.website !== undefined ? { website: input.website || null } : {}),
    ...(input.address_2 !== undefined ? { address_2: input.address_2 || null } : {}),
  };
  const changes = changedFields(row, patch);
  if (Object.keys(changes).length === 0) return toAccountDto(row);
  if (changes.status !== undefined) assertMayChangeStatus(agent, id);
  return toAccountDto(
    await prisma.$transaction(async (tx) => {
      const account = await tx.account.update({ where: { id }, data: changes });
      const action = changes.status === RECORD_STATUS.INACTIVE ? "deactivated" : "updated";
      await recordAccountAudit(tx, agent, account, action, diffFields(row, changes));
      return account;
    }),
  );
}

function assertMayChangeStatus(agent: Agent, id: number) {
  if (!can(agent.permissions, "account", "deactivate")) throw forbidden();
  if (id === agent.account_id) throw forbidden("You cannot deactivate your own account.");
}

/** DELETE /accounts/{id}: deactivation (status 0); the row stays. */
export async function deactivateAccount(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findAccount(prisma, agent, id);
  assertMayChangeStatus(agent, id);
  if (row.status === RECORD_STATUS.INACTIVE) return toAccountDto(row);
  return toAccountDto(
    await prisma.$transaction(async (tx) => {
      const account = await tx.account.update({ where: { id }, data: { status: RECORD_STATUS.INACTIVE } });
      await recordAccountAudit(tx, agent, account, "deactivated", diffFields(row, { status: 0 }));
      return account;
    }),
  );
}
