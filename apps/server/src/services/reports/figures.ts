import {
  ORDER_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  type Agent,
  type TReportFigures,
  type TReportQuery,
} from "@screens/domain";
import { sql, type RawBuilder } from "kysely";
import type { PriceBook } from "@screens/pricing";
import type { PrismaClient } from "../../db/client.js";
import {
  AWAITING_APPROVAL_STATUS,
  INACTIVE_UNIT_STATUS,
  LEAD_TIME_END_STATUSES,
  OPEN_QUOTE_STATUSES,
} from "../../db/report-summaries/statuses.js";
import { sqlBuilder } from "../../db/typed-sql.js";
import { utc } from "../quote-json.js";
import {
  activeOrder,
  inPeriod,
  money,
  monthOf,
  quoteFilters,
  runReport,
  type ReportScope,
} from "./filters.js";
import { monthsOf, resolvePeriod } from "./period.js";
import {
  summaryOrdersStatement,
  summaryProductsStatement,
  summaryQuoteNowStatement,
  summaryQuotesStatement,
  summaryServes,
  summaryBoundsStatement,
  type OrderGroup,
  type SummaryBounds,
} from "./summary.js";

/**
 * The figures of the dashboards and the Reports page (decision 110; definitions in decision 112),
 * in six aggregate statements over the agent's tenancy. Open quotes and the approval queue are
 * counted now; everything else is what happened in the period.
 */

const DAY_SECONDS = 86_400;
const AWAITING_SHOWN = 10;
const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function quotesFrom(scope: ReportScope) {
  return sqlBuilder
    .selectFrom("quotes as q")
    .leftJoin("dealers as d", "d.id", "q.dealer_id")
    .where((eb) => {
      const where = quoteFilters(eb, scope);
      if (scope.query.quote_status !== undefined) where.push(eb("q.status", "=", scope.query.quote_status));
      return eb.and(where);
    });
}

function ordersFrom(scope: ReportScope) {
  return sqlBuilder
    .selectFrom("orders as o")
    .innerJoin("quotes as q", "q.id", "o.quote_id")
    .leftJoin("dealers as d", "d.id", "q.dealer_id")
    .where((eb) => {
      const where = [
        ...quoteFilters(eb, scope),
        activeOrder(eb),
        inPeriod(eb.ref("o.created_at"), scope.range),
      ];
      if (scope.query.order_status !== undefined) where.push(eb("o.status", "=", scope.query.order_status));
      return eb.and(where);
    });
}

/** Now: open quotes and the approval queue; in the period: quotes created. */
function quoteTotalsStatement(scope: ReportScope) {
  const open = sql.join(OPEN_QUOTE_STATUSES.map((status) => sql.lit(status)));
  const awaiting = sql.lit(AWAITING_APPROVAL_STATUS);
  const created = inPeriod(sql.ref("q.created_at"), scope.range);
  return quotesFrom(scope).select([
    sql<number>`count(*) FILTER (WHERE q.status IN (${open}))::int`.as("open_count"),
    money(sql`sum(q.sale_price) FILTER (WHERE q.status IN (${open}))`).as("open_value"),
    sql<number>`count(*) FILTER (WHERE q.status = ${awaiting})::int`.as("awaiting_count"),
    money(sql`sum(q.sale_price) FILTER (WHERE q.status = ${awaiting})`).as("awaiting_value"),
    sql<number>`count(*) FILTER (WHERE ${created})::int`.as("created_count"),
    money(sql`sum(q.sale_price) FILTER (WHERE ${created})`).as("created_value"),
  ]);
}

/**
 * The approval queue, oldest first: submitted longest ago (created, for a quote never submitted).
 * Two branches, each read in its index's order (status, submitted_at) and (status, created_at), so
 * only a few rows are read however long the queue is; then the ten oldest of both.
 */
