import { z } from "zod";
import { ZId, ZTimestamp } from "./common.js";

/**
 * The manufacturer's price book as versions (docs/decisions/148-price-book-versions.md) and its
 * dealer price levels (docs/decisions/149-dealer-price-levels.md).
 */

/** A version's name as it is recorded on every unit priced with it: "2027.1", "2026-spring". */
export const ZVersionName = z
  .string({ error: "Name the version." })
  .trim()
  .min(1, { error: "Name the version." })
  .max(40, { error: "A version's name has at most 40 characters." })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error: "A version's name is letters, digits, '.', '-' and '_' (e.g. 2027.1).",
  });

/** What a version is now: being edited, waiting for its instant, the one in effect, or past. */
export const VERSION_STATES = ["draft", "scheduled", "in_effect", "superseded"] as const;
export type VersionState = (typeof VERSION_STATES)[number];

export const VERSION_STATE_LABELS: Record<VersionState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  in_effect: "In effect",
  superseded: "Superseded",
};

export const ZPriceBookVersionRow = z.object({
  id: ZId,
  version: z.string(),
  state: z.enum(VERSION_STATES),
  effective_at: ZTimestamp.nullable(),
  based_on: z.string().nullable(),
  note: z.string().nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
  published_at: ZTimestamp.nullable(),
});
export type TPriceBookVersionRow = z.infer<typeof ZPriceBookVersionRow>;

export const ZVersionInput = z.object({ version: ZVersionName });

/** POST /price-books: a new draft, a copy of a version (default: the one in effect). */
export const ZCreateDraftRequest = z.object({
  version: ZVersionName,
  based_on: ZVersionName.optional(),
  note: z.string().trim().max(500).optional(),
});

/** PUT /price-books/{version}: a draft's whole contents, as the export gives them (JSON). */
export const ZReplaceDraftRequest = z.object({
  version: ZVersionName,
  book: z.unknown(),
  accessories: z.unknown().optional(),
});

/** The parts of a book a percentage may raise; "all" is every price in it. */
export const RAISE_SECTIONS = {
  all: "The whole book",
  housing_types: "Housing and tube",
  housing_options: "Housing options",
  motor_brands: "Motors and cords",
  retention_types: "Retention",
  hem_bar_types: "Hem bars",
  fabric_collections: "Fabric freight",
  fabric_size_table: "Fabric size table",
  buildout: "Buildout",
  clear_window: "Clear window",
  packages: "Complete-unit packages",
  accessories: "Accessories",
} as const;
export type RaiseSection = keyof typeof RAISE_SECTIONS;
const RAISE_SECTION_KEYS = Object.keys(RAISE_SECTIONS) as [RaiseSection, ...RaiseSection[]];

/** The rounding a raise ends on: to the cent, or to a whole 1, 5 or 10 dollars. */
export const RAISE_STEPS = [0.01, 1, 5, 10] as const;

/** POST /price-books/{version}/raise: every price of a section times (1 + percent / 100), rounded. */
export const ZRaiseRequest = z.object({
  version: ZVersionName,
  section: z.enum(RAISE_SECTION_KEYS, { error: "Choose what to raise." }),
  percent: z
    .number({ error: "The percentage must be a number." })
    .min(-50, { error: "A change is at least -50%." })
    .max(100, { error: "A change is at most 100%." })
    .refine((value) => value !== 0, { error: "A change of 0% changes nothing." }),
  step: z.number().refine((value) => (RAISE_STEPS as readonly number[]).includes(value), {
    error: "Round to the cent or to 1, 5 or 10 dollars.",
  }),
});

/**
 * The catalogues of a book the editor lists (docs/decisions/194-price-book-editor.md): a path to an
 * array of options, "*" standing for a parent entry's value ("motor_brands.somfy.types").
 */
export const BOOK_LISTS = [
  "housing_types",
  "housing_options",
  "motor_brands",
  "motor_brands.*.types",
  "motor_brands.*.cords",
  "motor_sides",
  "retention_types",
  "retention_caps",
  "hem_bar_types",
  "hem_bar_caps",
  "pile_brushes",
  "zipper_colors",
  "seam_locations",
  "fabric_collections",
  "fabric_collections.*.colors",
  "frame_collections",
  "frame_collections.*.colors",
  "buildout.materials",
] as const;

/** The book's single prices outside any catalogue or table. */
export const BOOK_SCALARS = [
  "extended_cord_price",
  "powder_charge",
  "buildout.base_price",
  "clear_window.pane_charge",
] as const;

/** A cell as typed or pasted: a number, or the text the book's check refuses at its cell. */
const ZCellInput = z.union([z.number(), z.string().max(100)]);
const ZRef = z.string().trim().min(1).max(200);

