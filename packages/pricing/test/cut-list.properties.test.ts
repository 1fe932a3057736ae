import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeSeamLocation,
  defaultPriceBook,
  normalize,
  priceConfiguration,
  type Configuration,
} from "../src/index";
import { cutListValidated, cutRows } from "../src/production";
import { anyConfiguration } from "./arbitraries";

const runs = { numRuns: Number(process.env.PROP_RUNS ?? 300) };

/** A random configuration with what it lacks filled in the way normalize does, kept when it validates. */
const validConfiguration: fc.Arbitrary<Configuration> = anyConfiguration
  .map((c) => {
    let n = normalize(c);
    if (n.unit_width_in > 252) n = normalize({ ...n, housing_type: "jumbo" });
    if (n.included_clear_window)
      n = normalize({
        ...n,
        unit_width_in: Math.min(Math.max(n.unit_width_in, 37), 192),
        unit_height_in: Math.min(Math.max(n.unit_height_in, 73), 144),
      });
    const fills: [keyof Configuration, string][] = [
      ["housing_type", n.included_clear_window ? "jumbo" : "standard"],
      ["housing_option", "complete"],
      ["motor_side", "left"],
      ["retention_type", "surface"],
      ["retention_left", "surface"],
      ["retention_right", "cable"],
      ["retention_cap", "black"],
      ["hem_bar_type", "standard"],
      ["hem_bar_cap", "black"],
      ["pile_brush", "black05"],
      ["zipper_color", "black"],
      ["buildout_material", "tube_1x2"],
      ["fabric_seam_location", "high"],
    ];
    for (const [field, value] of fills) if (n[field] === null) n = normalize({ ...n, [field]: value });
    if (n.fabric_color === null) {
      const collection = defaultPriceBook.fabric_collections.find((f) => f.value === n.fabric_collection);
      n = normalize({ ...n, fabric_color: collection?.colors[0]?.value ?? null });
    }
    return n;
  })
  .filter((c) => priceConfiguration(c).ok);

const priced = (c: Configuration) => {
  const r = priceConfiguration(c);
  if (!r.ok) throw new Error("filtered to valid configurations");
  return r;
};

describe("cut list properties", () => {
  it("every length is positive and within its stock's maximum; no warning of a too-long piece", () => {
    fc.assert(
      fc.property(validConfiguration, (c) => {
        const l = cutListValidated(priced(c).configuration);
        for (const row of cutRows(l)) {
          expect(row.length_in, row.part).toBeGreaterThan(0);
          expect(row.length_in, row.part).toBeLessThanOrEqual(row.stock_max_in);
          if (row.width_in !== null) expect(row.width_in, row.part).toBeGreaterThan(0);
          expect(row.quantity).toBeGreaterThan(0);
        }
        expect(l.warnings.filter((w) => w.includes("longer than its stock"))).toEqual([]);
      }),
      runs,
    );
  });

  it("every fabric strip fits the roll's width, and the strips make up the drop", () => {
    fc.assert(
      fc.property(validConfiguration, (c) => {
        const f = cutListValidated(priced(c).configuration).fabric;
        if (!f) return;
        expect(f.drop_in).toBeGreaterThan(0);
        let covered = 0;
        for (const s of f.strips) {
          expect(s.across_roll_in).toBeGreaterThan(0);
          expect(s.across_roll_in).toBeLessThanOrEqual(f.roll_width_in);
          covered += f.rotated ? s.along_roll_in : s.across_roll_in;
        }
        expect(covered).toBeCloseTo(f.drop_in, 3);
        expect(f.strips[0]?.from_in).toBe(f.bottom_in);
        expect(f.strips.at(-1)?.to_in).toBe(f.top_in);
      }),
      runs,
    );
  });

  it("rotation and seams are the pricing result's", () => {
    fc.assert(
      fc.property(validConfiguration, (c) => {
        const r = priced(c);
        const l = cutListValidated(r.configuration);
        expect(l.lookup).toEqual(r.breakdown.lookup);
        const f = l.fabric;
        if (!f) return;
        expect(f.rotated).toBe(r.breakdown.lookup.rotated);
        expect(f.rotated).toBe(r.configuration.rotate_fabric === true);
        const seam = computeSeamLocation(r.configuration);
        expect(f.seam_in).toBe(seam.seam_in);
        // The rules' seam, when there is one inside the fabric, is cut; every other seam is an added one.
        const ruleSeams = f.seams_in.filter((s) => !f.added_seams_in.includes(s));
        if (seam.required && seam.seam_in !== null && seam.seam_in > f.bottom_in && seam.seam_in < f.top_in)
          expect(ruleSeams).toEqual([seam.seam_in]);
        else expect(ruleSeams).toEqual([]);
        if (f.rotated) {
          expect(seam.required).toBe(false);
          expect(f.strips).toHaveLength(1);
          expect(f.cut_width_in).toBeLessThanOrEqual(f.usable_width_in);
        }
        // A seam is added only where a strip would otherwise be wider than the roll, and said.
        if (f.added_seams_in.length) expect(l.warnings.some((w) => w.includes("more seam"))).toBe(true);
      }),
      runs,
    );
  });

  it("a cut for every included assembly, none for the others", () => {
    fc.assert(
      fc.property(validConfiguration, (c) => {
        const n = priced(c).configuration;
        const l = cutListValidated(n);
        expect(l.fabric !== null).toBe(n.included_fabric);
        expect(l.tube !== null).toBe(n.included_motor_tube);
        expect(l.motor !== null).toBe(n.included_motor_tube);
        expect(l.housing !== null).toBe(n.included_housing);
        expect(l.hem_bar !== null).toBe(n.included_hem_bar);
        expect(l.buildout !== null).toBe(n.included_buildout);
        if (!n.included_retention) expect(l.tracks).toEqual([]);
        expect(l.frame.map((f) => f.component)).toEqual(
          (
            [
              ["housing", n.included_housing],
              ["retention", n.included_retention],
              ["hem_bar", n.included_hem_bar],
              ["buildout", n.included_buildout],
            ] as const
          )
            .filter(([, included]) => included)
            .map(([component]) => component),
        );
      }),
      runs,
    );
  });
});
