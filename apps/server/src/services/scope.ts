import { isStaff, QUOTE_STATUS, ROLE, type Agent } from "@screens/domain";
import { sql, type Expression, type SqlBool } from "kysely";
import type { Prisma } from "../db/client.js";

/**
 * Tenancy (docs/permissions.md): what part of the data an agent may see. Every query of a
 * resource goes through one of these filters, so a foreign id is simply "not found".
 * The role decides it once: the super admin sees everything, manufacturer staff their account's
 * data, dealer staff their dealer's. Each resource below turns that into its filter.
 */
export type Tenancy = { kind: "all" } | { kind: "account"; id: number } | { kind: "dealer"; id: number };

export function tenancyOf(agent: Agent): Tenancy {
  if (agent.role_id === ROLE.SUPER_ADMIN) return { kind: "all" };
  if (isStaff(agent.role_id)) return { kind: "account", id: agent.account_id ?? -1 };
  return { kind: "dealer", id: agent.dealer_id ?? -1 };
}

/**
 * The tenancy rule of quotes, written once: a quote belongs to an account directly or through its
 * dealer, and to its dealer. An account's agents see a quote when one of the account's columns
 * equals their account, a dealer's when the dealer column equals their dealer. Users belong to the
 * manufacturer the same way. `ownedWhere` (Prisma) and `ownedSql` (the typed SQL) are its two forms.
 */
const OWNER_COLUMNS = {
  account: ["account_id", "dealer.account_id"],
  dealer: ["dealer_id"],
} as const;
type OwnerColumn = (typeof OWNER_COLUMNS)[keyof typeof OWNER_COLUMNS][number];

const PRISMA_CONDITION = {
  account_id: (id: number) => ({ account_id: id }),
  "dealer.account_id": (id: number) => ({ dealer: { account_id: id } }),
  dealer_id: (id: number) => ({ dealer_id: id }),
} satisfies Record<OwnerColumn, (id: number) => Prisma.QuoteWhereInput & Prisma.UserWhereInput>;

function ownedWhere(tenancy: Tenancy) {
  if (tenancy.kind === "all") return {};
  const conditions = OWNER_COLUMNS[tenancy.kind].map((column) => PRISMA_CONDITION[column](tenancy.id));
  const [only, ...more] = conditions;
  return more.length === 0 && only ? only : { OR: conditions };
}

/**
 * The rule's SQL form, for the tenancy `kind` and the account or dealer `id` (a value or a
 * statement's placeholder). `columns` are the row's owner columns as typed references (the row's
 * own, and `dealer.account_id` of its LEFT JOINed dealer), so a renamed column breaks the build.
 */
export function ownedSql(
  kind: Tenancy["kind"],
  id: number | Expression<number>,
  columns: Record<OwnerColumn, Expression<number | null>>,
) {
  if (kind === "all") return sql<SqlBool>`TRUE`;
  const conditions = OWNER_COLUMNS[kind].map((column) => sql<SqlBool>`${columns[column]} = ${id}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;
}

/** The roles whose tenancy is their account (tenancyOf): the manufacturer's staff but the super admin. */
const ACCOUNT_ROLES = Object.values(ROLE).filter((role) => isStaff(role) && role !== ROLE.SUPER_ADMIN);

/**
 * `ownedSql` for the agent of a user row inside one statement (the quote page resolves the session
 * and the page together): the row's role picks the tenancy exactly as `tenancyOf` does, its
 * account or dealer column gives the id.
 */
export function ownedByUserSql(
  user: {
    role_id: Expression<number>;
    account_id: Expression<number | null>;
    dealer_id: Expression<number | null>;
  },
  columns: Record<OwnerColumn, Expression<number | null>>,
) {
  const account = sql<number>`coalesce(${user.account_id}, -1)`;
  const dealer = sql<number>`coalesce(${user.dealer_id}, -1)`;
  return sql<SqlBool>`(CASE WHEN ${user.role_id} = ${sql.lit(ROLE.SUPER_ADMIN)} THEN ${ownedSql("all", -1, columns)}
    WHEN ${user.role_id} IN (${sql.join(ACCOUNT_ROLES.map((role) => sql.lit(role)))}) THEN ${ownedSql("account", account, columns)}
    ELSE ${ownedSql("dealer", dealer, columns)} END)`;
}

/**
 * Deactivated quotes (status 0) stay readable by the manufacturer's staff, who can see what was
 * deactivated and when; to a dealer they are gone (product rule R7).
 */
export function seesDeactivatedQuotes(kind: Tenancy["kind"]): boolean {
  return kind !== "dealer";
}

/** `seesDeactivatedQuotes` for the role of a user row, in SQL. */
export function seesDeactivatedQuotesSql(roleId: Expression<number>) {
  const roles = Object.values(ROLE).filter((role) =>
    seesDeactivatedQuotes(tenancyOf({ role_id: role } as Agent).kind),
  );
  return sql<SqlBool>`${roleId} IN (${sql.join(roles.map((role) => sql.lit(role)))})`;
}

export function quoteScope(agent: Agent): Prisma.QuoteWhereInput {
  return ownedWhere(tenancyOf(agent));
}

export function userScope(agent: Agent): Prisma.UserWhereInput {
  return ownedWhere(tenancyOf(agent));
}

export function dealerScope(agent: Agent): Prisma.DealerWhereInput {
  const tenancy = tenancyOf(agent);
  if (tenancy.kind === "all") return {};
  if (tenancy.kind === "account") return { account_id: tenancy.id };
  return { id: tenancy.id };
}

export function accountScope(agent: Agent): Prisma.AccountWhereInput {
  const tenancy = tenancyOf(agent);
  if (tenancy.kind === "all") return {};
  if (tenancy.kind === "account") return { id: tenancy.id };
  return { id: -1 };
}

export function customerScope(agent: Agent): Prisma.CustomerWhereInput {
  const tenancy = tenancyOf(agent);
  if (tenancy.kind === "all") return {};
  if (tenancy.kind === "account") return { dealer: { account_id: tenancy.id } };
  return { dealer_id: tenancy.id };
}

/** Quotes that are not deactivated, within the agent's tenancy: units and accessories live under these. */
export function activeQuoteScope(agent: Agent): Prisma.QuoteWhereInput {
  return { AND: [quoteScope(agent), { status: { not: QUOTE_STATUS.INACTIVE } }] };
}
