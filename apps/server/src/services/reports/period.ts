import { REPORT_PERIOD_LABELS, type Agent, type ReportPeriod, type TReportQuery } from "@screens/domain";
import { badRequest } from "../../http/errors.js";

/**
 * A report's period (decision 111) as whole days in a time zone: `from` is the first day, `until`
 * the day after the last, so the SQL compares `created_at >= from AND created_at < until`, with both
 * bounds turned into UTC instants by the database (`AT TIME ZONE`), which keeps the indexes usable.
 * The presets end today (month, quarter and year to date; the 30 days up to and including today).
 */
export interface ReportPeriodRange {
  period: ReportPeriod;
  label: string;
  tz: string;
  /** YYYY-MM-DD, first day. */
  from: string;
  /** YYYY-MM-DD, last day (inclusive). */
  to: string;
  /** YYYY-MM-DD, the day after `to` (exclusive bound). */
  until: string;
}

/** The longest custom period: ten years of days keeps the month chart and its SQL bounded. */
const MAX_CUSTOM_DAYS = 3660;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The canonical IANA names (as the profile's time zone accepts them, users.ts) plus "UTC". Not
 * whatever `Intl.DateTimeFormat` takes: it also knows legacy aliases (US/Pacific-New, SystemV/EST5)
 * that PostgreSQL's AT TIME ZONE refuses, which would end the report in a 500.
 */
let timeZones: ReadonlySet<string> | undefined;
export function isTimeZone(tz: string): boolean {
  timeZones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  return timeZones.has(tz);
}

/** Today's date in `tz` (en-CA formats as YYYY-MM-DD). */
export function todayIn(tz: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function resolvePeriod(
  query: TReportQuery,
  agent: Pick<Agent, "time_zone">,
  now = new Date(),
): ReportPeriodRange {
  const tz = query.tz ?? agent.time_zone ?? "UTC";
  if (!isTimeZone(tz))
    throw badRequest(`tz: ${tz} is not a time zone (use an IANA name such as America/New_York).`);
  const period = query.period ?? "this_month";
  const today = todayIn(tz, now);
  const [year, month] = today.split("-").map(Number) as [number, number];
  const tomorrow = isoDay(dayMs(today) + DAY_MS);
  let from: string;
  let until = tomorrow;
  switch (period) {
    case "this_month":
      from = `${today.slice(0, 7)}-01`;
      break;
    case "last_30_days":
      from = isoDay(dayMs(today) - 29 * DAY_MS);
      break;
    case "quarter":
      from = isoDay(Date.UTC(year, Math.floor((month - 1) / 3) * 3, 1));
      break;
    case "year":
      from = `${year}-01-01`;
      break;
    case "custom": {
      // The schema guarantees both days and their order; a day like 2026-02-31 is refused here.
      const first = query.from ?? today;
      const last = query.to ?? today;
      for (const [name, value] of [
        ["from", first],
        ["to", last],
      ] as const) {
        if (Number.isNaN(dayMs(value)) || isoDay(dayMs(value)) !== value)
          throw badRequest(`${name}: ${value} is no date.`);
      }
      if ((dayMs(last) - dayMs(first)) / DAY_MS + 1 > MAX_CUSTOM_DAYS)
        throw badRequest(`to: A custom period spans at most ${MAX_CUSTOM_DAYS} days.`);
      from = first;
      until = isoDay(dayMs(last) + DAY_MS);
      break;
    }
  }
  return {
    period,
    label: REPORT_PERIOD_LABELS[period],
    tz,
    from,
    to: isoDay(dayMs(until) - DAY_MS),
    until,
  };
}

/** Every month (YYYY-MM) the period touches, in order: the month chart shows empty months too. */
export function monthsOf(range: Pick<ReportPeriodRange, "from" | "to">): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split("-").map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
