import type { Agent } from "@screens/domain";
import { sqlOf, type Prisma, type PrismaClient } from "../db/client.js";
import {
  quoteRelations,
  quoteTenancy,
  utc,
  type JoinedQuoteColumns,
  type QuoteRowWithRelations,
} from "./quote-json.js";

/**
 * The quote page in one SQL statement: the quote, its dealer, customer, order, units and
 * accessories as one JSON document. Prisma's own reads materialize each of a unit's ~80 columns
 * separately, which made this, the most viewed page, five times slower (docs/performance.md).
 * The tenancy filter is the SQL form of `quoteScope` (quoteTenancy): one prepared text per form.
 */
interface QuotePageJson extends JoinedQuoteColumns {
  [column: string]: unknown;
  units: Array<Record<string, unknown> & { created_at: string; updated_at: string }>;
  accessories: Array<Record<string, unknown> & { created_at: string }>;
}

export async function loadQuotePage(prisma: PrismaClient, agent: Agent, id: number) {
  const tenancy = quoteTenancy(agent);
  const rows = await sqlOf(prisma)<{ page: QuotePageJson }>(
    `quote-page-${tenancy.kind}`,
    `SELECT row_to_json(page) AS page FROM (
      SELECT q.*,
        d.company_name AS dealer_company_name, d.country AS dealer_country,
        c.first_name AS customer_first_name, c.last_name AS customer_last_name,
        o.id AS order_id,
        COALESCE((SELECT json_agg(u ORDER BY u.id) FROM configurations u WHERE u.quote_id = q.id AND u.status <> 0), '[]') AS units,
        COALESCE((SELECT json_agg(a ORDER BY a.id) FROM quote_accessories a WHERE a.quote_id = q.id AND a.status <> 0), '[]') AS accessories
      FROM quotes q
      LEFT JOIN dealers d ON d.id = q.dealer_id
      LEFT JOIN customers c ON c.id = q.customer_id
      LEFT JOIN orders o ON o.quote_id = q.id
      WHERE q.id = $1 AND q.status <> 0 AND ${tenancy.sql("q", "d", "$2")}
    ) page`,
    tenancy.kind === "all" ? [id] : [id, tenancy.value],
  );
  const page = rows[0]?.page;
  if (!page) return null;
  // The document is ours alone: its fields are converted in place (copying a unit's ~75 keys
  // with a spread per request was measurable, docs/performance.md).
  const { units, accessories } = page;
  for (const unit of units) {
    unit.created_at = utc(unit.created_at) as never;
    unit.updated_at = utc(unit.updated_at) as never;
  }
  for (const line of accessories) line.created_at = utc(line.created_at) as never;
  return Object.assign(page, {
    ...quoteRelations(page),
    _count: { screenconfigurations: units.length, add_on_accessories: accessories.length },
    screenconfigurations: units,
    add_on_accessories: accessories,
  }) as unknown as QuoteRowWithRelations & {
    screenconfigurations: Prisma.ConfigurationGetPayload<object>[];
    add_on_accessories: Prisma.QuoteAccessoryGetPayload<object>[];
  };
}
