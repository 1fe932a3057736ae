import { z } from "zod";
import { DEALER_COST_FACTOR } from "./money";
import type { OrderCodeTables } from "./order-code";
import type { PricingTables } from "./price";
import type { AllowedOptions } from "./rules";

/** Short uppercase token used in order codes: letters and digits only. */
const Code = z.string().regex(/^[A-Z0-9]{1,8}$/, "must be 1 to 8 uppercase letters or digits");
// zod 4 numbers are finite (Infinity and NaN are refused).
const Money = z.number();
const Linear = z.object({ per_ft: Money, intercept: Money });

const OptionBase = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  code: Code,
  /** false = shown but disabled in the configurator (retention 'track', hem bar 'mini'; docs/pricing.md). */
  enabled: z.boolean().optional(),
  /**
   * true = no longer sold: still priced on the units that have it, gone from the configurator's
   * choices for any other unit (docs/decisions/148-price-book-versions.md).
   */
  discontinued: z.boolean().optional(),
});

const PricedOption = OptionBase.extend({ price: Money.nonnegative() });

const Color = OptionBase.extend({ pattern: z.boolean().optional() });

const SizeTable = z
  .object({
    widths_ft: z.array(z.number().int().positive()).min(1),
    heights_ft: z.array(z.number().int().positive()).min(1),
    cells: z.array(z.array(Money.nonnegative())),
  })
  .superRefine((t, ctx) => {
    const consecutive = (xs: number[]) => xs.every((x, i) => i === 0 || x === (xs[i - 1] ?? NaN) + 1);
    if (!consecutive(t.widths_ft))
      ctx.addIssue({ code: "custom", message: "widths_ft must be consecutive whole feet" });
    if (!consecutive(t.heights_ft))
      ctx.addIssue({ code: "custom", message: "heights_ft must be consecutive whole feet" });
    if (t.cells.length !== t.widths_ft.length)
      ctx.addIssue({ code: "custom", message: `cells must have one row per width (${t.widths_ft.length})` });
    t.cells.forEach((row, i) => {
      if (row.length !== t.heights_ft.length)
        ctx.addIssue({
          code: "custom",
          path: ["cells", i],
          message: `row must have one cell per height (${t.heights_ft.length})`,
        });
    });
  });

const RetentionPricing = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("linear"), per_ft: Money, intercept: Money }),
  z.object({ kind: z.literal("flat"), amount: Money }),
  z.object({ kind: z.literal("varies") }),
]);

