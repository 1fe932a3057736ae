import { describe, expect, it } from "vitest";
import {
  accessoryCatalogue,
  accessoryDealerCost,
  accessoryDisplayPrice,
  CANADIAN_BROKERAGE_FEE,
  ceilDollars,
  customerPrice,
  DEALER_COST_FACTOR,
  DEFAULT_ACCESSORY_FILTER,
  DEFAULT_MARKUP,
  filterAccessories,
  firstSentence,
  formatUSD,
  isCanadian,
  mergeVariation,
  quoteTotals,
  toggleAccessoryFilter,
} from "../src/index";

describe("dealer and customer pricing (product rules R11, R12)", () => {
  it("the markup default is 1.43 and dealer cost factor 0.55", () => {
    expect(DEFAULT_MARKUP).toBe(1.43);
    expect(DEALER_COST_FACTOR).toBe(0.55);
  });
  it("customer price is amount x 1.43 rounded up, without floating-point surprises (decision 017; 100 -> 143, not 144)", () => {
    expect(customerPrice(100)).toBe(143);
    expect(customerPrice(200)).toBe(286);
    expect(customerPrice(1000)).toBe(1430);
    expect(customerPrice(877)).toBe(1255); // 1254.11 -> 1255
    expect(customerPrice(1)).toBe(2); // 1.43 -> 2
    expect(customerPrice(0)).toBe(0);
    expect(customerPrice(100, 2)).toBe(200);
  });
  it("accessory dealer cost is list cost x 0.55", () => {
    expect(accessoryDealerCost(100)).toBe(55);
    expect(accessoryDealerCost(39.99)).toBe(21.99); // 21.9945
  });
  it("displayed accessory price is list x 0.55 x 1.43 rounded up to a whole dollar (product rule R12)", () => {
    expect(accessoryDisplayPrice(100)).toBe(79); // 55 x 1.43 = 78.65
    expect(accessoryDisplayPrice(39.99)).toBe(32); // 21.99 x 1.43 = 31.4457
    expect(accessoryDisplayPrice(597.1)).toBe(470); // 328.41 x 1.43 = 469.6263
    // From the dealer cost in cents (what the quote total adds up), so a line and its total agree:
    expect(accessoryDisplayPrice(8.9)).toBe(8); // dealer cost 4.90 (4.895), x 1.43 = 7.007
    expect(
      quoteTotals({ unitTotals: [], accessories: [{ prod_cost: 8.9, quantity: 1 }] }).customer_total,
    ).toBe(8);
  });
  it("rounded up: only binary noise is ignored, a fraction of a cent counts (decision 017)", () => {
    expect(ceilDollars(100 * 1.43)).toBe(143); // 143.00000000000003
    expect(ceilDollars(0.55 * 961.82)).toBe(530); // 529.001
    expect(ceilDollars(529)).toBe(529);
  });
  it("Canadian dealers pay a brokerage fee of 60 on the quote total (product rule R13)", () => {
    expect(CANADIAN_BROKERAGE_FEE).toBe(60);
    expect(isCanadian("Canada")).toBe(true);
    expect(isCanadian(" CA ")).toBe(true);
    expect(isCanadian("United States")).toBe(false);
    expect(isCanadian(null)).toBe(false);
    expect(
      quoteTotals({
        unitTotals: [877, 164],
        accessories: [{ prod_cost: 100, quantity: 1 }],
        country: "Canada",
      }),
    ).toMatchObject({
      dealer_cost_subtotal: 1096,
      // Each line rounded up once: 877 x 1.43 = 1254.11 -> 1255, 164 x 1.43 = 234.52 -> 235, 55 x 1.43 -> 79.
      customer_total: 1569,
      brokerage_fee: 60,
      total: 1629,
      markup: 1.43,
    });
    expect(quoteTotals({ unitTotals: [100], country: "USA" })).toMatchObject({
      customer_total: 143,
      brokerage_fee: 0,
      total: 143,
    });
  });
  it("the quote total is in USD with US formatting (product rule R67)", () => {
    expect(formatUSD(1234)).toBe("$1,234.00");
    expect(formatUSD(0.5)).toBe("$0.50");
  });
});

