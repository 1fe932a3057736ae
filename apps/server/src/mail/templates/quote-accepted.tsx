import { formatUsd } from "./format.js";
import { Details, EmailLayout, Paragraph } from "./layout.js";
import { renderEmail } from "./render.js";
import { DealerSignOff, type DealerContact } from "./quote-sent.js";

export interface QuoteAcceptedProps {
  dealer: DealerContact;
  customerFirstName: string;
  quoteNumber: string;
  signerName: string;
  /** "March 5, 2027 at 14:02 UTC" */
  signedAt: string;
  /** The customer total they signed for, never the dealer's cost. */
  total: number;
  /** The deposit due on acceptance and the balance after it, when the dealer asks one. */
  deposit?: { label: string; amount: number; balance: number } | null;
}

/** To the homeowner after signing (decision 167): the confirmation, the signed quote attached. */
export function QuoteAcceptedEmail(props: QuoteAcceptedProps) {
  const { dealer, customerFirstName, quoteNumber, signerName, signedAt, total, deposit } = props;
  const rows: [string, string][] = [
    ["Quote", quoteNumber],
    ["Signed by", signerName],
    ["Signed", signedAt],
    ["Total", formatUsd(total)],
  ];
  if (deposit) {
    rows.push([deposit.label, formatUsd(deposit.amount)]);
    rows.push(["Balance", formatUsd(deposit.balance)]);
  }
  return (
    <EmailLayout
      preview={`You accepted quote ${quoteNumber} from ${dealer.company_name}. Your signed copy is attached.`}
      sender={dealer.company_name}
      heading="Thank you for your order"
      footer={`Sent on behalf of ${dealer.company_name} by Screens Panel. For questions about your order, please contact ${dealer.company_name} directly.`}
    >
      <Paragraph>Hello {customerFirstName},</Paragraph>
      <Paragraph>
        You accepted quote {quoteNumber} from {dealer.company_name}. Your signed copy is attached as a PDF;
        keep it for your records.
        {deposit
          ? ` ${dealer.company_name} will contact you about the deposit and confirm the final measurements before your screens are built.`
          : ` ${dealer.company_name} will confirm the final measurements before your screens are built.`}
      </Paragraph>
      <Details rows={rows} />
      <DealerSignOff dealer={dealer} />
    </EmailLayout>
  );
}

export function quoteAcceptedEmail(props: QuoteAcceptedProps) {
  return renderEmail(
    `You accepted quote ${props.quoteNumber} from ${props.dealer.company_name}`,
    <QuoteAcceptedEmail {...props} />,
  );
}
