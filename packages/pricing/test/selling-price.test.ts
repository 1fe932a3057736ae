import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDiscount, effectiveDiscountPercent, formatUSD, quoteTotals } from "../src/index";

const shownCents = (amount: number) => Math.round(Number(formatUSD(amount).replace(/[$,]/g, "")) * 100);

const anyDiscount = fc.oneof(
  fc.constant(null),
  fc.record({
    kind: fc.constant("percent" as const),
    value: fc.integer({ min: 0, max: 10_000 }).map((v) => v / 100),
  }),
  fc.record({ kind: fc.constant("amount" as const), value: fc.integer({ min: 0, max: 50_000 }) }),
);
const anySale = fc.record({
  unitTotals: fc.array(fc.integer({ min: 0, max: 40_000 }), { maxLength: 10 }),
  accessories: fc.array(
    fc.record({
      prod_cost: fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
      quantity: fc.integer({ min: 1, max: 20 }),
    }),
    { maxLength: 5 },
  ),
  country: fc.constantFrom("USA", "Canada"),
  markup: fc.integer({ min: 100, max: 250 }).map((m) => m / 100),
  standardMarkup: fc.integer({ min: 100, max: 250 }).map((m) => m / 100),
  discount: anyDiscount,
  services: fc.array(
    fc.record({
      unit_price: fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100),
      quantity: fc.integer({ min: 1, max: 10 }),
      taxable: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
  taxes: fc.array(
    fc.record({
      name: fc.constantFrom("GST", "PST", "Sales tax"),
      rate: fc.integer({ min: 0, max: 150_000 }).map((r) => r / 10_000),
    }),
    { maxLength: 2 },
  ),
});

describe("the selling price: markup and discount (decision 131)", () => {
  it("for random quotes, lines - discount + brokerage = total, to the cent, in whole dollars", () => {
    fc.assert(
      fc.property(anySale, (sale) => {
        const totals = quoteTotals(sale);
        const lines = [...totals.unit_lines, ...totals.accessory_lines].map((line) => shownCents(line.price));
        const discount = shownCents(totals.discount?.amount ?? 0);
        expect(lines.reduce((a, b) => a + b, 0)).toBe(shownCents(totals.lines_total));
        expect(shownCents(totals.lines_total) - discount).toBe(shownCents(totals.customer_total));
        // Every line shown adds up to the total: products less the discount, services, each tax, brokerage.
        const shownLines = [
          totals.customer_total,
          ...totals.service_lines,
          ...totals.taxes.map((tax) => tax.amount),
          totals.brokerage_fee,
        ];
        expect(shownLines.reduce((sum, amount) => sum + shownCents(amount), 0)).toBe(
          shownCents(totals.total),
        );
        expect(Number.isInteger(totals.customer_total)).toBe(true);
        expect(totals.customer_total).toBeGreaterThanOrEqual(0);
        // The dealer's cost does not move with the dealer's markup or discount.
        expect(totals.dealer_cost_subtotal).toBe(
          quoteTotals({ ...sale, markup: 1.43, discount: null, services: [], taxes: [] })
            .dealer_cost_subtotal,
        );
      }),
      { numRuns: 400 },
    );
  });

  it("a percentage is rounded down to the whole dollar; an amount never exceeds the lines", () => {
    expect(applyDiscount(1234, { kind: "percent", value: 10 })).toEqual({
      kind: "percent",
      value: 10,
      amount: 123,
    });
    expect(applyDiscount(1999, { kind: "percent", value: 12.5 })?.amount).toBe(249); // 249.875
    expect(applyDiscount(500, { kind: "amount", value: 750 })?.amount).toBe(500);
    expect(applyDiscount(500, { kind: "percent", value: 0 })).toBeNull();
  });

  it("a 10% discount on a 2-unit quote at 1.43", () => {
    const totals = quoteTotals({ unitTotals: [877, 164], discount: { kind: "percent", value: 10 } });
    expect(totals).toMatchObject({
      lines_total: 1490,
      discount: { amount: 149 },
      customer_total: 1341,
      total: 1341,
      effective_discount_percent: 10,
      dealer_cost_subtotal: 1041,
    });
  });

  it("a lower markup counts against the limit as a discount would", () => {
    const lower = quoteTotals({ unitTotals: [1000], markup: 1.3, standardMarkup: 1.43 });
    expect(lower).toMatchObject({ lines_total: 1300, standard_total: 1430 });
    expect(lower.effective_discount_percent).toBe(9.1);
    const higher = quoteTotals({
      unitTotals: [1000],
      markup: 1.6,
      standardMarkup: 1.43,
      discount: { kind: "percent", value: 5 },
    });
    expect(higher.customer_total).toBe(1520);
    expect(higher.effective_discount_percent).toBe(0);
  });

  it("the effective discount is rounded up to the hundredth, so a rounding never passes a limit", () => {
    expect(effectiveDiscountPercent(3, 2)).toBe(33.34);
    expect(effectiveDiscountPercent(100, 90)).toBe(10);
    expect(effectiveDiscountPercent(0, 0)).toBe(0);
  });

  it("taxes apply to the products after the discount and to taxable services, each rounded to the cent", () => {
    const totals = quoteTotals({
      unitTotals: [1000],
      discount: { kind: "amount", value: 30 },
      services: [
        { unit_price: 350, quantity: 1, taxable: false },
        { unit_price: 89.99, quantity: 2, taxable: true },
      ],
      taxes: [
        { name: "GST", rate: 5 },
        { name: "PST", rate: 7 },
      ],
      country: "Canada",
    });
    // 1430 - 30 = 1400 of products; 179.98 of taxable services.
    expect(totals).toMatchObject({
      customer_total: 1400,
      service_lines: [350, 179.98],
      services_total: 529.98,
      taxable_base: 1579.98,
      taxes: [
        { name: "GST", rate: 5, amount: 79 },
        { name: "PST", rate: 7, amount: 110.6 },
      ],
      tax_total: 189.6,
      brokerage_fee: 60,
      total: 2179.58,
    });
  });
});
