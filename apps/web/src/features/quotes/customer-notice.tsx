import { MESSAGES } from "@screens/domain/messages";
import { QUOTE_STATUS } from "@screens/domain/status";
import type { THistoryEntry } from "@screens/domain/schemas";
import { Clock, Lock, MessageSquareX } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { formatDate, formatDateTime } from "@/lib/format";

/** The latest move into `status` in the history, if any. */
function lastMoveTo(entries: THistoryEntry[] | undefined, status: number): THistoryEntry | undefined {
  return entries?.filter((entry) => entry.to_status === status).at(-1);
}

/**
 * Why the units and accessories cannot be edited while the quote is with its customer (10) or
 * declined by them (11), and the way out (issue 11 §2: withdraw first; §3: revise).
 */
export function CustomerNotice({
  status,
  history,
  validUntil,
  now = new Date(),
}: {
  status: number;
  history: THistoryEntry[] | undefined;
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
  return null;
}
