import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Button } from "@/components/ui/button";
import { QuoteDocument } from "@/components/quote-document/quote-document";
import { useQuoteDocument } from "./use-quote-document";

/**
 * The quote as the homeowner will receive it, full screen (docs/decisions/134-customer-view.md):
 * the customer's document only, to present on the rep's tablet or laptop. Escape or Close leaves it.
 */
export function PresentationView({ quoteId, onClose }: { quoteId: number; onClose: () => void }) {
  const document = useQuoteDocument(quoteId, true);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    // Full screen where the browser allows it; the overlay covers the panel either way.
    void element?.requestFullscreen().catch(() => undefined);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    const onFullscreenChange = () => {
      if (!window.document.fullscreenElement) onClose();
    };
    window.addEventListener("keydown", onKey);
    window.document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.document.removeEventListener("fullscreenchange", onFullscreenChange);
      if (window.document.fullscreenElement) void window.document.exitFullscreen().catch(() => undefined);
    };
  }, [onClose]);
  return createPortal(
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label="Presentation"
      className="fixed inset-0 z-50 overflow-y-auto bg-slate-100 print:hidden"
    >
      <div className="sticky top-0 z-10 flex justify-end p-3">
        <Button variant="outline" size="sm" onClick={onClose} className="bg-white text-slate-900">
          <X aria-hidden="true" />
          Close
        </Button>
      </div>
      <div className="mx-auto max-w-4xl px-4 pb-16">
        {document.data ? (
          <QuoteDocument document={document.data} className="shadow-lg" />
        ) : (
          <p className="text-center text-sm text-slate-600">
            {document.isError ? "The quote document could not be loaded." : "Loading the quote…"}
          </p>
        )}
      </div>
    </div>,
    window.document.body,
  );
}
