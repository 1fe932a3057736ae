import { z } from "zod";
import { RECORD_STATUS } from "../status.js";
import { LIST_PAGE } from "../bounds.js";

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
 * Server-side list controls: `q` filters case-insensitively, `sort` is `field` or `-field`, `limit`
 * 1-500 (default 100: a list is never the whole table), `cursor` is the last id seen (the next page).
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
    .min(1, { error: `limit must be from 1 to ${LIST_PAGE.max}.` })
    .max(LIST_PAGE.max, { error: `limit must be from 1 to ${LIST_PAGE.max}.` })
    .default(LIST_PAGE.default),
  cursor: z.coerce.number().int().positive().max(2147483647).optional(),
});
/** Services take the controls with `limit` optional (a caller that leaves it out gets the default page). */
export type TListQuery = Omit<z.infer<typeof ZListQuery>, "limit"> & { limit?: number };

/** A status field: one of the values of a named status table (status.ts), else `error`. */
export function zStatusOf<const T extends Record<string, number>>(statuses: T, error: string) {
  return z.literal(Object.values(statuses) as Array<T[keyof T]>, { error });
}

export const ZStatus = zStatusOf(RECORD_STATUS, "Status must be either active (1) or inactive (0)");

export const ZTimestamp = z.string();
export const ZSuccess = z.object({ success: z.literal(true) });

export const nullableText = z.string().trim().max(500).nullable().optional();
