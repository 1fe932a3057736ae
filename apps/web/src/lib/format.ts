import { ROLE_NAMES } from "@screens/domain/roles";
import { formatUSD } from "@screens/pricing/money";

export { formatUSD };

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** A short, locale-stable date for tables and headers ("Mar 4, 2026"). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A date with its time, in the browser's time zone ("Mar 4, 2026, 3:05 PM"). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}

export function fullName(person: { first_name?: string | null; last_name?: string | null }): string {
  return [person.first_name, person.last_name].filter(Boolean).join(" ");
}

/** Fields whose value differs from the original (only changed fields are sent on update, product rule R41). */
export function changedFields<T extends Record<string, unknown>>(
  original: Partial<Record<keyof T, unknown>>,
  values: T,
): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(values) as (keyof T)[]) {
    const before = normalize(original[key]);
    const after = normalize(values[key]);
    if (before !== after) changed[key] = values[key];
  }
  return changed;
}

function normalize(value: unknown): string {
  return plainText(value).trim();
}

/** The role's name, or undefined for a role id this build does not know (a newer server). */
export function roleName(roleId: number): string | undefined {
  return (ROLE_NAMES as Partial<Record<number, string>>)[roleId];
}

/**
 * The text of a value shown in a cell or a form field: strings, numbers, booleans and dates as
 * String() writes them; null, undefined and other objects as "" (never "[object Object]").
 */
export function plainText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  if (value instanceof Date) return String(value);
  return "";
}
