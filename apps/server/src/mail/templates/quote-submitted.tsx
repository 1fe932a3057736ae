import { CallToAction, Details, EmailLayout, Paragraph, PANEL_FOOTER } from "./layout.js";
import { renderEmail } from "./render.js";

export interface QuoteSubmittedProps {
  recipientFirstName: string;
  quoteNumber: string;
  quoteTitle: string;
  dealerName: string;
  submittedBy: string;
  poReference: string | null;
  /** null: not asked (submitted on the customer's acceptance). */
  measurementsFinal: boolean | null;
  link: string;
}

/** To the manufacturer's approvers: a dealer's quote awaits approval (decision 136). */
export function QuoteSubmittedEmail(props: QuoteSubmittedProps) {
  const {
    recipientFirstName,
    quoteNumber,
    quoteTitle,
    dealerName,
    submittedBy,
    poReference,
    measurementsFinal,
    link,
  } = props;
  const rows: [string, string][] = [
    ["Quote", `${quoteNumber} · ${quoteTitle}`],
    ["Dealer", dealerName],
    ["Submitted by", submittedBy],
  ];
  if (poReference) rows.push(["Dealer PO", poReference]);
  if (measurementsFinal !== null) rows.push(["Measurements", measurementsFinal ? "Final" : "Not final yet"]);
  return (
    <EmailLayout
      preview={`${dealerName} submitted quote ${quoteNumber} for approval.`}
      sender="Screens Panel"
      heading={`Quote ${quoteNumber} awaits approval`}
      footer={PANEL_FOOTER}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      <Paragraph>
        {dealerName} submitted quote {quoteNumber} for approval.
        {measurementsFinal === false ? " The dealer says its measurements are not final yet." : ""}
      </Paragraph>
      <Details rows={rows} />
      <CallToAction href={link}>Review the quote</CallToAction>
    </EmailLayout>
  );
}

export function quoteSubmittedEmail(props: QuoteSubmittedProps) {
  return renderEmail(
    `Awaiting approval: quote ${props.quoteNumber} from ${props.dealerName}`,
    <QuoteSubmittedEmail {...props} />,
  );
}
