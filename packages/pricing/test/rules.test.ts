import { describe, expect, it } from "vitest";
import {
  ConfigurationSchema,
  setCompleteUnit,
  computeSeamLocation,
  defaultConfiguration,
  fieldState,
  housingAdvice,
  normalize,
  priceConfiguration,
  validate,
  type Configuration,
} from "../src/index";

const d = defaultConfiguration;
const opts = (c: Configuration, f: keyof Configuration) => fieldState(c)[f].options!;
const visibleValues = (c: Configuration, f: keyof Configuration) =>
  opts(c, f)
    .filter((o) => o.visible)
    .map((o) => o.value);
const CW = {
  included_clear_window: true,
  mullion_top_in: 12,
  mullion_bottom_in: 12,
  mullion_left_in: 6,
  mullion_right_in: 6,
} satisfies Partial<Configuration>;

describe("the sample price book's catalogues (decision 010)", () => {
  it("housing types standard, micro, jumbo; options complete, base, open", () => {
    expect(opts(d(), "housing_type").map((o) => o.value)).toEqual(["standard", "micro", "jumbo"]);
    expect(opts(d(), "housing_option").map((o) => o.value)).toEqual(["complete", "base", "open"]);
  });
  it("motor types and cords depend on the brand (product rule R58)", () => {
    expect(opts(d({ motor_brand: "alpha", motor_type: null }), "motor_type").map((o) => o.value)).toEqual([
      "pro",
      "proOverdrive",
      "proSolar",
    ]);
    expect(opts(d({ motor_brand: "alpha", motor_cord: null }), "motor_cord").map((o) => o.value)).toEqual([
      "pigtail6ft",
      "molded32ft",
      "molded19ft",
      "moldedBlack32ft",
    ]);
    expect(opts(d(), "motor_type").map((o) => o.value)).toEqual(["rts", "hardwired", "autoSun"]);
    expect(opts(d(), "motor_cord").map((o) => o.value)).toEqual(["pigtail10ft", "pigtail24ft"]);
    expect(opts(d({ motor_brand: null }), "motor_type")).toEqual([]);
  });
  it("retention 'track' and hem bar 'mini' are shown disabled (product rule R64)", () => {
    expect(opts(d(), "retention_type").find((o) => o.value === "track")).toMatchObject({
      visible: true,
      enabled: false,
    });
    expect(opts(d(), "hem_bar_type").find((o) => o.value === "mini")).toMatchObject({
      visible: true,
      enabled: false,
    });
    expect(opts(d(), "retention_type").map((o) => o.value)).toEqual([
      "surface",
      "recessed",
      "cable",
      "track",
      "varies",
      "none",
    ]);
  });
  it("retention caps, pile brushes, zipper colours, seams", () => {
    expect(opts(d(), "retention_cap").map((o) => o.value)).toEqual([
      "black",
      "white",
      "gray",
      "darkGrey",
      "other",
    ]);
    expect(opts(d(), "hem_bar_cap")).toHaveLength(4);
    expect(opts(d(), "pile_brush").map((o) => o.value)).toEqual([
      "black05",
      "white05",
      "grey05",
      "black075",
      "black2",
      "black2Double",
      "none",
    ]);
    expect(opts(d(), "zipper_color").map((o) => o.value)).toEqual(["black", "white"]);
    expect(opts(d(), "fabric_seam_location").map((o) => o.value)).toEqual(["na", "high", "low", "specify"]);
  });
  it("fabric collections: Nano, Textilene and Soltis Proof 502 (about 40 colours); frame default Mirage", () => {
    expect(visibleValues(d(), "fabric_collection")).toEqual([
      "nano50",
      "nano55",
      "nano70",
      "nano95",
      "nano97",
      "nano99",
      "textilene80",
      "textilene90",
      "textilene95",
      "soltis_proof_502",
    ]);
    expect(
      opts(d({ fabric_collection: "soltis_proof_502", fabric_color: null }), "fabric_color").length,
    ).toBe(40);
    expect(d().frame_collection).toBe("mirage");
  });
});

