import { ChevronDown, Download, FileText, Presentation, Printer } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { QuoteDocument } from "@/components/quote-document/quote-document";
import { usePrinting } from "@/lib/use-printing";
import { PresentationView } from "./presentation-view";
import { useQuoteDocument } from "./use-quote-document";

export const quotePdfUrl = (quoteId: number) => `/api/quotes/${quoteId}/pdf`;

/**
 * "Document" on the quote page's header: Present (the customer's document full screen), Print (the
 * page prints as the customer's document) and Download PDF (the server's PDF of the same document).
 */
export function DocumentActions({ quoteId }: { quoteId: number }) {
  const [presenting, setPresenting] = useState(false);
  const close = useCallback(() => setPresenting(false), []);
  return (
    <>
      <DropdownMenu
        align="end"
        trigger={
          <Button variant="outline">
            <FileText aria-hidden="true" />
            Document
            <ChevronDown aria-hidden="true" className="text-muted-foreground" />
          </Button>
        }
      >
        <DropdownMenuItem onSelect={() => setPresenting(true)}>
          <Presentation aria-hidden="true" />
          Present
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => window.location.assign(quotePdfUrl(quoteId))}>
          <Download aria-hidden="true" />
          Download PDF
        </DropdownMenuItem>
      </DropdownMenu>
      {presenting && <PresentationView quoteId={quoteId} onClose={close} />}
    </>
  );
}

/**
 * What the quote page prints (decision 066): the customer's document, in place of the panel (which
 * is `print:hidden`): no navigation, no dealer cost, no checkboxes, no buttons. Its data loads with
 * the page, but the document (every unit's drawing) is drawn only when the page is printed: a visit
 * that does not print does not pay for it (decision 125).
 */
export function QuotePrintView({ quoteId, enabled }: { quoteId: number; enabled: boolean }) {
  // Read here, not by the page: its arrival re-renders this (empty until printed), not the whole page.
  const printable = useQuoteDocument(quoteId, enabled);
  const printing = usePrinting();
  if (!printing) return null;
  const document = printable.data;
  const failed = printable.isError;
  return (
    <div className="hidden print:block" data-testid="quote-print-view">
      {document ? (
        <QuoteDocument document={document} />
      ) : (
        <p className="text-sm">
          {failed
            ? "The quote document could not be loaded for printing. Use Download PDF on the quote page instead."
            : "The quote document is still loading. Please print again in a moment."}
        </p>
      )}
    </div>
  );
}
