import { describe, expect, it } from "vitest";
import {
  clearWindowPanes,
  defaultConfiguration,
  defaultPriceBook,
  loadPriceBook,
  priceConfiguration,
  priceValidated,
  normalize,
} from "../src/index";
import { only, price } from "./helpers";

const book = defaultPriceBook;
const fabricCell = (wFt: number, hFt: number) => book.fabric_size_table.cells[wFt - 2]![hFt - 2]!;
const pkg = (name: string) => book.packages.find((p) => p.value === name)!;
const pkgCell = (name: string, wFt: number, hFt: number) =>
  pkg(name).cells[wFt - pkg(name).widths_ft[0]!]![hFt - pkg(name).heights_ft[0]!]!;

describe("linear prices (per foot of width + intercept; decision 011)", () => {
  it("surface track is 23.69/ft + 60.192 (120 in = 10 ft: 236.90 + 60.192 = 297.09)", () => {
    expect(
      price({ ...only("included_retention"), unit_width_in: 120, retention_type: "surface" })
        .retention_charge,
    ).toBe(297.09);
  });
  it("table lookups round the width up to whole feet (product rule R66; 121 in = 11 ft: 260.59 + 60.192 = 320.78)", () => {
    expect(price({ ...only("included_retention"), unit_width_in: 121 }).retention_charge).toBe(320.78);
  });
  it("recessed track is 30.41/ft + 75.166 (8 ft: 243.28 + 75.166 = 318.45)", () => {
    expect(price({ ...only("included_retention"), retention_type: "recessed" }).retention_charge).toBe(
      318.45,
    );
  });
  it("cable track is a flat 100", () => {
    expect(
      price({ ...only("included_retention"), retention_type: "cable", unit_width_in: 250 }).retention_charge,
    ).toBe(100);
  });
  it("varying retention is the average of the left and right track prices ((249.712 + 318.446) / 2 = 284.08)", () => {
    const b = price({
      ...only("included_retention"),
      retention_type: "varies",
      retention_left: "surface",
      retention_right: "recessed",
    });
    expect(b.retention_charge).toBe(284.08);
  });
  it("retention 'none' costs nothing", () => {
    expect(price({ ...only("included_retention"), retention_type: "none" }).retention_charge).toBe(0);
  });
  it("standard hem bar is 9.644/ft + 66.391 (8 ft: 77.152 + 66.391 = 143.54)", () => {
    expect(price(only("included_hem_bar")).hem_bar_charge).toBe(143.54);
  });
  it("tall hem bar is 15.31/ft + 72.875 (8 ft: 122.48 + 72.875 = 195.355, half a cent rounds up to 195.36)", () => {
    expect(price({ ...only("included_hem_bar"), hem_bar_type: "tall" }).hem_bar_charge).toBe(195.36);
  });
  it("lanai hem bar is 15.31/ft + 272.875 (8 ft: 395.36)", () => {
    expect(price({ ...only("included_hem_bar"), hem_bar_type: "lanai" }).hem_bar_charge).toBe(395.36);
  });
  it("housing and tube are linear in width for each housing size (sample coefficients, standard 8 ft)", () => {
    const std = book.housing_types.find((h) => h.value === "standard")!;
    const b = price({ ...only("included_housing", "included_motor_tube") });
    expect(b.housing_charge).toBe(std.housing.per_ft * 8 + std.housing.intercept);
    expect(b.tube_charge).toBe(std.tube.per_ft * 8 + std.tube.intercept);
    const jumbo = book.housing_types.find((h) => h.value === "jumbo")!;
    expect(price({ ...only("included_housing"), housing_type: "jumbo" }).housing_charge).toBe(
      jumbo.housing.per_ft * 8 + jumbo.housing.intercept,
    );
  });
});

describe("housing option", () => {
  const std = book.housing_types.find((h) => h.value === "standard")!;
  it("'base' subtracts 5 per foot of width from the housing charge", () => {
    expect(price({ ...only("included_housing"), housing_option: "base" }).housing_charge).toBe(
      std.housing.per_ft * 8 + std.housing.intercept - 40,
    );
  });
  it("'open' makes the housing charge 0", () => {
    expect(price({ ...only("included_housing"), housing_option: "open" }).housing_charge).toBe(0);
  });
  it("package adjustment for 'base' is -1.5 per foot and for 'open' -3 per foot (decision 016)", () => {
    const base = price({ housing_option: "base" });
    const open = price({ housing_option: "open" });
    expect(base.package!.adjustments).toContainEqual({ name: "Housing option base", amount: -12 });
    expect(open.package!.adjustments).toContainEqual({ name: "Housing option open", amount: -24 });
    expect(base.unit_total).toBe(pkgCell("sun_control", 8, 8) - 12);
    expect(open.unit_total).toBe(pkgCell("sun_control", 8, 8) - 24);
  });
});

