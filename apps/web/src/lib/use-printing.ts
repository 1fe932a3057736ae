import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

const printQuery = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("print")
    : null;

/**
 * Whether the page is being printed: true from `beforeprint` (Ctrl+P, the Print menu item) or while
 * the print media query matches, false after. What only a printout shows is then rendered on
 * demand instead of on every visit; `beforeprint` renders synchronously (flushSync), so the
 * browser's print layout already has it.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => printQuery()?.matches ?? false);
  useEffect(() => {
    const query = printQuery();
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(query?.matches ?? false);
    const change = (event: MediaQueryListEvent) => (event.matches ? before() : after());
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    query?.addEventListener("change", change);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
      query?.removeEventListener("change", change);
    };
  }, []);
  return printing;
}
