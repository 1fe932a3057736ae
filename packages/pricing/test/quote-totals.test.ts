import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accessoryCatalogue,
  accessoryLine,
  formatUSD,
  priceBridge,
  priceConfiguration,
  quoteTotals,
  roomSubtotals,
  unitLine,
} from "../src/index";
import { anyConfiguration } from "./arbitraries";

/** What a person reads: the formatted amount, back in whole cents. */
const shownCents = (amount: number) => Math.round(Number(formatUSD(amount).replace(/[$,]/g, "")) * 100);
const shownSum = (amounts: number[]) => amounts.reduce((sum, amount) => sum + shownCents(amount), 0);

const listCosts = accessoryCatalogue.flatMap((item) => [
  item.cost,
  ...(item.variations ?? []).map((v) => v.cost),
]);
const anyQuote = fc.record({
  // unit_total is whole dollars (product rule R12: rounded up).
  // One unit, or several identical ones on one line (decision 160).
  unitTotals: fc.array(
    fc.oneof(
      fc.integer({ min: 0, max: 40_000 }),
      fc.record({
        unit_total: fc.integer({ min: 0, max: 40_000 }),
        quantity: fc.integer({ min: 1, max: 999 }),
      }),
    ),
    { maxLength: 12 },
  ),
  accessories: fc.array(
    fc.record({
      // Catalogue costs and any other cents amount.
      prod_cost: fc.oneof(
        fc.constantFrom(...listCosts),
        fc.integer({ min: 1, max: 100_000 }).map((c) => c / 100),
      ),
      quantity: fc.integer({ min: 1, max: 50 }),
    }),
    { maxLength: 8 },
  ),
  country: fc.constantFrom("United States", "Canada", "CA", null),
  markup: fc.oneof(
    fc.constant(1.43),
    fc.integer({ min: 100, max: 300 }).map((m) => m / 100),
  ),
});

