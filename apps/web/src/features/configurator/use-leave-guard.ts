import { useEffect, useLayoutEffect, useRef } from "react";
import { useBlocker, useNavigate } from "react-router-dom";
import { useConfirm } from "@/components/feedback/confirm-provider";

export interface LeaveGuardOptions {
  /** Leaving would lose something: ask first. */
  active: boolean;
  title: string;
  message: string;
  /** Runs after the user confirmed, before the navigation goes on (e.g. removing an unsaved unit). */
  onLeave?: () => Promise<void>;
}

/**
 * Asks before leaving a page with unsaved work (issue 12 §1, decision 070): router navigations
 * (Back to quote, navigate(), the browser's back and forward) through react-router's `useBlocker`,
 * the panel's document links (the side navigation and the phone bar use `reloadDocument`) by routing
 * their clicks through the router first, and closing or reloading the tab through `beforeunload`.
 * A confirmed leave lets the navigation go on, so the panel's full reload on path change (decision
 * 030) follows as usual, and nothing asks a second time.
 */
export function useLeaveGuard({ active, title, message, onLeave }: LeaveGuardOptions): void {
  const confirm = useConfirm();
  const navigate = useNavigate();
  // The latest options for the listeners below, which live as long as the page.
  const activeRef = useRef(active);
  const onLeaveRef = useRef(onLeave);
  useLayoutEffect(() => {
    activeRef.current = active;
    onLeaveRef.current = onLeave;
  });
  // Set once the user chose to leave: the reload that follows must not ask again.
  const leaving = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const asking = useRef<unknown>(null);
  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current === blocker.location) return;
    asking.current = blocker.location;
    void confirm({ title, message, destructive: true }).then(async (leave) => {
      asking.current = null;
      if (!leave) {
        blocker.reset();
        return;
      }
      leaving.current = true;
      try {
        await onLeaveRef.current?.();
      } finally {
        blocker.proceed();
      }
    });
  }, [blocker, confirm, message, title]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!activeRef.current || leaving.current) return;
      event.preventDefault();
      // Browsers before 2023 (Chrome < 119, Safari < 17) prompt only when returnValue is set.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  useEffect(() => {
    // Document links would unload the page without the router seeing them: while there is something
    // to lose, a plain click on a same-origin link becomes a router navigation, which the blocker asks
    // about (and which the panel then turns into its full reload).
    const onClick = (event: MouseEvent) => {
      if (!activeRef.current || leaving.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return;
      if (url.pathname === window.location.pathname) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [navigate]);
}
