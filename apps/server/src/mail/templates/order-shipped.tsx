import type { ReactNode } from "react";
import { Link } from "@react-email/components";
import { BRAND } from "./brand.js";
import { formatDate } from "./format.js";
import { CallToAction, Details, EmailLayout, Paragraph, PANEL_FOOTER } from "./layout.js";
import { renderEmail } from "./render.js";

export interface OrderShippedProps {
  recipientFirstName: string;
  orderNumber: string;
  quoteNumber?: string | null;
  customerName?: string | null;
  carrier: string;
  trackingNumber?: string | null;
  /** The carrier's tracking page, when known. */
  trackingUrl?: string | null;
  shippedAt?: Date | null;
  /** The order in the panel. */
  link: string;
}

/** To the dealer's users: the order left the factory, with the carrier and how to track it. */
export function OrderShippedEmail(props: OrderShippedProps) {
  const {
    recipientFirstName,
    orderNumber,
    quoteNumber,
    customerName,
    carrier,
    trackingNumber,
    trackingUrl,
    shippedAt,
    link,
  } = props;
  const rows: [string, ReactNode][] = [["Order", orderNumber]];
  if (quoteNumber) rows.push(["Quote", quoteNumber]);
  if (customerName) rows.push(["Customer", customerName]);
  rows.push(["Carrier", carrier]);
  if (trackingNumber) rows.push(["Tracking number", trackingNumber]);
  if (shippedAt) rows.push(["Shipped on", formatDate(shippedAt)]);
  return (
    <EmailLayout
      preview={`Order ${orderNumber} has shipped with ${carrier}.`}
      sender="Screens Panel"
      heading={`Order ${orderNumber} has shipped`}
      footer={PANEL_FOOTER}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      <Paragraph>
        Order {orderNumber} is on its way with {carrier}.
      </Paragraph>
      <Details rows={rows} />
      {trackingUrl ? <CallToAction href={trackingUrl}>Track the shipment</CallToAction> : null}
      <Paragraph>
        <Link href={link} style={{ color: BRAND.navy, textDecoration: "underline" }}>
          Open the order in Screens Panel
        </Link>
      </Paragraph>
    </EmailLayout>
  );
}

export function orderShippedEmail(props: OrderShippedProps) {
  return renderEmail(`Order ${props.orderNumber} has shipped`, <OrderShippedEmail {...props} />);
}
