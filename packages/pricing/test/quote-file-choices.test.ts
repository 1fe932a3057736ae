import { describe, expect, it } from "vitest";
import {
  customerTotals,
  defaultChoice,
  defaultConfiguration,
  defaultPriceBook,
  priceConfiguration,
  priceQuoteFile,
  quoteReport,
  quoteTotals,
  type PricedQuote,
} from "../src/index";

/**
 * `screens-price --quote` reads a line's kind as the panel does
 * (docs/decisions/182-optional-and-alternative-lines.md, product rule R23): the total is the default
 * choice, the other lines are listed apart with their prices.
 */
const base = {
  title: "Lanai options",
  markup: 1.43,
  discount: { kind: "percent", value: 10 },
  country: "USA",
  taxes: [{ name: "Sales tax", rate: 7 }],
};
const lanaiGood = { unit_name: "Lanai good", unit_width_in: 120, unit_height_in: 96, room: "Lanai" };
const lanaiBetter = { unit_name: "Lanai better", unit_width_in: 144, unit_height_in: 96, room: "Lanai" };
const garage = { unit_name: "Garage", unit_width_in: 192, unit_height_in: 108, room: "Garage" };
const remote = { name: "Remote", prod_cost: 100, quantity: 2, room: "Lanai" };
const sensor = { name: "Sun sensor", prod_cost: 80, quantity: 1, room: "Lanai" };
const install = { name: "Installation", unit_price: 175, quantity: 2, taxable: false };
const haulAway = { name: "Haul away", unit_price: 60.5 };

const withChoices = {
  ...base,
  units: [
    { ...lanaiGood, choice: "alternative", choice_group: "  Lanai   screen " },
    { ...lanaiBetter, choice: "alternative", choice_group: "Lanai screen" },
    garage,
  ],
  accessories: [remote, { ...sensor, choice: "optional" }],
  services: [install, { ...haulAway, choice: "optional" }],
};

function priced(input: unknown): PricedQuote {
  const r = priceQuoteFile(input, defaultPriceBook);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.quote;
}

