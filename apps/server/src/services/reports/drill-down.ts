import { RECORD_STATUS, type Agent, type TReportListQuery } from "@screens/domain";
import { sql, type InferResult } from "kysely";
import { jsonArrayFrom } from "kysely/helpers/postgres";
import type { PrismaClient } from "../../db/client.js";
import { OPEN_QUOTE_STATUSES } from "../../db/report-summaries/statuses.js";
import { sqlBuilder } from "../../db/typed-sql.js";
import { orderInclude, toOrderListItem } from "../orders.js";
import { JOINED_COLUMNS, QUOTE_LIST_COLUMNS, quoteRelations } from "../quote-json.js";
import { toQuoteListItem } from "../quotes.js";
import { activeOrder, inPeriod, quoteFilters, runReport, type ReportScope } from "./filters.js";
import { resolvePeriod } from "./period.js";

/**
 * The Reports page's drill-down (decision 110): the quotes or orders behind a figure, with the
 * report's filters, newest first, in pages by id (`cursor` is the last id seen). The rows are the
 * lists' own items, so the same tables show them and the same CSV columns export them.
 */
export const DRILL_DOWN_PAGE = 100;

function scopeOf(agent: Agent, query: TReportListQuery): ReportScope {
  return { agent, query, range: resolvePeriod(query, agent) };
}

/** Quotes created in the period (or, with `open`, open now whatever the period). */
export async function reportQuotes(prisma: PrismaClient, agent: Agent, query: TReportListQuery) {
  const scope = scopeOf(agent, query);
  const statement = sqlBuilder
    .selectFrom("quotes as q")
    .leftJoin("dealers as d", "d.id", "q.dealer_id")
    .leftJoin("customers as c", "c.id", "q.customer_id")
    .leftJoin("orders as o", "o.quote_id", "q.id")
    .leftJoin("users as ow", "ow.id", "q.owner_id")
    .select(QUOTE_LIST_COLUMNS.map((column) => `q.${column}` as const))
    .select(JOINED_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom("configurations as u")
        // A line of n identical units is n units (decision 160).
        .select(sql<number>`COALESCE(sum(u.quantity), 0)::int`.as("n"))
        .whereRef("u.quote_id", "=", "q.id")
        .where("u.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
        .where("u.saved_at", "is not", null) // a unit never saved is no unit yet (decision 070)
        .$asScalar()
        .as("unit_count"),
      eb
        .selectFrom("quote_accessories as a")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("a.quote_id", "=", "q.id")
        .where("a.status", "<>", sql.lit(RECORD_STATUS.INACTIVE))
        .$asScalar()
        .as("accessory_count"),
    ])
    .where((eb) => {
      const where = quoteFilters(eb, scope);
      where.push(
        query.open
          ? eb(
              "q.status",
              "in",
              OPEN_QUOTE_STATUSES.map((status) => sql.lit(status)),
            )
          : inPeriod(eb.ref("q.created_at"), scope.range),
      );
      if (query.quote_status !== undefined) where.push(eb("q.status", "=", query.quote_status));
      if (query.cursor !== undefined) where.push(eb("q.id", "<", query.cursor));
      return eb.and(where);
    })
    .orderBy("q.id", "desc")
    .limit(query.limit ?? DRILL_DOWN_PAGE);
  // The page as one JSON array, as the quote list reads its own (quote-list-query.ts): the row type
  // is Kysely's JSON form of the columns, which the list's source completes.
  const page = sqlBuilder.selectNoFrom(jsonArrayFrom(statement).as("rows"));
  const [result] = await runReport<InferResult<typeof page>[number]>(prisma, page);
  return (result?.rows ?? []).map((row) =>
    toQuoteListItem(
      Object.assign(row, {
        ...quoteRelations(row),
        _count: { screenconfigurations: row.unit_count, add_on_accessories: row.accessory_count },
      }),
    ),
  );
}

/** Orders placed in the period. */
export async function reportOrders(prisma: PrismaClient, agent: Agent, query: TReportListQuery) {
  const scope = scopeOf(agent, query);
  const ids = await runReport<{ id: number }>(
    prisma,
    sqlBuilder
      .selectFrom("orders as o")
      .innerJoin("quotes as q", "q.id", "o.quote_id")
      .leftJoin("dealers as d", "d.id", "q.dealer_id")
      .select("o.id")
      .where((eb) => {
        const where = [
          ...quoteFilters(eb, scope),
          activeOrder(eb),
          inPeriod(eb.ref("o.created_at"), scope.range),
        ];
        if (query.order_status !== undefined) where.push(eb("o.status", "=", query.order_status));
        if (query.cursor !== undefined) where.push(eb("o.id", "<", query.cursor));
        return eb.and(where);
      })
      .orderBy("o.id", "desc")
      .limit(query.limit ?? DRILL_DOWN_PAGE),
  );
  if (ids.length === 0) return [];
  const rows = await prisma.order.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    include: orderInclude,
    orderBy: { id: "desc" },
  });
  return rows.map(toOrderListItem);
}
