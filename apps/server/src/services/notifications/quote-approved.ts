import { QUOTE_STATUS } from "@screens/domain";
import { panelOrigin } from "../../mail/origin.js";
import { quoteApprovedEmail } from "../../mail/emails.js";
import { QUOTE_AUDIENCE_SELECT, quoteAudience, type Tx } from "./recipients.js";
import { tell } from "./deliver.js";
import { acknowledgementFileName } from "../documents/order-acknowledgement.js";

export interface QuoteApprovedNotice {
  quoteId: number;
  /** The status the approval moved the quote to: 31 Awaiting Payment or 50 Ordered. */
  status: typeof QUOTE_STATUS.AWAITING_PAYMENT | typeof QUOTE_STATUS.ORDERED;
  origin?: string;
}

/**
 * Tells the quote's owner, and the dealer's users who follow all of its quotes (decision 165), that
 * the manufacturer approved it. At 50 call it after the order exists: the e-mail links to the order
 * and carries its acknowledgement. Returns how many e-mails were queued.
 */
export async function notifyQuoteApproved(tx: Tx, notice: QuoteApprovedNotice): Promise<number> {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: notice.quoteId },
    select: {
      quote_number: true,
      ...QUOTE_AUDIENCE_SELECT,
      customer: { select: { first_name: true, last_name: true } },
      order: { select: { id: true, order_number: true } },
    },
  });
  const recipients = await quoteAudience(tx, "quote_approved", quote);
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  const order = notice.status === QUOTE_STATUS.ORDERED ? quote.order : null;
  const path = order ? `/panel/orders/${order.id}` : `/panel/quotes/${notice.quoteId}`;
  const quoteNumber = quote.quote_number ?? `#${notice.quoteId}`;
  const customerName = quote.customer
    ? `${quote.customer.first_name} ${quote.customer.last_name}`.trim()
    : null;
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
  return tell(tx, recipients, {
    event: "quote_approved",
    title: order
      ? `Quote ${quoteNumber} approved and ordered (${order.order_number ?? order.id})`
      : `Quote ${quoteNumber} approved: awaiting payment`,
    body: customerName,
    link: path,
    quoteId: notice.quoteId,
    email: async (recipient) => ({
      ...(await quoteApprovedEmail({
        recipientFirstName: recipient.first_name,
        quoteNumber,
        status: notice.status,
        customerName,
        orderNumber: order?.order_number ?? null,
        link: `${origin}${path}`,
      })),
      attachments,
    }),
  });
}
