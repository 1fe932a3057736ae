import type { Agent } from "@screens/domain";
import { panelOrigin } from "../../mail/origin.js";
import { discountApprovalEmail } from "../../mail/emails.js";
import { dealerDiscountApprovers, type Tx } from "./recipients.js";
import { tell } from "./deliver.js";

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
  const quoteNumber = quote.quote_number ?? `#${notice.quoteId}`;
  const requesterName = `${notice.requestedBy.first_name} ${notice.requestedBy.last_name}`.trim();
  const path = `/panel/quotes/${notice.quoteId}`;
  return tell(tx, recipients, {
    event: "discount_approval",
    title: `${requesterName} asks you to approve a ${notice.percent}% discount on quote ${quoteNumber}`,
    body: quote.discount_reason,
    link: path,
    quoteId: notice.quoteId,
    email: (recipient) =>
      discountApprovalEmail({
        recipientFirstName: recipient.first_name,
        quoteNumber,
        quoteTitle: quote.title,
        requesterName,
        customerName: quote.customer
          ? `${quote.customer.first_name} ${quote.customer.last_name}`.trim()
          : null,
        percent: notice.percent,
        reason: quote.discount_reason,
        link: `${origin}${path}`,
      }),
  });
}
