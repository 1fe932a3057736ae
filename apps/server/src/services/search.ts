import {
  checkPermission,
  SEARCH_GROUPS,
  type Agent,
  type PermissionCheck,
  type SearchGroup,
  type TSearchHit,
  type TSearchRequest,
  type TSearchResults,
} from "@screens/domain";
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder, type ValueOf } from "../db/typed-sql.js";
import { ownedSql, tenancyOf, type Tenancy } from "./scope.js";

/**
 * The header's search (decision 117): quotes (number, title, customer), orders, customers,
 * dealers and users the agent may see, a few of each, newest first, in one statement.
 *
 * Each group is what its list shows (the same tenancy as scope.ts, quotes and orders without the
 * deleted ones) matched with `ILIKE '%text%'`, which the trigram GIN indexes (pg_trgm) answer on
 * PostgreSQL and on PGlite alike; the user's % and _ are escaped so they match themselves. A group
 * whose read permission the agent lacks is left out. Each match is a branch of its own, limited and
 * unioned into an id list (`id = ANY(ARRAY(...))`): an OR across joined tables would scan them all.
 */

const GROUP_PERMISSION: Record<SearchGroup, PermissionCheck> = {
  quotes: "quote.r",
  orders: "order.r",
  customers: "customer.r",
  dealers: "dealer.r",
  users: "user.r",
};

export const SEARCH_LIMIT = { default: 5, max: 10 } as const;

/** LIKE's own characters, escaped: the user's text is searched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface SearchValues extends Record<string, unknown> {
  tenant?: number;
  pattern: string;
  limit: number;
}

/** What the text depends on: never a value. */
interface SearchShape {
  kind: Tenancy["kind"];
  groups: readonly SearchGroup[];
  /** A text with a space may be a full name ("Ann Lee"): names are matched joined too. */
  spaced: boolean;
}

type Value = ValueOf<SearchValues>;

/** `(a ILIKE p OR b ILIKE p ...)`. */
function anyLike(columns: string[], pattern: RawBuilder<string> | ReturnType<Value>) {
  return sql<SqlBool>`(${sql.join(
    columns.map((column) => sql`${sql.raw(column)} ILIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/** A group's JSON array: rows with `ids` in them, newest first, at most `limit`. */
function group(select: RawBuilder<unknown>, ids: RawBuilder<unknown>[], value: Value) {
  const branches = sql.join(
    ids.map((branch) => sql`(${branch} ORDER BY 1 DESC LIMIT ${value("limit")})`),
    sql` UNION `,
  );
  return sql`(SELECT COALESCE(json_agg(hit ORDER BY hit.id DESC), '[]'::json) FROM (${select} = ANY(ARRAY(${branches})) ORDER BY 1 DESC LIMIT ${value("limit")}) AS hit)`;
}

function quoteOwners(alias: string, dealerAlias: string) {
  return {
    account_id: sql.ref<number | null>(`${alias}.account_id`),
    "dealer.account_id": sql.ref<number | null>(`${dealerAlias}.account_id`),
    dealer_id: sql.ref<number | null>(`${alias}.dealer_id`),
  };
}

function searchStatement(shape: SearchShape) {
  // Named: planned once per connection (five groups cost tens of ms to plan on every run).
  return prepare<SearchValues>(
    `search:${shape.kind}:${shape.groups.join(",")}:${String(shape.spaced)}`,
  ).build((value) => {
    const tenant = value("tenant");
    const pattern = value("pattern");
    const owned = (alias: string, dealerAlias: string) =>
      ownedSql(shape.kind, tenant, quoteOwners(alias, dealerAlias));
    const customerName = shape.spaced
      ? sql<SqlBool>`(${anyLike(["c.first_name", "c.last_name", "c.customername"], pattern)} OR (c.first_name || ' ' || c.last_name) ILIKE ${pattern})`
      : anyLike(["c.first_name", "c.last_name", "c.customername"], pattern);
    // Quotes the agent may see (deleted ones aside), as the quotes list.
    const visibleQuotes = (alias: string) =>
      sql`FROM quotes ${sql.raw(alias)} LEFT JOIN dealers ${sql.raw(`${alias}d`)} ON ${sql.raw(`${alias}d`)}.id = ${sql.raw(alias)}.dealer_id WHERE ${sql.raw(alias)}.status <> 0 AND ${owned(alias, `${alias}d`)}`;

    const groups: Record<SearchGroup, () => RawBuilder<unknown>> = {
      quotes: () =>
        group(
          sql`SELECT q.id, q.title, q.quote_number, q.status, d.company_name, c.first_name, c.last_name, c.customername FROM quotes q LEFT JOIN dealers d ON d.id = q.dealer_id LEFT JOIN customers c ON c.id = q.customer_id WHERE q.id`,
          [
            sql`SELECT qq.id ${visibleQuotes("qq")} AND ${anyLike(["qq.quote_number", "qq.title"], pattern)}`,
            sql`SELECT qc.id ${visibleQuotes("qc")} AND qc.customer_id IN (SELECT c.id FROM customers c WHERE ${customerName})`,
          ],
          value,
        ),
      orders: () =>
        group(
          sql`SELECT o.id, o.order_number, o.status, q.title, q.quote_number, d.company_name FROM orders o JOIN quotes q ON q.id = o.quote_id LEFT JOIN dealers d ON d.id = q.dealer_id WHERE o.id`,
          [
            sql`SELECT o.id FROM orders o JOIN quotes oq ON oq.id = o.quote_id LEFT JOIN dealers oqd ON oqd.id = oq.dealer_id WHERE o.status <> 0 AND ${owned("oq", "oqd")} AND o.order_number ILIKE ${pattern}`,
          ],
          value,
        ),
      customers: () =>
        group(
          sql`SELECT c.id, c.first_name, c.last_name, c.customername, c.email, c.status, d.company_name FROM customers c LEFT JOIN dealers d ON d.id = c.dealer_id WHERE c.id`,
          [
            sql`SELECT c.id FROM customers c LEFT JOIN dealers cd ON cd.id = c.dealer_id WHERE ${customerScopeSql(shape.kind, tenant)} AND (${customerName} OR c.email ILIKE ${pattern})`,
          ],
          value,
        ),
      dealers: () =>
        group(
          sql`SELECT d.id, d.company_name, d.account_number, d.status FROM dealers d WHERE d.id`,
          [
            sql`SELECT d.id FROM dealers d WHERE ${dealerScopeSql(shape.kind, tenant)} AND ${anyLike(["d.company_name", "d.account_number"], pattern)}`,
          ],
          value,
        ),
      users: () =>
        group(
          sql`SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.status FROM users u WHERE u.id`,
          [
            sql`SELECT u.id FROM users u LEFT JOIN dealers ud ON ud.id = u.dealer_id WHERE ${owned("u", "ud")} AND (${anyLike(["u.username", "u.first_name", "u.last_name", "u.email"], pattern)}${
              shape.spaced ? sql` OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern}` : sql``
            })`,
          ],
          value,
        ),
    };
    return sqlBuilder.selectNoFrom(shape.groups.map((name) => groups[name]().as(name)));
  });
}

