import { QUOTE_STATUS } from "@screens/domain";
import { CallToAction, Details, EmailLayout, Paragraph, PANEL_FOOTER } from "./layout.js";
import { renderEmail } from "./render.js";

export interface QuoteApprovedProps {
  recipientFirstName: string;
  quoteNumber: string;
  /** 31 Awaiting Payment or 50 Ordered. */
  status: typeof QUOTE_STATUS.AWAITING_PAYMENT | typeof QUOTE_STATUS.ORDERED;
  customerName?: string | null;
  /** The order created by the approval (status 50). */
  orderNumber?: string | null;
  /** The order (50) or the quote (31) in the panel. */
  link: string;
}

/** To the dealer's users: the manufacturer approved a quote (awaiting payment, or ordered). */
export function QuoteApprovedEmail(props: QuoteApprovedProps) {
  const { recipientFirstName, quoteNumber, status, customerName, orderNumber, link } = props;
  const ordered = status === QUOTE_STATUS.ORDERED;
  const rows: [string, string][] = [["Quote", quoteNumber]];
  if (customerName) rows.push(["Customer", customerName]);
  rows.push(["Status", ordered ? "Ordered" : "Awaiting Payment"]);
  if (ordered && orderNumber) rows.push(["Order", orderNumber]);
  return (
    <EmailLayout
      preview={
        ordered
          ? `Quote ${quoteNumber} is approved and ordered${orderNumber ? ` as ${orderNumber}` : ""}.`
          : `Quote ${quoteNumber} is approved and awaits payment.`
      }
      sender="Screens Panel"
      heading={ordered ? `Quote ${quoteNumber} is ordered` : `Quote ${quoteNumber} is approved`}
      footer={PANEL_FOOTER}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      <Paragraph>
        {ordered
          ? `The manufacturer approved quote ${quoteNumber}; it is now an order${orderNumber ? `, ${orderNumber}` : ""}, and goes into production. The order acknowledgement is attached.`
          : `The manufacturer approved quote ${quoteNumber}. It now awaits payment; the order is placed once payment is received.`}
      </Paragraph>
      <Details rows={rows} />
      <CallToAction href={link}>{ordered ? "Open the order" : "Open the quote"}</CallToAction>
    </EmailLayout>
  );
}

export function quoteApprovedEmail(props: QuoteApprovedProps) {
  const subject =
    props.status === QUOTE_STATUS.ORDERED
      ? `Quote ${props.quoteNumber} approved and ordered${props.orderNumber ? ` (${props.orderNumber})` : ""}`
      : `Quote ${props.quoteNumber} approved: awaiting payment`;
  return renderEmail(subject, <QuoteApprovedEmail {...props} />);
}