export const PriceBookSchema = z
  .object({
    version: z.string().min(1),
    currency: z.literal("USD").optional(),
    /**
     * The standard dealer cost factor (0.55 of the list price, product rule R11); a price level may
     * replace it (docs/decisions/149-dealer-price-levels.md). Absent: 0.55.
     */
    dealer_factor: z.number().gt(0).max(1).optional(),
    /** Free-text notes naming the sample (invented) parts of this book. */
    sample: z.array(z.string()).optional(),
    housing_types: z
      .array(
        OptionBase.extend({
          size_in: z.number().positive(),
          height_adjust_in: z.number().nonnegative(),
          housing: Linear,
          tube: Linear,
        }),
      )
      .min(1),
    housing_options: z
      .array(
        OptionBase.extend({
          housing_per_ft: Money,
          housing_zero: z.boolean(),
          package_per_ft: Money,
        }),
      )
      .min(1),
    motor_brands: z
      .array(
        OptionBase.extend({
          package_adjustment: Money,
          types: z.array(PricedOption).min(1),
          cords: z.array(PricedOption).min(1),
        }),
      )
      .min(1),
    extended_cord_price: Money.nonnegative(),
    motor_sides: z.array(OptionBase).min(1),
    retention_types: z
      .array(OptionBase.extend({ pricing: RetentionPricing, package_adjustment: Linear }))
      .min(1),
    retention_caps: z.array(OptionBase).min(1),
    hem_bar_types: z
      .array(
        OptionBase.extend({
          per_ft: Money,
          intercept: Money,
          seam_offset_in: z.number(),
          package_adjustment: Linear,
        }),
      )
      .min(1),
    hem_bar_caps: z.array(OptionBase).min(1),
    pile_brushes: z.array(OptionBase).min(1),
    zipper_colors: z.array(OptionBase).min(1),
    seam_locations: z.array(OptionBase).min(1),
    fabric_collections: z
      .array(
        OptionBase.extend({
          width_in: z.number().positive(),
          factor: z.number().positive(),
          freight: Money.nonnegative(),
          package: z.string().nullable(),
          clear_window_only: z.boolean(),
          pattern: z.boolean(),
          colors: z.array(Color).min(1),
        }),
      )
      .min(1),
    fabric_size_table: SizeTable,
    frame_collections: z.array(OptionBase.extend({ colors: z.array(Color).min(1) })).min(1),
    default_frame_collection: z.string(),
    powder_charge: Money.nonnegative(),
    buildout: z.object({
      base_price: Money.nonnegative(),
      materials: z
        .array(OptionBase.extend({ per_ft: Money.nonnegative(), max_length_in: z.number().positive() }))
        .min(1),
    }),
    clear_window: z.object({
      pane_charge: Money.nonnegative(),
      // The largest clear pane (decision 014): wider or taller openings take more panes.
      pane_max_width_in: z.number().positive().default(50),
      pane_max_height_in: z.number().positive().default(100),
      housing_types: z.array(z.string()).min(1),
    }),
    packages: z.array(
      z
        .object({
          value: z.string().min(1),
          label: z.string().min(1),
          fabric_collections: z.array(z.string()).min(1),
          housing_types: z.array(z.string()).min(1),
        })
        .and(SizeTable),
    ),
  })
  .superRefine((b, ctx) => {
    const housing = new Set(b.housing_types.map((h) => h.value));
    const fabrics = new Set(b.fabric_collections.map((f) => f.value));
    const need = (v: string, set: Set<string>, path: (string | number)[], what: string) => {
      if (!set.has(v)) ctx.addIssue({ code: "custom", path, message: `unknown ${what} "${v}"` });
    };
    need(
      b.default_frame_collection,
      new Set(b.frame_collections.map((f) => f.value)),
      ["default_frame_collection"],
      "frame collection",
    );
    b.clear_window.housing_types.forEach((h, i) => {
      need(h, housing, ["clear_window", "housing_types", i], "housing type");
    });
    b.packages.forEach((p, i) => {
      p.fabric_collections.forEach((f, j) => {
        need(f, fabrics, ["packages", i, "fabric_collections", j], "fabric collection");
      });
      p.housing_types.forEach((h, j) => {
        need(h, housing, ["packages", i, "housing_types", j], "housing type");
      });
    });
    if (!b.fabric_collections.some((f) => !f.clear_window_only))
      ctx.addIssue({
        code: "custom",
        path: ["fabric_collections"],
        message: "needs at least one regular collection",
      });
    const lists: [string, { value: string; code: string }[]][] = [
      ["housing_types", b.housing_types],
      ["housing_options", b.housing_options],
      ["motor_brands", b.motor_brands],
      ["motor_sides", b.motor_sides],
      ["retention_types", b.retention_types],
      ["retention_caps", b.retention_caps],
      ["hem_bar_types", b.hem_bar_types],
      ["hem_bar_caps", b.hem_bar_caps],
      ["pile_brushes", b.pile_brushes],
      ["zipper_colors", b.zipper_colors],
      ["seam_locations", b.seam_locations],
      ["fabric_collections", b.fabric_collections],
      ["frame_collections", b.frame_collections],
      ["buildout.materials", b.buildout.materials],
      ...b.motor_brands.flatMap((m): [string, { value: string; code: string }[]][] => [
        [`motor_brands.${m.value}.types`, m.types],
        [`motor_brands.${m.value}.cords`, m.cords],
      ]),
      ...b.fabric_collections.map((f): [string, { value: string; code: string }[]] => [
        `fabric_collections.${f.value}.colors`,
        f.colors,
      ]),
      ...b.frame_collections.map((f): [string, { value: string; code: string }[]] => [
        `frame_collections.${f.value}.colors`,
        f.colors,
      ]),
    ];
    for (const [name, list] of lists) {
      const values = new Set<string>();
      const codes = new Set<string>();
      for (const o of list) {
        if (values.has(o.value))
          ctx.addIssue({ code: "custom", path: name.split("."), message: `duplicate value "${o.value}"` });
        if (codes.has(o.code))
          ctx.addIssue({ code: "custom", path: name.split("."), message: `duplicate code "${o.code}"` });
        values.add(o.value);
        codes.add(o.code);
      }
    }
    for (const v of ["varies", "none"]) {
      if (!b.retention_types.some((r) => r.value === v))
        ctx.addIssue({ code: "custom", path: ["retention_types"], message: `must include "${v}"` });
    }
  });

