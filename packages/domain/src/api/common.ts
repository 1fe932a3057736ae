import { z } from "zod";
import { RECORD_STATUS } from "../status.js";

/** A record id in a path or body; strings of digits are accepted (REST paths and query strings). */
export const ZId = z.coerce
  .number({ error: "The id must be a whole number." })
  .int({ error: "The id must be a whole number." })
  .positive({ error: "The id must be a whole number." })
  // Ids are 32-bit integer columns: a larger number is no id (and must not reach the database).
  .max(2147483647, { error: "The id must be a whole number." });

export const ZIdInput = z.object({ id: ZId });
export type TIdInput = z.infer<typeof ZIdInput>;

/**
 * Optional server-side list controls (the spec's lists work without them):
 * `q` filters case-insensitively, `sort` is `field` or `-field`, `limit` 1-500, `cursor` is the last id seen.
 */
export const ZListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/, { error: "sort must be a field name, optionally prefixed with - for descending." })
    .optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: "limit must be from 1 to 500." })
    .max(500, { error: "limit must be from 1 to 500." })
    .optional(),
  cursor: z.coerce.number().int().positive().max(2147483647).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** A status field: one of the values of a named status table (status.ts), else `error`. */
export function zStatusOf<const T extends Record<string, number>>(statuses: T, error: string) {
  return z.literal(Object.values(statuses) as Array<T[keyof T]>, { error });
}

export const ZStatus = zStatusOf(RECORD_STATUS, "Status must be either active (1) or inactive (0)");

export const ZTimestamp = z.string();
export const ZSuccess = z.object({ success: z.literal(true) });

export const nullableText = z.string().trim().max(500).nullable().optional();
