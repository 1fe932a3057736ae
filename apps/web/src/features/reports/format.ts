import { formatUSD } from "@screens/pricing";

/** Money on the dashboards: whole dollars on the cards and axes, cents in tables (formatUSD). */
export const money = (value: number) => formatUSD(value);
export const shortMoney = (value: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(value);
export const count = (value: number) => value.toLocaleString("en-US");
export const percent = (value: number | null) =>
  value === null ? "–" : `${(value * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
export const days = (value: number | null) =>
  value === null ? "–" : `${value.toLocaleString("en-US", { maximumFractionDigits: 1 })} days`;

/** "2026-07" as "Jul 2026" (a month of the period, not a moment: no time zone involved). */
export function monthLabel(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}
