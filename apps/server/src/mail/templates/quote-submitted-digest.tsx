import { Link, Section, Text } from "@react-email/components";
import { BRAND } from "./brand.js";
import { CallToAction, EmailLayout, Paragraph, PANEL_FOOTER } from "./layout.js";
import { renderEmail } from "./render.js";

export interface DigestItem {
  /** "Gulf Coast Shade & Screen submitted quote Q-10012 for approval" */
  title: string;
  /** "By Sam Rep · PO 4471" */
  body: string | null;
  /** Where the quote stands now: "Awaiting Approval", or what happened since. */
  status: string;
  link: string;
}

export interface QuoteSubmittedDigestProps {
  recipientFirstName: string;
  items: DigestItem[];
  /** The quotes awaiting approval in the panel. */
  link: string;
}

/** To an approver who chose the daily digest (decision 166): the quotes submitted since the last one. */
export function QuoteSubmittedDigestEmail({ recipientFirstName, items, link }: QuoteSubmittedDigestProps) {
  const count = items.length === 1 ? "1 quote was" : `${items.length} quotes were`;
  return (
    <EmailLayout
      preview={`${count} submitted for approval since your last digest.`}
      sender="Screens Panel"
      heading="Quotes submitted for approval"
      footer={`${PANEL_FOOTER} You chose a daily digest for submitted quotes; change it under Notifications in your settings.`}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      <Paragraph>{count} submitted for approval since your last digest.</Paragraph>
      {items.map((item, index) => (
        <Section
          key={index}
          style={{
            border: `1px solid ${BRAND.border}`,
            borderRadius: "8px",
            margin: "0 0 12px",
            padding: "10px 14px",
          }}
        >
          <Text style={{ color: BRAND.text, fontSize: "14px", lineHeight: "21px", margin: 0 }}>
            <Link href={item.link} style={{ color: BRAND.navy, fontWeight: 600 }}>
              {item.title}
            </Link>
          </Text>
          <Text style={{ color: BRAND.mutedText, fontSize: "13px", lineHeight: "20px", margin: "2px 0 0" }}>
            {[item.body, `Now: ${item.status}`].filter(Boolean).join(" · ")}
          </Text>
        </Section>
      ))}
      <CallToAction href={link}>Review quotes awaiting approval</CallToAction>
    </EmailLayout>
  );
}

export function quoteSubmittedDigestEmail(props: QuoteSubmittedDigestProps) {
  const subject =
    props.items.length === 1
      ? "Daily digest: 1 quote submitted for approval"
      : `Daily digest: ${props.items.length} quotes submitted for approval`;
  return renderEmail(subject, <QuoteSubmittedDigestEmail {...props} />);
}
