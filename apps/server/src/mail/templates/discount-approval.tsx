import { formatPercent } from "@screens/pricing";
import { CallToAction, Details, EmailLayout, Paragraph, PANEL_FOOTER } from "./layout.js";
import { renderEmail } from "./render.js";

export interface DiscountApprovalProps {
  recipientFirstName: string;
  quoteNumber: string;
  quoteTitle: string;
  requesterName: string;
  customerName?: string | null;
  /** How far under the dealer's standard price the quote is, in percent. */
  percent: number;
  reason?: string | null;
  /** The quote in the panel, where the approval is given or refused. */
  link: string;
}

/** To a dealer's sales managers and admins: a rep asks for a discount above its limit (decision 131). */
export function DiscountApprovalEmail(props: DiscountApprovalProps) {
  const { recipientFirstName, quoteNumber, quoteTitle, requesterName, customerName, percent, reason, link } =
    props;
  const rows: [string, string][] = [
    ["Quote", `${quoteNumber} · ${quoteTitle}`],
    ["Asked by", requesterName],
  ];
  if (customerName) rows.push(["Customer", customerName]);
  rows.push(["Under the standard price", formatPercent(percent)]);
  if (reason) rows.push(["Reason", reason]);
  return (
    <EmailLayout
      preview={`${requesterName} asks you to approve a discount on quote ${quoteNumber}.`}
      sender="Screens Panel"
      heading={`Approve a discount on ${quoteNumber}?`}
      footer={PANEL_FOOTER}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      <Paragraph>
        {requesterName} priced quote {quoteNumber} {formatPercent(percent)} under your standard price, above
        their limit. The quote cannot be sent to the customer until you approve it.
      </Paragraph>
      <Details rows={rows} />
      <CallToAction href={link}>Review the quote</CallToAction>
    </EmailLayout>
  );
}

export function discountApprovalEmail(props: DiscountApprovalProps) {
  return renderEmail(
    `Discount approval: quote ${props.quoteNumber} (${formatPercent(props.percent)})`,
    <DiscountApprovalEmail {...props} />,
  );
}
