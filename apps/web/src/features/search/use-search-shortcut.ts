import { useEffect } from "react";

/** Whether the keyboard's command key is ⌘ (Apple) rather than Ctrl. */
export function isApplePlatform(): boolean {
  return typeof navigator !== "undefined" && /mac|iphone|ipad|ipod/i.test(navigator.userAgent);
}

/** Ctrl+K (⌘K on a Mac) anywhere in the panel toggles the search, as in most tools. */
export function useSearchShortcut(toggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "k" || event.altKey || event.shiftKey) return;
      if (!(event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [toggle]);
}
