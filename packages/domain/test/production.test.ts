import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  missingSteps,
  nextStep,
  parseLabelCode,
  PRODUCTION_STEPS,
  scheduleOrders,
  type CapacityLine,
} from "../src/production.js";

const WEEKDAYS = [1, 2, 3, 4, 5];
const line = (id: number, units_per_day: number, working_days = WEEKDAYS): CapacityLine => ({
  id,
  name: `Line ${id}`,
  units_per_day,
  working_days,
});

describe("a unit's steps", () => {
  it("the two cuts first, then assembly, the check and packing", () => {
    expect(nextStep(new Set())).toBe("fabric_cut");
    expect(nextStep(new Set(["fabric_cut"]))).toBe("tube_housing_cut");
    expect(nextStep(new Set(["tube_housing_cut"]))).toBe("fabric_cut");
    expect(nextStep(new Set(["fabric_cut", "tube_housing_cut"]))).toBe("assembly");
    expect(nextStep(new Set(PRODUCTION_STEPS))).toBeNull();
    expect(missingSteps("assembly", new Set(["fabric_cut"]))).toEqual(["tube_housing_cut"]);
    expect(missingSteps("packed", new Set(["fabric_cut", "tube_housing_cut", "assembly"]))).toEqual([
      "quality_check",
    ]);
  });
});

describe("a label's code", () => {
  it("reads the work order's codes, unit and box alike, and a wedge's surrounding spaces", () => {
    expect(parseLabelCode("SP1|U42|UNIT|SO-000123|ZT-96x96")).toEqual({
      unitId: 42,
      box: "UNIT",
      orderNumber: "SO-000123",
    });
    expect(parseLabelCode("  sp1|u42|B2/2|SO-1|X \n")).toMatchObject({ unitId: 42, box: "B2/2" });
    expect(parseLabelCode("SP1|U7")).toMatchObject({ unitId: 7, orderNumber: "" });
  });
  it("refuses anything else", () => {
    for (const text of ["", "42", "SP2|U42", "SP1|42", "SP1|U0", "SP1|U-3", "SP1|U99999999999", "SP1|Uabc"])
      expect(parseLabelCode(text), text).toBeNull();
  });
});

describe("the schedule", () => {
  // 2026-11-27 is a Friday.
  const friday = "2026-11-27";

  it("no line that can build anything: no plan (the lead time stays)", () => {
    expect(scheduleOrders(friday, [], [{ order_id: 1, remaining_units: 3 }])).toBeNull();
    expect(scheduleOrders(friday, [line(1, 0)], [])).toBeNull();
    expect(scheduleOrders(friday, [line(1, 5, [])], [])).toBeNull();
  });

  it("starts the next working day and fills each day in queue order", () => {
    const plan = scheduleOrders(
      friday,
      [line(1, 4)],
      [
        { order_id: 1, remaining_units: 3 },
        { order_id: 2, remaining_units: 3 },
        { order_id: 3, remaining_units: 2 },
      ],
    )!;
    expect(plan.get(1)).toMatchObject({ starts: "2026-11-30", ships: "2026-11-30", line_id: 1 });
    // One unit on Monday, two on Tuesday; the third order fills Tuesday.
    expect(plan.get(2)).toMatchObject({ starts: "2026-11-30", ships: "2026-12-01" });
    expect(plan.get(3)).toMatchObject({ starts: "2026-12-01", ships: "2026-12-01" });
  });

  it("an order goes whole to the line that finishes it first; working days are each line's", () => {
    const plan = scheduleOrders(
      friday,
      [line(1, 2), line(2, 1, [6])],
      [
        { order_id: 1, remaining_units: 2 },
        { order_id: 2, remaining_units: 1 },
      ],
    )!;
    // Line 2 works Saturdays: the 28th, before Monday.
    expect(plan.get(1)).toMatchObject({ line_id: 1, ships: "2026-11-30" });
    expect(plan.get(2)).toMatchObject({ line_id: 2, ships: "2026-11-28" });
  });

  it("an order with nothing left ships the first working day, on no line", () => {
    const plan = scheduleOrders(friday, [line(1, 1)], [{ order_id: 9, remaining_units: 0 }])!;
    expect(plan.get(9)).toMatchObject({ line_id: null, ships: "2026-11-30" });
  });

  it("property: dates are working days, in queue order per line, each day within its capacity", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            units_per_day: fc.integer({ min: 1, max: 12 }),
            working_days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 25 }),
        (rawLines, units) => {
          const lines = rawLines.map((raw, i) => ({ ...raw, id: i + 1, name: `L${i + 1}` }));
          const queue = units.map((remaining_units, i) => ({ order_id: i + 1, remaining_units }));
          const plan = scheduleOrders(friday, lines, queue)!;
          const perLine = new Map<number, number>();
          const lastShip = new Map<number, string>();
          for (const order of queue) {
            const entry = plan.get(order.order_id)!;
            expect(entry.ships > friday).toBe(true);
            expect(entry.starts <= entry.ships).toBe(true);
            if (entry.line_id === null) continue;
            const onLine = lines.find((l) => l.id === entry.line_id)!;
            const weekday = ((new Date(`${entry.ships}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
            expect(onLine.working_days).toContain(weekday);
            expect(entry.ships >= (lastShip.get(onLine.id) ?? "")).toBe(true);
            lastShip.set(onLine.id, entry.ships);
            // Everything the line holds so far fits its working days up to this ship date.
            const total = (perLine.get(onLine.id) ?? 0) + order.remaining_units;
            perLine.set(onLine.id, total);
            let days = 0;
            for (let d = new Date(`${friday}T12:00:00Z`); d.toISOString().slice(0, 10) < entry.ships;) {
              d.setUTCDate(d.getUTCDate() + 1);
              if (onLine.working_days.includes(((d.getUTCDay() + 6) % 7) + 1)) days += 1;
            }
            expect(total).toBeLessThanOrEqual(days * onLine.units_per_day);
            expect(total).toBeGreaterThan((days - 1) * onLine.units_per_day);
          }
        },
      ),
    );
  });
});
