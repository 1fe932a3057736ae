/**
 * The estimated delivery of an order (product rule R10: standard production lead time 4-5 business
 * days; decision 115). Counted in business days (Monday to Friday) from the day after the order
 * was placed, on the factory's calendar: the estimate is when the order leaves the factory, the
 * carrier's transit time is not known before it ships.
 */
export const LEAD_TIME_BUSINESS_DAYS = { min: 4, max: 5 } as const;

/** The factory's calendar: an order placed at 9 pm in Florida was placed that day, not the next. */
export const FACTORY_TIME_ZONE = "America/New_York";

const factoryDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: FACTORY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar date (YYYY-MM-DD) of an instant on the factory's calendar. */
export function factoryDate(at: Date): string {
  return factoryDay.format(at);
}

/** `date` (YYYY-MM-DD) plus `days` business days: Saturdays and Sundays are skipped. */
export function addBusinessDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

export interface DeliveryEstimate {
  /** YYYY-MM-DD: the lead time's short end. */
  earliest: string;
  /** YYYY-MM-DD: the lead time's long end, the date the panel promises. */
  latest: string;
}

/** When an order placed at `orderedAt` is expected to leave the factory. */
export function estimateDelivery(orderedAt: Date): DeliveryEstimate {
  const placed = factoryDate(orderedAt);
  return {
    earliest: addBusinessDays(placed, LEAD_TIME_BUSINESS_DAYS.min),
    latest: addBusinessDays(placed, LEAD_TIME_BUSINESS_DAYS.max),
  };
}
