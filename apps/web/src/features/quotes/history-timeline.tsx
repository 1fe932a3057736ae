import { ORDER_STATUS_LABELS, QUOTE_STATUS, QUOTE_STATUS_LABELS } from "@screens/domain/status";
import type { THistoryEntry } from "@screens/domain/schemas";
import { ArrowRight, History, PenLine, UserRound } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";

/** One status change as the timeline shows it (GET /quotes/{id}/history). */
export type TimelineEntry = THistoryEntry;

export type TimelineKind = "quote" | "order";

const {
  STARTED,
  CUSTOMER_APPROVAL,
  CUSTOMER_REJECTED,
  CUSTOMER_ACCEPTED,
  AWAITING_APPROVAL,
  AWAITING_PAYMENT,
  ORDERED,
  INACTIVE,
} = QUOTE_STATUS;

/** Changes within a status (docs/decisions/131-selling-price.md, 136, 137, 157, 184, 185), in words. */
const EVENT_TEXT: Record<NonNullable<TimelineEntry["event"]>, string> = {
  selling_price: "Selling price changed",
  discount_approval_requested: "Discount approval requested",
  discount_approved: "Discount approved",
  step_undone: "Production step undone",
  discount_refused: "Discount refused",
  changed_after_acceptance: "Changed after the customer accepted",
  payment_recorded: "Payment recorded",
  refund_recorded: "Refund recorded",
  owner_changed: "Owner changed",
  reminder_sent: "Reminder sent to customer",
  deposit_changed: "Deposit changed",
  payment_voided: "Payment voided",
};

/** What a quote's move means, in words ("Sent to customer"), by from -> to. */
function quoteEvent(from: number | null, to: number, event: TimelineEntry["event"]): string {
  if (event) return EVENT_TEXT[event];
  if (from === null) return "Quote created";
  if (to === INACTIVE) return "Quote deleted";
  if (from === STARTED && to === CUSTOMER_APPROVAL) return "Sent to customer";
  if (from === CUSTOMER_APPROVAL && to === STARTED) return "Withdrawn from customer";
  if (from === CUSTOMER_APPROVAL && to === CUSTOMER_ACCEPTED) return "Accepted by customer";
  if (from === CUSTOMER_APPROVAL && to === AWAITING_APPROVAL) return "Accepted by customer and submitted";
  if (from === CUSTOMER_ACCEPTED && to === CUSTOMER_APPROVAL) return "Sent to customer again";
  if (from === CUSTOMER_ACCEPTED && to === AWAITING_APPROVAL) return "Submitted for approval";
  if (from === AWAITING_APPROVAL && (to === CUSTOMER_ACCEPTED || to === STARTED))
    return "Recalled by the dealer";
  if (from === CUSTOMER_APPROVAL && to === CUSTOMER_REJECTED) return "Declined by customer";
  if (from === CUSTOMER_REJECTED && to === STARTED) return "Revised";
  if (from === STARTED && to === AWAITING_APPROVAL) return "Submitted for approval";
  if (to === AWAITING_PAYMENT) return "Set to awaiting payment";
  if (to === ORDERED) return "Approved and ordered";
  return `Status changed to ${QUOTE_STATUS_LABELS[to] ?? to}`;
}

function orderEvent(from: number | null, to: number): string {
  if (from === null) return "Order created";
  return `Status changed to ${ORDER_STATUS_LABELS[to] ?? to}`;
}

/** The dot's colour: the customer's "no" in red, good news in green, the rest neutral. */
function tone(kind: TimelineKind, entry: TimelineEntry): string {
  if (kind === "quote" && entry.to_status === CUSTOMER_REJECTED) return "bg-red-500 ring-red-100";
  if (kind === "quote" && entry.to_status === INACTIVE) return "bg-slate-400 ring-slate-100";
  if (entry.signature || entry.to_status === ORDERED) return "bg-emerald-500 ring-emerald-100";
  if (kind === "quote" && entry.to_status === CUSTOMER_APPROVAL) return "bg-brand ring-brand-soft";
  return "bg-primary ring-slate-100 dark:ring-slate-800";
}

/**
 * The quote's (or order's) history (decision 064): who — a user or the customer — moved it when,
 * from which status to which, with the decline reason and the acceptance's signature.
 */
export function HistoryTimeline({
  kind,
  entries,
  loading = false,
  error = null,
  className,
}: {
  kind: TimelineKind;
  entries: TimelineEntry[] | undefined;
  loading?: boolean;
  error?: string | null;
  className?: string;
}) {
  // Newest first: the latest move is what a reader comes for.
  const ordered = [...(entries ?? [])].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id));
  return (
    <Card className={className} aria-labelledby="history-title">
      <CardHeader className="pb-4">
        <CardTitle id="history-title" className="flex items-center gap-2 text-base">
          <History aria-hidden="true" className="size-4 text-muted-foreground" />
          History
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : error ? (
          <p className="text-sm text-destructive">{error}</p>
        ) : ordered.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes yet.</p>
        ) : (
          <ol aria-label={`${kind === "quote" ? "Quote" : "Order"} history`} className="relative grid gap-5">
            <span aria-hidden="true" className="absolute top-2 bottom-2 left-[5px] w-px bg-border" />
            {ordered.map((entry) => (
              <li key={entry.id} className="relative grid gap-1 pl-7" data-testid="history-entry">
                <span
                  aria-hidden="true"
                  className={cn("absolute top-1.5 left-0 size-[11px] rounded-full ring-4", tone(kind, entry))}
                />
                <p className="text-sm font-medium">
                  {kind === "quote"
                    ? quoteEvent(entry.from_status, entry.to_status, entry.event)
                    : entry.event
                      ? EVENT_TEXT[entry.event]
                      : orderEvent(entry.from_status, entry.to_status)}
                </p>
                <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
                  <UserRound aria-hidden="true" className="size-3" />
                  <span className="font-medium text-foreground/80">{entry.who.name}</span>
                  <span aria-hidden="true">·</span>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </p>
                {entry.from_label !== null && !entry.event && (
                  <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                    <span>{entry.from_label}</span>
                    <ArrowRight aria-label="to" className="size-3" />
                    <span>{entry.to_label}</span>
                  </p>
                )}
                {entry.signature && (
                  <p className="mt-1 flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-xs text-emerald-900">
                    <PenLine aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                    <span>
                      Signed by <span className="font-semibold">{entry.signature.signer_name}</span> on{" "}
                      <time dateTime={entry.signature.signed_at}>
                        {formatDateTime(entry.signature.signed_at)}
                      </time>
                    </span>
                  </p>
                )}
                {entry.note && (
                  <blockquote className="mt-1 rounded-md border-l-2 border-border bg-muted/60 px-3 py-2 text-xs whitespace-pre-line text-foreground/90">
                    <span className="sr-only">{entry.event ? "Details: " : "Reason: "}</span>
                    {entry.note}
                  </blockquote>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