function awaitingStatement(scope: ReportScope) {
  const branch = (submitted: boolean) =>
    quotesFrom(scope)
      .where("q.status", "=", sql.lit(AWAITING_APPROVAL_STATUS))
      .where("q.submitted_at", submitted ? "is not" : "is", null)
      .select([
        "q.id",
        "q.quote_number",
        "q.title",
        "d.company_name as dealer",
        sql<number>`q.sale_price::float8`.as("sale_price"),
        sql<string | null>`q.submitted_at::text`.as("submitted_at"),
        sql<Date>`COALESCE(q.submitted_at, q.created_at)`.as("since"),
      ])
      .orderBy(submitted ? "q.submitted_at" : "q.created_at")
      .orderBy("q.id")
      .limit(AWAITING_SHOWN);
  const oldest = sqlBuilder
    .selectFrom(branch(true).as("a"))
    .selectAll()
    .unionAll(sqlBuilder.selectFrom(branch(false).as("b")).selectAll());
  return sqlBuilder
    .selectFrom(oldest.as("t"))
    .select([
      "t.id",
      "t.quote_number",
      "t.title",
      "t.dealer",
      "t.sale_price",
      "t.submitted_at",
      sql<number>`floor(extract(epoch FROM (now() AT TIME ZONE 'UTC') - t.since) / ${DAY_SECONDS})::int`.as(
        "age_days",
      ),
    ])
    .orderBy("t.since")
    .orderBy("t.id")
    .limit(AWAITING_SHOWN);
}

/** Quotes created in the period, by status and by month (one scan, two groupings). */
function quotesGroupedStatement(scope: ReportScope) {
  // The month is computed once in a derived table: GROUPING SETS then groups by its column (an
  // expression repeated with its own parameter would not be the same expression to PostgreSQL).
  const rows = quotesFrom(scope)
    .where((eb) => inPeriod(eb.ref("q.created_at"), scope.range))
    .select(["q.status", monthOf(sql.ref("q.created_at"), scope.range.tz).as("month"), "q.sale_price"]);
  return sqlBuilder
    .selectFrom(rows.as("t"))
    .select([
      sql<number | null>`t.status`.as("status"),
      sql<string | null>`t.month`.as("month"),
      sql<number>`GROUPING(t.status)::int`.as("by_month"),
      sql<number>`count(*)::int`.as("count"),
      money(sql`sum(t.sale_price)`).as("value"),
    ])
    .groupBy(sql`GROUPING SETS ((t.status), (t.month))`);
}

/** Quotes sent to a customer in the period (a share link made then) and their customers' answers. */
function sentStatement(scope: ReportScope) {
  const perQuote = quotesFrom(scope)
    .innerJoin("quote_share_links as l", "l.quote_id", "q.id")
    .leftJoin("quote_decisions as a", "a.quote_id", "q.id")
    .where((eb) => inPeriod(eb.ref("l.created_at"), scope.range))
    .select([
      "q.id",
      sql<boolean>`COALESCE(bool_or(a.decision = 'accepted'), false)`.as("accepted"),
      sql<boolean>`COALESCE(bool_or(a.decision = 'declined'), false)`.as("declined"),
    ])
    .groupBy("q.id");
  return sqlBuilder
    .selectFrom(perQuote.as("s"))
    .select([
      sql<number>`count(*)::int`.as("sent"),
      sql<number>`count(*) FILTER (WHERE s.accepted)::int`.as("accepted"),
      sql<number>`count(*) FILTER (WHERE s.declined AND NOT s.accepted)::int`.as("declined"),
    ]);
}

/**
 * Orders placed in the period: totals, the quote-to-order days and the lead time (order to its
 * first Produced or Closed), by dealer, by month and by status, in one scan.
 */
