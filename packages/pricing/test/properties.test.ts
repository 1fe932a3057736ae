import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeOrderCode,
  defaultPriceBook,
  defaultConfiguration,
  encodeOrderCode,
  normalize,
  priceConfiguration,
  priceValidated,
  validate,
  type Configuration,
} from "../src/index";
import { anyConfiguration } from "./arbitraries";

const runs = { numRuns: Number(process.env.PROP_RUNS ?? 300) };

/** Fixes what a random configuration may lack so that it validates: the rules' own repairs. */
function makeValid(c: Configuration): Configuration {
  let n = normalize(c);
  n = { ...n };
  if (n.unit_width_in > 252) n.housing_type = "jumbo";
  if (n.included_clear_window) {
    n.unit_width_in = Math.min(Math.max(n.unit_width_in, 37), 192);
    n.unit_height_in = Math.min(Math.max(n.unit_height_in, 73), 144);
  }
  n = normalize(n);
  for (const [f, v] of [
    ["housing_type", "standard"],
    ["housing_option", "complete"],
    ["motor_side", "left"],
    ["retention_type", "surface"],
    ["retention_left", "surface"],
    ["retention_right", "cable"],
    ["retention_cap", "black"],
    ["hem_bar_type", "standard"],
    ["fabric_collection", "nano95"],
    ["zipper_color", "black"],
    ["hem_bar_cap", "black"],
    ["pile_brush", "black05"],
    ["buildout_material", "tube_1x2"],
    ["fabric_seam_location", "high"],
  ] as const) {
    if (n[f] === null) n = normalize({ ...n, [f]: v });
  }
  if (n.included_clear_window) n = normalize({ ...n, housing_type: "jumbo" });
  if (n.fabric_color === null) {
    const f = defaultPriceBook.fabric_collections.find((x) => x.value === n.fabric_collection)!;
    n = normalize({ ...n, fabric_color: f.colors[0]!.value });
  }
  return n;
}

describe("properties", () => {
  it("normalize is idempotent", () => {
    fc.assert(
      fc.property(anyConfiguration, (c) => {
        const n = normalize(c);
        expect(normalize(n)).toEqual(n);
      }),
      runs,
    );
  });

  it("validate never throws on arbitrary input", () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }),
        (x) => {
          expect(Array.isArray(validate(x))).toBe(true);
          const obj = typeof x === "object" && x !== null ? x : { x };
          expect(Array.isArray(validate({ ...defaultConfiguration(), ...obj }))).toBe(true);
          expect(typeof priceConfiguration(x).ok).toBe("boolean");
        },
      ),
      runs,
    );
  });

  it("validate never throws when any single field has a value of the wrong kind", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(defaultConfiguration())), fc.anything(), (k, v) => {
        const errs = validate({ ...defaultConfiguration(), [k]: v });
        expect(Array.isArray(errs)).toBe(true);
      }),
      runs,
    );
  });

  it("every valid random configuration prices; totals are whole, finite and not negative", () => {
    fc.assert(
      fc.property(anyConfiguration, (c) => {
        const v = makeValid(c);
        expect(validate(v)).toEqual([]);
        const r = priceConfiguration(v);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const b = r.breakdown;
        for (const x of [b.unit_total, b.customer_price]) {
          expect(Number.isInteger(x)).toBe(true);
          expect(x).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isFinite(b.charges_sum)).toBe(true);
        expect(b.customer_price).toBeGreaterThanOrEqual(b.unit_total);
        expect(priceValidated(r.configuration)).toEqual(b);
      }),
      runs,
    );
  });

  it("unit_total and customer_price are exactly the spec's 'rounded up' (integer arithmetic in cents)", () => {
    fc.assert(
      fc.property(anyConfiguration, (c) => {
        const b = priceValidated(makeValid(c));
        if (b.package === null) {
          const cents = Math.round(b.charges_sum * 100);
          // ceil(0.55 x charges_sum): a fraction of a cent above a whole dollar still rounds up.
          expect(b.unit_total).toBe(Math.floor((55 * cents + 9_999) / 10_000));
        }
        expect(b.customer_price).toBe(Math.floor((b.unit_total * 143 + 99) / 100));
      }),
      runs,
    );
  });

  it("the order code round-trips", () => {
    fc.assert(
      fc.property(anyConfiguration, (c) => {
        const v = makeValid(c);
        const code = encodeOrderCode(v);
        expect(code).not.toBe("");
        const back = decodeOrderCode(code);
        expect(encodeOrderCode(defaultConfiguration(back))).toBe(code);
        for (const [k, val] of Object.entries(back)) expect(v[k as keyof Configuration]).toEqual(val);
      }),
      runs,
    );
  });

  it("a bigger unit never costs less (same configuration, same pricing path)", () => {
    fc.assert(
      fc.property(
        anyConfiguration,
        fc.integer({ min: 0, max: 48 }),
        fc.integer({ min: 0, max: 48 }),
        (c, dw, dh) => {
          const small = makeValid(c);
          const big = normalize({
            ...small,
            unit_width_in: small.unit_width_in + dw,
            unit_height_in: small.unit_height_in + dh,
          });
          if (validate(big).length) return; // outside the limits, or needs a different choice (seam, jumbo)
          const a = priceValidated(small);
          const b = priceValidated(big);
          if ((a.package === null) !== (b.package === null)) return; // package boundary: see decision 016
          if (a.lookup.rotated !== b.lookup.rotated) return; // another fabric orientation is another product
          expect(b.unit_total).toBeGreaterThanOrEqual(a.unit_total);
          expect(b.charges_sum).toBeGreaterThanOrEqual(a.charges_sum);
        },
      ),
      runs,
    );
  });
});
