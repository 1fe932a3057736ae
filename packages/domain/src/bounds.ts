// Plain numbers, no schema: the panel's lists read them without loading zod (limits.ts builds the
// schemas on them).

/**
 * The bounds of every input, in one place (docs/security.md "Input has bounds"). Text columns are
 * unbounded `text` in the database: these limits are what keeps a 900 KB title out of a list.
 */
export const TEXT_MAX = {
  /** First and last names (product rule R20: 2 to 50). */
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

/**
 * The lines one quote may hold (decision 144): a large commercial job fits with room to spare, and
 * the largest quote the bounds allow still renders as a PDF and sends within a few seconds.
 */
export const QUOTE_LINES_MAX = { units: 200, accessories: 300, services: 50 } as const;
