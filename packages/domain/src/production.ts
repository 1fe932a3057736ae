/**
 * The shop floor (decisions 170-172): a unit's production steps, the label's barcode as
 * the board reads it, and the schedule that turns the queue and each line's capacity into ship dates.
 * Pure functions: the server, the panel and the tests share them.
 */
/** A unit's steps, in the order the shop does them (decision 171). */
export const PRODUCTION_STEPS = [
  "fabric_cut",
  "tube_housing_cut",
  "assembly",
  "quality_check",
  "packed",
] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];

export const PRODUCTION_STEP_LABELS: Record<ProductionStep, string> = {
  fabric_cut: "Fabric cut",
  tube_housing_cut: "Tube and housing cut",
  assembly: "Assembly",
  quality_check: "Quality check",
  packed: "Packed",
};

/**
 * What a step needs done first. The two cuts are independent (two benches); assembly needs both;
 * the quality check the assembled unit; packing the checked one.
 */
export const STEP_NEEDS: Record<ProductionStep, readonly ProductionStep[]> = {
  fabric_cut: [],
  tube_housing_cut: [],
  assembly: ["fabric_cut", "tube_housing_cut"],
  quality_check: ["assembly"],
  packed: ["quality_check"],
};

export function isProductionStep(value: unknown): value is ProductionStep {
  return typeof value === "string" && (PRODUCTION_STEPS as readonly string[]).includes(value);
}

/** The first step not yet done whose prerequisites are done, or null when the unit is packed. */
export function nextStep(done: ReadonlySet<string>): ProductionStep | null {
  for (const step of PRODUCTION_STEPS) {
    if (done.has(step)) continue;
    if (STEP_NEEDS[step].every((need) => done.has(need))) return step;
  }
  return null;
}

/** The steps `step` still waits for, in step order. */
export function missingSteps(step: ProductionStep, done: ReadonlySet<string>): ProductionStep[] {
  return STEP_NEEDS[step].filter((need) => !done.has(need));
}

/**
 * Undoing a mis-scan (decision 187): who scanned a step may undo it within this long; a manufacturer
 * admin at any time while the order is in the shop.
 */
export const STEP_UNDO_WINDOW_MS = 10 * 60 * 1000;
export const STEP_UNDO_WINDOW_TEXT = "10 minutes";

/** The done steps that rest on `step` (must be undone first), in step order. */
export function dependentSteps(step: ProductionStep, done: ReadonlySet<string>): ProductionStep[] {
  return PRODUCTION_STEPS.filter((later) => done.has(later) && STEP_NEEDS[later].includes(step));
}

/** The done steps nothing done rests on: the ones an undo may take back, in step order. */
export function lastDoneSteps(done: ReadonlySet<string>): ProductionStep[] {
  return PRODUCTION_STEPS.filter((step) => done.has(step) && dependentSteps(step, done).length === 0);
}

/** A label's code as printed by the work order (decision 154): `SP1|U{unit id}|{box}|{order number}|{order code}`. */
export interface LabelCode {
  unitId: number;
  /** "UNIT" or "B1/2". */
  box: string;
  orderNumber: string;
}

/**
 * Reads what a scanner typed: a whole label code, or its first fields (`SP1|U12`), with the spaces
 * a keyboard wedge may add around it. Null for anything that is not one of our labels.
 */
export function parseLabelCode(text: string): LabelCode | null {
  const fields = text.trim().split("|");
  if (fields[0]?.toUpperCase() !== "SP1") return null;
  const unit = /^U([1-9][0-9]{0,9})$/i.exec(fields[1]?.trim() ?? "");
  if (!unit) return null;
  const unitId = Number(unit[1]);
  if (!Number.isSafeInteger(unitId) || unitId > 2_147_483_647) return null;
  return { unitId, box: fields[2]?.trim() ?? "", orderNumber: fields[3]?.trim() ?? "" };
}

