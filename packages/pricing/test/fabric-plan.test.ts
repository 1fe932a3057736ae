import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultConfiguration } from "../src/index";
import { cutList, fabricRequirements, planFabric, type CutList, type FabricPiece } from "../src/production";

const piece = (label: string, across: number, along: number): FabricPiece => ({
  label,
  across_roll_in: across,
  along_roll_in: along,
});

function listed(overrides: Parameters<typeof defaultConfiguration>[0]): CutList {
  const r = cutList(defaultConfiguration(overrides));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.cutList;
}

describe("fabric plan (first-fit decreasing height)", () => {
  it("lays the longest first, each beside others in the first band it fits across the roll", () => {
    const plan = planFabric(
      [
        piece("A", 100, 200),
        piece("B", 20, 150),
        piece("C", 60, 120),
        piece("D", 60, 100),
        piece("E", 126, 50),
      ],
      126,
    );
    expect(plan.shelves.map((s) => [s.length_in, s.used_width_in, s.pieces.map((p) => p.label)])).toEqual([
      [200, 120, ["A", "B"]],
      [120, 120, ["C", "D"]],
      [50, 126, ["E"]],
    ]);
    expect(plan.roll_length_in).toBe(370);
    // 42,500 sq in of pieces on 370 x 126 in of roll.
    expect(plan.utilisation).toBe(0.9116);
  });
  it("no pieces, no roll; a piece wider than the roll is refused", () => {
    expect(planFabric([], 126)).toEqual({
      roll_width_in: 126,
      shelves: [],
      roll_length_in: 0,
      utilisation: 0,
    });
    expect(() => planFabric([piece("wide", 127, 10)], 126)).toThrow(
      "wide: 127 in does not fit a 126 in roll.",
    );
  });
  it("every piece once, no band wider than the roll, the length between the lower bounds and the sum", () => {
    const pieces = fc.array(
      fc.record({
        across: fc.integer({ min: 1, max: 126 * 16 }).map((n) => n / 16),
        along: fc.integer({ min: 1, max: 300 * 16 }).map((n) => n / 16),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(pieces, (raw) => {
        const input = raw.map((p, i) => piece(String(i), p.across, p.along));
        const plan = planFabric(input, 126);
        const placed = plan.shelves.flatMap((s) => s.pieces.map((p) => p.label)).sort();
        expect(placed).toEqual(input.map((p) => p.label).sort());
        for (const shelf of plan.shelves) {
          expect(shelf.used_width_in).toBeLessThanOrEqual(126 + 1e-9);
          expect(shelf.length_in).toBe(Math.max(...shelf.pieces.map((p) => p.along_roll_in)));
        }
        const area = input.reduce((sum, p) => sum + p.across_roll_in * p.along_roll_in, 0);
        const longest = Math.max(0, ...input.map((p) => p.along_roll_in));
        expect(plan.roll_length_in).toBeGreaterThanOrEqual(longest);
        expect(plan.roll_length_in).toBeGreaterThanOrEqual(area / 126 - 1e-6);
        expect(plan.roll_length_in).toBeLessThanOrEqual(
          input.reduce((sum, p) => sum + p.along_roll_in, 0) + 1e-6,
        );
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 300) },
    );
  });
});

describe("fabric requirements", () => {
  it("one plan per collection and colour, every strip of every unit in it", () => {
    const seamed = listed({ unit_width_in: 150, unit_height_in: 200, fabric_seam_location: "high" });
    const plain = listed({});
    const white = listed({ fabric_color: "white" });
    const requirements = fabricRequirements([
      { label: "Unit 1", cutList: seamed },
      { label: "Unit 2", cutList: plain },
      { label: "Unit 3", cutList: white },
      { label: "Unit 4", cutList: listed({ included_fabric: false }) },
    ]);
    expect(requirements.map((r) => [r.collection.value, r.color.value, r.pieces])).toEqual([
      ["nano95", seamed.fabric!.color.value, 3],
      ["nano95", "white", 1],
    ]);
    const charcoal = requirements[0]!.plan;
    expect(charcoal.shelves.flatMap((s) => s.pieces.map((p) => p.label)).sort()).toEqual([
      "Unit 1, strip 1 of 2",
      "Unit 1, strip 2 of 2",
      "Unit 2",
    ]);
    // Strip 1 (125.6695 across) fills a band alone; strip 2 (81.3305) and Unit 2 (103) cannot share one.
    expect(charcoal.roll_length_in).toBe(148.5 + 148.5 + 94.5);
  });
});
