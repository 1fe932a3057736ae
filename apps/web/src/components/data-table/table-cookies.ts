import type { SortingState, VisibilityState } from "@tanstack/react-table";
import { DEFAULT_COOKIE_DAYS, writeJsonCookie } from "@/lib/cookies";

/** A cookie's JSON, unchecked: callers narrow it (a cookie is whatever the browser sends). */
function parseJson(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export const sortCookieName = (tableName: string) => `table_sort_${tableName}`;
export const visibilityCookieName = (tableName: string) => `columnVisibility_${tableName}`;

function isSortingState(value: unknown): value is SortingState {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        !!entry &&
        typeof entry === "object" &&
        "id" in entry &&
        typeof entry.id === "string" &&
        "desc" in entry &&
        typeof entry.desc === "boolean",
    )
  );
}

/** The sort kept in table_sort_{name} (its raw value, from the request or the browser: lib/preferences.ts). */
export function readSorting(stored: string | undefined): SortingState {
  const value = parseJson(stored);
  return isSortingState(value) ? value : [];
}

export function writeSorting(tableName: string, sorting: SortingState): void {
  writeJsonCookie(sortCookieName(tableName), sorting, DEFAULT_COOKIE_DAYS);
}

/** The columns kept in columnVisibility_{name}. */
export function readVisibility(stored: string | undefined): VisibilityState | undefined {
  const value = parseJson(stored);
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, shown]) => typeof shown === "boolean"));
}

export function writeVisibility(tableName: string, visibility: VisibilityState): void {
  writeJsonCookie(visibilityCookieName(tableName), visibility, DEFAULT_COOKIE_DAYS);
}