describe("the sample accessory catalogue (decision 010)", () => {
  it("about 25 items, all prod_type remote, in the three categories", () => {
    expect(accessoryCatalogue.length).toBeGreaterThanOrEqual(23);
    expect(accessoryCatalogue.length).toBeLessThanOrEqual(27);
    expect(new Set(accessoryCatalogue.map((i) => i.prod_type))).toEqual(new Set(["remote"]));
    expect(new Set(accessoryCatalogue.map((i) => i.category))).toEqual(
      new Set(["Somfy Remote", "Contollers - Alpha", "Contollers - Alpha, Sales Tools"]),
    );
  });
  it("list costs run from 39.99 to 597.1, weights 1 to 15 lb, dims like '5 x 5 x 5 in'", () => {
    const costs = accessoryCatalogue.map((i) => i.cost);
    expect(Math.min(...costs)).toBe(39.99);
    expect(Math.max(...costs)).toBe(597.1);
    for (const i of accessoryCatalogue) {
      expect(i.prod_weight_lb).toBeGreaterThanOrEqual(1);
      expect(i.prod_weight_lb).toBeLessThanOrEqual(15);
      expect(i.prod_dims).toMatch(/^\d+ x \d+ x \d+ in$/);
    }
    expect(new Set(accessoryCatalogue.map((i) => i.sku)).size).toBe(accessoryCatalogue.length);
  });
  it("merging a variation: the variation's name, sku, cost and image win (product rule R19)", () => {
    const item = accessoryCatalogue.find((i) => i.variations?.length)!;
    const v = item.variations![0]!;
    const m = mergeVariation(item, v);
    expect(m).toMatchObject({
      name: v.name,
      sku: v.sku,
      cost: v.cost,
      image: v.image,
      category: item.category,
      prod_description: item.prod_description,
    });
    expect(mergeVariation(item, null)).toEqual(item);
  });
  it("the hover description is the first sentence only (product rule R19)", () => {
    expect(firstSentence("A one-channel remote. Controls one motor.")).toBe("A one-channel remote.");
    expect(firstSentence("No full stop")).toBe("No full stop");
  });
});

describe("accessories filter (product rule R19)", () => {
  const items = [
    { category: "Somfy Remote" },
    { category: "Contollers - Alpha" },
    { category: "Contollers - Alpha, Sales Tools" },
  ];
  it("Somfy and Alpha are on by default, plus 'all'", () => {
    expect(DEFAULT_ACCESSORY_FILTER).toEqual({ all: true, somfy: true, alpha: true });
    expect(filterAccessories(items, DEFAULT_ACCESSORY_FILTER)).toHaveLength(3);
  });
  it("the 'all' toggle flips every filter together", () => {
    const off = toggleAccessoryFilter(DEFAULT_ACCESSORY_FILTER, "all");
    expect(off).toEqual({ all: false, somfy: false, alpha: false });
    expect(filterAccessories(items, off)).toEqual([]);
    expect(toggleAccessoryFilter(off, "all")).toEqual({ all: true, somfy: true, alpha: true });
  });
  it("choosing Somfy or Alpha alone turns 'all' off; items show when their category matches an enabled brand", () => {
    const noSomfy = toggleAccessoryFilter(DEFAULT_ACCESSORY_FILTER, "somfy");
    expect(noSomfy).toEqual({ all: false, somfy: false, alpha: true });
    expect(filterAccessories(items, noSomfy).map((i) => i.category)).toEqual([
      "Contollers - Alpha",
      "Contollers - Alpha, Sales Tools",
    ]);
    const somfyOnly = toggleAccessoryFilter(toggleAccessoryFilter(DEFAULT_ACCESSORY_FILTER, "all"), "somfy");
    expect(filterAccessories(items, somfyOnly).map((i) => i.category)).toEqual(["Somfy Remote"]);
  });
});