describe("states and transitions", () => {
  it("included_complete_unit is true only when all five assemblies are on; buildout does not count (product rule R17)", () => {
    expect(normalize(d({ included_complete_unit: false })).included_complete_unit).toBe(true);
    expect(normalize(d({ included_hem_bar: false })).included_complete_unit).toBe(false);
    expect(normalize(d({ included_buildout: true })).included_complete_unit).toBe(true);
  });
  it("the Complete Unit toggle switches the five assemblies together, not the buildout (product rule R17)", () => {
    const off = setCompleteUnit(
      d({
        included_buildout: true,
        buildout_material: "tube_1x2",
        buildout_quantity: 1,
        buildout_length_in: 12,
      }),
      false,
    );
    expect([
      off.included_housing,
      off.included_fabric,
      off.included_motor_tube,
      off.included_complete_unit,
    ]).toEqual([false, false, false, false]);
    expect(off.included_buildout).toBe(true);
    expect(setCompleteUnit(off, true).included_complete_unit).toBe(true);
  });
  it("ConfigurationSchema parses a configuration and maps the alias fabric_rotate", () => {
    const { rotate_fabric: _r, ...rest } = d();
    const parsed = ConfigurationSchema.parse({ ...rest, fabric_rotate: true, id: 7 });
    expect(parsed.rotate_fabric).toBe(true);
    expect(parsed).not.toHaveProperty("id");
    expect(ConfigurationSchema.safeParse({ ...d(), unit_width_in: "96" }).success).toBe(false);
  });
  it("the default unit includes the five assemblies and no buildout (product rule R18)", () => {
    const c = d();
    expect([
      c.included_housing,
      c.included_retention,
      c.included_hem_bar,
      c.included_fabric,
      c.included_motor_tube,
    ]).toEqual([true, true, true, true, true]);
    expect(c.included_buildout).toBe(false);
    expect([c.unit_width_in, c.unit_height_in]).toEqual([96, 96]);
  });
  it("a select value that is not in the current options is reset to null (product rule R18)", () => {
    const n = normalize(d({ motor_brand: "alpha" }));
    expect(n.motor_type).toBeNull(); // rts is a Somfy type
    expect(n.motor_cord).toBeNull();
    expect(normalize(d({ retention_type: "track" })).retention_type).toBeNull(); // disabled
    expect(normalize(d({ zipper_color: "purple" })).zipper_color).toBeNull();
  });
  it("motor section shows with motor tube or housing; brand and type only with the tube; side only with housing (product rule R57)", () => {
    const s = fieldState(d({ included_motor_tube: false }));
    expect([s.motor_brand.visible, s.motor_type.visible, s.motor_cord.visible, s.motor_side.visible]).toEqual(
      [false, false, false, true],
    );
    const t = fieldState(d({ included_housing: false }));
    expect([t.motor_brand.visible, t.motor_type.visible, t.motor_side.visible]).toEqual([true, true, false]);
    const none = fieldState(d({ included_housing: false, included_motor_tube: false }));
    expect([none.motor_brand.visible, none.motor_side.visible, none.housing_type.visible]).toEqual([
      false,
      false,
      false,
    ]);
  });
  it("retention left and right are required only when the type is varies, and cleared otherwise (product rule R59)", () => {
    expect(normalize(d({ retention_left: "surface", retention_right: "cable" }))).toMatchObject({
      retention_left: null,
      retention_right: null,
    });
    const s = fieldState(d({ retention_type: "varies" }));
    expect([s.retention_left.visible, s.retention_left.required, s.retention_right.required]).toEqual([
      true,
      true,
      true,
    ]);
    expect(fieldState(d()).retention_left.required).toBe(false);
    expect(validate(d({ retention_type: "varies" }))).toEqual([
      { path: "retention_left", message: "This field is required." },
      { path: "retention_right", message: "This field is required." },
    ]);
  });
  it("buildout fields reset to zero or empty when buildout is not included (product rule R60)", () => {
    const n = normalize(d({ buildout_material: "tube_2x2", buildout_quantity: 3, buildout_length_in: 50 }));
    expect([n.buildout_material, n.buildout_quantity, n.buildout_length_in]).toEqual([null, 0, 0]);
  });
  it("rotation is forced on when height > usable width (126 - 2 = 124 in) and the width fits (product rule R16)", () => {
    expect(normalize(d({ unit_height_in: 124.0625 })).rotate_fabric).toBe(true);
    expect(normalize(d({ unit_height_in: 124 })).rotate_fabric).toBe(false);
    expect(fieldState(d({ unit_height_in: 130 })).rotate_fabric.enabled).toBe(false);
    expect(fieldState(d()).rotate_fabric.enabled).toBe(true);
  });
  it("rotation is not possible when the width does not fit: no rotation, a seam is required (product rules R16, R63)", () => {
    const n = normalize(d({ unit_width_in: 130, unit_height_in: 130, rotate_fabric: true }));
    expect(n.rotate_fabric).toBe(false);
    expect(fieldState(n).fabric_seam_location.required).toBe(true);
    expect(n.fabric_seam_location).toBeNull(); // 'na' is no longer an option
  });
  it("with a patterned fabric rotation is 'n/a' and not editable (product rule R16, decision 015)", () => {
    const c = d({ fabric_collection: "textilene90", fabric_color: "tweed_black", rotate_fabric: true });
    expect(normalize(c).rotate_fabric).toBe("n/a");
    expect(fieldState(c).rotate_fabric.enabled).toBe(false);
    expect(normalize(d({ rotate_fabric: "n/a" })).rotate_fabric).toBe(false);
  });
  it("clear window forces seam 'na', only jumbo housing and only the clear-window fabric (product rule R62)", () => {
    const n = normalize(d({ ...CW, unit_height_in: 130, fabric_seam_location: "high" }));
    expect(n.fabric_seam_location).toBe("na");
    expect(n.housing_type).toBe("jumbo");
    expect(n.fabric_collection).toBe("clear_view_30");
    expect(visibleValues(n, "fabric_collection")).toEqual(["clear_view_30"]);
    expect(visibleValues(n, "housing_type")).toEqual(["jumbo"]);
  });
  it("the clear-window fabric chosen for the user starts on its first colour, never none (product rule R62)", () => {
    const n = normalize(d({ ...CW, fabric_color: "charcoal" }));
    expect(n.fabric_collection).toBe("clear_view_30");
    expect(n.fabric_color).toBe("black_border");
    expect(validate(n)).toEqual([]);
  });
  it("without clear window the clear-window fabric is excluded (product rule R62)", () => {
    expect(visibleValues(d(), "fabric_collection")).not.toContain("clear_view_30");
    expect(normalize(d({ fabric_collection: "clear_view_30" })).fabric_collection).toBeNull();
  });
  it("seam location options are enabled depending on whether a seam is required (product rule R63)", () => {
    const none = opts(d(), "fabric_seam_location");
    expect(none.filter((o) => o.enabled).map((o) => o.value)).toEqual(["na"]);
    const req = opts(d({ unit_width_in: 130, unit_height_in: 130 }), "fabric_seam_location");
    expect(req.filter((o) => o.enabled).map((o) => o.value)).toEqual(["high", "low", "specify"]);
  });
  it("normalize is idempotent on examples", () => {
    for (const c of [
      d(),
      d({ ...CW }),
      d({ unit_width_in: 130, unit_height_in: 130 }),
      d({ motor_brand: "alpha" }),
    ]) {
      expect(normalize(normalize(c))).toEqual(normalize(c));
    }
  });
});

