import { useLayoutEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import { persistRecentToasts } from "@/lib/notify";

/** When the last reload was asked for: the router's subscription and the shell's effect ask once each. */
let reloadAskedAt = Number.NEGATIVE_INFINITY;

function reloadDocument(): void {
  // Two asks within a second are one path change (a second reload() would restart the first).
  const now = Date.now();
  if (now - reloadAskedAt < 1000) return;
  reloadAskedAt = now;
  // Toasts of the action that navigated (e.g. 'Created successfully.') survive the reload.
  persistRecentToasts();
  window.location.reload();
}

function isPanelScreen(pathname: string): boolean {
  return pathname.startsWith("/panel/");
}

/** The part of a react-router data router this needs (createBrowserRouter's). */
export interface PathRouter {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Starts the reload of decision 030 the moment the router commits another panel path, before React
 * renders a route it will not show (issue 14 §1: that render cost tens of milliseconds per click).
 * The shell's useFullReloadOnPathChange stays as the rule for every router; this only starts sooner.
 */
export function reloadOnPanelPathChange(router: PathRouter, reload: () => void = reloadDocument): () => void {
  let current = router.state.location.pathname;
  return router.subscribe((state) => {
    const next = state.location.pathname;
    if (next !== current && isPanelScreen(current) && isPanelScreen(next)) reload();
    current = next;
  });
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
