// Plain code, no schema: the panel reads its routes' ids without loading zod (api/common.ts builds
// the id schema on it).

/**
 * An id written as text (a REST path, a query string, a panel address): a canonical decimal integer
 * only, digits without a sign, a leading zero, spaces, a fraction or an exponent. `0x1`, `1e0`,
 * `01` and `" 1"` are not the id 1 (decision 145), as a number type's loose reading would make them.
 * Ten digits at most: ids are 32-bit integer columns (ID_MAX).
 */
export const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** The largest id: ids are 32-bit integer columns. */
export const ID_MAX = 2147483647;

/** Text that is a canonical id becomes its number; anything else is left as it is, for a schema to refuse. */
export const canonicalIdOf = (value: unknown): unknown =>
  typeof value === "string" && CANONICAL_ID.test(value) ? Number(value) : value;

/** The id a text names, or null when it names none (not canonical, 0, beyond ID_MAX). */
export function idFromText(value: string | null | undefined): number | null {
  const id = canonicalIdOf(value);
  return typeof id === "number" && id <= ID_MAX ? id : null;
}