export type PriceBook = z.infer<typeof PriceBookSchema>;
/** A book the schema accepts, as written (stored, imported): its defaults not yet filled in. */
export type PriceBookInput = z.input<typeof PriceBookSchema>;
export type HousingType = PriceBook["housing_types"][number];
export type HousingOption = PriceBook["housing_options"][number];
export type MotorBrand = PriceBook["motor_brands"][number];
export type RetentionType = PriceBook["retention_types"][number];
export type HemBarType = PriceBook["hem_bar_types"][number];
export type FabricCollection = PriceBook["fabric_collections"][number];
export type FrameCollection = PriceBook["frame_collections"][number];
export type BuildoutMaterial = PriceBook["buildout"]["materials"][number];
export type CompletePackage = PriceBook["packages"][number];
export type SizeTableData = z.infer<typeof SizeTable>;

/**
 * Keys whose numbers are money (a price, a per-foot rate, a table cell), wherever they stand in a
 * book; the other numbers are sizes and factors (docs/decisions/148-price-book-versions.md). A raise
 * changes these, and the editor shows them as dollars.
 */
export const BOOK_MONEY_KEYS: ReadonlySet<string> = new Set([
  "price",
  "per_ft",
  "intercept",
  "amount",
  "freight",
  "housing_per_ft",
  "package_per_ft",
  "package_adjustment",
  "extended_cord_price",
  "powder_charge",
  "base_price",
  "pane_charge",
  "cells",
  "cost",
]);

/** Thrown by loadPriceBook; `issues` lists every problem as "path: message". */
export class PriceBookError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid price book:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "PriceBookError";
    this.issues = issues;
  }
}

/** The book's standard dealer cost factor (0.55 unless the book says otherwise). */
export function bookDealerFactor(book: PriceBook): number {
  return book.dealer_factor ?? DEALER_COST_FACTOR;
}

