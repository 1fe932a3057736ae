const calendarDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/**
 * A document date (YYYY-MM-DD, a calendar day, no time) as "March 4, 2026". Read and written in
 * UTC so the day never shifts with the reader's time zone.
 */
export function formatDocumentDate(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : calendarDate.format(date);
}

/** A website as people write it: without the scheme and a trailing slash. */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** A link for a website stored with or without its scheme. */
export function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}
