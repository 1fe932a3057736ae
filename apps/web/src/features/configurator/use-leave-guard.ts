import { useEffect, useLayoutEffect, useRef } from "react";
import { useConfirm } from "@/components/feedback/confirm-provider";
import { goTo, setLeaveCheck } from "@/lib/navigation";

export interface LeaveGuardOptions {
  /** Leaving would lose something: ask first. */
  active: boolean;
  title: string;
  message: string;
  /** Runs after the user confirmed, before the navigation goes on (e.g. removing an unsaved unit). */
  onLeave?: () => Promise<void>;
}

/**
 * Asks before leaving a page with unsaved work (decision 070). Every move to another path is a
 * document navigation (lib/navigation.ts): the panel's own moves (Back to quote, a button's
 * navigate()) ask through the page's leave check, a plain click on a document link is held and asks
 * the same, and closing or reloading the tab (or the browser's back and forward) asks through
 * `beforeunload`. A confirmed leave goes on and nothing asks a second time.
 */
export function useLeaveGuard({ active, title, message, onLeave }: LeaveGuardOptions): void {
  const confirm = useConfirm();
  // The latest options for the listeners below, which live as long as the page.
  const activeRef = useRef(active);
  const onLeaveRef = useRef(onLeave);
  useLayoutEffect(() => {
    activeRef.current = active;
    onLeaveRef.current = onLeave;
  });
  // Set once the user chose to leave: the unload that follows must not ask again.
  const leaving = useRef(false);

  useEffect(
    () =>
      setLeaveCheck(async () => {
        if (!activeRef.current || leaving.current) return true;
        if (!(await confirm({ title, message, destructive: true }))) return false;
        leaving.current = true;
        await onLeaveRef.current?.();
        return true;
      }),
    [confirm, message, title],
  );

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
    // A document link would unload the page before anything could ask: while there is something to
    // lose, a plain click on a same-origin link to another path asks first, then loads it.
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
      void goTo(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
