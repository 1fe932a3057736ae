import { useLayoutEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { persistRecentToasts } from "@/lib/notify";

function reloadDocument(): void {
  // Toasts of the action that navigated (e.g. 'Created successfully.') survive the reload.
  persistRecentToasts();
  window.location.reload();
}

/**
 * Spec: "Navigating to a different path forces one full page reload" (decision record 03x-web-full-reload).
 * The panel remembers the pathname it was mounted with; when the router moves to another pathname
 * (a link, navigate(), or the browser's back button), it reloads the document at the new URL before
 * the new screen paints. Returns true while that reload is pending so the caller can show a loader.
 */
export function useFullReloadOnPathChange(reload: () => void = reloadDocument): boolean {
  const { pathname } = useLocation();
  const [mountedPathname] = useState(pathname);
  const changed = pathname !== mountedPathname;
  useLayoutEffect(() => {
    if (changed) reload();
  }, [changed, reload]);
  return changed;
}
