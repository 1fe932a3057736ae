import { formatUSD } from "@screens/pricing/money";

/** Money on the dashboards: whole dollars on the cards and axes, cents in tables (formatUSD). */
export const money = (value: number) => formatUSD(value);
// One formatter each, made once: toLocaleString with options builds ICU's formatter on every call,
// and a chart's axis or a report's table calls these hundreds of times in one render.
const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
const integer = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const monthOfYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

export const shortMoney = (value: number) => compactUsd.format(value);
export const count = (value: number) => integer.format(value);
export const percent = (value: number | null) =>
  value === null ? "–" : `${oneDecimal.format(value * 100)}%`;
export const days = (value: number | null) => (value === null ? "–" : `${oneDecimal.format(value)} days`);

/** "2026-07" as "Jul 2026" (a month of the period, not a moment: no time zone involved). */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return monthOfYear.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
