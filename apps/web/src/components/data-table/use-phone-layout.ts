import { useSyncExternalStore } from "react";

/** Below Tailwind's `sm` (640 px): the width where a keyed list shows its key columns only. */
const PHONE_QUERY = "(max-width: 639.98px)";

function media(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener("change", onChange);
  return () => list?.removeEventListener("change", onChange);
}

/**
 * True on a phone. The CSS already hides the other columns there; this decides whether the key
 * values below the first one are rendered at all, so wider screens never carry a second copy.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
