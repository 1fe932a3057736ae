import { describe, expect, it } from "vitest";
import {
  clearWindowPanes,
  computeSeamLocation,
  defaultConfiguration,
  normalize,
  priceConfiguration,
  type Configuration,
} from "../src/index";
import {
  cutList,
  cutListValidated,
  cutRows,
  defaultProductionBook,
  formatCutList,
  ProductionBookError,
  type CutList,
} from "../src/production";

// Hand-checked against the pricing rules' sizing (usable width = roll - 2; housing height adjust standard 7,
// micro 3.875, jumbo 9; tall hem bar seam offset 1.25; high = 1.6695 + usable + offset; low = height +
// housing adjust - roll width + offset + 4.1695) and the sample production book: fabric side
// deductions surface 0.75, cable 1.5; zipper 2 off the drop; tube 1.5 (standard), housing 0.25 off the
// width; tracks 0.125 below the housing (standard 4.5 in); cable 12 over the height; hem bar 1.5.

function list(overrides: Partial<Configuration> = {}): CutList {
  const r = cutList(defaultConfiguration(overrides));
  if (!r.ok) throw new Error(`expected a valid configuration: ${JSON.stringify(r.errors)}`);
  return r.cutList;
}

describe("cut list", () => {
  it("the default unit (96 x 96 in, standard housing, surface tracks, standard hem bar)", () => {
    const l = list();
    expect(l.fabric).toMatchObject({
      collection: { value: "nano95", label: "Nano 95" },
      roll_width_in: 126,
      usable_width_in: 124,
      rotated: false,
      cut_width_in: 94.5,
      drop_in: 103,
      bottom_in: 0,
      top_in: 103,
      seam_location: "na",
      seams_in: [],
      added_seams_in: [],
      strips: [{ from_in: 0, to_in: 103, across_roll_in: 103, along_roll_in: 94.5 }],
      roll_length_in: 94.5,
    });
    expect(l.zippers.map((z) => [z.side, z.length_in, z.color.label])).toEqual([
      ["left", 101, "Black"],
      ["right", 101, "Black"],
    ]);
    expect(l.tube).toEqual({
      housing_type: { value: "standard", label: "Standard (4.5 in)" },
      length_in: 94.5,
    });
    expect(l.housing).toMatchObject({
      option: { value: "complete" },
      length_in: 95.75,
      pieces: ["Housing back", "Housing cover"],
      end_caps: 2,
    });
    expect(l.tracks.map((t) => [t.side, t.kind, t.length_in, t.cut_to_length, t.cap.label])).toEqual([
      ["left", "track", 91.375, false, "Black"],
      ["right", "track", 91.375, false, "Black"],
    ]);
    expect(l.hem_bar).toMatchObject({
      length_in: 94.5,
      pile_brush: { value: "black05" },
      pile_brush_runs: 1,
    });
    expect(l.motor).toEqual({
      brand: { value: "somfy", label: "Somfy" },
      type: { value: "rts", label: "RTS" },
      cord: { value: "pigtail10ft", label: "10 ft pigtail" },
      extended_cord: false,
      side: { value: "right", label: "Right" },
    });
    expect(l.frame.map((f) => [f.component, f.collection.value, f.color.value])).toEqual([
      ["housing", "mirage", "mirage_black"],
      ["retention", "mirage", "mirage_black"],
      ["hem_bar", "mirage", "mirage_black"],
    ]);
    expect(l.buildout).toBeNull();
    expect(l.clear_window).toBeNull();
    expect(l.warnings).toEqual([]);
    expect(l.production_book_version).toBe("2026.1-sample");
    expect(l.price_book_version).toBe("2025.1-sample");
    expect(l.order_code).toMatch(/^96X96-/);
  });

  it("a high seam: 1.6695 + 124 = 125.6695 in, the strips meet there", () => {
    const l = list({ unit_width_in: 150, unit_height_in: 200, fabric_seam_location: "high" });
    expect(l.fabric).toMatchObject({
      rotated: false,
      cut_width_in: 148.5,
      drop_in: 207,
      seam_in: 125.6695,
      seams_in: [125.6695],
      added_seams_in: [],
      strips: [
        { from_in: 0, to_in: 125.6695, across_roll_in: 125.6695, along_roll_in: 148.5 },
        { from_in: 125.6695, to_in: 207, across_roll_in: 81.3305, along_roll_in: 148.5 },
      ],
      roll_length_in: 297,
    });
    expect(l.tracks[0]?.length_in).toBe(195.375);
    expect(l.zippers[0]?.length_in).toBe(205);
  });

  it("a low seam with a tall hem bar and micro housing: 200 + 3.875 - 126 + 1.25 + 4.1695 = 83.2945 in", () => {
    const l = list({
      unit_width_in: 150,
      unit_height_in: 200,
      fabric_seam_location: "low",
      hem_bar_type: "tall",
      housing_type: "micro",
    });
    // The fabric starts 1.25 in up, in the tall hem bar, and ends 3.875 in into the micro housing.
    expect(l.fabric).toMatchObject({
      bottom_in: 1.25,
      top_in: 203.875,
      drop_in: 202.625,
      seams_in: [83.2945],
      strips: [
        { from_in: 1.25, to_in: 83.2945, across_roll_in: 82.0445 },
        // The roll's width less the offset and the low seam's constant: 126 - 1.25 - 4.1695.
        { from_in: 83.2945, to_in: 203.875, across_roll_in: 120.5805 },
      ],
    });
    // Micro housing: 3.5 in high; its tube 1.25 in short of the width.
    expect(l.tracks[0]?.length_in).toBe(200 - 3.5 - 0.125);
    expect(l.tube?.length_in).toBe(148.75);
  });

  it("the seam and rotation are the pricing's: computeSeamLocation and the price lookup", () => {
    const c = defaultConfiguration({ unit_width_in: 200, unit_height_in: 180, fabric_seam_location: "low" });
    const priced = priceConfiguration(c);
    if (!priced.ok) throw new Error("expected a price");
    const l = cutListValidated(priced.configuration);
    expect(l.lookup).toEqual(priced.breakdown.lookup);
    expect(l.fabric?.seam_in).toBe(computeSeamLocation(priced.configuration).seam_in);
    expect(l.fabric?.seams_in).toEqual([computeSeamLocation(priced.configuration).low_in]);
  });

  it("rotated fabric (forced: 100 in wide, 200 in high): the roll's width runs across, no seam", () => {
    const l = list({ unit_width_in: 100, unit_height_in: 200 });
    expect(l.lookup.rotated).toBe(true);
    expect(l.fabric).toMatchObject({
      rotated: true,
      seams_in: [],
      strips: [{ from_in: 0, to_in: 207, across_roll_in: 98.5, along_roll_in: 207 }],
      roll_length_in: 207,
    });
  });

  it("varying retention: a surface track on the left, a cable on the right; a zipper only in the track", () => {
    const l = list({ retention_type: "varies", retention_left: "surface", retention_right: "cable" });
    expect(l.fabric?.cut_width_in).toBe(96 - 0.75 - 1.5);
    expect(l.tracks.map((t) => [t.side, t.kind, t.retention.value, t.length_in])).toEqual([
      ["left", "track", "surface", 91.375],
      ["right", "cable", "cable", 108],
    ]);
    expect(l.zippers.map((z) => z.side)).toEqual(["left"]);
  });

  it("no retention type: no tracks, the fabric's 'none' side deduction, no zippers", () => {
    const l = list({ retention_type: "none" });
    expect(l.tracks).toEqual([]);
    expect(l.zippers).toEqual([]);
    expect(l.fabric?.cut_width_in).toBe(95);
  });

  it("housing options: base is the back alone, open is brackets only", () => {
    expect(list({ housing_option: "base" }).housing).toMatchObject({ pieces: ["Housing back"], end_caps: 2 });
    expect(list({ housing_option: "open" }).housing).toMatchObject({ pieces: [], end_caps: 0 });
    expect(cutRows(list({ housing_option: "open" })).filter((r) => r.component === "Housing")).toEqual([]);
  });

  it("the double pile brush is two runs; none is none", () => {
    expect(list({ pile_brush: "black2Double" }).hem_bar?.pile_brush_runs).toBe(2);
    const none = list({ pile_brush: "none" });
    expect(none.hem_bar?.pile_brush_runs).toBe(0);
    expect(cutRows(none).some((r) => r.part === "Pile brush")).toBe(false);
  });

  it("buildout pieces at their length, the profile's maximum as the stock", () => {
    const l = list({
      included_buildout: true,
      buildout_material: "angle_1x1",
      buildout_quantity: 3,
      buildout_length_in: 180,
    });
    expect(l.buildout).toEqual({
      material: { value: "angle_1x1", label: "1x1 Angle" },
      quantity: 3,
      length_in: 180,
      max_length_in: 192,
    });
    expect(cutRows(l).find((r) => r.component === "Buildout")).toMatchObject({
      quantity: 3,
      stock_max_in: 192,
    });
  });

  it("frame colours per component when they vary; the unit's where a component has none of its own", () => {
    const l = list({
      frame_color_varies: true,
      housing_frame_collection: "standard",
      housing_frame_color: "black",
    });
    expect(l.frame.map((f) => [f.component, f.collection.value, f.color.value])).toEqual([
      ["housing", "standard", "black"],
      ["retention", "mirage", "mirage_black"],
      ["hem_bar", "mirage", "mirage_black"],
    ]);
  });

  it("only included assemblies are cut; the motor's side comes with the housing", () => {
    const l = list({ included_housing: false, included_fabric: false, included_hem_bar: false });
    expect(l.housing).toBeNull();
    expect(l.fabric).toBeNull();
    expect(l.zippers).toEqual([]);
    expect(l.hem_bar).toBeNull();
    expect(l.tube?.length_in).toBe(94.5);
    expect(l.motor?.side).toBeNull();
    expect(l.frame.map((f) => f.component)).toEqual(["retention"]);
  });

  it("a narrow roll (Soltis, 70.8 in) needs more seams than the rules give: added and said", () => {
    const l = list({
      unit_width_in: 100,
      unit_height_in: 200,
      fabric_collection: "soltis_proof_502",
      fabric_color: defaultConfiguration().fabric_color,
      fabric_seam_location: "high",
    });
    const fabric = l.fabric!;
    // high = 1.6695 + 68.8 = 70.4695; the next one usable width + 1.6695 further up.
    expect(fabric.seams_in).toEqual([70.4695, 140.939]);
    expect(fabric.added_seams_in).toEqual([140.939]);
    expect(fabric.strips.map((s) => s.across_roll_in)).toEqual([70.4695, 70.4695, 66.061]);
    expect(l.warnings).toEqual([
      "The fabric is 207 in high and the roll 70.8 in wide: 1 more seam at 140.939 in (not in the pricing rules; check with production).",
    ]);
  });

  it("a unit no taller than the usable width whose fabric, into the housing, is wider than the roll", () => {
    // 130 in wide (too wide to rotate), 124 in high (no seam by the rules): 124 + 7 = 131 in of fabric.
    const l = list({ unit_width_in: 130, unit_height_in: 124 });
    expect(l.fabric?.seam_location).toBe("na");
    expect(l.fabric?.added_seams_in).toEqual([125.6695]);
    expect(l.warnings).toHaveLength(1);
  });

  it("clear window: the panes the price counts", () => {
    const c = normalize(
      defaultConfiguration({
        included_clear_window: true,
        unit_width_in: 120,
        unit_height_in: 96,
        mullion_top_in: 2,
        mullion_bottom_in: 2,
        mullion_left_in: 2,
        mullion_right_in: 2,
      }),
    );
    const l = list(c);
    expect(l.clear_window).toEqual({ panes: clearWindowPanes(c) });
    // 116 in clear across: three panes of at most 50 in; 92 in down: one.
    expect(l.clear_window?.panes).toBe(3);
    expect(l.fabric?.collection.value).toBe("clear_view_30");
  });

  it("an invalid unit: the pricing's errors, not a cut list", () => {
    const r = cutList(defaultConfiguration({ unit_width_in: 10 }));
    expect(r).toEqual({
      ok: false,
      errors: [{ path: "unit_width_in", message: "Width must be between 32 and 300 in." }],
    });
  });

  it("a production book without the unit's option is a ProductionBookError naming it", () => {
    const book = structuredClone(defaultProductionBook);
    book.hem_bar_types = book.hem_bar_types.filter((h) => h.value !== "lanai");
    const c = normalize(defaultConfiguration({ hem_bar_type: "lanai" }));
    expect(() => cutListValidated(c, { productionBook: book })).toThrow(ProductionBookError);
    expect(() => cutListValidated(c, { productionBook: book })).toThrow(/hem_bar_types: missing "lanai"/);
  });

  it("a length longer than its stock is a warning", () => {
    const book = structuredClone(defaultProductionBook);
    book.stock_max_in.track = 90;
    const l = cutListValidated(normalize(defaultConfiguration()), { productionBook: book });
    expect(l.warnings).toEqual([
      "Track, left (ships at stock length): 91.375 in is longer than its stock (90 in).",
      "Track, right (ships at stock length): 91.375 in is longer than its stock (90 in).",
    ]);
  });

  it("the table: a row per cut, in sixteenths where exact, the fabric's seams, parts and frame colours", () => {
    const text = formatCutList(
      list({ unit_width_in: 150, unit_height_in: 200, fabric_seam_location: "high" }),
    );
    expect(text).toMatch(/^Unit 1: 150 in wide x 200 in high, order code 150X200-/);
    expect(text).toMatch(/Component\s+Part\s+Qty\s+Width\s+Length\s+Stock max\s+Material\s+Colour/);
    expect(text).toMatch(
      /Fabric\s+Fabric strip 1 of 2\s+1\s+125\.6695\s+148 1\/2\s+1080\s+Nano 95\s+Charcoal/,
    );
    expect(text).toMatch(/Retention\s+Track, left \(ships at stock length\)\s+1\s+195 3\/8\s+288/);
    expect(text).toContain("Seams from the bottom: 125.6695 in (high); 297 in off the roll");
    expect(text).toMatch(/Motor\s+Somfy RTS, right side; cord 10 ft pigtail/);
    expect(text).toMatch(/hem bar\s+Mirage Mirage Black/);
    expect(text).not.toContain("Warning");
  });
});