describe("motor prices", () => {
  const motor = (o: Parameters<typeof price>[0]) => price({ ...only("included_motor_tube"), ...o });
  it("Alpha proSolar is 500", () => {
    expect(
      motor({ motor_brand: "alpha", motor_type: "proSolar", motor_cord: "pigtail6ft" }).motor_charge,
    ).toBe(500);
  });
  it("Alpha molded cords are 85 or 95", () => {
    expect(
      motor({ motor_brand: "alpha", motor_type: "pro", motor_cord: "molded19ft" }).motor_cord_charge,
    ).toBe(85);
    expect(
      motor({ motor_brand: "alpha", motor_type: "pro", motor_cord: "molded32ft" }).motor_cord_charge,
    ).toBe(95);
    expect(
      motor({ motor_brand: "alpha", motor_type: "pro", motor_cord: "moldedBlack32ft" }).motor_cord_charge,
    ).toBe(95);
  });
  it("Somfy rts and hardwired are 300, autoSun 600", () => {
    expect(motor({ motor_type: "rts" }).motor_charge).toBe(300);
    expect(motor({ motor_type: "hardwired" }).motor_charge).toBe(300);
    expect(motor({ motor_type: "autoSun" }).motor_charge).toBe(600);
  });
  it("Somfy 24 ft cord is 85", () => {
    expect(motor({ motor_cord: "pigtail24ft" }).motor_cord_charge).toBe(85);
  });
  it("extended cord is 85 (added to the cord charge)", () => {
    expect(motor({ motor_cord: "pigtail24ft", motor_extended_cord: true }).motor_cord_charge).toBe(170);
  });
  it("Alpha motor brand adjustment is -100 on complete-unit packages (decision 016)", () => {
    const b = price({ motor_brand: "alpha", motor_type: "pro", motor_cord: "pigtail6ft" });
    expect(b.package!.adjustments).toEqual([{ name: "Alpha motor", amount: -100 }]);
    expect(b.unit_total).toBe(pkgCell("sun_control", 8, 8) - 100);
  });
  it("motor and tube are charged only when the motor tube is included (product rule R66)", () => {
    const b = price(only("included_housing"));
    expect([b.motor_charge, b.motor_cord_charge, b.tube_charge]).toEqual([0, 0, 0]);
  });
});

