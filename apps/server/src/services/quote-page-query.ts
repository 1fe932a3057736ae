import { isStaff, ROLE, type Agent } from "@screens/domain";
import { Prisma, type PrismaClient } from "../db/client.js";

/**
 * The quote page in one SQL statement: the quote, its dealer, customer, order, units and
 * accessories as one JSON document. Prisma's own reads materialize each of a unit's ~80 columns
 * separately, which made this, the most viewed page, five times slower (docs/performance.md).
 * The tenancy filter is the SQL form of `quoteScope` (scope.ts).
 */
function scopeSql(agent: Agent): Prisma.Sql {
  if (agent.role_id === ROLE.SUPER_ADMIN) return Prisma.sql`TRUE`;
  if (isStaff(agent.role_id)) {
    const account = agent.account_id ?? -1;
    return Prisma.sql`(q.account_id = ${account} OR d.account_id = ${account})`;
  }
  return Prisma.sql`q.dealer_id = ${agent.dealer_id ?? -1}`;
}

interface QuotePageJson {
  [column: string]: unknown;
  created_at: string;
  dealer_company_name: string | null;
  dealer_country: string | null;
  customer_first_name: string | null;
  customer_last_name: string | null;
  order_id: number | null;
  units: Array<Record<string, unknown> & { created_at: string; updated_at: string }>;
  accessories: Array<Record<string, unknown> & { created_at: string }>;
}

/** `timestamp(3)` columns hold UTC without a zone; JSON gives them without the Z. */
const utc = (value: string) => new Date(value.endsWith("Z") ? value : `${value}Z`);

export async function loadQuotePage(prisma: PrismaClient, agent: Agent, id: number) {
  const rows = await prisma.$queryRaw<Array<{ page: QuotePageJson }>>`
    SELECT row_to_json(page) AS page FROM (
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
      WHERE q.id = ${id} AND q.status <> 0 AND ${scopeSql(agent)}
    ) page`;
  const page = rows[0]?.page;
  if (!page) return null;
  const {
    units,
    accessories,
    dealer_company_name,
    dealer_country,
    customer_first_name,
    customer_last_name,
    order_id,
    ...quote
  } = page;
  return {
    ...quote,
    created_at: utc(page.created_at),
    dealer:
      dealer_company_name === null ? null : { company_name: dealer_company_name, country: dealer_country },
    customer:
      customer_first_name === null
        ? null
        : { first_name: customer_first_name, last_name: customer_last_name ?? "" },
    order: order_id === null ? null : { id: order_id },
    _count: { screenconfigurations: units.length, add_on_accessories: accessories.length },
    screenconfigurations: units.map((unit) => ({
      ...unit,
      created_at: utc(unit.created_at),
      updated_at: utc(unit.updated_at),
    })),
    add_on_accessories: accessories.map((line) => ({ ...line, created_at: utc(line.created_at) })),
  } as unknown as Prisma.QuoteGetPayload<{
    include: {
      dealer: { select: { company_name: true; country: true } };
      customer: { select: { first_name: true; last_name: true } };
      order: { select: { id: true } };
      _count: { select: { screenconfigurations: true; add_on_accessories: true } };
      screenconfigurations: true;
      add_on_accessories: true;
    };
  }>;
}
