import { useLocation, useRouteLoaderData } from "react-router";

/** The page's own absolute address, the same on the server's render (the root loader's origin) and in the browser. */
export function usePageUrl(): string {
  const { pathname, search, hash } = useLocation();
  const origin =
    useRouteLoaderData<{ origin?: string }>("root")?.origin ??
    (typeof window === "undefined" ? "" : window.location.origin);
  return `${origin}${pathname}${search}${hash}`;
}
