import { enqueueEmail } from "../../mail/queue.js";
import { panelOrigin } from "../../mail/origin.js";
import { customerDecisionEmail } from "../../mail/emails.js";
import { quoteCreator, type Tx } from "./recipients.js";

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

/** Tells the quote's creator that the homeowner accepted or declined. Returns how many e-mails were queued (0 or 1). */
export async function notifyCustomerDecision(tx: Tx, notice: CustomerDecisionNotice): Promise<number> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: {
      quote_number: true,
      created_by: true,
      dealer_id: true,
      account_id: true,
      dealer: { select: { account_id: true } },
      customer: { select: { first_name: true, last_name: true } },
    },
  });
  const creator = await quoteCreator(tx, { ...quote, dealer_account_id: quote.dealer?.account_id ?? null });
  if (!creator) return 0;
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  const customerName = quote.customer
    ? `${quote.customer.first_name} ${quote.customer.last_name}`.trim()
    : "The customer";
  const email = await customerDecisionEmail({
    recipientFirstName: creator.first_name,
    decision: notice.decision,
    quoteNumber: quote.quote_number ?? `#${notice.quoteId}`,
    customerName,
    signerName: notice.signerName,
    reason: notice.reason?.trim() || null,
    link: `${origin}/panel/quotes/${notice.quoteId}`,
    submitted: notice.submitted ?? false,
  });
  await enqueueEmail(tx, { kind: `customer_${notice.decision}`, to: creator.email, ...email });
  return 1;
}
