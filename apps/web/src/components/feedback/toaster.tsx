import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useResolvedTheme } from "@/components/theme/theme";
import { replayPersistedToasts } from "@/lib/notify";

/** Toast defaults of spec section 9 (sonner's own defaults, set explicitly so they cannot drift). */
export const TOAST_DEFAULTS = {
  visibleToasts: 3,
  duration: 4000,
  width: 356,
  gap: 14,
  position: "bottom-right",
  offset: 32,
  /** Spec: 20 px: sonner 1.7's built-in threshold (no prop sets it; sonner 2 uses 45 px, decision 031). */
  swipeThreshold: 20,
  hotkey: ["altKey", "KeyT"],
} as const;

export function Toaster() {
  const theme = useResolvedTheme();
  useEffect(() => {
    // Let sonner mount first, then show toasts carried over the full page reload.
    const timer = setTimeout(replayPersistedToasts, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <SonnerToaster
      theme={theme}
      richColors
      closeButton
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      duration={TOAST_DEFAULTS.duration}
      gap={TOAST_DEFAULTS.gap}
      position={TOAST_DEFAULTS.position}
      offset={TOAST_DEFAULTS.offset}
      // Phones: above the panel's bottom navigation bar (64 px) instead of over it.
      mobileOffset={{ bottom: 80, left: 16, right: 16 }}
      hotkey={[...TOAST_DEFAULTS.hotkey]}
      style={
        {
          "--width": `${TOAST_DEFAULTS.width}px`,
          // The close button on the toast's right corner, where people look for it (sonner: left).
          "--toast-close-button-start": "unset",
          "--toast-close-button-end": "0",
          "--toast-close-button-transform": "translate(35%, -35%)",
        } as React.CSSProperties
      }
      toastOptions={{ style: { fontFamily: "var(--font-sans)" } }}
    />
  );
}
