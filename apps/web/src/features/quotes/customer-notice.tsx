import { MESSAGES } from "@screens/domain/messages";
import { QUOTE_STATUS } from "@screens/domain/status";
import type { THistoryEntry, TQuote } from "@screens/domain/schemas";
import { CircleAlert, Clock, Lock, MessageSquareX, PenLine, Undo2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatDate, formatDateTime } from "@/lib/format";
import { CopyLinkButton } from "./copy-link";

/** The latest move into `status` in the history, if any. */
function lastMoveTo(entries: THistoryEntry[] | undefined, status: number): THistoryEntry | undefined {
  return entries?.filter((entry) => entry.to_status === status).at(-1);
}

/**
 * Why the units and accessories cannot be edited while the quote is with its customer (10) or
 * declined by them (11), and the way out (withdraw first, or revise: docs/customer-approval.md).
 */
export function CustomerNotice({
  status,
  history,
  validUntil,
  signature,
  copyLinkOf,
  now = new Date(),
}: {
  status: number;
  /** The quote whose live link the reader may copy to text it (decision 183); none: no button. */
  copyLinkOf?: number;
  history: THistoryEntry[] | undefined;
  /** The customer's acceptance and the dealer's submission (docs/decisions/136-signature-to-order.md). */
  signature?: TQuote["signature"];
  /** When the customer's link stops working (the quote's valid_until). */
  validUntil: string | null;
  now?: Date;
}) {
  if (status === QUOTE_STATUS.CUSTOMER_APPROVAL && validUntil && new Date(validUntil) < now) {
    // The link has died with the quote's validity: nothing will come back, so say what to do.
    return (
      <Alert variant="warning" role="status">
        <Clock aria-hidden="true" />
        <AlertTitle>The customer's link has expired</AlertTitle>
        <AlertDescription>
          {`The quote was valid until ${formatDate(validUntil)} and the customer did not answer. `}
          Withdraw it and send it again to give them a new link.
        </AlertDescription>
      </Alert>
    );
  }
  if (status === QUOTE_STATUS.CUSTOMER_APPROVAL) {
    const sent = lastMoveTo(history, QUOTE_STATUS.CUSTOMER_APPROVAL);
    return (
      <Alert variant="info" role="status">
        <Lock aria-hidden="true" />
        <AlertTitle>Waiting for the customer</AlertTitle>
        <AlertDescription>
          {sent ? `Sent by ${sent.who.name} on ${formatDateTime(sent.at)}. ` : ""}
          {MESSAGES.quoteWithCustomer}
          {copyLinkOf !== undefined && (
            <div className="mt-2">
              <CopyLinkButton quoteId={copyLinkOf} />
            </div>
          )}
        </AlertDescription>
      </Alert>
    );
  }
  if (status === QUOTE_STATUS.CUSTOMER_REJECTED) {
    const declined = lastMoveTo(history, QUOTE_STATUS.CUSTOMER_REJECTED);
    return (
      <Alert variant="warning" role="status">
        <MessageSquareX aria-hidden="true" />
        <AlertTitle>The customer declined this quote</AlertTitle>
        <AlertDescription>
          {declined?.note && (
            <span className="mb-1 block">
              Their reason: <q className="font-medium">{declined.note}</q>
            </span>
          )}
          {MESSAGES.quoteDeclinedByCustomer}
        </AlertDescription>
      </Alert>
    );
  }
  if (status === QUOTE_STATUS.CUSTOMER_ACCEPTED && signature?.price_changed) {
    return (
      <Alert variant="warning" role="status">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>The customer's price changed since they accepted</AlertTitle>
        <AlertDescription>{MESSAGES.acceptedPriceChanged}</AlertDescription>
      </Alert>
    );
  }
  if (status === QUOTE_STATUS.CUSTOMER_ACCEPTED) {
    const accepted = lastMoveTo(history, QUOTE_STATUS.CUSTOMER_ACCEPTED);
    const recall = accepted?.from_status === QUOTE_STATUS.AWAITING_APPROVAL ? accepted : undefined;
    const signed = history?.filter((entry) => entry.signature).at(-1)?.signature;
    return (
      <Alert variant="success" role="status">
        <PenLine aria-hidden="true" />
        <AlertTitle>
          {recall ? "Recalled: the signed job is back with you" : "The customer accepted this quote"}
        </AlertTitle>
        <AlertDescription>
          {signed ? `Signed by ${signed.signer_name} on ${formatDateTime(signed.signed_at)}. ` : ""}
          {recall?.note ? `Recall reason: “${recall.note}”. ` : ""}
          Record the deposit, make any correction from the final measure, then submit it for approval.
        </AlertDescription>
      </Alert>
    );
  }
  if (status === QUOTE_STATUS.STARTED) {
    const recall = lastMoveTo(history, QUOTE_STATUS.STARTED);
    if (recall?.from_status === QUOTE_STATUS.AWAITING_APPROVAL)
      return (
        <Alert variant="info" role="status">
          <Undo2 aria-hidden="true" />
          <AlertTitle>Recalled by {recall.who.name}</AlertTitle>
          <AlertDescription>{recall.note ? `“${recall.note}”` : ""}</AlertDescription>
        </Alert>
      );
  }
  return null;
}

/** For the manufacturer: the dealer's PO reference and whether its measurements are final. */
export function SubmissionNotice({ signature, status }: { signature: TQuote["signature"]; status: number }) {
  const submitted = status === QUOTE_STATUS.AWAITING_APPROVAL || status === QUOTE_STATUS.AWAITING_PAYMENT;
  if (!submitted || (signature.po_reference === null && signature.measurements_final === null)) return null;
  const notFinal = signature.measurements_final === false;
  return (
    <Alert variant={notFinal ? "warning" : "info"} role="status">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{notFinal ? "Measurements are not final" : "Submitted by the dealer"}</AlertTitle>
      <AlertDescription>
        {[
          signature.po_reference ? `Dealer PO: ${signature.po_reference}` : null,
          signature.measurements_final === null
            ? null
            : `Measurements: ${notFinal ? "not final yet" : "final"}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </AlertDescription>
    </Alert>
  );
}
