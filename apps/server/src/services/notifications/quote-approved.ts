import { QUOTE_STATUS } from "@screens/domain";
import { enqueueEmail } from "../../mail/queue.js";
import { panelOrigin } from "../../mail/origin.js";
import { quoteApprovedEmail } from "../../mail/emails.js";
import { dealerQuoteUpdaters, type Tx } from "./recipients.js";
import { acknowledgementFileName } from "../documents/order-acknowledgement.js";

export interface QuoteApprovedNotice {
  quoteId: number;
  /** The status the approval moved the quote to: 31 Awaiting Payment or 50 Ordered. */
  status: typeof QUOTE_STATUS.AWAITING_PAYMENT | typeof QUOTE_STATUS.ORDERED;
  origin?: string;
}

/**
 * Tells the quote's dealer (its active users who may update quotes) that the manufacturer approved
 * it. At 50 call it after the order exists: the e-mail links to the order. Returns how many e-mails were queued.
 */
export async function notifyQuoteApproved(tx: Tx, notice: QuoteApprovedNotice): Promise<number> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: {
      quote_number: true,
      dealer_id: true,
      customer: { select: { first_name: true, last_name: true } },
      order: { select: { id: true, order_number: true } },
    },
  });
  const recipients = await dealerQuoteUpdaters(tx, quote.dealer_id);
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  const order = notice.status === QUOTE_STATUS.ORDERED ? quote.order : null;
  const link = order ? `${origin}/panel/orders/${order.id}` : `${origin}/panel/quotes/${notice.quoteId}`;
  for (const recipient of recipients) {
    const email = await quoteApprovedEmail({
      recipientFirstName: recipient.first_name,
      quoteNumber: quote.quote_number ?? `#${notice.quoteId}`,
      status: notice.status,
      customerName: quote.customer ? `${quote.customer.first_name} ${quote.customer.last_name}`.trim() : null,
      orderNumber: order?.order_number ?? null,
      link,
    });
    // At 50 the order acknowledgement goes with it, rendered when the e-mail is delivered (decision 137).
    const attachments = order
      ? [
          {
            filename: acknowledgementFileName(order.order_number ?? String(order.id)),
            contentType: "application/pdf" as const,
            render: { kind: "order_acknowledgement" as const, order_id: order.id },
          },
        ]
      : undefined;
    await enqueueEmail(tx, { kind: "quote_approved", to: recipient.email, ...email, attachments });
  }
  return recipients.length;
}
