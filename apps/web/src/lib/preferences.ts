import { createContext, useCallback, useContext, useState } from "react";
import { DEFAULT_COOKIE_DAYS, readCookie, writeCookie } from "@/lib/cookies";

/**
 * The browser's remembered choices (a table's sort and columns, the open tab, the collapsed side
 * navigation, the dashboard's period, the time zone) live in cookies, so the server renders the page
 * as the user left it and the browser's first render agrees with the server's (decision 128). Only
 * these cookies reach the page's data: never the session's.
 */
const PREFERENCE_COOKIE = /^(table_sort_|columnVisibility_|panel_)/;

/** The preference cookies of a request's Cookie header, by name. */
export function preferencesOf(cookieHeader: string | null): Record<string, string> {
  const preferences: Record<string, string> = {};
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = decodeSafely(part.slice(0, at).trim());
    if (!name || !PREFERENCE_COOKIE.test(name)) continue;
    preferences[name] = decodeSafely(part.slice(at + 1).trim());
  }
  return preferences;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The request's preference cookies, as the root loader read them (root.tsx provides them). */
export const PreferencesContext = createContext<Record<string, string> | null>(null);

/** A preference as the page was rendered with it (the root loader's copy), else the browser's cookie. */
export function useStoredPreference(name: string): string | undefined {
  const preferences = useContext(PreferencesContext);
  if (preferences) return preferences[name];
  return typeof document === "undefined" ? undefined : readCookie(name);
}

/**
 * A remembered choice: starts from the stored value (`parse` narrows it, a damaged value gives the
 * fallback), and a change is kept in its cookie for the next page.
 */
export function usePreference<T>(name: string, parse: (stored: string | undefined) => T) {
  const stored = useStoredPreference(name);
  const [value, setValue] = useState(() => parse(stored));
  const update = useCallback(
    (next: T, serialize: (value: T) => string = String) => {
      setValue(next);
      writeCookie(name, serialize(next), DEFAULT_COOKIE_DAYS);
    },
    [name],
  );
  return [value, update] as const;
}
