import type { Agent } from "@screens/domain";
import { enqueueEmail } from "../../mail/queue.js";
import { panelOrigin } from "../../mail/origin.js";
import { discountApprovalEmail } from "../../mail/emails.js";
import { dealerDiscountApprovers, type Tx } from "./recipients.js";

export interface DiscountApprovalNotice {
  quoteId: number;
  requestedBy: Pick<Agent, "id" | "first_name" | "last_name">;
  /** How far under the dealer's standard price the quote is, in percent. */
  percent: number;
  origin?: string;
}

/**
 * Tells the quote's dealer's sales managers and admins that a rep asks them to approve a discount
 * above its limit (docs/decisions/131-selling-price.md). The requester is not told of its own
 * request. Returns how many e-mails were queued.
 */
export async function notifyDiscountApprovalRequested(
  tx: Tx,
  notice: DiscountApprovalNotice,
): Promise<number> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: {
      quote_number: true,
      title: true,
      dealer_id: true,
      discount_reason: true,
      customer: { select: { first_name: true, last_name: true } },
    },
  });
  const recipients = (await dealerDiscountApprovers(tx, quote.dealer_id)).filter(
    (recipient) => recipient.id !== notice.requestedBy.id,
  );
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  for (const recipient of recipients) {
    const email = await discountApprovalEmail({
      recipientFirstName: recipient.first_name,
      quoteNumber: quote.quote_number ?? `#${notice.quoteId}`,
      quoteTitle: quote.title,
      requesterName: `${notice.requestedBy.first_name} ${notice.requestedBy.last_name}`.trim(),
      customerName: quote.customer ? `${quote.customer.first_name} ${quote.customer.last_name}`.trim() : null,
      percent: notice.percent,
      reason: quote.discount_reason,
      link: `${origin}/panel/quotes/${notice.quoteId}`,
    });
    await enqueueEmail(tx, { kind: "discount_approval", to: recipient.email, ...email });
  }
  return recipients.length;
}
