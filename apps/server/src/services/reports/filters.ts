import { REPORT_PRODUCT_DIMENSIONS, type Agent, type TReportQuery } from "@screens/domain";
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from "kysely";
import type { PrismaClient, Prisma } from "../../db/client.js";
import { sqlOf } from "../../db/client.js";
import {
  INACTIVE_ORDER_STATUS,
  INACTIVE_QUOTE_STATUS,
  INACTIVE_UNIT_STATUS,
} from "../../db/report-summaries/statuses.js";
import { type DB } from "../../db/typed-sql.js";
import { ownedSql, tenancyOf } from "../scope.js";
import type { ReportPeriodRange } from "./period.js";

/**
 * What every report statement shares (decisions 111, 112): the tenancy rule of scope.ts in its SQL
 * form, the report's filters, and the period's bounds. Timestamps are stored as UTC without a zone;
 * the period's days are local to `tz`, so the database turns each bound into a UTC instant once
 * (the indexed column is compared as it is), and a row's month is read in `tz`. The statuses counted
 * are those of db/report-summaries/statuses.ts, which the month summaries' SQL reads too (decision 202).
 */

type QuoteTables = DB & { q: DB["quotes"]; d: DB["dealers"] };
type Eb = ExpressionBuilder<QuoteTables, "q" | "d">;

export interface ReportScope {
  agent: Agent;
  query: TReportQuery;
  range: ReportPeriodRange;
}

/** A local day of the period as the UTC instant its midnight is in `tz`. */
export function utcBound(day: string, tz: string): RawBuilder<Date> {
  return sql<Date>`((${day}::timestamp) AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'`;
}

/** `column` falls in the period. */
export function inPeriod(column: Expression<Date>, range: ReportPeriodRange): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${column} >= ${utcBound(range.from, range.tz)} AND ${column} < ${utcBound(range.until, range.tz)})`;
}

/** The month (YYYY-MM) of a stored UTC timestamp, in `tz`. */
export function monthOf(column: Expression<Date>, tz: string): RawBuilder<string> {
  return sql<string>`to_char((${column} AT TIME ZONE 'UTC') AT TIME ZONE ${tz}, 'YYYY-MM')`;
}

/** Money sums answer as plain numbers in cents (float8 carries them exactly at these sizes). */
export function money(sum: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`COALESCE(round(${sum}, 2), 0)::float8`;
}

/**
 * The agent's tenancy and the filters shared by quote and order figures: dealer and product (a
 * quote holding at least one active, saved unit of that housing type, fabric collection or motor brand).
 */
export function quoteFilters(eb: Eb, scope: ReportScope): Expression<SqlBool>[] {
  const tenancy = tenancyOf(scope.agent);
  const where: Expression<SqlBool>[] = [
    ownedSql(tenancy.kind, tenancy.kind === "all" ? 0 : tenancy.id, {
      account_id: eb.ref("q.account_id"),
      "dealer.account_id": eb.ref("d.account_id"),
      dealer_id: eb.ref("q.dealer_id"),
    }),
    eb("q.status", "<>", sql.lit(INACTIVE_QUOTE_STATUS)),
  ];
  if (scope.query.dealer_id !== undefined) where.push(eb("q.dealer_id", "=", scope.query.dealer_id));
  for (const dimension of REPORT_PRODUCT_DIMENSIONS) {
    const wanted = scope.query[dimension];
    if (wanted === undefined) continue;
    where.push(
      eb.exists(
        eb
          .selectFrom("configurations as pu")
          .select(sql.lit(1).as("one"))
          .whereRef("pu.quote_id", "=", "q.id")
          .where("pu.status", "<>", sql.lit(INACTIVE_UNIT_STATUS))
          .where("pu.saved_at", "is not", null) // a unit never saved is no unit yet (decision 070)
          .where(`pu.${dimension}`, "=", wanted),
      ),
    );
  }
  return where;
}

/** A deactivated order counts in no report, as a deactivated quote (decision 112). */
export function activeOrder(eb: ExpressionBuilder<DB & { o: DB["orders"] }, "o">): Expression<SqlBool> {
  return eb("o.status", "<>", sql.lit(INACTIVE_ORDER_STATUS));
}

/** Runs a built statement on the database's SQL runner (unnamed: its text follows the filters). */
export async function runReport<Row>(
  prisma: PrismaClient | Prisma.TransactionClient,
  statement: { compile(): { sql: string; parameters: readonly unknown[] } },
): Promise<Row[]> {
  const { sql: text, parameters } = statement.compile();
  return sqlOf(prisma)<Row>("", text, parameters);
}
