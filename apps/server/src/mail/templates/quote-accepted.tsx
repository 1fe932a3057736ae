import { formatUsd } from "./format.js";
import { Details, Paragraph } from "./layout.js";
import { renderEmail } from "./render.js";
import { HomeownerEmail, type DealerContact } from "./homeowner-email.js";

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
    <HomeownerEmail
      dealer={dealer}
      customerFirstName={customerFirstName}
      preview={`You accepted quote ${quoteNumber} from ${dealer.company_name}. Your signed copy is attached.`}
      heading="Thank you for your order"
      about="your order"
    >
      <Paragraph>
        You accepted quote {quoteNumber} from {dealer.company_name}. Your signed copy is attached as a PDF;
        keep it for your records.
        {deposit
          ? ` ${dealer.company_name} will contact you about the deposit and confirm the final measurements before your screens are built.`
          : ` ${dealer.company_name} will confirm the final measurements before your screens are built.`}
      </Paragraph>
      <Details rows={rows} />
    </HomeownerEmail>
  );
}

export function quoteAcceptedEmail(props: QuoteAcceptedProps) {
  return renderEmail(
    `You accepted quote ${props.quoteNumber} from ${props.dealer.company_name}`,
    <QuoteAcceptedEmail {...props} />,
  );
}
