import type { TChosenLines, TCustomerDecision } from "@screens/domain/schemas";
import {
  documentChoiceLines,
  documentChosenKeys,
  documentForChoice,
  documentLineKey,
} from "@screens/domain/quote-document";
import { CircleCheck, CircleX, Download, PenLine } from "lucide-react";
import { useMemo, useState } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { QuoteDocument, type ChooseLine } from "@/components/quote-document/quote-document";
import { formatDocumentDate } from "@/components/quote-document/format";
import type { QuoteDocumentData } from "@/components/quote-document/types";
import { describeError } from "@/lib/api";
import { formatDateTime, formatUSD } from "@/lib/format";
import { cn } from "@/lib/utils";
import { AcceptDialog, type AcceptValues } from "./accept-dialog";
import { DeclineDialog } from "./decline-dialog";

/** Where the customer's answer stands: still open, or given (once; the link never acts twice). */
export type CustomerDecision = TCustomerDecision;

export interface PublicQuoteViewProps {
  document: QuoteDocumentData;
  decision: CustomerDecision;
  pdfUrl: string;
  /** `chosen`: the optional lines ticked and the alternatives picked, when the quote has any (decision 182). */
  onAccept: (values: AcceptValues & { chosen?: TChosenLines }) => Promise<void>;
  onDecline: (values: { reason?: string }) => Promise<void>;
}

/**
 * The homeowner's page (decision 052): the quote document, then Accept (typed name + consent) or
 * Decline (optional reason); once answered, the decision and the PDF. Phone first: the answer
 * buttons stay at the bottom of the screen while the customer reads.
 */
export function PublicQuoteView({ document, decision, pdfUrl, onAccept, onDecline }: PublicQuoteViewProps) {
  const [dialog, setDialog] = useState<"accept" | "decline" | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = decision.state === "open";
  // The homeowner's picks among the options (decision 182): the document's own choice to start
  // with; the totals follow at once, priced by the same function as the server's.
  const [picks, setPicks] = useState<{ of: QuoteDocumentData; keys: Set<string> } | null>(null);
  const picked = picks?.of === document ? picks.keys : null;
  const shown = useMemo(
    () => (picked && document.choices ? documentForChoice(document, picked) : document),
    [document, picked],
  );
  const choose: ChooseLine = (line, id, option) => {
    const keys = new Set(picked ?? documentChosenKeys(document));
    const key = documentLineKey(line, id);
    if (option.choice === "optional") {
      if (keys.has(key)) keys.delete(key);
      else keys.add(key);
    } else {
      for (const other of documentChoiceLines(document))
        if (other.choice === "alternative" && other.group === (option.group ?? null)) keys.delete(other.key);
      keys.add(key);
    }
    setPicks({ of: document, keys });
  };
  const chosenLines = (): TChosenLines | undefined =>
    document.choices
      ? documentChoiceLines(shown)
          .filter((line) => line.choice !== "required" && line.chosen)
          .map((line) => {
            const [kind, id] = line.key.split(":");
            return { line: kind as TChosenLines[number]["line"], id: Number(id) };
          })
      : undefined;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setDialog(null);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setBusy(false);
    }
  };

  const openDialog = (which: "accept" | "decline") => {
    setError(null);
    setDialog(which);
  };

  return (
    <main className="min-h-dvh bg-slate-100">
      <div className={cn("mx-auto max-w-4xl sm:px-6 sm:pt-8", open ? "sm:pb-10" : "pb-12")}>
        <DecisionBanner decision={decision} document={document} pdfUrl={pdfUrl} />
        {open && (
          <div className="flex items-center justify-between gap-3 px-5 py-4 sm:px-0 sm:pb-4">
            <p className="text-sm text-slate-600">
              Please review your quote from{" "}
              <span className="font-medium text-slate-900">{document.dealer.company_name}</span>.
            </p>
            <a
              href={pdfUrl}
              download
              className={cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0")}
            >
              <Download aria-hidden="true" />
              PDF
            </a>
          </div>
        )}
        <QuoteDocument document={shown} onChoose={open && document.choices ? choose : undefined} />
        {/* Sticky, not fixed: it rides along at the bottom of the screen and rests under the document. */}
        {open && (
          <div className="sticky bottom-0 z-40 mt-6 border-t bg-white/95 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:bottom-4 sm:rounded-2xl sm:border sm:shadow-xl sm:shadow-slate-900/10">
            <div className="flex flex-col gap-3 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:py-4">
              <div className="flex items-baseline justify-between gap-3 sm:block">
                <p className="text-xs text-slate-500">
                  Total (USD) · valid until {formatDocumentDate(document.quote.valid_until)}
                </p>
                <p className="text-lg font-semibold tabular-nums sm:text-xl" data-testid="public-total">
                  {formatUSD(shown.totals.total)}
                </p>
              </div>
              <div className="grid grid-cols-[auto_1fr] gap-2 sm:flex">
                <Button variant="outline" size="lg" onClick={() => openDialog("decline")}>
                  Decline
                </Button>
                <Button variant="brand" size="lg" onClick={() => openDialog("accept")}>
                  <PenLine aria-hidden="true" />
                  Accept quote
                </Button>
              </div>
            </div>
          </div>
        )}
      </div>

      <AcceptDialog
        open={open && dialog === "accept"}
        onOpenChange={(next) => setDialog(next ? "accept" : null)}
        total={formatUSD(shown.totals.total)}
        busy={busy}
        error={error}
        onAccept={(values) => void run(() => onAccept({ ...values, chosen: chosenLines() }))}
      />
      <DeclineDialog
        open={open && dialog === "decline"}
        onOpenChange={(next) => setDialog(next ? "decline" : null)}
        busy={busy}
        error={error}
        onDecline={(values) => void run(() => onDecline(values))}
      />
    </main>
  );
}

/** After the answer: what was decided, when, by whom, and the PDF to keep. */
function DecisionBanner({
  decision,
  document,
  pdfUrl,
}: {
  decision: CustomerDecision;
  document: QuoteDocumentData;
  pdfUrl: string;
}) {
  if (decision.state === "open") return null;
  const accepted = decision.state === "accepted";
  return (
    <section
      role="status"
      aria-labelledby="decision-title"
      className={cn(
        "mb-4 flex flex-col gap-4 border-b px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:rounded-2xl sm:border sm:px-6",
        accepted ? "border-emerald-200 bg-emerald-50" : "border-slate-200 bg-white",
      )}
    >
      <div className="flex items-start gap-3">
        {accepted ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600" />
        ) : (
          <CircleX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
        )}
        <div className="min-w-0">
          <h2 id="decision-title" className="font-semibold text-slate-900">
            {accepted ? "You accepted this quote" : "You declined this quote"}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {accepted ? (
              <>
                Signed by <span className="font-medium text-slate-900">{decision.signer_name}</span> on{" "}
                {formatDateTime(decision.decided_at)}. {document.dealer.company_name} has been notified and
                will be in touch about the next steps.
              </>
            ) : (
              <>
                On {formatDateTime(decision.decided_at)}. {document.dealer.company_name} has been told and may
                send you a revised quote.
              </>
            )}
          </p>
          {decision.state === "declined" && decision.reason && (
            <p className="mt-2 text-sm whitespace-pre-line text-slate-600">
              <span className="font-medium text-slate-900">Your reason:</span> {decision.reason}
            </p>
          )}
        </div>
      </div>
      <a href={pdfUrl} download className={cn(buttonVariants({ variant: "outline" }), "shrink-0 bg-white")}>
        <Download aria-hidden="true" />
        Download PDF
      </a>
    </section>
  );
}
