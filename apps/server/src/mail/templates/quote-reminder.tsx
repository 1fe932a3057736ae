import { Paragraph } from "./layout.js";
import { formatDate } from "./format.js";
import { renderEmail } from "./render.js";
import { HomeownerEmail, QuoteLink, type DealerContact } from "./homeowner-email.js";

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
    <HomeownerEmail
      dealer={dealer}
      customerFirstName={customerFirstName}
      preview={`Your quote ${quoteNumber} from ${dealer.company_name} is valid until ${formatDate(validUntil)}.`}
      heading="Your quote expires soon"
      about="this quote"
    >
      <Paragraph>
        A reminder from {dealer.company_name}: your quote for motorized screens is valid until{" "}
        {formatDate(validUntil)}. Review it online, then accept it with your signature or decline it.
      </Paragraph>
      <QuoteLink quoteNumber={quoteNumber} total={total} validUntil={validUntil} link={link} />
    </HomeownerEmail>
  );
}

export function quoteReminderEmail(props: QuoteReminderProps) {
  return renderEmail(
    `Reminder: your quote ${props.quoteNumber} from ${props.dealer.company_name} expires ${formatDate(props.validUntil)}`,
    <QuoteReminderEmail {...props} />,
  );
}