describe("screens-price --quote: optional and alternative lines (decision 182)", () => {
  it("totals the default choice to the cent: required lines, each group's first line, no optional line", () => {
    const quote = priced(withChoices);
    // The same quote holding only the default choice's lines.
    const only = priced({ ...base, units: [lanaiGood, garage], accessories: [remote], services: [install] });
    expect(quote.totals).toEqual(only.totals);
    expect(quote.rooms).toEqual(only.rooms);
    expect(quote.units.map((unit) => unit.name)).toEqual(["Lanai good", "Garage"]);
    expect(quote.chosen).toEqual(["units.0", "units.2", "accessories.0", "services.0"]);

    // As the panel prices it: defaultChoice over the lines, quoteTotals over the chosen ones.
    const unitTotal = (unit: object) => {
      const r = priceConfiguration({ ...defaultConfiguration(), ...unit }, { markup: 1.43 });
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      return r.breakdown.unit_total;
    };
    const picked = defaultChoice([
      { key: "unit:1", choice: "alternative", group: "Lanai screen" },
      { key: "unit:2", choice: "alternative", group: "Lanai screen" },
      { key: "unit:3", choice: "required" },
      { key: "accessory:4", choice: "required" },
      { key: "accessory:5", choice: "optional" },
      { key: "service:6", choice: "required" },
      { key: "service:7", choice: "optional" },
    ]);
    expect([...picked].sort()).toEqual(["accessory:4", "service:6", "unit:1", "unit:3"]);
    const panel = quoteTotals({
      unitTotals: [
        { unit_total: unitTotal(lanaiGood), quantity: 1 },
        { unit_total: unitTotal(garage), quantity: 1 },
      ],
      accessories: [remote],
      country: "USA",
      markup: 1.43,
      discount: { kind: "percent", value: 10 },
      services: [{ unit_price: 175, quantity: 2, taxable: false }],
      taxes: base.taxes,
    });
    expect(quote.totals.total).toBe(panel.total);
    expect(quote.totals.total).toBe(
      customerTotals({
        product_prices: [...panel.unit_lines, ...panel.accessory_lines].map((line) => line.price),
        discount: { kind: "percent", value: 10 },
        services: [{ price: 350, taxable: false }],
        taxes: base.taxes,
        brokerage_fee: 0,
      }).total,
    );
  });

  it("lists the lines outside the total apart, each with its name and price", () => {
    const quote = priced(withChoices);
    const all = priced({
      ...base,
      units: [lanaiGood, lanaiBetter, garage],
      accessories: [remote, sensor],
      services: [install, haulAway],
    });
    expect(quote.options).toEqual([
      {
        key: "units.1",
        line: "unit",
        name: "Lanai better",
        quantity: 1,
        choice: "alternative",
        group: "Lanai screen",
        price: all.units[1]!.customer_price,
      },
      {
        key: "accessories.1",
        line: "accessory",
        name: "Sun sensor",
        quantity: 1,
        choice: "optional",
        group: null,
        price: all.accessories[1]!.price,
      },
      {
        key: "services.1",
        line: "service",
        name: "Haul away",
        quantity: 1,
        choice: "optional",
        group: null,
        price: 60.5,
      },
    ]);
    const report = quoteReport(quote);
    const [inTotal, apart] = report.split("Options (not in the total)\n");
    expect(inTotal).not.toMatch(/Lanai better|Sun sensor|Haul away/);
    expect(apart).toMatch(/^Lanai better \(Alternative · Lanai screen\)\s+\$[\d,]+\.00$/m);
    expect(apart).toMatch(/^Sun sensor \(Optional\)\s+\$[\d,]+\.00$/m);
    expect(apart).toMatch(/^Haul away \(Optional\)\s+\$60\.50$/m);
  });

  it("prices the pick: an optional line taken, the group's other line chosen", () => {
    const quote = priced({
      ...withChoices,
      units: [withChoices.units[0], { ...withChoices.units[1], chosen: true }, garage],
      accessories: [remote, { ...sensor, choice: "optional", chosen: true }],
    });
    const only = priced({
      ...base,
      units: [lanaiBetter, garage],
      accessories: [remote, sensor],
      services: [install],
    });
    expect(quote.totals).toEqual(only.totals);
    expect(quote.options.map((line) => line.key)).toEqual(["units.0", "services.1"]);
  });

  it("a file without kinds prices as before: every line in the total, no options", () => {
    const quote = priced({ ...base, units: [lanaiGood, garage], accessories: [remote], services: [install] });
    expect(quote.options).toEqual([]);
    expect(quote.chosen).toEqual(["units.0", "units.1", "accessories.0", "services.0"]);
    expect(quoteReport(quote)).not.toContain("Options");
  });

  it("refuses a bad kind or an alternative without its group, naming the path, in the server's words", () => {
    const r = priceQuoteFile(
      {
        ...base,
        units: [garage, { ...lanaiGood, choice: "alternative" }, { ...garage, choice: "maybe" }],
        accessories: [{ ...remote, choice: "alternative", choice_group: "x".repeat(61) }],
        services: [
          { ...install, choice: "alternative", choice_group: "   " },
          { ...haulAway, chosen: "yes" },
        ],
      },
      defaultPriceBook,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { path: "accessories.0.choice_group", message: "A group's name is at most 60 characters." },
        {
          path: "services.0.choice_group",
          message: "An alternative needs the name of its group, such as “Lanai screen”.",
        },
        { path: "services.1.chosen", message: "chosen is true or false." },
      ]),
    );
    const units = priceQuoteFile(
      { ...base, units: [garage, { ...lanaiGood, choice: "alternative" }, { ...garage, choice: "maybe" }] },
      defaultPriceBook,
    );
    expect(units.ok || units.errors).toEqual([
      {
        path: "units.1.choice_group",
        message: "An alternative needs the name of its group, such as “Lanai screen”.",
      },
      { path: "units.2.choice", message: "A line is required, optional or an alternative." },
    ]);
  });
});
