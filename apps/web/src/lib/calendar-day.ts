/** A calendar date (YYYY-MM-DD, the factory's day) in words, the same day in every time zone. */
export function calendarDay(date: string, withWeekday = false): string {
  return new Intl.DateTimeFormat("en-US", {
    ...(withWeekday ? { weekday: "short" } : {}),
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}
