import type { createMemoryRouter } from "react-router";
import { afterEach } from "vitest";
import { documentLocation } from "@/lib/navigation";

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

const real = { ...documentLocation };
let stopClicks: (() => void) | null = null;

/**
 * jsdom cannot load documents: while a test's router is mounted, the panel's document navigations
 * (lib/navigation.ts, and clicks on same-origin links such as `<Link reloadDocument>`) become that
 * memory router's moves, so a test reads where the page went from `router.state.location`.
 * `loads` records each one.
 */
export function followDocumentNavigations(router: MemoryRouter, loads: string[] = []): string[] {
  documentLocation.assign = (href) => {
    loads.push(href);
    void router.navigate(href);
  };
  documentLocation.replace = (href) => {
    loads.push(href);
    void router.navigate(href, { replace: true });
  };
  documentLocation.go = (steps) => {
    loads.push(String(steps));
    void router.navigate(steps);
  };
  stopClicks?.();
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || link.target === "_blank") return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || link.hasAttribute("download")) return;
    event.preventDefault();
    documentLocation.assign(`${url.pathname}${url.search}${url.hash}`);
  };
  // After the page's own handlers (the editor's leave guard holds a link first, in the capture phase).
  document.addEventListener("click", onClick);
  stopClicks = () => document.removeEventListener("click", onClick);
  return loads;
}

afterEach(() => {
  Object.assign(documentLocation, real);
  stopClicks?.();
  stopClicks = null;
});
