import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useResolvedTheme } from "@/components/theme/theme";
import { replayPersistedToasts } from "@/lib/notify";

/** Toast defaults (sonner's own defaults, set explicitly so they cannot drift). */
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

/**
 * The light theme's toast text, darker than sonner's rich colours: on their pale backgrounds
 * (`SONNER_LIGHT_BACKGROUNDS`) sonner's own text measured 3.0 to 4.4 : 1, under WCAG's 4.5 : 1
 * (axe "serious"). The dark theme's pass as they are.
 */
export const LIGHT_TOAST_TEXT = {
  success: "hsl(140, 100%, 20%)",
  error: "hsl(360, 100%, 35%)",
  warning: "hsl(31, 92%, 26%)",
  info: "hsl(210, 92%, 33%)",
} as const;
/** sonner's light backgrounds of the same kinds (its styles.css), which the text is measured on. */
export const SONNER_LIGHT_BACKGROUNDS = {
  success: "hsl(143, 85%, 96%)",
  error: "hsl(359, 100%, 97%)",
  warning: "hsl(49, 100%, 97%)",
  info: "hsl(208, 100%, 97%)",
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
          ...(theme === "light" &&
            Object.fromEntries(
              Object.entries(LIGHT_TOAST_TEXT).map(([kind, color]) => [`--${kind}-text`, color]),
            )),
        } as React.CSSProperties
      }
      toastOptions={{ style: { fontFamily: "var(--font-sans)" } }}
    />
  );
}