function ordersGroupedStatement(scope: ReportScope) {
  const produced = sql.join(LEAD_TIME_END_STATUSES.map((status) => sql.lit(status)));
  // Each order of the period with its first Produced (or Closed) moment: one index probe per order.
  const rows = ordersFrom(scope)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom("status_changes as sc")
          .select(sql<Date | null>`min(sc.created_at)`.as("produced_at"))
          .where("sc.entity", "=", sql.lit("order"))
          .whereRef("sc.entity_id", "=", "o.id")
          .where(sql<boolean>`sc.to_status IN (${produced})`)
          .as("p"),
      (join) => join.onTrue(),
    )
    .select([
      "q.dealer_id",
      "d.company_name",
      monthOf(sql.ref("o.created_at"), scope.range.tz).as("month"),
      "o.status",
      "o.sale_price",
      sql<number>`extract(epoch FROM o.created_at - q.created_at)`.as("quote_to_order"),
      sql<number | null>`extract(epoch FROM p.produced_at - o.created_at)`.as("lead_time"),
    ]);
  return sqlBuilder
    .selectFrom(rows.as("t"))
    .select([
      sql<number>`GROUPING(t.dealer_id, t.company_name, t.month, t.status)::int`.as("grouping"),
      sql<number | null>`t.dealer_id`.as("dealer_id"),
      sql<string | null>`t.company_name`.as("company_name"),
      sql<string | null>`t.month`.as("month"),
      sql<number | null>`t.status`.as("status"),
      sql<number>`count(*)::int`.as("count"),
      money(sql`sum(t.sale_price)`).as("value"),
      sql<number | null>`(avg(t.quote_to_order) / ${DAY_SECONDS})::float8`.as("quote_to_order_days"),
      sql<number | null>`(avg(t.lead_time) / ${DAY_SECONDS})::float8`.as("lead_time_days"),
    ])
    .groupBy(sql`GROUPING SETS ((), (t.dealer_id, t.company_name), (t.month), (t.status))`);
}

/** Units on the period's orders by housing type, fabric collection and motor brand. */
function productsStatement(scope: ReportScope) {
  return ordersFrom(scope)
    .innerJoin("configurations as u", "u.quote_id", "q.id")
    .where("u.status", "<>", sql.lit(INACTIVE_UNIT_STATUS))
    .where("u.saved_at", "is not", null)
    .select([
      sql<string | null>`u.housing_type`.as("housing_type"),
      sql<string | null>`u.fabric_collection`.as("fabric_collection"),
      sql<string | null>`u.motor_brand`.as("motor_brand"),
      sql<number>`GROUPING(u.housing_type)::int`.as("not_housing"),
      sql<number>`GROUPING(u.fabric_collection)::int`.as("not_fabric"),
      // A line of n identical units counts n, at n times its value (decision 160).
      sql<number>`sum(u.quantity)::int`.as("units"),
      sql<number>`count(DISTINCT o.id)::int`.as("orders"),
      money(sql`sum(u.unit_total * u.quantity)`).as("value"),
    ])
    .groupBy(sql`GROUPING SETS ((u.housing_type), (u.fabric_collection), (u.motor_brand))`);
}

const byValue = <T extends { value: number; count?: number }>(a: T, b: T) => b.value - a.value;

/** The price book's name of a product value (its own value when the book no longer has it). */
function productLabels(priceBook: PriceBook) {
  const named = (options: ReadonlyArray<{ value: string; label: string }>) =>
    new Map(options.map((option) => [option.value, option.label]));
  return {
    housing_type: named(priceBook.housing_types),
    fabric_collection: named(priceBook.fabric_collections),
    motor_brand: named(priceBook.motor_brands),
  };
}

interface QuoteTotals {
  open_count: number;
  open_value: number;
  awaiting_count: number;
  awaiting_value: number;
  created_count: number;
  created_value: number;
}
interface QuoteGroup {
  status: number | null;
  month: string | null;
  by_month: number;
  count: number;
  value: number;
}
interface ProductRow {
  housing_type: string | null;
  fabric_collection: string | null;
  motor_brand: string | null;
  not_housing: number;
  not_fabric: number;
  units: number;
  orders: number;
  value: number;
}

