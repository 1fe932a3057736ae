import { useStoredPreference } from "@/lib/preferences";
import { readCookie, writeCookie } from "@/lib/cookies";

/** The browser's time zone: reports count days and months in the user's own (decision 111). */
export const BROWSER_TZ = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The cookie that tells the server the browser's zone, for the figures its loaders read (decision 129). */
export const TZ_COOKIE = "panel_tz";

/** Keeps TZ_COOKIE equal to the browser's zone (root.tsx, on every page). */
export function rememberTimeZone(): void {
  if (readCookie(TZ_COOKIE) !== BROWSER_TZ) writeCookie(TZ_COOKIE, BROWSER_TZ);
}

/** The zone the server's loader used (the cookie), so the page's first render asks the same query. */
export function useTimeZone(): string {
  return useStoredPreference(TZ_COOKIE) ?? (typeof window === "undefined" ? "UTC" : BROWSER_TZ);
}

/** The same on the server, from the request's preference cookies. */
export function timeZoneOf(preferences: Record<string, string>): string {
  return preferences[TZ_COOKIE] ?? "UTC";
}
