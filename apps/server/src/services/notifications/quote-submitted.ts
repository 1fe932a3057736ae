import { panelOrigin } from "../../mail/origin.js";
import { quoteSubmittedEmail } from "../../mail/emails.js";
import { quoteApprovers, type Tx } from "./recipients.js";
import { tell } from "./deliver.js";

export interface QuoteSubmittedNotice {
  quoteId: number;
  /** Who submitted it: a dealer user's name, or "the customer's acceptance" when the dealer submits on it. */
  submittedBy: string;
  /** The submitter, when a staff user submits: not told of its own submission. */
  submitterId?: number | null;
  origin?: string;
}

/**
 * Tells the manufacturer's staff who may approve it that a quote awaits approval, with the dealer's
 * PO reference and whether its measurements are final (docs/decisions/136-signature-to-order.md).
 * Returns how many e-mails were queued.
 */
export async function notifyQuoteSubmitted(tx: Tx, notice: QuoteSubmittedNotice): Promise<number> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: {
      quote_number: true,
      title: true,
      account_id: true,
      dealer_po: true,
      measurements_final: true,
      dealer: { select: { company_name: true, account_id: true } },
    },
  });
  const recipients = (await quoteApprovers(tx, quote.account_id ?? quote.dealer?.account_id ?? null)).filter(
    (recipient) => recipient.id !== notice.submitterId,
  );
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  const quoteNumber = quote.quote_number ?? `#${notice.quoteId}`;
  const dealerName = quote.dealer?.company_name ?? "No dealer";
  const path = `/panel/quotes/${notice.quoteId}`;
  const facts = [
    quote.dealer_po ? `PO ${quote.dealer_po}` : null,
    quote.measurements_final === false ? "measurements not final yet" : null,
  ].filter(Boolean);
  // An approver who chose the daily digest hears of it at 7:00 (decision 166), in the panel at once.
  return tell(tx, recipients, {
    event: "quote_submitted",
    title: `${dealerName} submitted quote ${quoteNumber} for approval`,
    body: [`By ${notice.submittedBy}`, ...facts].join(" · "),
    link: path,
    quoteId: notice.quoteId,
    email: (recipient) =>
      quoteSubmittedEmail({
        recipientFirstName: recipient.first_name,
        quoteNumber,
        quoteTitle: quote.title,
        dealerName,
        submittedBy: notice.submittedBy,
        poReference: quote.dealer_po,
        measurementsFinal: quote.measurements_final,
        link: `${origin}${path}`,
      }),
  });
}
