import { REPORT_PERIODS, type ReportPeriod } from "@screens/domain/report-periods";
import type { TReportListQuery, TReportQuery } from "@screens/domain/schemas";

/**
 * A report's filters as the URL's search parameters (the Reports page and its drill-down links
 * share them) and as the API's query, in the user's time zone (decision 111): the page passes
 * useTimeZone(), a loader the same zone from the request's cookie (lib/time-zone.ts).
 */

const FILTER_KEYS = [
  "period",
  "from",
  "to",
  "dealer_id",
  "quote_status",
  "order_status",
  "housing_type",
  "fabric_collection",
  "motor_brand",
] as const;

/** The Reports page's query (trpc.reports.figures) from its address's search parameters. */
export function reportQueryFrom(params: URLSearchParams, tz: string): TReportQuery {
  const period = params.get("period");
  const number = (key: string) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const status = (key: string) => {
    const raw = params.get(key);
    return raw === null || raw === "" || Number.isNaN(Number(raw)) ? undefined : Number(raw);
  };
  const text = (key: string) => params.get(key) || undefined;
  const query: TReportQuery = {
    period: REPORT_PERIODS.includes(period as ReportPeriod) ? (period as ReportPeriod) : "this_month",
    tz,
    from: text("from"),
    to: text("to"),
    dealer_id: number("dealer_id"),
    quote_status: status("quote_status") as TReportQuery["quote_status"],
    order_status: status("order_status") as TReportQuery["order_status"],
    housing_type: text("housing_type"),
    fabric_collection: text("fabric_collection"),
    motor_brand: text("motor_brand"),
  };
  if (query.period !== "custom") {
    delete query.from;
    delete query.to;
  }
  return query;
}

/** A drill-down list's query (features/lists/list-queries.ts reportQuotesList, reportOrdersList). */
export function reportListQueryFrom(params: URLSearchParams, tz: string): TReportListQuery {
  return { ...reportQueryFrom(params, tz), open: params.get("open") === "true" || undefined };
}

/** The query as search parameters (empty values left out), for links and the export's address. */
export function reportSearch(query: TReportQuery, extra: Record<string, string | number | boolean> = {}) {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  if (query.tz) params.set("tz", query.tz);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params;
}