/** Runs a whole statement written with `sql` (the summaries' WITH statements). */
async function runRaw<Row>(prisma: PrismaClient, statement: RawBuilder<unknown>): Promise<Row[]> {
  return runReport<Row>(prisma, { compile: () => statement.compile(sqlBuilder) });
}

/** The summaries' quote figures in the live statements' shapes. */
async function quotesFromSummary(
  prisma: PrismaClient,
  scope: ReportScope,
  bounds: SummaryBounds,
): Promise<readonly [QuoteTotals | undefined, QuoteGroup[]]> {
  const [[now], rows] = await Promise.all([
    runReport<{ now: Omit<QuoteTotals, "created_count" | "created_value"> }>(
      prisma,
      summaryQuoteNowStatement(scope),
    ),
    runRaw<{ by: number; status: number | null; month: string | null; count: number; value: number }>(
      prisma,
      summaryQuotesStatement(scope, bounds),
    ),
  ]);
  // GROUPING(status, month): 3 the total, 1 by status, 2 by month.
  const total = rows.find((row) => row.by === 3);
  const groups = rows
    .filter((row) => row.by !== 3)
    .map((row) => ({ ...row, by_month: row.by === 2 ? 1 : 0 }));
  return [
    now && { ...now.now, created_count: total?.count ?? 0, created_value: total?.value ?? 0 },
    groups,
  ] as const;
}

interface SummaryProductRow {
  dimension: string;
  key: string | null;
  units: number;
  orders: number;
  value: number;
}

function productRowOf(row: SummaryProductRow): ProductRow {
  return {
    housing_type: row.dimension === "housing_type" ? row.key : null,
    fabric_collection: row.dimension === "fabric_collection" ? row.key : null,
    motor_brand: row.dimension === "motor_brand" ? row.key : null,
    not_housing: row.dimension === "housing_type" ? 0 : 1,
    not_fabric: row.dimension === "fabric_collection" ? 0 : 1,
    units: row.units,
    orders: row.orders,
    value: row.value,
  };
}

/**
 * `mode`: "auto" reads the month summaries where they serve the report (decision 120), "live" the
 * tables only (the tests compare the two).
 */