describe("validation", () => {
  const msg = (c: Partial<Configuration>) => validate(d(c)).map((e) => `${e.path}: ${e.message}`);
  it("the default configuration is valid", () => {
    expect(validate(d())).toEqual([]);
  });
  it("a unit with fabric needs a fabric colour (a blank one would blank the order code; product rules R65, R18)", () => {
    expect(msg({ fabric_color: null })).toEqual(["fabric_color: This field is required."]);
    expect(msg({ fabric_color: null, included_fabric: false })).toEqual([]);
  });
  it("width 32 to 300 in (product rule R14)", () => {
    expect(msg({ unit_width_in: 32 })).toEqual([]);
    expect(msg({ unit_width_in: 300, housing_type: "jumbo" })).toEqual([]);
    expect(msg({ unit_width_in: 31.9375 })).toEqual(["unit_width_in: Width must be between 32 and 300 in."]);
    expect(msg({ unit_width_in: 300.0625, housing_type: "jumbo" })).toEqual([
      "unit_width_in: Width must be between 32 and 300 in.",
    ]);
  });
  it("height 24 to 240 in (product rule R14)", () => {
    expect(msg({ unit_height_in: 24 })).toEqual([]);
    expect(msg({ unit_height_in: 23 })).toEqual(["unit_height_in: Height must be between 24 and 240 in."]);
    expect(msg({ unit_height_in: 241 })).toEqual(["unit_height_in: Height must be between 24 and 240 in."]);
  });
  it("with clear window: width 37 to 192 and height 73 to 144 (product rule R14)", () => {
    expect(msg({ ...CW, unit_width_in: 37, unit_height_in: 73 })).toEqual([]);
    expect(msg({ ...CW, unit_width_in: 36 })).toEqual([
      "unit_width_in: With clear window, width must be between 37 and 192 in.",
    ]);
    expect(msg({ ...CW, unit_width_in: 193 })).toEqual([
      "unit_width_in: With clear window, width must be between 37 and 192 in.",
    ]);
    expect(msg({ ...CW, unit_height_in: 72 })).toEqual([
      "unit_height_in: With clear window, height must be between 73 and 144 in.",
    ]);
    expect(msg({ ...CW, unit_height_in: 145 })).toEqual([
      "unit_height_in: With clear window, height must be between 73 and 144 in.",
    ]);
  });
  it("fraction precision is 1/16 in (product rule R14)", () => {
    expect(msg({ unit_width_in: 96.0625 })).toEqual([]);
    expect(msg({ unit_width_in: 96.03 })).toEqual(["unit_width_in: Must be a multiple of 1/16 in."]);
  });
  it("buildout quantity minimum 1, step 1 (product rule R61)", () => {
    const b = { included_buildout: true, buildout_material: "tube_1x2", buildout_length_in: 60 };
    expect(msg({ ...b, buildout_quantity: 1 })).toEqual([]);
    expect(msg({ ...b, buildout_quantity: 0 })).toEqual([
      "buildout_quantity: Quantity must be a whole number of at least 1.",
    ]);
    expect(msg({ ...b, buildout_quantity: 1.5 })).toEqual([
      "buildout_quantity: Quantity must be a whole number of at least 1.",
    ]);
  });
  it("maximum buildout lengths are 300, 300, 192, 252, 300 in for the five profiles (product rule R61)", () => {
    const profiles = ["tube_1x2", "tube_2x2", "angle_1x1", "tube_2x3", "angle_15x15"];
    const max = [300, 300, 192, 252, 300];
    profiles.forEach((p, i) => {
      const b = { included_buildout: true, buildout_material: p, buildout_quantity: 1 };
      expect(msg({ ...b, buildout_length_in: max[i] })).toEqual([]);
      expect(msg({ ...b, buildout_length_in: max[i]! + 0.0625 })[0]).toMatch(
        new RegExp(`^buildout_length_in: Length must be more than 0 and at most ${max[i]} in`),
      );
    });
  });
  it("required selects: motor brand, type, side, cord, retention type and cap (product rule R65)", () => {
    const c = d({
      motor_brand: null,
      motor_type: null,
      motor_side: null,
      motor_cord: null,
      retention_type: null,
      retention_cap: null,
    });
    expect(validate(c)).toEqual(
      ["motor_brand", "motor_type", "motor_side", "motor_cord", "retention_type", "retention_cap"].map(
        (path) => ({ path, message: "This field is required." }),
      ),
    );
    expect(fieldState(c).motor_brand.required).toBe(true);
  });
  it("required selects respect the included assemblies (product rule R65)", () => {
    expect(
      validate(d({ included_motor_tube: false, motor_brand: null, motor_type: null, motor_cord: null })),
    ).toEqual([]);
    expect(validate(d({ included_housing: false, motor_side: null }))).toEqual([]);
    expect(validate(d({ included_retention: false, retention_type: null, retention_cap: null }))).toEqual([]);
  });
  it("unknown option values and wrong types are reported by field", () => {
    expect(validate({ ...d(), zipper_color: "purple" })).toEqual([
      { path: "zipper_color", message: 'Unknown option "purple".' },
    ]);
    expect(validate({ ...d(), motor_brand: "alpha" })).toEqual([
      { path: "motor_type", message: '"rts" is not available with the current choices.' },
      { path: "motor_cord", message: '"pigtail10ft" is not available with the current choices.' },
    ]);
    expect(validate({ ...d(), unit_width_in: "96" })).toEqual([
      { path: "unit_width_in", message: "Must be a number." },
    ]);
    expect(validate({ ...d(), included_housing: "yes" })).toEqual([
      { path: "included_housing", message: "Must be true or false." },
    ]);
  });
  it("validate never throws, whatever the input (decision 017)", () => {
    for (const x of [
      null,
      undefined,
      0,
      "x",
      [],
      [1],
      { unit_width_in: {} },
      { __proto__: null },
      new Date(),
      () => 1,
    ]) {
      expect(() => validate(x)).not.toThrow();
      expect(validate(x).length).toBeGreaterThan(0);
    }
  });
  it("the alias fabric_rotate is accepted for rotate_fabric", () => {
    const { rotate_fabric: _r, ...rest } = d();
    expect(validate({ ...rest, fabric_rotate: true })).toEqual([]);
    expect(validate({ ...rest, fabric_rotate: "sideways" })).toEqual([
      { path: "rotate_fabric", message: 'Must be true, false or "n/a".' },
    ]);
  });
});

