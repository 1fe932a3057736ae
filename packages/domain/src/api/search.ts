import { z } from "zod";

/**
 * GET /search?q=: the header's search box (decision 117). At least 3 characters: the
 * trigram indexes answer nothing shorter, which would scan every table.
 */
export const ZSearchRequest = z.object({
  q: z
    .string({ error: "Enter something to search for." })
    .trim()
    .min(3, { error: "Search for at least 3 characters." })
    .max(100, { error: "Search for at most 100 characters." }),
  /** Results per group, 1-10 (default 5). */
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: "limit must be from 1 to 10." })
    .max(10, { error: "limit must be from 1 to 10." })
    .optional(),
});
export type TSearchRequest = z.infer<typeof ZSearchRequest>;

export const SEARCH_GROUPS = ["quotes", "orders", "customers", "dealers", "users"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** One hit: what to show and where it leads. */
export const ZSearchHit = z.object({
  id: z.number(),
  title: z.string(),
  /** A second line: number, dealer, e-mail... */
  detail: z.string().nullable(),
  status: z.number(),
  /** The panel page of the record (/panel/quotes/12). */
  href: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

/** Each group the agent may read, newest first; a group the agent may not read is left out. */
export const ZSearchResults = z.object({
  q: z.string(),
  quotes: z.array(ZSearchHit).optional(),
  orders: z.array(ZSearchHit).optional(),
  customers: z.array(ZSearchHit).optional(),
  dealers: z.array(ZSearchHit).optional(),
  users: z.array(ZSearchHit).optional(),
});
export type TSearchResults = z.infer<typeof ZSearchResults>;
