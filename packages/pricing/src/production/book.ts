import { z } from "zod";
import type { PriceBook } from "../book";

// The production book: the shop's deductions, allowances and stock lengths that the pricing rules do not
// give (docs/decisions/153-cut-lists-from-the-pricing-rules.md). The pricing rules' own sizing (usable
// fabric width, housing height adjustments, hem bar seam offsets, seam formulas, rotation) stay in
// the price book and in rules.ts; this book only says how much to take off or add when cutting.

const Inches = z.number().nonnegative();
const Length = z.number().positive();

const Retention = z.discriminatedUnion("kind", [
  z.object({
    value: z.string().min(1),
    kind: z.literal("track"),
    fabric_side_deduction_in: Inches,
    /** Off the unit height below the housing (the price book's housing size). */
    length_deduction_in: Inches,
  }),
  z.object({
    value: z.string().min(1),
    kind: z.literal("cable"),
    fabric_side_deduction_in: Inches,
    /** Added to the unit height: the cable anchors in the housing and the floor. */
    length_allowance_in: Inches,
  }),
  z.object({ value: z.string().min(1), kind: z.literal("none"), fabric_side_deduction_in: Inches }),
]);

export const ProductionBookSchema = z
  .object({
    version: z.string().min(1),
    /** Free-text notes naming the sample (invented) parts of this book. */
    sample: z.array(z.string()).optional(),
    fabric: z.object({ roll_length_in: Length }),
    zipper: z.object({ deduction_in: Inches }),
    housing_types: z.array(
      z.object({ value: z.string().min(1), housing_deduction_in: Inches, tube_deduction_in: Inches }),
    ),
    housing_options: z.array(
      z.object({ value: z.string().min(1), pieces: z.array(z.string().min(1)), end_caps: z.boolean() }),
    ),
    retention_types: z.array(Retention),
    hem_bar_types: z.array(z.object({ value: z.string().min(1), deduction_in: Inches })),
    pile_brushes: z.array(z.object({ value: z.string().min(1), runs: z.number().int().nonnegative() })),
    stock_max_in: z.object({
      tube: Length,
      housing: Length,
      track: Length,
      cable: Length,
      hem_bar: Length,
      pile_brush: Length,
      zipper: Length,
    }),
  })
  .superRefine((b, ctx) => {
    const lists: [string, { value: string }[]][] = [
      ["housing_types", b.housing_types],
      ["housing_options", b.housing_options],
      ["retention_types", b.retention_types],
      ["hem_bar_types", b.hem_bar_types],
      ["pile_brushes", b.pile_brushes],
    ];
    for (const [name, list] of lists) {
      const seen = new Set<string>();
      for (const entry of list) {
        if (seen.has(entry.value))
          ctx.addIssue({ code: "custom", path: [name], message: `duplicate value "${entry.value}"` });
        seen.add(entry.value);
      }
    }
  });

export type ProductionBook = z.infer<typeof ProductionBookSchema>;
export type ProductionRetention = ProductionBook["retention_types"][number];

/** Thrown by loadProductionBook; `issues` lists every problem as "path: message". */
export class ProductionBookError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid production book:\n${issues.map((i) => `  - ${i}`).join("\n")}`);
    this.name = "ProductionBookError";
    this.issues = issues;
  }
}

/**
 * The price book's options that the production book must cover: every housing type and option,
 * every retention type but `varies` (its sides are the other types), every hem bar type and pile
 * brush. A missing one would leave a unit without a cut.
 */
export function productionBookGaps(production: ProductionBook, priceBook: PriceBook): string[] {
  const gaps: string[] = [];
  const need = (path: string, have: { value: string }[], wanted: { value: string }[]) => {
    const values = new Set(have.map((entry) => entry.value));
    for (const w of wanted)
      if (!values.has(w.value))
        gaps.push(`${path}: missing "${w.value}" (an option of price book ${priceBook.version})`);
  };
  need("housing_types", production.housing_types, priceBook.housing_types);
  need("housing_options", production.housing_options, priceBook.housing_options);
  need(
    "retention_types",
    production.retention_types,
    priceBook.retention_types.filter((r) => r.pricing.kind !== "varies"),
  );
  need("hem_bar_types", production.hem_bar_types, priceBook.hem_bar_types);
  need("pile_brushes", production.pile_brushes, priceBook.pile_brushes);
  return gaps;
}

/**
 * Validates a production book (parsed JSON), like loadPriceBook: throws ProductionBookError listing
 * every problem. With a price book, also every option of it the production book does not cover.
 */
export function loadProductionBook(json: unknown, priceBook?: PriceBook): ProductionBook {
  const r = ProductionBookSchema.safeParse(json);
  if (!r.success)
    throw new ProductionBookError(
      r.error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`),
    );
  const gaps = priceBook ? productionBookGaps(r.data, priceBook) : [];
  if (gaps.length) throw new ProductionBookError(gaps);
  return r.data;
}
