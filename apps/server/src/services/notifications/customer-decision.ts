import { panelOrigin } from "../../mail/origin.js";
import { customerDecisionEmail } from "../../mail/emails.js";
import { QUOTE_AUDIENCE_SELECT, quoteAudience, type Tx } from "./recipients.js";
import { tell } from "./deliver.js";

export interface CustomerDecisionNotice {
  quoteId: number;
  decision: "accepted" | "declined";
  /** The decline reason, if the homeowner gave one. */
  reason?: string | null;
  /** The typed name of an acceptance. */
  signerName?: string | null;
  /** An acceptance submitted at once by the dealer's setting (decision 136). */
  submitted?: boolean;
  /** Default: the panel's origin (PUBLIC_ORIGIN or this server). */
  origin?: string;
}

/**
 * Tells the quote's owner, and the dealer's users who follow all of its quotes, that the homeowner
 * accepted or declined (decision 165). Returns how many e-mails were queued.
 */
export async function notifyCustomerDecision(tx: Tx, notice: CustomerDecisionNotice): Promise<number> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: {
      quote_number: true,
      ...QUOTE_AUDIENCE_SELECT,
      customer: { select: { first_name: true, last_name: true } },
    },
  });
  const event = notice.decision === "accepted" ? "customer_accepted" : "customer_declined";
  const recipients = await quoteAudience(tx, event, quote);
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  const customerName = quote.customer
    ? `${quote.customer.first_name} ${quote.customer.last_name}`.trim()
    : "The customer";
  const quoteNumber = quote.quote_number ?? `#${notice.quoteId}`;
  const path = `/panel/quotes/${notice.quoteId}`;
  const reason = notice.reason?.trim() || null;
  return tell(tx, recipients, {
    event,
    kind: `customer_${notice.decision}`,
    title: `${customerName} ${notice.decision} quote ${quoteNumber}`,
    body:
      notice.decision === "accepted"
        ? notice.submitted
          ? "Submitted to the manufacturer on acceptance."
          : "Record the deposit, confirm the final measurements and submit it for approval."
        : reason,
    link: path,
    quoteId: notice.quoteId,
    email: (recipient) =>
      customerDecisionEmail({
        recipientFirstName: recipient.first_name,
        decision: notice.decision,
        quoteNumber,
        customerName,
        signerName: notice.signerName,
        reason,
        link: `${origin}${path}`,
        submitted: notice.submitted ?? false,
      }),
  });
}