describe("quote totals are the sums of the lines shown (decision 075)", () => {
  it("for random quotes, the displayed lines add up to the displayed total, to the cent", () => {
    fc.assert(
      fc.property(anyQuote, (quote) => {
        const totals = quoteTotals(quote);
        const lines = [...totals.unit_lines, ...totals.accessory_lines];
        // The customer's side: each line, then the brokerage line when there is one.
        const customerLines = lines.map((line) => line.price);
        expect(shownSum(customerLines)).toBe(shownCents(totals.customer_total));
        expect(shownSum([...customerLines, totals.brokerage_fee])).toBe(shownCents(totals.total));
        // The dealer's side (the order): each line's dealer cost adds up to the subtotal.
        expect(shownSum(lines.map((line) => line.dealer_cost))).toBe(shownCents(totals.dealer_cost_subtotal));
        // A unit or accessory line is its piece price times the quantity.
        for (const line of [...totals.unit_lines, ...totals.accessory_lines])
          expect(shownCents(line.price)).toBe(shownCents(line.unit_price) * line.quantity);
        // Every customer figure is whole dollars (product rule R12: rounded up).
        expect(Number.isInteger(totals.total)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("lines are rounded up one by one: two units of 877 and 164 give 1255 + 235, not ceil(1041 x 1.43)", () => {
    const totals = quoteTotals({ unitTotals: [877, 164] });
    expect(totals.unit_lines.map((line) => line.price)).toEqual([1255, 235]);
    expect(totals.customer_total).toBe(1490); // ceil(1488.63) would be 1489
  });

  it("an accessory line is its rounded-up piece price times the quantity", () => {
    // 39.99 x 0.55 = 21.99; x 1.43 = 31.45 -> 32 each.
    expect(accessoryLine(39.99, 3)).toEqual({
      unit_price: 32,
      quantity: 3,
      list_price: 96,
      line_discount: 0,
      line_discount_pct: null,
      price: 96,
      unit_dealer_cost: 21.99,
      dealer_cost: 65.97,
    });
    expect(unitLine(100)).toMatchObject({ price: 143, dealer_cost: 100 });
  });

  it("n identical units are priced once and counted n times, the dealer cost too (decision 160)", () => {
    // 877 x 1.43 = 1254.11 -> 1255 each: 3 are 3765, not ceil(2631 x 1.43) = 3763.
    expect(unitLine(877, 1.43, 3)).toEqual({
      unit_price: 1255,
      quantity: 3,
      list_price: 3765,
      line_discount: 0,
      line_discount_pct: null,
      price: 3765,
      unit_dealer_cost: 877,
      dealer_cost: 2631,
    });
    const one = quoteTotals({ unitTotals: [877, 877, 877, 164] });
    const lined = quoteTotals({ unitTotals: [{ unit_total: 877, quantity: 3 }, 164] });
    expect(lined.customer_total).toBe(one.customer_total);
    expect(lined.dealer_cost_subtotal).toBe(one.dealer_cost_subtotal);
    // The standard price counts them too, so a quantity moves no limit.
    const marked = quoteTotals({ unitTotals: [{ unit_total: 877, quantity: 3 }], markup: 1.3 });
    expect(marked.standard_total).toBe(3765);
  });

  it("rooms: each the sum of its lines, in the order they first appear; no room, no group (decision 161)", () => {
    expect(
      roomSubtotals([
        { room: "Lanai", price: 1255 },
        { room: null, price: 40 },
        { room: "Garage", price: 3765 },
        { room: "Lanai", price: 96.5 },
      ]),
    ).toEqual([
      { name: "Lanai", lines: 2, subtotal: 1351.5 },
      { name: "Garage", lines: 1, subtotal: 3765 },
    ]);
    expect(roomSubtotals([{ price: 10 }])).toEqual([]);
  });

  it("an empty quote totals 0; the brokerage is the caller's to leave out", () => {
    expect(quoteTotals({ unitTotals: [] })).toMatchObject({
      customer_total: 0,
      total: 0,
      dealer_cost_subtotal: 0,
    });
  });
});

describe("the price bridge: how the dealer cost comes from the charges", () => {
  const stepsSum = (steps: { amount: number }[]) => shownSum(steps.map((step) => step.amount));

  it("for random units, list price + dealer factor + package + rounding = dealer cost, to the cent", () => {
    fc.assert(
      fc.property(anyConfiguration, (config) => {
        const priced = priceConfiguration(config);
        if (!priced.ok) return;
        const b = priced.breakdown;
        const bridge = priceBridge({
          charges_sum: b.charges_sum,
          unit_total: b.unit_total,
          package: b.package ? { label: b.package.label, total: b.package.total } : null,
        });
        expect(stepsSum(bridge.steps)).toBe(shownCents(b.unit_total));
        expect(bridge.steps[0]).toMatchObject({ key: "list_price", amount: b.charges_sum });
        expect(bridge.customer_price).toBe(b.customer_price);
        if (b.package) expect(bridge.steps.some((step) => step.key === "package")).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("a packaged unit: $3,346 of charges under a $1,481 dealer cost shows the package between them", () => {
    const bridge = priceBridge({
      charges_sum: 3346,
      unit_total: 1481,
      package: { label: "Sun Control", total: 1480.5 },
    });
    expect(bridge.steps).toEqual([
      { key: "list_price", label: "List price", amount: 3346 },
      { key: "dealer_factor", label: "Dealer factor (× 0.55)", amount: -1505.7 },
      { key: "package", label: "Sun Control package", amount: -359.8 },
      { key: "rounding", label: "Rounded up to a whole dollar", amount: 0.5 },
    ]);
    expect(bridge.package_price).toBe(1480.5);
  });

  it("a saved unit whose package total is not known: the package line includes the rounding", () => {
    const bridge = priceBridge({
      charges_sum: 3346,
      unit_total: 1481,
      package: { label: "Sun Control", total: null },
    });
    expect(bridge.steps.at(-1)).toEqual({
      key: "package",
      label: "Sun Control package, rounded up",
      amount: -359.3,
    });
    expect(stepsSum(bridge.steps)).toBe(148100);
  });
});
