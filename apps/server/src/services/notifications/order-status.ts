import { ORDER_STATUS_LABELS } from "@screens/domain";
import type { NotificationEvent } from "@screens/domain";
import { panelOrigin } from "../../mail/origin.js";
import { orderShippedEmail, orderStatusChangedEmail } from "../../mail/emails.js";
import { QUOTE_AUDIENCE_SELECT, quoteAudience, type Recipient, type Tx } from "./recipients.js";
import { tell } from "./deliver.js";

async function loadOrder(tx: Tx, orderId: number) {
  return tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      order_number: true,
      quote: {
        select: {
          id: true,
          quote_number: true,
          ...QUOTE_AUDIENCE_SELECT,
          customer: { select: { first_name: true, last_name: true } },
        },
      },
    },
  });
}

type LoadedOrder = Awaited<ReturnType<typeof loadOrder>>;

function orderFacts(order: LoadedOrder, orderId: number) {
  const customer = order.quote.customer;
  return {
    orderNumber: order.order_number ?? `#${orderId}`,
    quoteNumber: order.quote.quote_number,
    customerName: customer ? `${customer.first_name} ${customer.last_name}`.trim() : null,
  };
}

/** The order's quote's owner and the dealer's users who follow all of its quotes (decision 165). */
async function toDealer(
  tx: Tx,
  order: LoadedOrder,
  orderId: number,
  event: NotificationEvent,
  line: { title: string; body: string | null },
  render: (recipient: Recipient) => Promise<{ subject: string; html: string; text: string }>,
): Promise<number> {
  const { quote } = order;
  const recipients = await quoteAudience(tx, event, quote);
  return tell(tx, recipients, {
    event,
    ...line,
    link: `/panel/orders/${orderId}`,
    quoteId: quote.id,
    email: render,
  });
}

export interface OrderStatusChangedNotice {
  orderId: number;
  from: number | null;
  to: number;
  origin?: string;
}

/** Tells the order's dealer (active users who may update quotes) its new status. Returns how many e-mails were queued. */
export async function notifyOrderStatusChanged(tx: Tx, notice: OrderStatusChangedNotice): Promise<number> {
  if (notice.from === notice.to) return 0;
  const order = await loadOrder(tx, notice.orderId);
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  const facts = orderFacts(order, notice.orderId);
  const fromLabel =
    notice.from === null ? null : (ORDER_STATUS_LABELS[notice.from] ?? `Status ${notice.from}`);
  const toLabel = ORDER_STATUS_LABELS[notice.to] ?? `Status ${notice.to}`;
  return toDealer(
    tx,
    order,
    notice.orderId,
    "order_status_changed",
    {
      title: `Order ${facts.orderNumber} is now ${toLabel}`,
      body: fromLabel ? `From ${fromLabel}` : facts.customerName,
    },
    (recipient) =>
      orderStatusChangedEmail({
        recipientFirstName: recipient.first_name,
        ...facts,
        fromLabel,
        toLabel,
        link: `${origin}/panel/orders/${notice.orderId}`,
      }),
  );
}

export interface OrderShippedNotice {
  orderId: number;
  carrier: string;
  trackingNumber?: string | null;
  /** The carrier's tracking page; anything but an http(s) address is left out. */
  trackingUrl?: string | null;
  shippedAt?: Date | null;
  origin?: string;
}

function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Tells the order's dealer that it shipped: carrier, tracking number and link. Returns how many e-mails were queued. */
export async function notifyOrderShipped(tx: Tx, notice: OrderShippedNotice): Promise<number> {
  const order = await loadOrder(tx, notice.orderId);
  const origin = (notice.origin ?? panelOrigin()).replace(/\/+$/, "");
  const facts = orderFacts(order, notice.orderId);
  const tracking = notice.trackingNumber ? `, tracking ${notice.trackingNumber}` : "";
  return toDealer(
    tx,
    order,
    notice.orderId,
    "order_shipped",
    { title: `Order ${facts.orderNumber} shipped`, body: `${notice.carrier}${tracking}` },
    (recipient) =>
      orderShippedEmail({
        recipientFirstName: recipient.first_name,
        ...facts,
        carrier: notice.carrier,
        trackingNumber: notice.trackingNumber ?? null,
        trackingUrl: safeUrl(notice.trackingUrl),
        shippedAt: notice.shippedAt ?? null,
        link: `${origin}/panel/orders/${notice.orderId}`,
      }),
  );
}
