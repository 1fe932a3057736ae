import { describe, expect, it } from "vitest";
import {
  defaultConfiguration,
  defaultPriceBook,
  loadPriceBook,
  PriceBookError,
  priceConfiguration,
  type PriceBook,
} from "../src/index";

const clone = (): PriceBook => structuredClone(defaultPriceBook);
const monotone = (cells: number[][]) =>
  cells.every((row, i) =>
    row.every((v, j) => (j === 0 || v >= row[j - 1]!) && (i === 0 || v >= cells[i - 1]![j]!)),
  );

describe("price book (data, not code)", () => {
  it("the bundled book validates, validating it changes nothing (so it is not parsed at import), and has a version", () => {
    const validated = loadPriceBook(JSON.parse(JSON.stringify(defaultPriceBook)));
    expect(validated).toStrictEqual(JSON.parse(JSON.stringify(defaultPriceBook)));
    expect(validated.version).toBe("2025.1-sample");
    expect(defaultPriceBook.sample?.length).toBeGreaterThan(0);
  });
  it("price tables are by width 2 to 25 ft; packages by width 4 to 22 and height 7 to 16 ft; clear window 4-16 x 7-12", () => {
    expect(defaultPriceBook.fabric_size_table.widths_ft).toEqual(Array.from({ length: 24 }, (_, i) => i + 2));
    for (const p of defaultPriceBook.packages) {
      const clear = p.value === "clear_window_unit";
      expect([p.widths_ft[0], p.widths_ft.at(-1), p.heights_ft[0], p.heights_ft.at(-1)]).toEqual(
        clear ? [4, 16, 7, 12] : [4, 22, 7, 16],
      );
    }
    expect(defaultPriceBook.packages.find((p) => p.value === "clear_window_unit")!.housing_types).toEqual([
      "jumbo",
    ]);
  });
  it("every table is monotone: a bigger unit never costs less", () => {
    expect(monotone(defaultPriceBook.fabric_size_table.cells)).toBe(true);
    for (const p of defaultPriceBook.packages) expect(monotone(p.cells)).toBe(true);
  });
  it("exactly one clear-window fabric collection", () => {
    expect(defaultPriceBook.fabric_collections.filter((f) => f.clear_window_only)).toHaveLength(1);
  });
  it("collection factors run from 1 (Nano 50) to 1.87 (Nano 99); Nano 55 is 1.01; Soltis is 70.8 in wide", () => {
    const f = Object.fromEntries(defaultPriceBook.fabric_collections.map((c) => [c.value, c]));
    expect([f.nano50!.factor, f.nano55!.factor, f.nano99!.factor]).toEqual([1, 1.01, 1.87]);
    expect(f.soltis_proof_502!.width_in).toBe(70.8);
    expect(f.nano95!.width_in).toBe(126);
  });
  it("a bad book throws a clear error listing every problem", () => {
    const bad = clone() as unknown as Record<string, unknown>;
    bad.version = "";
    (bad.fabric_size_table as { cells: unknown[] }).cells = [];
    delete bad.powder_charge;
    try {
      loadPriceBook(bad);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PriceBookError);
      const issues = (e as PriceBookError).issues.join("\n");
      expect(issues).toMatch(/^version: /m);
      expect(issues).toMatch(/fabric_size_table/);
      expect(issues).toMatch(/powder_charge/);
    }
    expect(() => loadPriceBook(null)).toThrow(/Invalid price book/);
  });
  it("a replaced price book changes prices without code changes", () => {
    const b = clone();
    b.powder_charge = 500;
    b.version = "test";
    const r = priceConfiguration(defaultConfiguration({ frame_color_varies: true }), {
      priceBook: loadPriceBook(b),
    });
    expect(r.ok && [r.breakdown.powder_charge, r.breakdown.price_book_version]).toEqual([500, "test"]);
  });
});
