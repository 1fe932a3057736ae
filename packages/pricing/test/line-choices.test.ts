import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  customerTotals,
  defaultChoice,
  quoteTotals,
  resolveChoice,
  unitLine,
  type ChoiceLine,
} from "../src/index";

/** Optional and alternative lines (docs/decisions/182-optional-and-alternative-lines.md). */
const lines: ChoiceLine[] = [
  { key: "unit:1", choice: "alternative", group: "Lanai screen" },
  { key: "unit:2", choice: "alternative", group: "Lanai screen" },
  { key: "unit:3", choice: "required" },
  { key: "accessory:4", choice: "optional" },
  { key: "service:5", choice: "optional" },
  { key: "unit:6", choice: "alternative", group: "Garage" },
  { key: "unit:7", choice: "alternative", group: "Garage" },
];

describe("the choice", () => {
  it("by default: every required line, no optional line, each group's first line", () => {
    expect([...defaultChoice(lines)].sort()).toEqual(["unit:1", "unit:3", "unit:6"]);
  });

  it("by default after an acceptance: what the customer took", () => {
    const taken = lines.map((line) =>
      line.key === "unit:2" || line.key === "accessory:4" ? { ...line, chosen: true } : line,
    );
    expect([...defaultChoice(taken)].sort()).toEqual(["accessory:4", "unit:2", "unit:3", "unit:6"]);
  });

  it("the homeowner's picks: required lines always in, one line of each group, lines of the quote only", () => {
    const picked = resolveChoice(lines, ["unit:2", "service:5", "unit:7"]);
    expect("chosen" in picked && [...picked.chosen].sort()).toEqual([
      "service:5",
      "unit:2",
      "unit:3",
      "unit:7",
    ]);
    expect(resolveChoice(lines, ["unit:1", "unit:2", "unit:6"])).toEqual({
      problem: { kind: "group_needs_one", group: "Lanai screen", picked: 2 },
    });
    expect(resolveChoice(lines, ["unit:1"])).toEqual({
      problem: { kind: "group_needs_one", group: "Garage", picked: 0 },
    });
    expect(resolveChoice(lines, ["unit:1", "unit:6", "unit:99"])).toEqual({
      problem: { kind: "unknown_line", key: "unit:99" },
    });
  });
});

describe("customerTotals", () => {
  it("prices a choice from its lines' customer prices as quoteTotals does, to the cent", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.record({
            unit_price: fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
            taxable: fc.boolean(),
          }),
          {
            maxLength: 3,
          },
        ),
        fc.option(fc.integer({ min: 1, max: 30 })),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 6, maxLength: 6 }),
        (unitTotals, services, percent, picks) => {
          const discount = percent === null ? null : { kind: "percent" as const, value: percent };
          const taxes = [{ name: "FL", rate: 6.5 }];
          // The lines the homeowner kept: the rest are options, in no total.
          const kept = unitTotals.filter((_, index) => index === 0 || picks[index] === 1);
          const full = quoteTotals({
            unitTotals: kept,
            services: services.map((line) => ({ ...line, quantity: 1 })),
            discount,
            taxes,
          });
          const page = customerTotals({
            product_prices: kept.map((total) => unitLine(total).price),
            discount,
            services: services.map((line) => ({ price: line.unit_price, taxable: line.taxable })),
            taxes,
            brokerage_fee: 0,
          });
          expect(page.total).toBe(full.total);
          expect(page.taxes).toEqual(full.taxes);
          expect(page.customer_total).toBe(full.customer_total);
        },
      ),
    );
  });
});
