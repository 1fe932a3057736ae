import { formatDateTime } from "@/lib/format";

/**
 * When a version takes effect, in words. The book the panel was installed with is recorded as in
 * effect from the epoch (docs/decisions/148-price-book-versions.md): that is "from the start".
 */
export function effectiveText(effectiveAt: string | null): string {
  if (!effectiveAt) return "";
  return new Date(effectiveAt).getUTCFullYear() < 2000 ? "From the start" : formatDateTime(effectiveAt);
}

/** Whether a version has been in effect since the panel was installed. */
export const sinceInstall = (effectiveAt: string | null) =>
  !!effectiveAt && new Date(effectiveAt).getUTCFullYear() < 2000;
