import { REPORT_PRODUCT_DIMENSIONS } from "@screens/domain";
import { sql, type RawBuilder, type SqlBool } from "kysely";
import {
  AWAITING_APPROVAL_STATUS,
  INACTIVE_ORDER_STATUS,
  INACTIVE_QUOTE_STATUS,
  INACTIVE_UNIT_STATUS,
  LEAD_TIME_END_STATUSES,
  OPEN_QUOTE_STATUSES,
} from "../../db/report-summaries/statuses.js";
import { sqlBuilder } from "../../db/typed-sql.js";
import { ownedSql, tenancyOf } from "../scope.js";
import { money, monthOf, utcBound, type ReportScope } from "./filters.js";

/**
 * The figures from the month summaries (decision 120), for reports without a product filter.
 *
 * The summaries (report_quote_months, report_order_months, report_product_months, kept by the
 * triggers whose one source is db/report-summaries/source.ts, decision 202) hold what the live
 * statements of figures.ts would sum, per UTC month of creation. A period is whole local days in `tz` and its months are local months, so
 * an exact answer is the summaries' UTC months from `ma` to `mb` (the UTC month starts nearest the
 * period's bounds A and B) plus a correction read live from the rows near each boundary:
 *
 *   result(month L) = Σ summary(UTC month labelled L, in [ma, mb))
 *                   + Σ rows r in the windows ( [r in [A, B)] at r's local month
 *                                             − [r in [ma, mb)] at r's UTC month )
 *
 * The windows are [A, ma), [B, mb) and, for each local month start M inside the period, the span
 * between M and the UTC start of the same month (a few hours: the zone's offset). Outside them a
 * row is in the period exactly when it is in [ma, mb), and its local month is its UTC month, so
 * its two terms cancel and the summary counts it right. The windows are merged (`range_agg`) so
 * a row is read once. Totals, by status and by dealer are the sums of the month groups.
 */

const DAY_SECONDS = 86_400;

/** The period's bounds as the database computes them (UTC timestamps as text, exact to the microsecond). */
export interface SummaryBounds {
  a: string;
  b: string;
  ma: string;
  mb: string;
  /** The correction windows [lo, hi), merged: a row is in at most one. */
  windows: [string, string][];
}

/**
 * a, b: the period's UTC instants; ma, mb: the UTC month starts nearest them (16 days on, truncated);
 * the windows. Read first, on its own: the statements then carry them as values, so PostgreSQL plans
 * each window as the short index range it is.
 */
export function summaryBoundsStatement(scope: ReportScope) {
  const { from, until, tz } = scope.range;
  return sql<{ bounds: SummaryBounds }>`
    WITH r AS (
      SELECT t.a, t.b, date_trunc('month', t.a + interval '16 days') AS ma, date_trunc('month', t.b + interval '16 days') AS mb
      FROM (SELECT ${utcBound(from, tz)} AS a, ${utcBound(until, tz)} AS b) t
    ), w AS (
      SELECT lower(x) AS lo, upper(x) AS hi FROM (
        SELECT unnest(range_agg(tsrange(LEAST(e.p, e.m), GREATEST(e.p, e.m)))) AS x FROM (
          SELECT r.a AS p, r.ma AS m FROM r
          UNION ALL SELECT r.b, r.mb FROM r
          UNION ALL SELECT ((d AT TIME ZONE ${tz}) AT TIME ZONE 'UTC'), d
          FROM generate_series(date_trunc('month', ${from}::timestamp) + interval '1 month', ${until}::timestamp, interval '1 month') d
        ) e WHERE e.p <> e.m
      ) s
    )
    SELECT json_build_object('a', r.a::text, 'b', r.b::text, 'ma', r.ma::text, 'mb', r.mb::text,
      'windows', COALESCE((SELECT json_agg(json_build_array(w.lo::text, w.hi::text) ORDER BY w.lo) FROM w), '[]'::json)) AS bounds
    FROM r`;
}

