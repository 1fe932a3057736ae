/** Prisma returns Decimal objects and Dates; the API speaks plain numbers and ISO strings. */
export function num(value: { toNumber(): number } | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return typeof value === "number" ? value : value.toNumber();
}

export function numOrNull(value: { toNumber(): number } | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return typeof value === "number" ? value : value.toNumber();
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** Only the keys present in `patch` whose value differs from `current` (for "only changed fields"). */
export function changedFields<T extends Record<string, unknown>>(
  current: Record<string, unknown>,
  patch: T,
): Partial<T> {
  const result: Partial<T> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const before = current[key];
    const same =
      before !== null && typeof before === "object" && "toNumber" in before
        ? Number(value) === (before as { toNumber(): number }).toNumber()
        : before === value;
    if (!same) (result as Record<string, unknown>)[key] = value;
  }
  return result;
}
