const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$12,345.00 USD": amounts in e-mails always name their currency (Canadian dealers read them too). */
export function formatUsd(amount: number): string {
  return `${usd.format(amount)} USD`;
}

/**
 * "March 5, 2027". Stored times are UTC; a date (valid until, shipped on) is the UTC calendar day,
 * the same day the quote document prints.
 */
export function formatDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
