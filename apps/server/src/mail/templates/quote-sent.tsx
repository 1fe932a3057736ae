import { Text } from "@react-email/components";
import { BRAND } from "./brand.js";
import { formatDate, formatUsd } from "./format.js";
import { CallToAction, Details, Divider, EmailLayout, Paragraph, Quote } from "./layout.js";
import { renderEmail } from "./render.js";

export interface DealerContact {
  company_name: string;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

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

/** The end of an e-mail to a homeowner in the dealer's name: its regards and how to reach it. */
export function DealerSignOff({ dealer }: { dealer: DealerContact }) {
  const contact = [dealer.phone, dealer.email, dealer.website].filter(Boolean).join(" · ");
  return (
    <>
      <Divider />
      <Paragraph>
        Kind regards,
        <br />
        {dealer.company_name}
      </Paragraph>
      {contact ? (
        <Text style={{ color: BRAND.mutedText, fontSize: "13px", lineHeight: "20px", margin: "0 0 16px" }}>
          {contact}
        </Text>
      ) : null}
    </>
  );
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
    <EmailLayout
      preview={`${dealer.company_name} sent you quote ${quoteNumber}: ${formatUsd(total)}, valid until ${formatDate(validUntil)}.`}
      sender={dealer.company_name}
      heading="Your quote is ready"
      footer={`Sent on behalf of ${dealer.company_name} by Screens Panel. For questions about this quote, please contact ${dealer.company_name} directly.`}
    >
      <Paragraph>Hello {customerFirstName},</Paragraph>
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

export function quoteSentEmail(props: QuoteSentProps) {
  return renderEmail(
    `Your quote ${props.quoteNumber} from ${props.dealer.company_name}`,
    <QuoteSentEmail {...props} />,
  );
}
