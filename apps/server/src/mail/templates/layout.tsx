import type { ReactNode } from "react";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { BRAND } from "./brand.js";

interface LayoutProps {
  /** The line inbox lists show after the subject. */
  preview: string;
  /** Who the e-mail is from, in its header band: the dealer for a homeowner, else "Screens Panel". */
  sender: string;
  heading: string;
  children: ReactNode;
  /** The small print under the card. */
  footer: ReactNode;
}

const body = { backgroundColor: BRAND.page, fontFamily: BRAND.font, margin: 0, padding: "24px 0" };
const card = {
  backgroundColor: BRAND.card,
  border: `1px solid ${BRAND.border}`,
  borderRadius: "12px",
  maxWidth: "560px",
  overflow: "hidden" as const,
};
const band = { backgroundColor: BRAND.navy, borderBottom: `4px solid ${BRAND.amber}`, padding: "20px 32px" };
const bandText = { color: "#ffffff", fontSize: "18px", fontWeight: 600, letterSpacing: "0.2px", margin: 0 };
const content = { padding: "28px 32px 8px" };
const headingStyle = {
  color: BRAND.text,
  fontSize: "22px",
  fontWeight: 700,
  lineHeight: "30px",
  margin: "0 0 16px",
};
const footerStyle = {
  color: BRAND.mutedText,
  fontSize: "12px",
  lineHeight: "18px",
  margin: "16px auto 0",
  maxWidth: "560px",
  padding: "0 32px",
};

/** The frame every e-mail shares: brand band, one white card, small print. */
export function EmailLayout({ preview, sender, heading, children, footer }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={card}>
          <Section style={band}>
            <Text style={bandText}>{sender}</Text>
          </Section>
          <Section style={content}>
            <Heading as="h1" style={headingStyle}>
              {heading}
            </Heading>
            {children}
          </Section>
        </Container>
        <Text style={footerStyle}>{footer}</Text>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: BRAND.text, fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" }}>
      {children}
    </Text>
  );
}

/** The one action of the e-mail: an amber button whose address also stands in the text version. */
export function CallToAction({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND.amber,
          borderRadius: "8px",
          color: BRAND.amberText,
          fontSize: "15px",
          fontWeight: 600,
          padding: "12px 22px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
      <Text style={{ color: BRAND.mutedText, fontSize: "12px", lineHeight: "18px", margin: "12px 0 0" }}>
        Or copy this address into your browser: {href}
      </Text>
    </Section>
  );
}

/** Label and value pairs (quote number, total, valid until...), as a quiet box. */
export function Details({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Section
      style={{
        backgroundColor: BRAND.page,
        border: `1px solid ${BRAND.border}`,
        borderRadius: "8px",
        margin: "0 0 20px",
        padding: "12px 16px",
      }}
    >
      {rows.map(([label, value]) => (
        <Text
          key={label}
          style={{ color: BRAND.text, fontSize: "14px", lineHeight: "22px", margin: "2px 0" }}
        >
          <span style={{ color: BRAND.mutedText }}>{label}: </span>
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}

/** A quoted text from someone else (a decline reason), set apart from ours. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        borderLeft: `3px solid ${BRAND.amber}`,
        color: BRAND.text,
        fontSize: "15px",
        fontStyle: "italic",
        lineHeight: "24px",
        margin: "0 0 20px",
        padding: "4px 0 4px 14px",
        whiteSpace: "pre-wrap",
      }}
    >
      {children}
    </Text>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: BRAND.border, margin: "8px 0 20px" }} />;
}

/** The panel's own footer line for staff and dealer e-mails. */
export const PANEL_FOOTER =
  "You receive this e-mail because you use Screens Panel. It was sent automatically; replies are not read.";
