import { describe, expect, it } from "vitest";
import { defaultConfiguration, REQUIRED_MESSAGE, validate } from "../src";

describe("an emptied required number field", () => {
  it("says it is required, not 'Must be a number.', whether the form sends NaN, '' or null", () => {
    for (const empty of [Number.NaN, "", null]) {
      expect(validate({ ...defaultConfiguration(), unit_width_in: empty }), String(empty)).toEqual([
        { path: "unit_width_in", message: REQUIRED_MESSAGE },
      ]);
    }
  });

  it("still calls text in a number field what it is", () => {
    expect(validate({ ...defaultConfiguration(), unit_height_in: "tall" })).toEqual([
      { path: "unit_height_in", message: "Must be a number." },
    ]);
  });
});
