import { CallToAction, Details, EmailLayout, Paragraph, PANEL_FOOTER, Quote } from "./layout.js";
import { renderEmail } from "./render.js";

export interface CustomerDecisionProps {
  recipientFirstName: string;
  decision: "accepted" | "declined";
  quoteNumber: string;
  customerName: string;
  /** The typed name of the acceptance (the e-signature). */
  signerName?: string | null;
  /** The decline reason, when the customer gave one. */
  reason?: string | null;
  /** The quote in the panel. */
  link: string;
  /** An acceptance the dealer's setting submitted at once; else the signed job waits for the dealer (decision 136). */
  submitted?: boolean;
}

/**
 * To the quote's creator: the homeowner accepted (the signed job waits for the dealer's submission,
 * or was submitted at once by the dealer's setting) or declined it.
 */
export function CustomerDecisionEmail(props: CustomerDecisionProps) {
  const { recipientFirstName, decision, quoteNumber, customerName, signerName, reason, link, submitted } =
    props;
  const accepted = decision === "accepted";
  const next = submitted
    ? "It now awaits the manufacturer's approval."
    : "Record the deposit, confirm the final measurements and submit it for approval.";
  return (
    <EmailLayout
      preview={
        accepted
          ? `${customerName} accepted quote ${quoteNumber}. ${next}`
          : `${customerName} declined quote ${quoteNumber}.`
      }
      sender="Screens Panel"
      heading={accepted ? `${customerName} accepted the quote` : `${customerName} declined the quote`}
      footer={PANEL_FOOTER}
    >
      <Paragraph>Hello {recipientFirstName},</Paragraph>
      {accepted ? (
        <>
          <Paragraph>
            Good news: {customerName} accepted quote {quoteNumber}
            {signerName ? `, signed as "${signerName}"` : ""}.{" "}
            {submitted
              ? "The quote has gone to the manufacturer and now awaits approval; you will hear from us when it is approved."
              : "The signed job stays with you until you submit it: record the deposit, confirm the final measurements, then submit it for approval."}
          </Paragraph>
          <Details
            rows={[
              ["Quote", quoteNumber],
              ["Status", submitted ? "Awaiting Approval" : "Customer Accepted"],
            ]}
          />
        </>
      ) : (
        <>
          <Paragraph>
            {customerName} declined quote {quoteNumber}.
          </Paragraph>
          {reason ? (
            <>
              <Paragraph>Their reason:</Paragraph>
              <Quote>{reason}</Quote>
            </>
          ) : (
            <Paragraph>No reason was given.</Paragraph>
          )}
          <Paragraph>You can revise the quote and send it to the customer again.</Paragraph>
        </>
      )}
      <CallToAction href={link}>Open the quote</CallToAction>
    </EmailLayout>
  );
}

export function customerDecisionEmail(props: CustomerDecisionProps) {
  const verb = props.decision === "accepted" ? "accepted" : "declined";
  return renderEmail(
    `Quote ${props.quoteNumber} ${verb} by ${props.customerName}`,
    <CustomerDecisionEmail {...props} />,
  );
}
