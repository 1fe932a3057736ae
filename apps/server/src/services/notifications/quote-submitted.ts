import { enqueueEmail } from "../../mail/queue.js";
import { panelOrigin } from "../../mail/origin.js";
import { quoteSubmittedEmail } from "../../mail/emails.js";
import { quoteApprovers, type Tx } from "./recipients.js";

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
  for (const recipient of recipients) {
    const email = await quoteSubmittedEmail({
      recipientFirstName: recipient.first_name,
      quoteNumber: quote.quote_number ?? `#${notice.quoteId}`,
      quoteTitle: quote.title,
      dealerName: quote.dealer?.company_name ?? "No dealer",
      submittedBy: notice.submittedBy,
      poReference: quote.dealer_po,
      measurementsFinal: quote.measurements_final,
      link: `${origin}/panel/quotes/${notice.quoteId}`,
    });
    await enqueueEmail(tx, { kind: "quote_submitted", to: recipient.email, ...email });
  }
  return recipients.length;
}
