import { CallToAction, Details, EmailLayout, Paragraph } from "./layout.js";
import { formatDate, formatUsd } from "./format.js";
import { renderEmail } from "./render.js";
import { DealerSignOff, type DealerContact } from "./quote-sent.js";

export interface QuoteReminderProps {
  dealer: DealerContact;
  customerFirstName: string;
  quoteNumber: string;
  /** The customer total (what the homeowner pays), never the dealer's cost. */
  total: number;
  validUntil: Date;
  /** The live link `{origin}/q/{token}`, the same the quote's e-mail carried. */
  link: string;
}

/** To the homeowner, once, a few days before a sent quote expires (decision 184), in the dealer's name. */
export function QuoteReminderEmail({
  dealer,
  customerFirstName,
  quoteNumber,
  total,
  validUntil,
  link,
}: QuoteReminderProps) {
  return (
    <EmailLayout
      preview={`Your quote ${quoteNumber} from ${dealer.company_name} is valid until ${formatDate(validUntil)}.`}
      sender={dealer.company_name}
      heading="Your quote expires soon"
      footer={`Sent on behalf of ${dealer.company_name} by Screens Panel. For questions about this quote, please contact ${dealer.company_name} directly.`}
    >
      <Paragraph>Hello {customerFirstName},</Paragraph>
      <Paragraph>
        A reminder from {dealer.company_name}: your quote for motorized screens is valid until{" "}
        {formatDate(validUntil)}. Review it online, then accept it with your signature or decline it.
      </Paragraph>
      <Details
        rows={[
          ["Quote", quoteNumber],
          ["Total", formatUsd(total)],
          ["Valid until", formatDate(validUntil)],
        ]}
      />
      <CallToAction href={link}>Review your quote</CallToAction>
      <DealerSignOff dealer={dealer} />
    </EmailLayout>
  );
}

export function quoteReminderEmail(props: QuoteReminderProps) {
  return renderEmail(
    `Reminder: your quote ${props.quoteNumber} from ${props.dealer.company_name} expires ${formatDate(props.validUntil)}`,
    <QuoteReminderEmail {...props} />,
  );
}
