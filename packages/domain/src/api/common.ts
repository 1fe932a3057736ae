import { z } from "zod";
import { RECORD_STATUS } from "../status.js";
import { LIST_PAGE } from "../bounds.js";
import { canonicalIdOf, ID_MAX } from "../ids.js";

const ID_ERROR = "The id must be a whole number.";

/** A record id in a path, a query or a body: a number, or its canonical decimal text (decision 145). */
export const ZId = z.preprocess(
  canonicalIdOf,
  z
    .number({ error: ID_ERROR })
    .int({ error: ID_ERROR })
    .positive({ error: ID_ERROR })
    // Ids are 32-bit integer columns: a larger number is no id (and must not reach the database).
    .max(ID_MAX, { error: ID_ERROR }),
);

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
  // The last id seen: an id like any other (decision 145).
  cursor: ZId.optional(),
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