/** customerScope (scope.ts) in SQL: a customer belongs to its dealer, and through it to the account. */
function customerScopeSql(kind: Tenancy["kind"], tenant: ReturnType<Value>) {
  if (kind === "all") return sql<SqlBool>`TRUE`;
  if (kind === "account") return sql<SqlBool>`cd.account_id = ${tenant}`;
  return sql<SqlBool>`c.dealer_id = ${tenant}`;
}

/** dealerScope (scope.ts) in SQL. */
function dealerScopeSql(kind: Tenancy["kind"], tenant: ReturnType<Value>) {
  if (kind === "all") return sql<SqlBool>`TRUE`;
  if (kind === "account") return sql<SqlBool>`d.account_id = ${tenant}`;
  return sql<SqlBool>`d.id = ${tenant}`;
}

type Row = Record<string, string | number | null>;
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);
const joined = (...parts: (string | number | null | undefined)[]) =>
  parts.map(text).filter(Boolean).join(" · ") || null;
const fullName = (row: Row) => `${text(row.first_name)} ${text(row.last_name)}`.trim();

const HITS: Record<SearchGroup, (row: Row) => TSearchHit> = {
  quotes: (row) => ({
    id: Number(row.id),
    title: text(row.title) || text(row.quote_number),
    detail: joined(row.quote_number, fullName(row) || row.customername, row.company_name),
    status: Number(row.status),
    href: `/panel/quotes/${text(row.id)}`,
  }),
  orders: (row) => ({
    id: Number(row.id),
    title: `Order ${text(row.order_number) || text(row.id)}`,
    detail: joined(row.title, row.quote_number, row.company_name),
    status: Number(row.status),
    href: `/panel/orders/${text(row.id)}`,
  }),
  customers: (row) => ({
    id: Number(row.id),
    title: fullName(row) || text(row.customername),
    detail: joined(row.email, row.company_name),
    status: Number(row.status),
    href: `/panel/customers/${text(row.id)}`,
  }),
  dealers: (row) => ({
    id: Number(row.id),
    title: text(row.company_name),
    detail: joined(row.account_number),
    status: Number(row.status),
    href: `/panel/dealers/${text(row.id)}`,
  }),
  users: (row) => ({
    id: Number(row.id),
    title: fullName(row) || text(row.username),
    detail: joined(row.username, row.email),
    status: Number(row.status),
    href: `/panel/users/${text(row.id)}`,
  }),
};

const statements = new Map<string, ReturnType<typeof searchStatement>>();

/** The groups `agent` may read: the permissions of their lists (dealers: staff and dealer admins alike). */
export function searchGroupsFor(agent: Agent): SearchGroup[] {
  return SEARCH_GROUPS.filter((name) => checkPermission(agent.permissions, GROUP_PERMISSION[name]));
}

function statementFor(agent: Agent, request: TSearchRequest) {
  const tenancy = tenancyOf(agent);
  const shape: SearchShape = {
    kind: tenancy.kind,
    groups: searchGroupsFor(agent),
    spaced: /\s/.test(request.q),
  };
  const key = `${shape.kind}|${shape.groups.join(",")}|${String(shape.spaced)}`;
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = searchStatement(shape)));
  const values: SearchValues = {
    tenant: tenancy.kind === "all" ? undefined : tenancy.id,
    pattern: likePattern(request.q),
    limit: Math.min(request.limit ?? SEARCH_LIMIT.default, SEARCH_LIMIT.max),
  };
  return { shape, statement, values };
}

/** The statement and its values as run for `agent` (the bench's EXPLAIN). */
export function searchSql(agent: Agent, request: TSearchRequest) {
  const { statement, values } = statementFor(agent, request);
  return { sql: statement.sql, parameters: statement.parameters, values };
}

/** GET /search?q=: up to `limit` hits per group the agent may read, newest first. */
export async function search(
  prisma: PrismaClient,
  agent: Agent,
  request: TSearchRequest,
): Promise<TSearchResults> {
  const results: TSearchResults = { q: request.q };
  if (searchGroupsFor(agent).length === 0) return results;
  const { shape, statement, values } = statementFor(agent, request);
  const [row] = await runStatement(prisma, statement, values);
  const found = (row ?? {}) as Partial<Record<SearchGroup, Row[]>>;
  for (const name of shape.groups) results[name] = (found[name] ?? []).map(HITS[name]);
  return results;
}