const at = (value: string) => sql<Date>`${value}::timestamp`;

/** `column` in one of the windows. */
function inWindows(column: RawBuilder<Date>, bounds: SummaryBounds): RawBuilder<SqlBool> {
  if (bounds.windows.length === 0) return sql<SqlBool>`FALSE`;
  return sql<SqlBool>`(${sql.join(
    bounds.windows.map(([lo, hi]) => sql`(${column} >= ${at(lo)} AND ${column} < ${at(hi)})`),
    sql` OR `,
  )})`;
}

/** The summary's months: [ma, mb). */
function summaryMonths(column: RawBuilder<Date>, bounds: SummaryBounds): RawBuilder<SqlBool> {
  return sql<SqlBool>`${column} >= ${at(bounds.ma)} AND ${column} < ${at(bounds.mb)}`;
}

const inPeriod = (t: RawBuilder<Date>, bounds: SummaryBounds) =>
  sql<SqlBool>`(${t} >= ${at(bounds.a)} AND ${t} < ${at(bounds.b)})`;
const inMonths = (t: RawBuilder<Date>, bounds: SummaryBounds) =>
  sql<SqlBool>`(${t} >= ${at(bounds.ma)} AND ${t} < ${at(bounds.mb)})`;

/** The two terms of a row read in a window (`t`: its timestamp): +1 at its local month, −1 at its UTC month. */
function correction(t: RawBuilder<Date>, tz: string, bounds: SummaryBounds) {
  return sql`CROSS JOIN LATERAL (VALUES
      (1, ${monthOf(t, tz)}, ${inPeriod(t, bounds)}),
      (-1, to_char(${t}, 'YYYY-MM'), ${inMonths(t, bounds)})
    ) x(w, month, keep)`;
}

function owned(scope: ReportScope, alias: string, dealerAlias: string): RawBuilder<SqlBool> {
  const tenancy = tenancyOf(scope.agent);
  return ownedSql(tenancy.kind, tenancy.kind === "all" ? 0 : tenancy.id, {
    account_id: sql.ref(`${alias}.account_id`),
    "dealer.account_id": sql.ref(`${dealerAlias}.account_id`),
    dealer_id: sql.ref(`${alias}.dealer_id`),
  });
}

/** The report's dealer filter and `extra` conditions, ANDed with the tenancy. */
function where(scope: ReportScope, alias: string, dealerAlias: string, extra: RawBuilder<SqlBool>[] = []) {
  const all = [owned(scope, alias, dealerAlias), ...extra];
  if (scope.query.dealer_id !== undefined)
    all.push(sql<SqlBool>`${sql.ref(`${alias}.dealer_id`)} = ${scope.query.dealer_id}`);
  return sql.join(all, sql` AND `);
}

const statusIs = (column: string, status: number | undefined) =>
  status === undefined ? [] : [sql<SqlBool>`${sql.ref(column)} = ${status}`];

/** Open quotes and the approval queue now: every month of the summary. */
export function summaryQuoteNowStatement(scope: ReportScope) {
  const open = sql.join(OPEN_QUOTE_STATUSES.map((status) => sql.lit(status)));
  const awaiting = sql.lit(AWAITING_APPROVAL_STATUS);
  return sqlBuilder.selectNoFrom(
    sql`(SELECT json_build_object(
        'open_count', COALESCE(sum(s.quotes) FILTER (WHERE s.status IN (${open})), 0)::int,
        'open_value', ${money(sql`sum(s.value) FILTER (WHERE s.status IN (${open}))`)},
        'awaiting_count', COALESCE(sum(s.quotes) FILTER (WHERE s.status = ${awaiting}), 0)::int,
        'awaiting_value', ${money(sql`sum(s.value) FILTER (WHERE s.status = ${awaiting})`)})
      FROM report_quote_months s LEFT JOIN dealers d ON d.id = s.dealer_id
      WHERE ${where(scope, "s", "d", statusIs("s.status", scope.query.quote_status))})`.as("now"),
  );
}