describe("housing advice (product rule R15)", () => {
  const h = (w: number, housing_type = "standard") => housingAdvice(d({ unit_width_in: w, housing_type }));
  it("over 228 and under 252 in with standard or micro recommends jumbo (cancellable)", () => {
    expect(h(228)).toBeNull();
    expect(h(228.0625)).toEqual({
      kind: "recommend",
      message:
        'Over 18ft wide with the 4.5" Housing may have wrinkles. Jumbo housing recommended but not required. Would you like to switch to Jumbo Housing?',
      cancellable: true,
      switchTo: "jumbo",
    });
    expect(h(240, "micro")?.kind).toBe("recommend");
    expect(h(240, "jumbo")).toBeNull();
  });
  it("exactly 252 in asks nothing: neither over 228 and under 252, nor over 252 (decision 012)", () => {
    expect(h(251.9375)?.kind).toBe("recommend");
    expect(h(252)).toBeNull();
    expect(h(252, "micro")).toBeNull();
    expect(validate(d({ unit_width_in: 252 }))).toEqual([]);
    expect(priceConfiguration(d({ unit_width_in: 252 }))).toMatchObject({
      ok: true,
      breakdown: { warnings: [] },
    });
  });
  it("over 252 in requires jumbo, cannot be cancelled, switches to jumbo", () => {
    expect(h(252.0625)).toEqual({
      kind: "require",
      message: "Over 21ft wide Jumbo housing required. Please update housing type to Jumbo.",
      cancellable: false,
      switchTo: "jumbo",
    });
    expect(validate(d({ unit_width_in: 260 }))).toEqual([
      {
        path: "housing_type",
        message: "Over 21ft wide Jumbo housing required. Please update housing type to Jumbo.",
      },
    ]);
    expect(validate(d({ unit_width_in: 260, housing_type: "jumbo" }))).toEqual([]);
  });
});

