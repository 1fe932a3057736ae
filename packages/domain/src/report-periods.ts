/**
 * The periods a report or a dashboard counts over (decisions 110-112): the presets, counted
 * in the agent's time zone up to and including today, or a custom range of whole days. Plain data: the
 * dashboard's period picker reads it without loading the schemas (api/reports.ts).
 */
export const REPORT_PERIODS = ["this_month", "last_30_days", "quarter", "year", "custom"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  this_month: "This month",
  last_30_days: "Last 30 days",
  quarter: "This quarter",
  year: "This year",
  custom: "Custom",
};
