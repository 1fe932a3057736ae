import { formatDate, formatUsd } from "./format.js";
import { Paragraph, Quote } from "./layout.js";
import { renderEmail } from "./render.js";
import { HomeownerEmail, QuoteLink, type DealerContact } from "./homeowner-email.js";

export interface QuoteSentProps {
  dealer: DealerContact;
  customerFirstName: string;
  quoteNumber: string;
  /** The customer total (what the homeowner pays), never the dealer's cost. */
  total: number;
  validUntil: Date;
  /** `{origin}/q/{token}` */
  link: string;
  /** The sender's personal note and name (decision 138). */
  message?: string | null;
  senderName?: string | null;
}

/** To the homeowner: the dealer's quote, the link to review and sign it, the PDF attached. */
export function QuoteSentEmail({
  dealer,
  customerFirstName,
  quoteNumber,
  total,
  validUntil,
  link,
  message,
  senderName,
}: QuoteSentProps) {
  return (
    <HomeownerEmail
      dealer={dealer}
      customerFirstName={customerFirstName}
      preview={`${dealer.company_name} sent you quote ${quoteNumber}: ${formatUsd(total)}, valid until ${formatDate(validUntil)}.`}
      heading="Your quote is ready"
      about="this quote"
    >
      {message ? (
        <>
          {senderName ? <Paragraph>A note from {senderName}:</Paragraph> : null}
          <Quote>{message}</Quote>
        </>
      ) : null}
      <Paragraph>
        {dealer.company_name} has prepared a quote for your motorized screens. Review it online, then accept
        it with your signature or decline it. The quote is also attached as a PDF.
      </Paragraph>
      <QuoteLink quoteNumber={quoteNumber} total={total} validUntil={validUntil} link={link} />
    </HomeownerEmail>
  );
}

export function quoteSentEmail(props: QuoteSentProps) {
  return renderEmail(
    `Your quote ${props.quoteNumber} from ${props.dealer.company_name}`,
    <QuoteSentEmail {...props} />,
  );
}
