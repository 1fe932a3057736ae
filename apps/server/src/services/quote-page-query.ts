import { QUOTE_STATUS, RECORD_STATUS, type Agent } from "@screens/domain";
import { sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import type { PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import { tenancyOf, type Tenancy } from "./scope.js";
import { JOINED_COLUMNS, quoteRelations, utc, visibleQuotes } from "./quote-json.js";

/**
 * The quote page in one SQL statement: the quote, its dealer, customer, order, units and
 * accessories as one JSON document. Prisma's own reads materialize each of a unit's ~80 columns
 * separately, which made this, the most viewed page, five times slower (docs/performance.md).
 * The statement's text depends only on the tenancy's kind: one prepared statement per kind.
 */
function quotePageStatement(kind: Tenancy["kind"]) {
  return prepare<{ id: number; tenant?: number }>(`quote-page-${kind}`).build((value) => {
    const page = visibleQuotes(kind, value("tenant"))
      .selectAll("q")
      .select(JOINED_COLUMNS)
      .select((eb) => [
        // Sorted subqueries: json_agg keeps their order.
        jsonArrayFrom(
          eb
            .selectFrom("configurations as u")
            .selectAll("u")
            .whereRef("u.quote_id", "=", "q.id")
            .where("u.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
            .orderBy("u.id"),
        ).as("units"),
        jsonArrayFrom(
          eb
            .selectFrom("quote_accessories as a")
            .selectAll("a")
            .whereRef("a.quote_id", "=", "q.id")
            .where("a.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
            .orderBy("a.id"),
        ).as("accessories"),
      ])
      .where("q.id", "=", value("id"))
      .where("q.status", "<>", sql.lit(QUOTE_STATUS.INACTIVE));
    return sqlBuilder.selectNoFrom(jsonObjectFrom(page).as("page"));
  });
}
const QUOTE_PAGE = {
  all: quotePageStatement("all"),
  account: quotePageStatement("account"),
  dealer: quotePageStatement("dealer"),
};

export async function loadQuotePage(prisma: PrismaClient, agent: Agent, id: number) {
  const tenancy = tenancyOf(agent);
  const [found] = await runStatement(prisma, QUOTE_PAGE[tenancy.kind], {
    id,
    tenant: tenancy.kind === "all" ? undefined : tenancy.id,
  });
  const page = found?.page;
  if (!page) return null;
  // The document is ours alone: its fields are converted in place (copying a unit's ~75 keys
  // with a spread per request was measurable, docs/performance.md).
  const units = page.units.map((unit) =>
    Object.assign(unit, {
      created_at: utc(unit.created_at),
      updated_at: utc(unit.updated_at),
      saved_at: unit.saved_at === null ? null : utc(unit.saved_at),
    }),
  );
  const accessories = page.accessories.map((line) =>
    Object.assign(line, { created_at: utc(line.created_at) }),
  );
  return Object.assign(page, {
    ...quoteRelations(page),
    _count: { screenconfigurations: units.length, add_on_accessories: accessories.length },
    screenconfigurations: units,
    add_on_accessories: accessories,
  });
}
