import { describe, expect, it } from "vitest";
import { defaultConfiguration, type Configuration } from "@screens/pricing";
import { unitDrawing, windowPanes, type DrawingShape } from "../src/unit-drawing.js";

const unit = (overrides: Partial<Configuration> = {}) => defaultConfiguration(overrides);
const one = (shapes: DrawingShape[], kind: DrawingShape["kind"]) => {
  const found = shapes.filter((shape) => shape.kind === kind);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe("unitDrawing", () => {
  it("draws width x height to scale and fits the box, labels included", () => {
    for (const [width, height] of [
      [120, 96],
      [36, 144],
      [300, 40],
      [96, 96],
    ] as const) {
      const drawing = unitDrawing(unit({ unit_width_in: width, unit_height_in: height }), {
        maxWidth: 150,
        maxHeight: 110,
      });
      const opening = one(drawing.shapes, "opening");
      expect(opening.width / opening.height).toBeCloseTo(width / height, 1);
      expect(opening.width).toBeCloseTo(width * drawing.scale, 1);
      expect(drawing.width).toBeLessThanOrEqual(150.01);
      expect(drawing.height).toBeLessThanOrEqual(110.01);
      for (const shape of drawing.shapes) {
        expect(shape.x).toBeGreaterThanOrEqual(0);
        expect(shape.y).toBeGreaterThanOrEqual(0);
        expect(shape.x + shape.width).toBeLessThanOrEqual(drawing.width + 0.01);
        expect(shape.y + shape.height).toBeLessThanOrEqual(drawing.height + 0.01);
      }
    }
  });

  it("labels the width and the height in inches with sixteenths", () => {
    const drawing = unitDrawing(unit({ unit_width_in: 120.5, unit_height_in: 96.0625 }));
    expect(drawing.labels.find((label) => label.kind === "width")?.text).toBe('120 1/2"');
    expect(drawing.labels.find((label) => label.kind === "height")?.text).toBe('96 1/16"');
  });

  it("puts the housing across the top, the tracks on both sides and the hem bar at the bottom", () => {
    const drawing = unitDrawing(unit({ unit_width_in: 120, unit_height_in: 96 }));
    const opening = one(drawing.shapes, "opening");
    const housing = one(drawing.shapes, "housing");
    const hemBar = one(drawing.shapes, "hem_bar");
    expect(housing).toMatchObject({ x: opening.x, y: opening.y, width: opening.width });
    // Standard housing is 4.5 in high in the price book.
    expect(housing.height).toBeCloseTo(4.5 * drawing.scale, 1);
    expect(hemBar.y + hemBar.height).toBeCloseTo(opening.y + opening.height, 1);
    const tracks = drawing.shapes.filter((shape) => shape.kind === "track");
    expect(tracks.map((track) => track.x)).toEqual([0, expect.any(Number)]);
    expect(tracks[1]!.x + tracks[1]!.width).toBeCloseTo(opening.width, 1);
  });

  it("draws a jumbo housing taller than a micro one", () => {
    const jumbo = one(unitDrawing(unit({ housing_type: "jumbo" })).shapes, "housing");
    const micro = one(unitDrawing(unit({ housing_type: "micro" })).shapes, "housing");
    expect(jumbo.height).toBeGreaterThan(micro.height);
  });

  it("marks the motor on the side the configuration says", () => {
    const right = unitDrawing(unit({ motor_side: "right" }));
    const left = unitDrawing(unit({ motor_side: "left" }));
    const opening = one(right.shapes, "opening");
    expect(one(right.shapes, "motor").x).toBeGreaterThan(opening.width / 2);
    expect(one(left.shapes, "motor").x).toBeLessThan(opening.width / 2);
    expect(right.labels.find((label) => label.kind === "motor")).toMatchObject({
      text: "Motor right",
      anchor: "end",
    });
    expect(left.labels.find((label) => label.kind === "motor")).toMatchObject({ text: "Motor left", x: 0 });
  });

  it("leaves out what the unit does not include: no housing, no motor mark", () => {
    const drawing = unitDrawing(
      unit({ included_housing: false, included_hem_bar: false, included_complete_unit: false }),
    );
    const kinds = drawing.shapes.map((shape) => shape.kind);
    expect(kinds).not.toContain("housing");
    expect(kinds).not.toContain("motor");
    expect(kinds).not.toContain("hem_bar");
    expect(drawing.labels.map((label) => label.kind).sort()).toEqual(["height", "width"]);
  });

  it("draws one pane per clear-window section", () => {
    const config = unit({
      unit_width_in: 120,
      unit_height_in: 96,
      included_clear_window: true,
      housing_type: "jumbo",
      mullion_top_in: 10,
      mullion_bottom_in: 20,
      mullion_left_in: 6,
      mullion_right_in: 6,
      mullion_middle_in: 4,
    });
    const drawing = unitDrawing(config);
    const panes = drawing.shapes.filter((shape) => shape.kind === "window");
    expect(panes).toHaveLength(2);
    expect(panes[0]!.width).toBeCloseTo(panes[1]!.width, 1);
    expect(windowPanes(config)).toEqual([
      { left: 6, top: 10, right: 58, bottom: 76 },
      { left: 62, top: 10, right: 114, bottom: 76 },
    ]);
  });
});
