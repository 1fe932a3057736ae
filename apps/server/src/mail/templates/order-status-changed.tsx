import { CallToAction, Details, EmailLayout, Paragraph, PANEL_FOOTER } from "./layout.js";
import { renderEmail } from "./render.js";

export interface OrderStatusChangedProps {
  recipientFirstName: string;
  orderNumber: string;
  quoteNumber?: string | null;
  customerName?: string | null;
  fromLabel: string | null;
  toLabel: string;
  link: string;
}

/** To the dealer's users: an order moved to another status (processing, in production...). */
export function OrderStatusChangedEmail(props: OrderStatusChangedProps) {
  const { recipientFirstName, orderNumber, quoteNumber, customerName, fromLabel, toLabel, link } = props;
  const rows: [string, string][] = [["Order", orderNumber]];
  if (quoteNumber) rows.push(["Quote", quoteNumber]);
  if (customerName) rows.push(["Customer", customerName]);
  if (fromLabel) rows.push(["Was", fromLabel]);
  rows.push(["Now", toLabel]);
  return (
    <EmailLayout
      preview={`Order ${orderNumber} is now ${toLabel}.`}
      sender="Screens Panel"
      heading={`Order ${orderNumber} is now ${toLabel}`}
      footer={PANEL_FOOTER}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      <Paragraph>
        The status of order {orderNumber} changed{fromLabel ? ` from ${fromLabel}` : ""} to {toLabel}.
      </Paragraph>
      <Details rows={rows} />
      <CallToAction href={link}>Open the order</CallToAction>
    </EmailLayout>
  );
}

export function orderStatusChangedEmail(props: OrderStatusChangedProps) {
  return renderEmail(
    `Order ${props.orderNumber} is now ${props.toLabel}`,
    <OrderStatusChangedEmail {...props} />,
  );
}