describe("seam location (decision 013)", () => {
  // Nano: width 126, usable 124.
  it("a high seam is 1.6695 + usable width + hem bar seam offset", () => {
    expect(computeSeamLocation(d({ unit_width_in: 130, unit_height_in: 200 })).high_in).toBe(125.6695);
    expect(
      computeSeamLocation(d({ unit_width_in: 130, unit_height_in: 200, hem_bar_type: "tall" })).high_in,
    ).toBe(126.9195);
  });
  it("a low seam is height + housing height adjust - fabric width + hem bar offset + 4.1695", () => {
    // standard adjust 7: 200 + 7 - 126 + 0 + 4.1695 = 85.1695
    expect(computeSeamLocation(d({ unit_width_in: 130, unit_height_in: 200 })).low_in).toBe(85.1695);
    // micro 3.875: 200 + 3.875 - 126 + 4.1695 = 82.0445
    expect(
      computeSeamLocation(d({ unit_width_in: 130, unit_height_in: 200, housing_type: "micro" })).low_in,
    ).toBe(82.0445);
    // jumbo 9 and tall 1.25: 200 + 9 - 126 + 1.25 + 4.1695 = 88.4195
    expect(
      computeSeamLocation(
        d({ unit_width_in: 130, unit_height_in: 200, housing_type: "jumbo", hem_bar_type: "tall" }),
      ).low_in,
    ).toBe(88.4195);
  });
  it("the seam for the chosen location", () => {
    const c = d({ unit_width_in: 130, unit_height_in: 200, fabric_seam_location: "high" });
    expect(computeSeamLocation(c)).toMatchObject({ required: true, usable_width_in: 124, seam_in: 125.6695 });
    expect(computeSeamLocation(d()).required).toBe(false);
  });
  it("a required seam cannot be 'na' (product rule R63)", () => {
    expect(validate(d({ unit_width_in: 130, unit_height_in: 200 }))).toEqual([
      {
        path: "fabric_seam_location",
        message: "A seam is needed at this height: choose high, low or specify.",
      },
    ]);
    expect(validate(d({ unit_width_in: 130, unit_height_in: 200, fabric_seam_location: "specify" }))).toEqual(
      [{ path: "fabric_seam_specified", message: "This field is required." }],
    );
    expect(
      validate(
        d({
          unit_width_in: 130,
          unit_height_in: 200,
          fabric_seam_location: "specify",
          fabric_seam_specified: 100,
        }),
      ),
    ).toEqual([]);
  });
});
