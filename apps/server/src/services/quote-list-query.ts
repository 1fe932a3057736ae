import { QUOTE_STATUS, type Agent, type TQuoteListRequest } from "@screens/domain";
import { sqlOf, type PrismaClient } from "../db/client.js";
import { parseSort } from "./list-query.js";
import {
  quoteRelations,
  quoteTenancy,
  type JoinedQuoteColumns,
  type QuoteRowWithRelations,
} from "./quote-json.js";

/**
 * The quote lists in one SQL statement answering one JSON array (decision 008): Prisma's includes
 * and counts cost about 60 µs a row, which a manufacturer's list of thousands pays on every visit.
 * The filters are the SQL forms of `quoteScope` (quoteTenancy) and of `listArgs` (list-query.ts):
 * `hide_closed` leaves out ordered quotes (status 50),
 * `q` matches title, quote number or dealer name case-insensitively (a literal text: % and _ match
 * themselves), `sort` is a field with the id breaking ties, `cursor` is the last id of the previous page.
 */
export const QUOTE_SORTABLE = ["id", "created_at", "title", "status", "sale_price", "quote_number"] as const;

export interface QuoteListOptions {
  pending?: boolean;
  dealer_id?: number;
  account_id?: number;
}

interface QuoteListJson extends JoinedQuoteColumns {
  [column: string]: unknown;
  id: number;
  unit_count: number;
  accessory_count: number;
}

/** LIKE's own characters, escaped: the user's text is searched literally. */
const literal = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function loadQuoteList(
  prisma: PrismaClient,
  agent: Agent,
  query: TQuoteListRequest,
  options: QuoteListOptions = {},
) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [
    options.pending
      ? `q.status IN (${QUOTE_STATUS.AWAITING_APPROVAL}, ${QUOTE_STATUS.AWAITING_PAYMENT})`
      : "q.status <> 0",
  ];
  const tenancy = quoteTenancy(agent);
  const tenant = tenancy.kind === "all" ? "" : param(tenancy.value);
  const scope = (quote: string, dealer: string) => tenancy.sql(quote, dealer, tenant);
  where.push(scope("q", "d"));
  if (query.hide_closed) where.push(`q.status <> ${QUOTE_STATUS.ORDERED}`);
  if (options.dealer_id !== undefined) where.push(`q.dealer_id = ${param(options.dealer_id)}`);
  if (options.account_id !== undefined) {
    const account = param(options.account_id);
    where.push(`(q.account_id = ${account} OR d.account_id = ${account})`);
  }
  if (query.q) {
    const text = param(literal(query.q));
    where.push(`(q.title ILIKE ${text} OR q.quote_number ILIKE ${text} OR d.company_name ILIKE ${text})`);
  }

  const { field, descending } = parseSort(query.sort ?? "-id", QUOTE_SORTABLE);
  const direction = descending ? "DESC" : "ASC";
  // `field` is one of QUOTE_SORTABLE: a known column name, never the client's text. A quote
  // without a number sorts as "" (a NULL would end a cursor's row comparison).
  const column = (alias: string) =>
    field === "quote_number" ? `COALESCE(${alias}.quote_number, '')` : `${alias}.${field}`;
  const order = (alias: string) =>
    field === "id" ? `${alias}.id ${direction}` : `${column(alias)} ${direction}, ${alias}.id ${direction}`;
  if (query.cursor) {
    const cursor = param(query.cursor);
    const after = descending ? "<" : ">";
    // By another field the cursor's row must be one the agent may see (deactivated or not): a
    // foreign id gives an empty page, never the position of another dealer's quote.
    where.push(
      field === "id"
        ? `q.id ${after} ${cursor}`
        : `(${column("q")}, q.id) ${after} (SELECT ${column("k")}, k.id FROM quotes k
            LEFT JOIN dealers kd ON kd.id = k.dealer_id WHERE k.id = ${cursor} AND ${scope("k", "kd")})`,
    );
  }
  const limit = query.limit ? `LIMIT ${param(query.limit)}` : "";

  const [result] = await sqlOf(prisma)<{ rows: QuoteListJson[] }>(
    "",
    `SELECT COALESCE(json_agg(x ORDER BY ${order("x")}), '[]') AS rows FROM (
      SELECT q.id, q.quote_number, q.title, q.notes, q.start_with, q.dealer_id, q.account_id,
        q.customer_id, q.status, q.sale_price, q.discount, q.markup_variable, q.price_book_version,
        q.created_by, q.created_at,
        d.company_name AS dealer_company_name, d.country AS dealer_country,
        c.first_name AS customer_first_name, c.last_name AS customer_last_name,
        o.id AS order_id,
        (SELECT count(*)::int FROM configurations u WHERE u.quote_id = q.id AND u.status <> 0) AS unit_count,
        (SELECT count(*)::int FROM quote_accessories a WHERE a.quote_id = q.id AND a.status <> 0) AS accessory_count
      FROM quotes q
      LEFT JOIN dealers d ON d.id = q.dealer_id
      LEFT JOIN customers c ON c.id = q.customer_id
      LEFT JOIN orders o ON o.quote_id = q.id
      WHERE ${where.join(" AND ")}
      ORDER BY ${order("q")}
      ${limit}
    ) x`,
    params,
  );
  // The rows are ours alone: completed in place (a spread per row cost more than the query).
  return (result?.rows ?? []).map((row) =>
    Object.assign(row, {
      ...quoteRelations(row),
      _count: { screenconfigurations: row.unit_count, add_on_accessories: row.accessory_count },
    }),
  ) as unknown as QuoteRowWithRelations[];
}
