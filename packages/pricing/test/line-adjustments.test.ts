import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accessoryLine,
  lineDiscountLabel,
  priceQuoteFile,
  quoteTotals,
  sumCents,
  unitLine,
} from "../src/index";
import { defaultPriceBook } from "../src/price-book";

// docs/decisions/192-line-markup-and-discount.md: a line's own markup and discount.
describe("a line's own markup and discount", () => {
  it("prices a line at its own markup and leaves the other lines at the quote's", () => {
    const totals = quoteTotals({
      unitTotals: [
        { unit_total: 1000, quantity: 1, markup: 1.3 },
        { unit_total: 1000, quantity: 1 },
      ],
      markup: 1.43,
    });
    expect(totals.unit_lines.map((line) => line.price)).toEqual([1300, 1430]);
    expect(totals.lines_total).toBe(2730);
  });

  it("takes a line's discount off the line, rounded down to the whole dollar, per line and not per piece", () => {
    // 3 x $143 = $429; 12.5% of it is $53.625: the customer is given $53 off, the line is $376.
    const line = unitLine(100, 1.43, 3, { discount_pct: 12.5 });
    expect(line).toMatchObject({ unit_price: 143, list_price: 429, line_discount: 53, price: 376 });
    expect(line.line_discount_pct).toBe(12.5);
    expect(unitLine(100, 1.43, 3).line_discount_pct).toBeNull();
  });

  it("prices an accessory's line with its markup and discount, its dealer cost untouched", () => {
    const plain = accessoryLine(100, 2, 1.43);
    const adjusted = accessoryLine(100, 2, 1.43, undefined, { markup: 2, discount_pct: 10 });
    expect(adjusted.unit_price).toBe(110);
    expect(adjusted).toMatchObject({ list_price: 220, line_discount: 22, price: 198 });
    expect(adjusted.dealer_cost).toBe(plain.dealer_cost);
  });

  it("measures the effective discount from the standard price, so a line's lever counts like the quote's", () => {
    const totals = quoteTotals({
      unitTotals: [{ unit_total: 1000, quantity: 1, discount_pct: 20 }, 1000],
      markup: 1.43,
      standardMarkup: 1.43,
    });
    expect(totals.standard_total).toBe(2860);
    expect(totals.customer_total).toBe(2860 - 286);
    expect(totals.effective_discount_percent).toBe(10);
  });

  it("leaves the dealer's cost and the order value unchanged", () => {
    const plain = quoteTotals({ unitTotals: [1234.56], accessories: [{ prod_cost: 50, quantity: 3 }] });
    const adjusted = quoteTotals({
      unitTotals: [{ unit_total: 1234.56, quantity: 1, markup: 3, discount_pct: 40 }],
      accessories: [{ prod_cost: 50, quantity: 3, markup: 1, discount_pct: 99 }],
    });
    expect(adjusted.dealer_cost_subtotal).toBe(plain.dealer_cost_subtotal);
  });

  it("keeps every line a whole number of dollars and the lines' sum equal to the lines shown", () => {
    const anyAdjustment = fc.record({
      markup: fc.option(fc.integer({ min: 100, max: 1000 }).map((m) => m / 100)),
      discount_pct: fc.option(fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100)),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unit_total: fc.integer({ min: 0, max: 4_000_000 }).map((c) => c / 100),
            quantity: fc.integer({ min: 1, max: 999 }),
            adjustment: anyAdjustment,
          }),
          { maxLength: 8 },
        ),
        fc.array(
          fc.record({
            prod_cost: fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
            quantity: fc.integer({ min: 1, max: 50 }),
            adjustment: anyAdjustment,
          }),
          { maxLength: 5 },
        ),
        (units, accessories) => {
          const totals = quoteTotals({
            unitTotals: units.map((unit) => ({ ...unit, ...unit.adjustment })),
            accessories: accessories.map((line) => ({ ...line, ...line.adjustment })),
          });
          const lines = [...totals.unit_lines, ...totals.accessory_lines];
          for (const line of lines) {
            expect(Number.isInteger(line.price)).toBe(true);
            expect(line.price).toBe(line.list_price - line.line_discount);
            expect(line.line_discount).toBeGreaterThanOrEqual(0);
            expect(line.line_discount).toBeLessThanOrEqual(line.list_price);
          }
          expect(totals.lines_total).toBe(sumCents(lines.map((line) => line.price)));
        },
      ),
    );
  });

  it("writes a line's discount as the customer's document shows it", () => {
    expect(lineDiscountLabel(10)).toBe("10% off");
    expect(lineDiscountLabel(12.5)).toBe("12.5% off");
  });
});

describe("screens-price --quote with a line's markup and discount", () => {
  const unit = { unit_width_in: 96, unit_height_in: 96 };

  it("prices a unit line at its markup, less its discount, and shows what came off", () => {
    const plain = priceQuoteFile({ units: [unit] }, defaultPriceBook);
    const adjusted = priceQuoteFile(
      { units: [{ ...unit, discount_percent: 10 }], accessories: [] },
      defaultPriceBook,
    );
    if (!plain.ok || !adjusted.ok) throw new Error("the file should price");
    const list = plain.quote.units[0]!.customer_price;
    const off = Math.floor(list / 10);
    expect(adjusted.quote.units[0]).toMatchObject({ customer_price: list - off, line_discount: off });
    expect(adjusted.quote.totals.lines_total).toBe(list - off);
  });

  it("refuses a line's markup out of bounds with the line's path", () => {
    const result = priceQuoteFile(
      { units: [unit], accessories: [{ prod_cost: 10, quantity: 1, markup: 0.5 }] },
      defaultPriceBook,
    );
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toContainEqual({
        path: "accessories.0.markup",
        message: "A line's markup is a number from 1 to 10.",
      });
    const unitResult = priceQuoteFile({ units: [{ ...unit, discount_percent: 120 }] }, defaultPriceBook);
    expect(unitResult.ok).toBe(false);
    if (!unitResult.ok)
      expect(unitResult.errors).toContainEqual({
        path: "units.0.discount_percent",
        message: "A line's discount is a percentage from 0 to 100.",
      });
  });
});
