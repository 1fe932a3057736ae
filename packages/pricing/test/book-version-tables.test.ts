import { describe, expect, it } from "vitest";
import {
  defaultConfiguration,
  defaultPriceBook,
  encodeOrderCode,
  priceConfiguration,
  priceValidated,
  validate,
  type PriceBook,
} from "../src/index";

// The engine's per-book tables (docs/decisions/196-pricing-engine-speed.md) belong to one book each:
// two versions priced in turn, in either order, each answer with its own prices, options and codes.

/** Another version: fabric dearer by 10 a cell, Alpha's package adjustment and a track's price changed, tall hem bar off, Somfy coded SF. */
function otherVersion(): PriceBook {
  const b = structuredClone(defaultPriceBook);
  b.version = "tables-test";
  b.fabric_size_table.cells = b.fabric_size_table.cells.map((row) => row.map((cell) => cell + 10));
  for (const m of b.motor_brands) {
    if (m.value === "alpha") m.package_adjustment = -250;
    if (m.value === "somfy") m.code = "SF";
  }
  for (const r of b.retention_types) if (r.value === "cable") r.pricing = { kind: "flat", amount: 140 };
  for (const h of b.hem_bar_types) if (h.value === "tall") h.enabled = false;
  return b;
}

describe("per-book tables: each version prices with its own", () => {
  const other = otherVersion();
  const unit = defaultConfiguration({
    unit_width_in: 120,
    unit_height_in: 96,
    motor_brand: "alpha",
    motor_type: "pro",
    motor_cord: "pigtail6ft",
    retention_type: "cable",
  });
  const tall = defaultConfiguration({ hem_bar_type: "tall" });

  it("alternating two versions, each answer is the one its version gives alone", () => {
    const alone = (book: PriceBook) => {
      const r = priceConfiguration(unit, { priceBook: book });
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return r.breakdown;
    };
    const first = alone(defaultPriceBook);
    const second = alone(other);
    for (let i = 0; i < 4; i++) {
      expect(alone(i % 2 ? other : defaultPriceBook)).toEqual(i % 2 ? second : first);
      expect(alone(i % 2 ? defaultPriceBook : other)).toEqual(i % 2 ? first : second);
    }
    expect(second.price_book_version).toBe("tables-test");
    // The fabric cell is 10 more, the cable 40 more, Alpha's package adjustment -250 instead of -100.
    expect(second.lookup.fabric_table_factor).toBe(first.lookup.fabric_table_factor + 10);
    expect(second.retention_charge).toBe(140);
    expect(first.retention_charge).toBe(100);
    expect(first.package?.adjustments).toContainEqual({ name: "Alpha motor", amount: -100 });
    expect(second.package?.adjustments).toContainEqual({ name: "Alpha motor", amount: -250 });
    expect(priceValidated(unit, other)).toEqual(second);
    expect(priceValidated(unit, defaultPriceBook)).toEqual(first);
  });

  it("an option turned off in one version is refused by it and kept by the other", () => {
    expect(validate(tall, other)).toEqual([
      { path: "hem_bar_type", message: '"tall" is not available with the current choices.' },
    ]);
    expect(validate(tall, defaultPriceBook)).toEqual([]);
  });

  it("order codes come from the version's codes", () => {
    const somfy = defaultConfiguration();
    const code = encodeOrderCode(somfy, defaultPriceBook);
    const otherCode = encodeOrderCode(somfy, other);
    expect(otherCode).not.toBe(code);
    expect(otherCode).toContain("-MSF.");
    expect(encodeOrderCode(somfy, defaultPriceBook)).toBe(code);
  });
});