describe("powder, fabric, buildout, clear window", () => {
  it("powder coating is 350 when frame_color_varies is on", () => {
    expect(price({ ...only("included_housing"), frame_color_varies: true }).powder_charge).toBe(350);
    expect(price(only("included_housing")).powder_charge).toBe(0);
  });
  it("fabric is the size-table factor times the collection factor, plus freight (Nano 50 factor 1)", () => {
    const b = price({ ...only("included_fabric"), fabric_collection: "nano50", fabric_color: "charcoal" });
    expect(b.fabric_charge).toBe(fabricCell(8, 8));
    expect(b.fabric_freight_charge).toBe(book.fabric_collections.find((f) => f.value === "nano50")!.freight);
  });
  it("Nano 55 factor is 1.01 and Nano 99 is 1.87", () => {
    const cell = fabricCell(8, 8); // 1.9*64 + 18*8 + 9*8 + 40 = 377.6 in the sample table
    expect(cell).toBe(377.6);
    expect(
      price({ ...only("included_fabric"), fabric_collection: "nano55", fabric_color: "charcoal" })
        .fabric_charge,
    ).toBe(381.38);
    expect(
      price({ ...only("included_fabric"), fabric_collection: "nano99", fabric_color: "charcoal" })
        .fabric_charge,
    ).toBe(706.11);
  });
  it("rotating the fabric swaps the width and height lookup (product rule R66; 96 x 130 in, rotated: cell 11 x 8 ft)", () => {
    const b = price({ ...only("included_fabric"), unit_width_in: 96, unit_height_in: 130 });
    expect(b.lookup.rotated).toBe(true);
    expect([b.lookup.fabric_width_ft, b.lookup.fabric_height_ft]).toEqual([11, 8]);
    expect(b.fabric_charge).toBe(Math.round(fabricCell(11, 8) * 1.45 * 100) / 100);
    const unrotated = price({
      ...only("included_fabric"),
      unit_width_in: 96,
      unit_height_in: 120,
      rotate_fabric: true,
    });
    expect([unrotated.lookup.fabric_width_ft, unrotated.lookup.fabric_height_ft]).toEqual([10, 8]);
  });
  it("buildout is (per-foot price x feet + 35) x quantity (1x2 Tube, 100 in = 9 ft, x2: (72 + 35) x 2 = 214)", () => {
    const b = price({
      ...only("included_housing"),
      included_buildout: true,
      buildout_material: "tube_1x2",
      buildout_quantity: 2,
      buildout_length_in: 100,
    });
    expect(b.buildout_charge).toBe(214);
  });
  it("buildout per-foot prices are 8, 16, 8, 20, 12 for the five profiles", () => {
    const perFt = book.buildout.materials.map(
      (m) =>
        price({
          ...only("included_housing"),
          included_buildout: true,
          buildout_material: m.value,
          buildout_quantity: 1,
          buildout_length_in: 12,
        }).buildout_charge - 35,
    );
    expect(perFt).toEqual([8, 16, 8, 20, 12]);
  });
  it("clear window costs 100 per pane beyond the first; panes counted in steps of 50 and 100 (decision 014)", () => {
    const cw = {
      ...only("included_fabric"),
      included_clear_window: true,
      unit_width_in: 60,
      unit_height_in: 96,
      mullion_top_in: 12,
      mullion_bottom_in: 12,
      mullion_left_in: 6,
      mullion_right_in: 6,
    };
    // 48 x 72 in of clear window: one pane.
    expect(price(cw).clear_window_charge).toBe(0);
    expect(clearWindowPanes({ ...defaultConfiguration(), ...cw })).toBe(1);
    // Exactly 50 in wide is still one pane; 50 1/16 in takes a second one.
    expect(price({ ...cw, unit_width_in: 62 }).clear_window_charge).toBe(0);
    expect(price({ ...cw, unit_width_in: 62.0625 }).clear_window_charge).toBe(100);
    // 84 in wide: two panes across, without any interior mullion.
    expect(price({ ...cw, unit_width_in: 96 }).clear_window_charge).toBe(100);
    // 120 in high (over 100): two panes down; with 84 in across, 2 x 2.
    expect(price({ ...cw, unit_height_in: 144 }).clear_window_charge).toBe(100);
    expect(price({ ...cw, unit_width_in: 96, unit_height_in: 144 }).clear_window_charge).toBe(300);
    // Interior mullions make at least one pane per section, however narrow.
    expect(price({ ...cw, mullion_middle_in: 3 }).clear_window_charge).toBe(100);
    expect(
      price({ ...cw, mullion_left_middle_in: 3, mullion_middle_in: 3, mullion_right_middle_in: 3 })
        .clear_window_charge,
    ).toBe(300);
    // 192 in wide (the clear-window maximum) with 6 in borders: 180 in, four panes across.
    expect(price({ ...cw, unit_width_in: 192 }).clear_window_charge).toBe(300);
  });
  it("the pane sizes are price-book data (decision 014)", () => {
    const book = loadPriceBook({
      ...defaultPriceBook,
      clear_window: { ...defaultPriceBook.clear_window, pane_max_width_in: 100 },
    });
    const cw = {
      ...defaultConfiguration(),
      included_clear_window: true,
      mullion_top_in: 12,
      mullion_bottom_in: 12,
      mullion_left_in: 6,
      mullion_right_in: 6,
    };
    expect(clearWindowPanes(cw)).toBe(2);
    expect(clearWindowPanes(cw, book)).toBe(1);
  });
  it("only included assemblies are charged (product rule R66)", () => {
    const b = price(only());
    expect(b.charges_sum).toBe(0);
    expect(b.unit_total).toBe(0);
  });
});