/** Validates a price book (parsed JSON). Throws PriceBookError listing every problem. */
export function loadPriceBook(json: unknown): PriceBook {
  const r = PriceBookSchema.safeParse(json);
  if (!r.success) {
    throw new PriceBookError(
      r.error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`),
    );
  }
  return r.data;
}

// ---------------------------------------------------------------------------------------------
// Compiled (indexed) book: precomputed maps for the hot path. One per book object (WeakMap).

export interface CompiledBook {
  book: PriceBook;
  housing: Map<string, HousingType>;
  housingOption: Map<string, HousingOption>;
  motor: Map<
    string,
    MotorBrand & {
      typeMap: Map<string, MotorBrand["types"][number]>;
      cordMap: Map<string, MotorBrand["cords"][number]>;
    }
  >;
  retention: Map<string, RetentionType>;
  hemBar: Map<string, HemBarType>;
  fabric: Map<string, FabricCollection & { colorMap: Map<string, FabricCollection["colors"][number]> }>;
  frame: Map<string, FrameCollection & { colorMap: Map<string, FrameCollection["colors"][number]> }>;
  buildout: Map<string, BuildoutMaterial>;
  /** package by fabric collection value */
  packageByFabric: Map<string, CompletePackage>;
  clearWindowFabrics: string[];
  clearWindowHousing: Set<string>;
  simple: Record<
    "motor_side" | "retention_cap" | "hem_bar_cap" | "pile_brush" | "zipper_color" | "fabric_seam_location",
    Map<string, { value: string; label: string; code: string; enabled?: boolean | undefined }>
  >;
  /** The options each select field may keep (rules.ts), built on first use. */
  allowed?: AllowedOptions;
  /** The pricing hot path's tables (price.ts), built on first use. */
  pricing?: PricingTables;
  /** The order code's tables (order-code.ts), built on first use. */
  orderCodes?: OrderCodeTables;
}

const compiled = new WeakMap<PriceBook, CompiledBook>();
const byValue = <T extends { value: string }>(xs: T[]) => new Map(xs.map((x) => [x.value, x]));

let lastBook: PriceBook | null = null;
let lastCompiled: CompiledBook | null = null;

export function compileBook(book: PriceBook): CompiledBook {
  if (book === lastBook && lastCompiled) return lastCompiled;
  const hit = compiled.get(book);
  if (hit) {
    lastBook = book;
    lastCompiled = hit;
    return hit;
  }
  const packageByFabric = new Map<string, CompletePackage>();
  for (const p of book.packages)
    for (const f of p.fabric_collections) if (!packageByFabric.has(f)) packageByFabric.set(f, p);
  const c: CompiledBook = {
    book,
    housing: byValue(book.housing_types),
    housingOption: byValue(book.housing_options),
    motor: new Map(
      book.motor_brands.map((m) => [m.value, { ...m, typeMap: byValue(m.types), cordMap: byValue(m.cords) }]),
    ),
    retention: byValue(book.retention_types),
    hemBar: byValue(book.hem_bar_types),
    fabric: new Map(book.fabric_collections.map((f) => [f.value, { ...f, colorMap: byValue(f.colors) }])),
    frame: new Map(book.frame_collections.map((f) => [f.value, { ...f, colorMap: byValue(f.colors) }])),
    buildout: byValue(book.buildout.materials),
    packageByFabric,
    clearWindowFabrics: book.fabric_collections.filter((f) => f.clear_window_only).map((f) => f.value),
    clearWindowHousing: new Set(book.clear_window.housing_types),
    simple: {
      motor_side: byValue(book.motor_sides),
      retention_cap: byValue(book.retention_caps),
      hem_bar_cap: byValue(book.hem_bar_caps),
      pile_brush: byValue(book.pile_brushes),
      zipper_color: byValue(book.zipper_colors),
      fabric_seam_location: byValue(book.seam_locations),
    },
  };
  compiled.set(book, c);
  lastBook = book;
  lastCompiled = c;
  return c;
}

/**
 * Looks up a size table with whole feet; values outside the table are clamped to its edge.
 * Returns the cell and whether clamping happened.
 */
export function lookupTable(
  t: SizeTableData,
  widthFt: number,
  heightFt: number,
): { value: number; clamped: boolean } {
  let wi = widthFt - firstOf(t.widths_ft);
  let hi = heightFt - firstOf(t.heights_ft);
  let clamped = false;
  if (wi < 0 || wi >= t.widths_ft.length) {
    wi = wi < 0 ? 0 : t.widths_ft.length - 1;
    clamped = true;
  }
  if (hi < 0 || hi >= t.heights_ft.length) {
    hi = hi < 0 ? 0 : t.heights_ft.length - 1;
    clamped = true;
  }
  return { value: cellAt(t, wi, hi), clamped };
}

export function inTable(t: SizeTableData, widthFt: number, heightFt: number): boolean {
  return (
    widthFt >= firstOf(t.widths_ft) &&
    widthFt <= lastOf(t.widths_ft) &&
    heightFt >= firstOf(t.heights_ft) &&
    heightFt <= lastOf(t.heights_ft)
  );
}

// The schema guarantees non-empty axes and one cell per (width, height); these throw, rather than
// price with undefined, if a table ever breaks that guarantee.
function firstOf(xs: readonly number[]): number {
  const x = xs[0];
  if (x === undefined) throw new PriceBookError(["a size table has an empty axis"]);
  return x;
}
function lastOf(xs: readonly number[]): number {
  const x = xs[xs.length - 1];
  if (x === undefined) throw new PriceBookError(["a size table has an empty axis"]);
  return x;
}

/** The cell at (width index, height index) of a size table. */
export function cellAt(t: SizeTableData, wi: number, hi: number): number {
  const cell = t.cells[wi]?.[hi];
  if (cell === undefined) throw new PriceBookError([`a size table has no cell at [${wi}][${hi}]`]);
  return cell;
}

/** The cell of a size table at whole feet (width, height) inside the table. */
export function cellAtFeet(t: SizeTableData, widthFt: number, heightFt: number): number {
  return cellAt(t, widthFt - firstOf(t.widths_ft), heightFt - firstOf(t.heights_ft));
}
