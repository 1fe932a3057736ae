import { useCallback } from "react";
import { useNavigate } from "react-router";
import { persistRecentToasts } from "@/lib/notify";

/**
 * Every move to another path is a document navigation ("navigating to a different path
 * forces one full page reload", decision 030): the server renders the next screen with its data.
 * Moves within a path (its search, its hash) stay with the router.
 */

/** Asks before the page is left (the editor's unsaved work); resolves false to stay. */
type LeaveCheck = () => Promise<boolean>;
let leaveCheck: LeaveCheck | null = null;

/** Registers the page's leave check; returns its removal. One page has at most one. */
export function setLeaveCheck(check: LeaveCheck): () => void {
  leaveCheck = check;
  return () => {
    if (leaveCheck === check) leaveCheck = null;
  };
}

/** The browser's document navigations (component tests, whose DOM cannot load documents, swap them). */
export const documentLocation = {
  assign: (href: string) => window.location.assign(href),
  replace: (href: string) => window.location.replace(href),
  go: (steps: number) => window.history.go(steps),
};

/** Loads `href` as a new document, after the page's leave check; toasts on screen carry over. */
export async function goTo(href: string, options: { replace?: boolean } = {}): Promise<void> {
  if (leaveCheck && !(await leaveCheck())) return;
  persistRecentToasts();
  if (options.replace) documentLocation.replace(href);
  else documentLocation.assign(href);
}

/** Steps through the browser's history (each panel path is its own document), after the leave check. */
export async function goBack(steps = -1): Promise<void> {
  if (leaveCheck && !(await leaveCheck())) return;
  persistRecentToasts();
  documentLocation.go(steps);
}

export type AppNavigate = (to: string | number, options?: { replace?: boolean }) => Promise<void>;

/** `navigate()` with the rule above: another path loads a document, the same path stays in place. */
export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  return useCallback<AppNavigate>(
    async (to, options = {}) => {
      if (typeof to === "number") return goBack(to);
      const url = new URL(to, window.location.href);
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (url.pathname === window.location.pathname) return navigate(href, options);
      return goTo(href, options);
    },
    [navigate],
  );
}