describe("unit total and packages (product rules R11, R17)", () => {
  it("unit_total is 0.55 x the sum of charges, rounded up (surface 10 ft: 0.55 x 297.09 = 163.40 -> 164)", () => {
    const b = price({ ...only("included_retention"), unit_width_in: 120 });
    expect(b.charges_sum).toBe(297.09);
    expect(b.unit_total).toBe(164);
    expect(b.package).toBeNull();
  });
  it("without a complete unit the charges are summed: housing + tube + motor at 8 ft", () => {
    const b = price(only("included_housing", "included_motor_tube"));
    // 243 + 92 + 300 = 635; 0.55 x 635 = 349.25 -> 350
    expect(b.charges_sum).toBe(635);
    expect(b.unit_total).toBe(350);
  });
  it("a complete unit with a package entry is the package price (Sun Control for Nano 95, 8 x 8 ft)", () => {
    const b = price();
    expect(b.package?.name).toBe("sun_control");
    expect(b.package?.cell).toBe(pkgCell("sun_control", 8, 8));
    expect(b.unit_total).toBe(pkgCell("sun_control", 8, 8));
  });
  it("package price plus 0.55 x the cord, powder and buildout charges (decision 016)", () => {
    const b = price({
      motor_cord: "pigtail24ft",
      frame_color_varies: true,
      included_buildout: true,
      buildout_material: "tube_2x2",
      buildout_quantity: 1,
      buildout_length_in: 24,
    });
    // 0.55 x (85 + 350 + (16 x 2 + 35)) = 0.55 x 502 = 276.10
    expect(b.package!.extras).toBe(276.1);
    expect(b.unit_total).toBe(Math.ceil(pkgCell("sun_control", 8, 8) + 276.1));
  });
  it("packages by fabric: Insect Control (Nano 50, 55), Sun Control (Nano 95, 70, Textilene 80, 90, 95), Privacy (Nano 97, 99)", () => {
    const name = (fabric_collection: string) =>
      price({ fabric_collection, fabric_color: fabric_collection.startsWith("nano") ? "charcoal" : "black" })
        .package?.name;
    expect(["nano50", "nano55"].map(name)).toEqual(["insect_control", "insect_control"]);
    expect(["nano95", "nano70", "textilene80", "textilene90", "textilene95"].map(name)).toEqual(
      Array(5).fill("sun_control"),
    );
    expect(["nano97", "nano99"].map(name)).toEqual(["privacy", "privacy"]);
    expect(
      price({ fabric_collection: "soltis_proof_502", fabric_color: "black", unit_height_in: 60 }).package,
    ).toBeNull();
  });
  it("packages cover width 4 to 22 ft and height 7 to 16 ft only", () => {
    expect(price({ unit_height_in: 84 }).package).not.toBeNull(); // 7 ft
    expect(price({ unit_height_in: 72 }).package).toBeNull(); // 6 ft
    expect(price({ unit_width_in: 264, housing_type: "jumbo" }).package).not.toBeNull(); // 22 ft
    expect(price({ unit_width_in: 265, housing_type: "jumbo" }).package).toBeNull(); // 23 ft
    expect(price({ unit_width_in: 36 }).package).toBeNull(); // 3 ft
  });
  it("a unit without all five assemblies never uses a package", () => {
    expect(price({ included_hem_bar: false }).package).toBeNull();
  });
  it("the Clear Window Unit package is jumbo only, width 4 to 16 ft, height 7 to 12 ft", () => {
    const cw = {
      included_clear_window: true,
      mullion_top_in: 12,
      mullion_bottom_in: 12,
      mullion_left_in: 6,
      mullion_right_in: 6,
      mullion_middle_in: 4,
    };
    const b = price(cw);
    expect(b.package?.name).toBe("clear_window_unit");
    expect(b.lookup.width_ft).toBe(8);
    // cell + 0.55 x 100 for the second pane
    expect(b.unit_total).toBe(pkgCell("clear_window_unit", 8, 8) + 55);
    expect(price({ ...cw, unit_width_in: 192, unit_height_in: 144 }).package?.name).toBe("clear_window_unit");
    // The clear-window size limits (37..192 x 73..144 in) round up to 4..16 x 7..12 ft: always in the table.
    expect(
      price({ ...cw, unit_width_in: 37, unit_height_in: 73, mullion_middle_in: 0 }).package?.width_ft,
    ).toBe(4);
  });
  it("customer price is unit_total x 1.43 rounded up; markup is configurable (product rule R12)", () => {
    const b = price({ ...only("included_retention"), unit_width_in: 120 });
    expect(b.customer_price).toBe(Math.ceil(164 * 1.43)); // 234.52 -> 235
    expect(price({ ...only("included_retention"), unit_width_in: 120 }, 2).customer_price).toBe(328);
  });
  it("the breakdown names the price book version", () => {
    expect(price().price_book_version).toBe(book.version);
  });
  it("only valid configurations are priced: an invalid one returns its errors (decision 017)", () => {
    const r = priceConfiguration(defaultConfiguration({ unit_width_in: 10 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe("unit_width_in");
    expect(priceConfiguration("nonsense").ok).toBe(false);
  });
  it("housing advice (recommend) shows up as a warning on the price (decision 012)", () => {
    expect(price({ unit_width_in: 240 }).warnings).toContain(
      'Over 18ft wide with the 4.5" Housing may have wrinkles. Jumbo housing recommended but not required. Would you like to switch to Jumbo Housing?',
    );
  });
  it("priceValidated gives the same breakdown as priceConfiguration for a normalized valid configuration", () => {
    const c = normalize(defaultConfiguration({ unit_width_in: 150, motor_cord: "pigtail24ft" }));
    const r = priceConfiguration(c);
    expect(r.ok && r.breakdown).toEqual(priceValidated(c));
  });
});
