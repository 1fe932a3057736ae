import { describe, expect, it } from "vitest";
import { defaultPriceBook } from "../src/index";
import {
  defaultProductionBook,
  loadProductionBook,
  ProductionBookError,
  productionBookGaps,
  type ProductionBook,
} from "../src/production";

const copy = (): ProductionBook => structuredClone(defaultProductionBook);

function problems(json: unknown, priceBook = defaultPriceBook): string[] {
  try {
    loadProductionBook(json, priceBook);
    return [];
  } catch (e) {
    if (e instanceof ProductionBookError) return e.issues;
    throw e;
  }
}

describe("production book", () => {
  it("the bundled book is valid, covers the bundled price book and loads unchanged", () => {
    expect(loadProductionBook(defaultProductionBook, defaultPriceBook)).toEqual(defaultProductionBook);
    expect(productionBookGaps(defaultProductionBook, defaultPriceBook)).toEqual([]);
    expect(defaultProductionBook.version).toBe("2026.1-sample");
  });
  it("lists every problem, each with its path", () => {
    const book = copy() as unknown as Record<string, unknown>;
    delete book.version;
    (book.zipper as { deduction_in: number }).deduction_in = -1;
    (book.stock_max_in as { track: number }).track = 0;
    (book.retention_types as unknown[]).push({ value: "rope", kind: "rope", fabric_side_deduction_in: 1 });
    const issues = problems(book);
    expect(issues).toHaveLength(4);
    expect(issues.some((i) => i.startsWith("version:"))).toBe(true);
    expect(issues.some((i) => i.startsWith("zipper.deduction_in:"))).toBe(true);
    expect(issues.some((i) => i.startsWith("stock_max_in.track:"))).toBe(true);
    expect(issues.some((i) => i.startsWith("retention_types.5.kind:"))).toBe(true);
  });
  it("refuses duplicate values", () => {
    const book = copy();
    book.hem_bar_types.push({ value: "tall", deduction_in: 2 });
    expect(problems(book)).toEqual(['hem_bar_types: duplicate value "tall"']);
  });
  it("names every option of the price book it does not cover; varies needs no entry", () => {
    const book = copy();
    book.hem_bar_types = book.hem_bar_types.filter((h) => h.value !== "lanai");
    book.pile_brushes = book.pile_brushes.filter((p) => p.value !== "none");
    expect(book.retention_types.some((r) => r.value === "varies")).toBe(false);
    expect(problems(book)).toEqual([
      'hem_bar_types: missing "lanai" (an option of price book 2025.1-sample)',
      'pile_brushes: missing "none" (an option of price book 2025.1-sample)',
    ]);
    // Without a price book, only its own shape is checked.
    expect(loadProductionBook(book).version).toBe("2026.1-sample");
  });
  it("a track's cut needs its length deduction, a cable's its allowance", () => {
    const book = copy() as unknown as { retention_types: Record<string, unknown>[] };
    delete book.retention_types[0]!.length_deduction_in;
    delete book.retention_types[3]!.length_allowance_in;
    expect(problems(book)).toEqual([
      "retention_types.0.length_deduction_in: Invalid input: expected number, received undefined",
      "retention_types.3.length_allowance_in: Invalid input: expected number, received undefined",
    ]);
  });
});
