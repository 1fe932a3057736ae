import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accessoryDealerCost,
  accessoryDisplayPrice,
  defaultConfiguration,
  defaultPriceBook,
  fieldState,
  newlyDiscontinued,
  priceBridge,
  priceConfiguration,
  standardTerms,
  sumCents,
  type DealerTerms,
  type PriceBreakdown,
} from "../src/index";
import { only } from "./helpers";

const premier: DealerTerms = { level: "Premier", factor: 0.52, discount_pct: 0 };

function priced(overrides: Parameters<typeof defaultConfiguration>[0], terms?: DealerTerms): PriceBreakdown {
  const r = priceConfiguration(defaultConfiguration(overrides), { terms });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.breakdown;
}

const bridgeOf = (b: PriceBreakdown, terms?: DealerTerms) =>
  priceBridge({
    charges_sum: b.charges_sum,
    unit_total: b.unit_total,
    level_price: b.level_price,
    terms,
    package: b.package ? { label: b.package.label, total: b.package.level_total } : null,
  });

describe("dealer price levels and discounts (decision 149)", () => {
  it("the standard terms price exactly as no terms: 0.55 of the list price, no discount line", () => {
    const surface = { ...only("included_retention"), unit_width_in: 120 };
    const plain = priced(surface);
    const standard = priced(surface, standardTerms());
    expect(standard.unit_total).toBe(plain.unit_total);
    expect(plain.unit_total).toBe(164); // ceil(0.55 x 297.09)
    expect(plain.dealer_discount).toBe(0);
    expect(plain.price_level).toBeNull();
  });

  it("a level's factor replaces 0.55: ceil(0.52 x 297.09) = 155", () => {
    const b = priced({ ...only("included_retention"), unit_width_in: 120 }, premier);
    expect(b.dealer_cost_factor).toBe(0.52);
    expect(b.price_level).toBe("Premier");
    expect(b.unit_total).toBe(155);
    expect(b.customer_price).toBe(Math.ceil(155 * 1.43));
  });

  it("the dealer's discount applies after the level, rounded up to a whole dollar, as its own line", () => {
    const terms = { ...premier, discount_pct: 5 };
    const b = priced({ ...only("included_retention"), unit_width_in: 120 }, terms);
    expect(b.level_price).toBe(155);
    expect(b.unit_total).toBe(148); // ceil(155 x 0.95) = ceil(147.25)
    expect(b.dealer_discount).toBe(7);
    const bridge = bridgeOf(b, terms);
    expect(bridge.steps.map((s) => s.label)).toEqual([
      "List price",
      "Premier level (× 0.52)",
      "Rounded up to a whole dollar",
      "Dealer discount (5%)",
    ]);
    expect(bridge.steps.at(-1)?.amount).toBe(-7);
  });

  it("a package's price, in dealer dollars at 0.55, is scaled to the level", () => {
    const standard = priced({});
    const level = priced({}, premier);
    expect(standard.package?.name).toBe("sun_control");
    expect(level.package?.total).toBe(standard.package?.total);
    expect(level.package?.level_total).toBeCloseTo((standard.package!.total * 0.52) / 0.55, 2);
    expect(level.unit_total).toBe(Math.ceil(level.package!.level_total - 1e-9));
  });

  it("the bridge's lines add up to the dealer cost to the cent, for any level and discount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 300 }),
        fc.integer({ min: 30, max: 140 }),
        fc.boolean(),
        fc.integer({ min: 30, max: 70 }),
        fc.integer({ min: 0, max: 40 }),
        (width, height, component, factorPct, discount) => {
          const terms: DealerTerms = { level: "Any", factor: factorPct / 100, discount_pct: discount };
          const overrides = component
            ? { ...only("included_housing", "included_motor_tube"), unit_width_in: width }
            : { unit_width_in: Math.min(width, 240), unit_height_in: height };
          const r = priceConfiguration(defaultConfiguration(overrides), { terms });
          if (!r.ok) return;
          const b = r.breakdown;
          const bridge = bridgeOf(b, terms);
          expect(sumCents(bridge.steps.map((s) => s.amount))).toBe(b.unit_total);
          expect(b.unit_total).toBeLessThanOrEqual(b.level_price);
          expect(b.level_price - b.unit_total).toBe(b.dealer_discount);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("accessories: list cost x level factor less the discount, in cents; the display price rounds up", () => {
    expect(accessoryDealerCost(100)).toBe(55);
    expect(accessoryDealerCost(100, { ...premier, discount_pct: 5 })).toBe(49.4);
    expect(accessoryDisplayPrice(100, 1.43, { ...premier, discount_pct: 5 })).toBe(Math.ceil(49.4 * 1.43));
  });

  it("the bundled book states its standard factor", () => {
    expect(defaultPriceBook.dealer_factor).toBe(0.55);
  });
});

describe("discontinued options (decision 148)", () => {
  const book = structuredClone(defaultPriceBook);
  const old = book.fabric_collections.find((f) => f.value === "nano95")!;
  old.discontinued = true;

  it("a unit that has a discontinued option still prices and is still offered it", () => {
    const unit = defaultConfiguration({ fabric_collection: "nano95" });
    const r = priceConfiguration(unit, { priceBook: book });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const states = fieldState(r.configuration, book);
    expect(states.fabric_collection.options?.find((o) => o.value === "nano95")?.visible).toBe(true);
    expect(newlyDiscontinued(r.configuration, r.configuration, book)).toEqual([]);
  });

  it("another unit is not offered it, and choosing it is named as a discontinued choice", () => {
    const other = defaultConfiguration({ fabric_collection: "nano97" });
    const states = fieldState(other, book);
    expect(states.fabric_collection.options?.find((o) => o.value === "nano95")?.visible).toBe(false);
    const chosen = defaultConfiguration({ fabric_collection: "nano95" });
    expect(newlyDiscontinued(other, chosen, book)).toEqual([
      { field: "fabric_collection", label: old.label },
    ]);
    expect(newlyDiscontinued(null, chosen, book).map((d) => d.field)).toContain("fabric_collection");
  });
});
