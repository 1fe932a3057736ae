// The dashboard's figures query, without the dashboard's code: boot starts it with the document
// (routes.tsx), so this module stays light (types only from the domain).
import type { TReportQuery } from "@screens/domain";
import type { PeriodValue } from "@/features/reports/period-picker";
import { BROWSER_TZ } from "@/lib/time-zone";

export const PERIOD_STORAGE = "dashboard_period";

/** The period the user last chose on the dashboard, else this month. */
export function storedPeriod(): PeriodValue {
  try {
    const stored = JSON.parse(localStorage.getItem(PERIOD_STORAGE) ?? "null") as PeriodValue | null;
    if (stored && typeof stored.period === "string") return stored;
  } catch {
    // A damaged value: the default period.
  }
  return { period: "this_month" };
}

/** The dashboard's figures query for a period: in the browser's time zone. */
export function figuresQuery(period: PeriodValue): TReportQuery {
  return { ...period, tz: BROWSER_TZ };
}

/** The figures the dashboard opens with: the stored period (boot asks for these, by the same key). */
export function initialFiguresQuery(): TReportQuery {
  return figuresQuery(storedPeriod());
}
