import { isStaff, ROLE, type Agent } from "@screens/domain";
import type { Prisma } from "../db/client.js";

/**
 * Helpers of the quote reads that PostgreSQL answers as JSON (quote-page-query.ts,
 * quote-list-query.ts): the joined columns they select, turned into the relation shapes that
 * `toQuoteListItem` reads from Prisma rows.
 */

/** `timestamp(3)` columns hold UTC without a zone; JSON gives them without the Z. */
export const utc = (value: string) => new Date(value.endsWith("Z") ? value : `${value}Z`);

export interface JoinedQuoteColumns {
  created_at: string;
  dealer_company_name: string | null;
  dealer_country: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  order_id: number | null;
}

export function quoteRelations(row: JoinedQuoteColumns) {
  return {
    created_at: utc(row.created_at),
    dealer:
      row.dealer_company_name === null
        ? null
        : { company_name: row.dealer_company_name, country: row.dealer_country },
    customer:
      row.customer_first_name === null
        ? null
        : { first_name: row.customer_first_name, last_name: row.customer_last_name ?? "" },
    order: row.order_id === null ? null : { id: row.order_id },
  };
}

/** What those reads answer: the shape of a Prisma quote row with the list's relations and counts. */
export type QuoteRowWithRelations = Prisma.QuoteGetPayload<{
  include: {
    dealer: { select: { company_name: true; country: true } };
    customer: { select: { first_name: true; last_name: true } };
    order: { select: { id: true } };
    _count: { select: { screenconfigurations: true; add_on_accessories: true } };
  };
}>;

/**
 * Tenancy, the SQL form of `quoteScope` (scope.ts): `kind` names the form (a constant statement
 * text per kind), `value` is the account or dealer id to bind (none for the super admin), and
 * `sql` writes the condition for a quote alias joined to its dealer's alias, `value` at `placeholder`.
 */
export function quoteTenancy(agent: Agent) {
  const kind =
    agent.role_id === ROLE.SUPER_ADMIN ? ("all" as const) : isStaff(agent.role_id) ? "account" : "dealer";
  return {
    kind,
    value: kind === "all" ? null : kind === "account" ? (agent.account_id ?? -1) : (agent.dealer_id ?? -1),
    sql(quote: string, dealer: string, placeholder: string): string {
      if (kind === "all") return "TRUE";
      if (kind === "account")
        return `(${quote}.account_id = ${placeholder} OR ${dealer}.account_id = ${placeholder})`;
      return `${quote}.dealer_id = ${placeholder}`;
    },
  };
}
