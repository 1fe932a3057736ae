// The dashboard's figures query (trpc.reports.figures), without the dashboard's code, so a route
// loader can compute the same input; this module stays light (types only from the domain).
import type { TReportQuery } from "@screens/domain/schemas";
import type { PeriodValue } from "@/features/reports/period-picker";

/** The cookie of the period the user last chose on the dashboard (decision 129). */
export const PERIOD_COOKIE = "panel_dashboard_period";

/** A stored period (the JSON in PERIOD_COOKIE), else this month. */
export function periodFrom(stored: string | null | undefined): PeriodValue {
  try {
    const value = JSON.parse(stored ?? "null") as PeriodValue | null;
    if (value && typeof value.period === "string") return value;
  } catch {
    // A damaged value: the default period.
  }
  return { period: "this_month" };
}

/** The dashboard's figures query for a period, in the user's time zone (lib/time-zone.ts). */
export function figuresQuery(period: PeriodValue, tz: string): TReportQuery {
  return { ...period, tz };
}
