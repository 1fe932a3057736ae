import type { SortingState, VisibilityState } from "@tanstack/react-table";
import { DEFAULT_COOKIE_DAYS, readJsonCookie, writeJsonCookie } from "@/lib/cookies";

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

export function readSorting(tableName: string): SortingState {
  const value = readJsonCookie(sortCookieName(tableName));
  return isSortingState(value) ? value : [];
}

export function writeSorting(tableName: string, sorting: SortingState): void {
  writeJsonCookie(sortCookieName(tableName), sorting, DEFAULT_COOKIE_DAYS);
}

export function readVisibility(tableName: string): VisibilityState | undefined {
  const value = readJsonCookie(visibilityCookieName(tableName));
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, shown]) => typeof shown === "boolean"));
}

export function writeVisibility(tableName: string, visibility: VisibilityState): void {
  writeJsonCookie(visibilityCookieName(tableName), visibility, DEFAULT_COOKIE_DAYS);
}