/** Quotes created in the period: in total, by status and by (local) month. */
export function summaryQuotesStatement(scope: ReportScope, bounds: SummaryBounds) {
  const quoteStatus = scope.query.quote_status;
  return sql<{ by: number; status: number | null; month: string | null; count: number; value: number }>`
    WITH rows AS (
      SELECT s.status, to_char(s.month, 'YYYY-MM') AS month, s.quotes AS n, s.value AS v
      FROM report_quote_months s LEFT JOIN dealers d ON d.id = s.dealer_id
      WHERE ${summaryMonths(sql.ref("s.month"), bounds)} AND ${where(scope, "s", "d", statusIs("s.status", quoteStatus))}
      UNION ALL
      SELECT q.status, x.month, x.w, x.w * q.sale_price
      FROM quotes q LEFT JOIN dealers d ON d.id = q.dealer_id
      ${correction(sql.ref("q.created_at"), scope.range.tz, bounds)}
      WHERE ${inWindows(sql.ref("q.created_at"), bounds)} AND x.keep AND q.status <> ${sql.lit(INACTIVE_QUOTE_STATUS)}
        AND ${where(scope, "q", "d", statusIs("q.status", quoteStatus))}
    )
    SELECT GROUPING(status, month)::int AS by, status, month, sum(n)::int AS count, ${money(sql`sum(v)`)} AS value
    FROM rows GROUP BY GROUPING SETS ((), (status), (month)) HAVING sum(n) <> 0`;
}

/** A row of the orders' grouping sets, from the month summaries or the live statement alike. */
export interface OrderGroup {
  grouping: number;
  dealer_id: number | null;
  company_name: string | null;
  month: string | null;
  status: number | null;
  count: number;
  value: number;
  quote_to_order_days: number | null;
  lead_time_days: number | null;
}

/** Orders placed in the period: total, by dealer, by (local) month, by status, with the day averages. */
export function summaryOrdersStatement(scope: ReportScope, bounds: SummaryBounds) {
  const produced = sql.join(LEAD_TIME_END_STATUSES.map((status) => sql.lit(status)));
  const orderStatus = scope.query.order_status;
  return sql<OrderGroup>`
    WITH rows AS (
      SELECT s.dealer_id, s.status, to_char(s.month, 'YYYY-MM') AS month, s.orders AS n, s.value AS v,
        s.quote_to_order_s AS qo, s.lead_times AS ln, s.lead_time_s AS ls
      FROM report_order_months s LEFT JOIN dealers d ON d.id = s.dealer_id
      WHERE ${summaryMonths(sql.ref("s.month"), bounds)} AND ${where(scope, "s", "d", statusIs("s.status", orderStatus))}
      UNION ALL
      SELECT q.dealer_id, o.status, x.month, x.w, x.w * o.sale_price,
        x.w * extract(epoch FROM o.created_at - q.created_at)::float8,
        x.w * (p.produced_at IS NOT NULL)::int,
        x.w * COALESCE(extract(epoch FROM p.produced_at - o.created_at)::float8, 0)
      FROM orders o JOIN quotes q ON q.id = o.quote_id
      LEFT JOIN dealers d ON d.id = q.dealer_id
      LEFT JOIN LATERAL (SELECT min(sc.created_at) AS produced_at FROM status_changes sc
        WHERE sc.entity = 'order' AND sc.entity_id = o.id AND sc.to_status IN (${produced})) p ON true
      ${correction(sql.ref("o.created_at"), scope.range.tz, bounds)}
      WHERE ${inWindows(sql.ref("o.created_at"), bounds)} AND x.keep AND o.status <> ${sql.lit(INACTIVE_ORDER_STATUS)} AND q.status <> ${sql.lit(INACTIVE_QUOTE_STATUS)}
        AND ${where(scope, "q", "d", statusIs("o.status", orderStatus))}
    ), grouped AS (
      SELECT GROUPING(dealer_id, month, status)::int AS gs, dealer_id, month, status,
        sum(n)::int AS count, sum(v) AS value, sum(qo) AS qo, sum(ln) AS ln, sum(ls) AS ls
      FROM rows GROUP BY GROUPING SETS ((), (dealer_id), (month), (status)) HAVING sum(n) <> 0
    )
    SELECT
      -- As figures.ts reads it: GROUPING(dealer_id, company_name, month, status).
      CASE g.gs WHEN 7 THEN 15 WHEN 3 THEN 3 WHEN 5 THEN 13 ELSE 14 END AS grouping,
      g.dealer_id, dd.company_name, g.month, g.status, g.count, ${money(sql`g.value`)} AS value,
      (g.qo / g.count / ${DAY_SECONDS})::float8 AS quote_to_order_days,
      (CASE WHEN g.ln > 0 THEN g.ls / g.ln / ${DAY_SECONDS} END)::float8 AS lead_time_days
    FROM grouped g LEFT JOIN dealers dd ON dd.id = g.dealer_id AND g.gs = 3`;
}