/** One change to a draft; a request's changes are applied in order and checked as a whole. */
export const ZBookEdit = z.discriminatedUnion("op", [
  /** A block of a size table from (row, column): one cell, or a pasted range. */
  z.object({
    op: z.literal("set_cells"),
    /** "fabric_size_table" or "packages.{value}". */
    table: ZRef,
    row: z.number().int().min(0),
    column: z.number().int().min(0),
    values: z.array(z.array(ZCellInput).min(1).max(200)).min(1).max(200),
  }),
  /** One field of a catalogue entry: its label, code, a price, or its enabled / discontinued flag. */
  z.object({
    op: z.literal("set_field"),
    list: ZRef,
    entry: ZRef,
    /** "label", "code", "enabled", "discontinued" or a number of the entry ("price", "housing.per_ft"). */
    field: ZRef,
    value: z.union([z.number(), z.string().max(200), z.boolean()]),
  }),
  /** A new entry at the end of a catalogue, a copy of `like` (default: the last entry) renamed. */
  z.object({
    op: z.literal("add_entry"),
    list: ZRef,
    value: z.string().trim().max(60),
    label: z.string().trim().max(200),
    code: z.string().trim().max(20),
    like: ZRef.optional(),
  }),
  /** An accessory of the version's catalogue, by its SKU: its name or its list cost. */
  z.object({
    op: z.literal("set_accessory"),
    sku: ZRef,
    field: z.enum(["name", "cost"]),
    value: ZCellInput,
  }),
  /** One of the single prices (BOOK_SCALARS). */
  z.object({ op: z.literal("set_value"), path: z.enum(BOOK_SCALARS), value: ZCellInput }),
  /**
   * A complete-unit table copied onto another: a package's, or a fabric collection's own (made for
   * it, out of the package it shared, when it has none of its own).
   */
  z.object({
    op: z.literal("copy_table"),
    from: ZRef,
    to: z.union([z.object({ package: ZRef }), z.object({ fabric_collection: ZRef })]),
  }),
]);
export type TBookEdit = z.infer<typeof ZBookEdit>;

/** POST /price-books/{version}/edits: changes to a draft, saved only if the whole book stays valid. */
export const ZEditDraftRequest = z.object({
  version: ZVersionName,
  edits: z.array(ZBookEdit).min(1, { error: "Nothing to change." }).max(2000),
});
export const ZEditDraftAnswer = z.object({
  version: z.string(),
  status: z.string(),
  book: z.unknown(),
  accessories: z.unknown(),
  /** How many values the edits changed. */
  changed: z.number().int(),
});

/** POST /price-books/{version}/publish: the instant the version takes effect (now or later). */
export const ZPublishRequest = z.object({
  version: ZVersionName,
  effective_at: z.iso.datetime({ offset: true, error: "Give the date and time it takes effect." }),
});

export const ZPriceBookChange = z.object({
  path: z.string(),
  kind: z.enum(["changed", "added", "removed"]),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type TPriceBookChange = z.infer<typeof ZPriceBookChange>;

/** GET /price-books/{version}/diff?against=: what changed from `against` to `version`. */
export const ZDiffRequest = z.object({ version: ZVersionName, against: ZVersionName });
export const ZPriceBookDiff = z.object({
  version: z.string(),
  against: z.string(),
  changes: z.array(ZPriceBookChange),
  /** How many changes there are; `changes` holds the first 2,000. */
  total: z.number().int(),
});

/** One dealer's open drafts re-priced with a version (the impact preview). */
export const ZImpactDealer = z.object({
  dealer_id: ZId.nullable(),
  company_name: z.string(),
  quotes: z.number().int(),
  quotes_changed: z.number().int(),
  total_before: z.number(),
  total_after: z.number(),
  largest_change: z.number(),
  largest_quote: z.string().nullable(),
});
export const ZImpactUnit = z.object({
  quote_id: ZId,
  quote_number: z.string(),
  unit_name: z.string(),
  before: z.number(),
  after: z.number(),
  /** Why it could not be priced with the version (an option it no longer has). */
  problem: z.string().nullable(),
});
export const ZPriceBookImpact = z.object({
  version: z.string(),
  quotes: z.number().int(),
  units: z.number().int(),
  dealers: z.array(ZImpactDealer),
  /** The units whose dealer cost changes, largest change first (the first 500). */
  changed_units: z.array(ZImpactUnit),
  elapsed_ms: z.number(),
});
export type TPriceBookImpact = z.infer<typeof ZPriceBookImpact>;

/** A price level: a dealer cost factor the manufacturer gives some dealers. */
export const ZPriceLevel = z.object({
  id: ZId,
  name: z.string(),
  factor: z.number(),
  dealers: z.number().int(),
});
export type TPriceLevel = z.infer<typeof ZPriceLevel>;

export const ZPriceLevelFields = z.object({
  name: z
    .string({ error: "Name the level." })
    .trim()
    .min(2, { error: "A level's name has at least 2 characters." })
    .max(40, { error: "A level's name has at most 40 characters." }),
  factor: z
    .number({ error: "The factor must be a number." })
    .gt(0, { error: "The factor must be more than 0." })
    .max(1, { error: "The factor is at most 1 (the list price)." })
    .refine((value) => Math.abs(Math.round(value * 10000) - value * 10000) < 1e-6, {
      error: "A factor has at most 4 decimals.",
    }),
});
export const ZUpdatePriceLevelRequest = ZPriceLevelFields.partial().extend({ id: ZId });

/** A dealer's terms as the dealer and staff see them: its level (by name) and its discount. */
export const ZDealerTerms = z.object({
  level: z.string().nullable(),
  factor: z.number(),
  discount_pct: z.number(),
});

/** GET /quotes/{id}/pricing: the version and the terms the quote's units price with. */
export const ZQuotePricing = z.object({
  version: z.string(),
  frozen: z.boolean(),
  terms: ZDealerTerms,
});