export async function reportFigures(
  prisma: PrismaClient,
  agent: Agent,
  query: TReportQuery,
  priceBook: PriceBook,
  now = new Date(),
  mode: "auto" | "live" = "auto",
): Promise<TReportFigures> {
  const labels = productLabels(priceBook);
  const range = resolvePeriod(query, agent, now);
  const scope: ReportScope = { agent, query, range };
  // The summaries' bounds first (one short statement), when any figure reads the summaries.
  const summarized = mode === "auto" && summaryServes(scope);
  const bounds = summarized
    ? (await runRaw<{ bounds: SummaryBounds }>(prisma, summaryBoundsStatement(scope)))[0]?.bounds
    : undefined;
  const [[totals, quoteGroups], awaiting, [sent], orderGroups, products] = await Promise.all([
    bounds
      ? quotesFromSummary(prisma, scope, bounds)
      : Promise.all([
          runReport<QuoteTotals>(prisma, quoteTotalsStatement(scope)),
          runReport<QuoteGroup>(prisma, quotesGroupedStatement(scope)),
        ]).then(([[row], groups]) => [row, groups] as const),
    runReport<{
      id: number;
      quote_number: string | null;
      title: string;
      dealer: string | null;
      sale_price: number;
      submitted_at: string | null;
      age_days: number;
    }>(prisma, awaitingStatement(scope)),
    runReport<{ sent: number; accepted: number; declined: number }>(prisma, sentStatement(scope)),
    bounds
      ? runRaw<OrderGroup>(prisma, summaryOrdersStatement(scope, bounds))
      : runReport<OrderGroup>(prisma, ordersGroupedStatement(scope)),
    bounds
      ? runRaw<SummaryProductRow>(prisma, summaryProductsStatement(scope, bounds)).then((rows) =>
          rows.map(productRowOf),
        )
      : runReport<ProductRow>(prisma, productsStatement(scope)),
  ]);

  // GROUPING(dealer, company, month, status) is a bit mask, 1 where the column is not grouped:
  // 15 the total, 3 by month... (see ordersGroupedStatement).
  const orderTotal = orderGroups.find((row) => row.grouping === 0b1111);
  const ordersByDealer = orderGroups.filter((row) => row.grouping === 0b0011);
  const ordersByMonth = new Map(
    orderGroups.filter((row) => row.grouping === 0b1101).map((row) => [row.month, row]),
  );
  const ordersByStatus = orderGroups.filter((row) => row.grouping === 0b1110);
  const quotesByMonth = new Map(
    quoteGroups.filter((row) => row.by_month === 1).map((row) => [row.month, row]),
  );
  const quotesByStatus = quoteGroups.filter((row) => row.by_month === 0);
  const product = (dimension: keyof typeof labels, pick: (row: ProductRow) => boolean) =>
    products
      .filter(pick)
      .map((row) => {
        const key = row[dimension] ?? "";
        const label = key === "" ? "Not set" : (labels[dimension].get(key) ?? key);
        return { key, label, units: row.units, orders: row.orders, value: row.value };
      })
      .sort(byValue);
  const answered = (sent?.accepted ?? 0) + (sent?.declined ?? 0);

  return {
    period: { period: range.period, label: range.label, from: range.from, to: range.to, tz: range.tz },
    open_quotes: { count: totals?.open_count ?? 0, value: totals?.open_value ?? 0 },
    awaiting_approval: {
      count: totals?.awaiting_count ?? 0,
      value: totals?.awaiting_value ?? 0,
      oldest: awaiting.map((row) => ({
        ...row,
        submitted_at: row.submitted_at === null ? null : utc(row.submitted_at).toISOString(),
      })),
    },
    quotes_created: { count: totals?.created_count ?? 0, value: totals?.created_value ?? 0 },
    sent: {
      count: sent?.sent ?? 0,
      accepted: sent?.accepted ?? 0,
      declined: sent?.declined ?? 0,
      acceptance_rate: answered === 0 ? null : (sent?.accepted ?? 0) / answered,
    },
    orders: { count: orderTotal?.count ?? 0, value: orderTotal?.value ?? 0 },
    avg_days_quote_to_order: round1(orderTotal?.quote_to_order_days ?? null),
    avg_lead_time_days: round1(orderTotal?.lead_time_days ?? null),
    orders_by_dealer: ordersByDealer
      .map((row) => ({
        dealer_id: row.dealer_id,
        company_name: row.company_name ?? "No dealer",
        count: row.count,
        value: row.value,
      }))
      .sort(byValue),
    by_month: monthsOf(range).map((month) => ({
      month,
      quotes: quotesByMonth.get(month)?.count ?? 0,
      orders: ordersByMonth.get(month)?.count ?? 0,
      value: ordersByMonth.get(month)?.value ?? 0,
    })),
    orders_by_product: {
      housing_type: product("housing_type", (row) => row.not_housing === 0),
      fabric_collection: product("fabric_collection", (row) => row.not_fabric === 0),
      motor_brand: product("motor_brand", (row) => row.not_housing === 1 && row.not_fabric === 1),
    },
    quotes_by_status: quotesByStatus
      .map((row) => ({
        status: row.status ?? 0,
        label: QUOTE_STATUS_LABELS[row.status ?? 0] ?? String(row.status),
        count: row.count,
        value: row.value,
      }))
      .sort((a, b) => a.status - b.status),
    orders_by_status: ordersByStatus
      .map((row) => ({
        status: row.status ?? 0,
        label: ORDER_STATUS_LABELS[row.status ?? 0] ?? String(row.status),
        count: row.count,
        value: row.value,
      }))
      .sort((a, b) => a.status - b.status),
  };
}
