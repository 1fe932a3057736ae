import { useSyncExternalStore } from "react";
import { flushSync } from "react-dom";

const printQuery = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("print")
    : null;

/** Between `beforeprint` and `afterprint`. */
let printingNow = false;

function subscribe(onChange: () => void): () => void {
  const query = printQuery();
  // `beforeprint` renders synchronously (flushSync), so the browser's print layout already has it.
  const before = () => {
    printingNow = true;
    flushSync(onChange);
  };
  const after = () => {
    printingNow = false;
    onChange();
  };
  window.addEventListener("beforeprint", before);
  window.addEventListener("afterprint", after);
  query?.addEventListener("change", onChange);
  return () => {
    window.removeEventListener("beforeprint", before);
    window.removeEventListener("afterprint", after);
    query?.removeEventListener("change", onChange);
  };
}

const printingSnapshot = () => printingNow || (printQuery()?.matches ?? false);

/**
 * Whether the page is being printed: true from `beforeprint` (Ctrl+P, the Print menu item) or while
 * the print media query matches, false after. What only a printout shows is then rendered on
 * demand instead of on every visit. The server's HTML is never printing: a page that starts printing
 * while it hydrates renders it right after, not as a mismatch of the server's HTML.
 */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, printingSnapshot, () => false);
}