/** Units on the period's orders by housing type, fabric collection and motor brand. */
export function summaryProductsStatement(scope: ReportScope, bounds: SummaryBounds) {
  return sql<{ dimension: string; key: string | null; units: number; orders: number; value: number }>`
    WITH rows AS (
      SELECT s.dimension, s.value AS key, s.orders AS n, s.units AS u, s.amount AS v
      FROM report_product_months s LEFT JOIN dealers d ON d.id = s.dealer_id
      WHERE ${summaryMonths(sql.ref("s.month"), bounds)}
        AND ${where(scope, "s", "d", statusIs("s.status", scope.query.order_status))}
      UNION ALL
      SELECT e.dimension, e.key, e.w, e.w * e.units, e.w * e.amount FROM (
        SELECT o.id, c.w,
          CASE WHEN GROUPING(u.housing_type) = 0 THEN 'housing_type' WHEN GROUPING(u.fabric_collection) = 0 THEN 'fabric_collection' ELSE 'motor_brand' END AS dimension,
          CASE WHEN GROUPING(u.housing_type) = 0 THEN u.housing_type WHEN GROUPING(u.fabric_collection) = 0 THEN u.fabric_collection ELSE u.motor_brand END AS key,
          sum(u.quantity)::int AS units, COALESCE(sum(u.unit_total * u.quantity), 0) AS amount
        FROM orders o JOIN quotes q ON q.id = o.quote_id
        LEFT JOIN dealers d ON d.id = q.dealer_id
        CROSS JOIN LATERAL (SELECT ${inPeriod(sql.ref("o.created_at"), bounds)}::int
          - ${inMonths(sql.ref("o.created_at"), bounds)}::int AS w) c
        JOIN configurations u ON u.quote_id = q.id
        WHERE ${inWindows(sql.ref("o.created_at"), bounds)} AND c.w <> 0 AND o.status <> ${sql.lit(INACTIVE_ORDER_STATUS)} AND q.status <> ${sql.lit(INACTIVE_QUOTE_STATUS)}
          AND u.status <> ${sql.lit(INACTIVE_UNIT_STATUS)} AND u.saved_at IS NOT NULL
          AND ${where(scope, "q", "d", statusIs("o.status", scope.query.order_status))}
        GROUP BY GROUPING SETS ((o.id, c.w, u.housing_type), (o.id, c.w, u.fabric_collection), (o.id, c.w, u.motor_brand))
      ) e
    )
    SELECT dimension, key, sum(u)::int AS units, sum(n)::int AS orders, ${money(sql`sum(v)`)} AS value
    FROM rows GROUP BY dimension, key HAVING sum(n) <> 0`;
}

/** The summaries answer a report without a product filter. */
export function summaryServes(scope: ReportScope): boolean {
  return REPORT_PRODUCT_DIMENSIONS.every((dimension) => scope.query[dimension] === undefined);
}
