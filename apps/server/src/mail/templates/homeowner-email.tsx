import { Text } from "@react-email/components";
import type { ReactNode } from "react";
import { BRAND } from "./brand.js";
import { formatDate, formatUsd } from "./format.js";
import { CallToAction, Details, Divider, EmailLayout, Paragraph } from "./layout.js";

export interface DealerContact {
  company_name: string;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
}

/** The end of an e-mail to a homeowner in the dealer's name: its regards and how to reach it. */
function DealerSignOff({ dealer }: { dealer: DealerContact }) {
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

export interface HomeownerEmailProps {
  dealer: DealerContact;
  customerFirstName: string;
  preview: string;
  heading: string;
  /** What the homeowner would ask the dealer about, in the footer: "this quote", "your payments". */
  about: string;
  children: ReactNode;
}

/**
 * An e-mail to a homeowner, sent in the dealer's name (decision 138): the greeting, the e-mail's
 * own words, the dealer's sign-off and a footer that sends questions to the dealer. Homeowner
 * e-mails carry the customer's figures only, never the dealer's cost.
 */
export function HomeownerEmail({
  dealer,
  customerFirstName,
  preview,
  heading,
  about,
  children,
}: HomeownerEmailProps) {
  return (
    <EmailLayout
      preview={preview}
      sender={dealer.company_name}
      heading={heading}
      footer={`Sent on behalf of ${dealer.company_name} by Screens Panel. For questions about ${about}, please contact ${dealer.company_name} directly.`}
    >
      <Paragraph>Hello {customerFirstName},</Paragraph>
      {children}
      <DealerSignOff dealer={dealer} />
    </EmailLayout>
  );
}

/** A sent quote's facts and the link to review and sign it, as the quote's e-mails show them. */
export function QuoteLink({
  quoteNumber,
  total,
  validUntil,
  link,
}: {
  quoteNumber: string;
  /** The customer total (what the homeowner pays). */
  total: number;
  validUntil: Date;
  link: string;
}) {
  return (
    <>
      <Details
        rows={[
          ["Quote", quoteNumber],
          ["Total", formatUsd(total)],
          ["Valid until", formatDate(validUntil)],
        ]}
      />
      <CallToAction href={link}>Review your quote</CallToAction>
    </>
  );
}