// ------------------------------------------------------------------------------------------------
// Capacity and the schedule (decision 172).

/** What the panel says of a ship date planned from capacity, where it said the standard lead time. */
export const PLANNED_LEAD_TIME_TEXT = "Planned from the factory's capacity and its queue";

/** ISO weekdays: 1 Monday ... 7 Sunday. */
export const WEEKDAY_NAMES = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

export interface CapacityLine {
  id: number;
  name: string;
  /** Units the line finishes in one working day. */
  units_per_day: number;
  /** ISO weekdays the line works (1 Monday ... 7 Sunday). */
  working_days: readonly number[];
}

export interface QueuedOrder {
  order_id: number;
  /** Units of the order still to pack (a unit line's quantity counts). */
  remaining_units: number;
}

export interface ScheduledOrder {
  order_id: number;
  line_id: number | null;
  line_name: string | null;
  /** YYYY-MM-DD: the working day its first remaining unit is built. */
  starts: string;
  /** YYYY-MM-DD: the working day its last unit is packed, ready to ship. */
  ships: string;
}

/** Lines that can build anything: at least one unit a day on at least one weekday. */
export function workingLines<L extends CapacityLine>(lines: readonly L[]): L[] {
  return lines.filter(
    (line) => line.units_per_day > 0 && line.working_days.some((day) => day >= 1 && day <= 7),
  );
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The first day after `date` that `line` works. */
function nextWorkingDay(line: CapacityLine, date: string): string {
  let day = nextDay(date);
  while (!line.working_days.includes(isoWeekday(day))) day = nextDay(day);
  return day;
}

/** Where a line's plan stands: the day being filled and how many units of it are taken. */
interface Cursor {
  day: string;
  used: number;
}

/** Where `units` more land on `line` from `cursor`: the day of the first and of the last, and the cursor after. */
function place(
  line: CapacityLine,
  cursor: Cursor,
  units: number,
): { starts: string; ships: string; after: Cursor } {
  let { day, used } = cursor;
  if (used >= line.units_per_day) {
    day = nextWorkingDay(line, day);
    used = 0;
  }
  const starts = day;
  let left = units;
  // Whole days at once: the loop runs once per day the order spans, at most.
  while (left > line.units_per_day - used) {
    left -= line.units_per_day - used;
    day = nextWorkingDay(line, day);
    used = 0;
  }
  used += left;
  return { starts, ships: day, after: { day, used } };
}

/**
 * The factory's plan (decision 172): the queue in its order, each order whole on the line that
 * finishes it first (ties: the earlier line in `lines`), from the first working day after `today`.
 * An order with nothing left ships on that first day. Null when no line can build anything (no
 * capacity configured): the caller falls back to the standard lead time.
 */
export function scheduleOrders(
  today: string,
  lines: readonly CapacityLine[],
  queue: readonly QueuedOrder[],
): Map<number, ScheduledOrder> | null {
  const usable = workingLines(lines);
  if (usable.length === 0) return null;
  // Today's capacity is already spoken for: the plan starts with each line's next working day.
  const cursors = usable.map((line) => ({ line, at: { day: nextWorkingDay(line, today), used: 0 } }));
  const plan = new Map<number, ScheduledOrder>();
  for (const order of queue) {
    const units = Math.max(0, Math.ceil(order.remaining_units));
    const options = cursors.map((cursor) => ({ cursor, placed: place(cursor.line, cursor.at, units) }));
    const chosen = options.reduce((best, option) =>
      option.placed.ships < best.placed.ships ? option : best,
    );
    if (units > 0) chosen.cursor.at = chosen.placed.after;
    plan.set(order.order_id, {
      order_id: order.order_id,
      line_id: units > 0 ? chosen.cursor.line.id : null,
      line_name: units > 0 ? chosen.cursor.line.name : null,
      starts: chosen.placed.starts,
      ships: chosen.placed.ships,
    });
  }
  return plan;
}
