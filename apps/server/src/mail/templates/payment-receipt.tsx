import { formatDate, formatUsd } from "./format.js";
import { Details, Paragraph } from "./layout.js";
import { renderEmail } from "./render.js";
import { HomeownerEmail, type DealerContact } from "./homeowner-email.js";

export interface PaymentReceiptProps {
  dealer: DealerContact;
  customerFirstName: string;
  quoteNumber: string;
  kind: "payment" | "refund";
  amount: number;
  receivedOn: Date;
  /** "Check #1042" */
  method: string;
  /** The customer's total, what they have paid in all, and what remains. */
  total: number;
  paid: number;
  balance: number;
}

/** To the homeowner: the dealer recorded their payment or a refund (docs/decisions/137-payments.md). */
export function PaymentReceiptEmail(props: PaymentReceiptProps) {
  const { dealer, customerFirstName, quoteNumber, kind, amount, receivedOn, method, total, paid, balance } =
    props;
  const refund = kind === "refund";
  return (
    <HomeownerEmail
      dealer={dealer}
      customerFirstName={customerFirstName}
      preview={`${dealer.company_name} ${refund ? "refunded" : "received"} ${formatUsd(amount)} for quote ${quoteNumber}.`}
      heading={refund ? "Your refund" : "Thank you for your payment"}
      about="your payments"
    >
      <Paragraph>
        {refund
          ? `${dealer.company_name} has refunded ${formatUsd(amount)} for quote ${quoteNumber}.`
          : `${dealer.company_name} has received your payment of ${formatUsd(amount)} for quote ${quoteNumber}. Keep this e-mail as your receipt.`}
      </Paragraph>
      <Details
        rows={[
          ["Quote", quoteNumber],
          [refund ? "Refunded" : "Received", `${formatUsd(amount)} on ${formatDate(receivedOn)}`],
          ["Method", method],
          ["Quote total", formatUsd(total)],
          ["Paid to date", formatUsd(paid)],
          ["Balance", formatUsd(balance)],
        ]}
      />
    </HomeownerEmail>
  );
}

export function paymentReceiptEmail(props: PaymentReceiptProps) {
  const subject =
    props.kind === "refund"
      ? `Refund for quote ${props.quoteNumber} from ${props.dealer.company_name}`
      : `Payment received for quote ${props.quoteNumber}: ${props.dealer.company_name}`;
  return renderEmail(subject, <PaymentReceiptEmail {...props} />);
}
