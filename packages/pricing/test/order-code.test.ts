import { describe, expect, it } from "vitest";
import {
  decodeOrderCode,
  defaultConfiguration,
  describeConfiguration,
  encodeOrderCode,
  OrderCodeError,
} from "../src/index";

describe("order code (docs/order-code.md)", () => {
  it("encodes the default unit compactly and deterministically", () => {
    const code = encodeOrderCode(defaultConfiguration());
    expect(code).toBe("96X96-IHRBFM-HS.C.R-MS.RTS.P10.0-RSUR.BK.0-BSTD.BK.B05-FN95.CHA.0.B.NA-KMIR.MBLA");
    expect(encodeOrderCode(defaultConfiguration())).toBe(code);
  });
  it("writes fractions with p for the point, varying retention, buildout and clear window segments", () => {
    const code = encodeOrderCode(
      defaultConfiguration({
        unit_width_in: 120.5,
        retention_type: "varies",
        retention_left: "surface",
        retention_right: "cable",
        included_buildout: true,
        buildout_material: "angle_1x1",
        buildout_quantity: 2,
        buildout_length_in: 48.0625,
        frame_color_varies: true,
        housing_frame_collection: "standard",
        housing_frame_color: "white",
      }),
    );
    expect(code).toBe(
      "120p5X96-IHRBFMO-HS.C.R-MS.RTS.P10.0-RVAR.BK.0.SUR.CAB-BSTD.BK.B05-FN95.CHA.0.B.NA-KMIR.MBLA-VSTD.WHI._._._._._._-OA11.2.48p0625",
    );
    expect(decodeOrderCode(code)).toMatchObject({
      unit_width_in: 120.5,
      retention_left: "surface",
      buildout_length_in: 48.0625,
      housing_frame_color: "white",
    });
  });
  it("the order code is blanked if any of its parts is undefined (product rule R18)", () => {
    expect(encodeOrderCode(defaultConfiguration({ zipper_color: null }))).toBe("");
    expect(encodeOrderCode(defaultConfiguration({ motor_brand: "alpha" }))).toBe(""); // type and cord reset to null
    expect(encodeOrderCode({ ...defaultConfiguration(), unit_width_in: undefined } as never)).toBe("");
    // a part of an assembly that is not included is not needed
    expect(encodeOrderCode(defaultConfiguration({ included_motor_tube: false, motor_brand: null }))).not.toBe(
      "",
    );
  });
  it("decodes back into the fields it encodes", () => {
    const c = defaultConfiguration({
      unit_width_in: 130,
      unit_height_in: 200,
      fabric_seam_location: "specify",
      fabric_seam_specified: 100.5,
    });
    const d = decodeOrderCode(encodeOrderCode(c));
    expect(d).toMatchObject({
      unit_width_in: 130,
      unit_height_in: 200,
      fabric_seam_location: "specify",
      fabric_seam_specified: 100.5,
      included_complete_unit: true,
    });
    expect(d).not.toHaveProperty("unit_name");
  });
  it("rejects malformed codes with a clear error", () => {
    expect(() => decodeOrderCode("")).toThrow(OrderCodeError);
    expect(() => decodeOrderCode("96x96")).toThrow(/Bad size/);
    expect(() => decodeOrderCode("96X96-IHRBFM")).toThrow(/Expected segments/);
    expect(() => decodeOrderCode("96X96-IH-HQ.C.R-KMIR.MBLA")).toThrow(/Unknown housing type code "Q"/);
  });
  it("describeConfiguration gives a one-paragraph summary", () => {
    expect(describeConfiguration(defaultConfiguration())).toBe(
      "Unit 1: 96 in wide x 96 in high complete unit: Standard (4.5 in) housing (complete); Somfy RTS motor and tube on the right with 10 ft pigtail cord; surface track retention with black caps; standard hem bar with black caps and black 0.5 in pile brush; Nano 95 fabric in Charcoal with black zippers; Mirage frame in Mirage Black.",
    );
    expect(describeConfiguration(defaultConfiguration({ unit_width_in: 96.5 }))).toContain("96 1/2 in wide");
  });
});
