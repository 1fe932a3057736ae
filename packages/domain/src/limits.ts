import { z } from "zod";

/**
 * The bounds of every input, in one place (docs/security.md "Input has bounds"). Text columns are
 * unbounded `text` in the database: these limits are what keeps a 900 KB title out of a list.
 */
export const TEXT_MAX = {
  /** First and last names (panel.md §5: 2 to 50). */
  name: 50,
  /** Company names of accounts and dealers. */
  companyName: 120,
  /** Address lines, city, state, country, a quote's title and "start with". */
  line: 200,
  zipCode: 20,
  /** RFC 5321's longest forward path. */
  email: 254,
  phone: 40,
  url: 2048,
  /** A username or an e-mail address typed into the login form. */
  login: 254,
  /** Passwords are hashed with argon2: a megabyte of password is work, not security. */
  password: 256,
  /** Tokens and keys sent back by links (reset keys, e-mail change links). */
  token: 200,
  sku: 64,
  /** Notes on a customer or a quote. */
  notes: 10_000,
  shippingAddress: 2_000,
  /** The ERP push's embed code and description of one unit. */
  erpText: 10_000,
} as const;

/** Numbers that reach a Decimal(12,2) money column: at most a billion, never the column's overflow. */
export const MONEY_MAX = 999_999_999.99;

/** Calls in one tRPC batch request; the panel's client splits larger batches (apps/web/src/lib/trpc.ts). */
export const TRPC_MAX_BATCH = 10;

/** JSON request bodies: size and nesting (no form the panel sends nests deeper than a few levels). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
export const JSON_BODY_MAX_DEPTH = 32;

/** Lists: what a request without `limit` gets, and the largest page it may ask for. */
export const LIST_PAGE = { default: 100, max: 500 } as const;

/** Entries of a map-shaped input (default_links, the ERP push's units). */
export const MAP_MAX_ENTRIES = 200;

// One formatter for every schema built at import: toLocaleString sets up ICU's number format per call
// (about 40 ms of the panel's start for all the limits).
const count = new Intl.NumberFormat("en-US");
const atMost = (what: string, max: number) => `${what} can be at most ${count.format(max)} characters.`;

/** Optional text (trimmed): `what` names the field in the length message. */
export const zText = (max: number, what = "Text") =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, { error: atMost(what, max) });

/** Required text (trimmed) with the spec's own "required" message, bounded to `max`. */
export const zRequiredText = (required: string, max: number, what = "Text") =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: atMost(what, max) });

/** A money amount a user types (shipping cost): 0 to MONEY_MAX. */
export const zMoney = (what = "The amount") =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .min(0, { error: `${what} cannot be negative.` })
    .max(MONEY_MAX, { error: `${what} can be at most ${MONEY_MAX.toLocaleString("en-US")}.` });

/** A web address: http or https only (a `javascript:` or `data:` link is no website). */
export const zWebsite = (error: string) =>
  z.url({ protocol: /^https?$/, error }).max(TEXT_MAX.url, { error: atMost("The address", TEXT_MAX.url) });

/** A map input with at most MAP_MAX_ENTRIES keys. */
export const withFewEntries = (value: object) => Object.keys(value).length <= MAP_MAX_ENTRIES;
export const TOO_MANY_ENTRIES = `At most ${MAP_MAX_ENTRIES} entries.`;
