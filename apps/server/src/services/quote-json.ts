import type { Expression } from "kysely";
import type { Quote } from "../db/client.js";
import { sqlBuilder, type ReadRow } from "../db/typed-sql.js";
import { ownedSql, type Tenancy } from "./scope.js";

/**
 * What the quote reads that PostgreSQL answers as JSON share (quote-page-query.ts,
 * quote-list-query.ts): the quote joined to its dealer, customer and order, the tenancy filter on
 * it, and the conversion of the joined columns into the relation shapes `toQuoteListItem` reads.
 */

/** `timestamp(3)` columns hold UTC without a zone; JSON gives them without the Z. */
export const utc = (value: string) => new Date(value.endsWith("Z") ? value : `${value}Z`);

/**
 * The quotes an agent may see (the tenancy rule of scope.ts, in SQL: `tenant` is the agent's account
 * or dealer id), each `q` with its dealer `d`, customer `c` and order `o` joined.
 */
export function visibleQuotes(kind: Tenancy["kind"], tenant: Expression<number>) {
  return joinedQuotes().where((eb) =>
    ownedSql(kind, tenant, {
      account_id: eb.ref("q.account_id"),
      "dealer.account_id": eb.ref("d.account_id"),
      dealer_id: eb.ref("q.dealer_id"),
    }),
  );
}

/**
 * Every quote `q` with its dealer `d`, customer `c`, order `o` and owner `ow` (decision 157) joined;
 * the caller adds the tenancy.
 */
export function joinedQuotes() {
  return sqlBuilder
    .selectFrom("quotes as q")
    .leftJoin("dealers as d", "d.id", "q.dealer_id")
    .leftJoin("customers as c", "c.id", "q.customer_id")
    .leftJoin("orders as o", "o.quote_id", "q.id")
    .leftJoin("users as ow", "ow.id", "q.owner_id");
}

/** The joined relations' columns, as `quoteRelations` reads them. */
export const JOINED_COLUMNS = [
  "d.company_name as dealer_company_name",
  "d.country as dealer_country",
  "c.first_name as customer_first_name",
  "c.last_name as customer_last_name",
  "o.id as order_id",
  "ow.first_name as owner_first_name",
  "ow.last_name as owner_last_name",
] as const;

export interface JoinedQuoteColumns {
  created_at: string;
  valid_until: string | null;
  dealer_company_name: string | null;
  dealer_country: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  order_id: number | null;
  owner_first_name: string | null;
  owner_last_name: string | null;
}

export function quoteRelations(row: JoinedQuoteColumns) {
  return {
    created_at: utc(row.created_at),
    valid_until: row.valid_until === null ? null : utc(row.valid_until),
    dealer:
      row.dealer_company_name === null
        ? null
        : { company_name: row.dealer_company_name, country: row.dealer_country },
    customer:
      row.customer_first_name === null
        ? null
        : { first_name: row.customer_first_name, last_name: row.customer_last_name ?? "" },
    order: row.order_id === null ? null : { id: row.order_id },
    owner:
      row.owner_first_name === null
        ? null
        : { first_name: row.owner_first_name, last_name: row.owner_last_name ?? "" },
  };
}

/** The quote columns a list shows (quote-list-query.ts selects exactly these). */
export const QUOTE_LIST_COLUMNS = [
  "id",
  "quote_number",
  "title",
  "notes",
  "start_with",
  "dealer_id",
  "account_id",
  "customer_id",
  "status",
  "sale_price",
  "discount",
  "markup_variable",
  "price_book_version",
  "created_by",
  "owner_id",
  "created_at",
  "valid_until",
] as const satisfies ReadonlyArray<keyof Quote>;

/**
 * What `toQuoteListItem` (quotes.ts) reads: a list's quote columns and relations, from Prisma
 * (`include` with `_count`) or from the typed SQL (quote page and lists) alike.
 */
export type QuoteListSource = Pick<ReadRow<Quote>, (typeof QUOTE_LIST_COLUMNS)[number]> & {
  dealer: { company_name: string; country: string | null } | null;
  customer: { first_name: string; last_name: string } | null;
  order: { id: number } | null;
  /** The owner's name (decision 157); absent where a read does not join it (then shown as unknown). */
  owner?: { first_name: string; last_name: string } | null;
  _count: { screenconfigurations: number; add_on_accessories: number };
};
