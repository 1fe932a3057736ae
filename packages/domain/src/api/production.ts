import { z } from "zod";
import { PRODUCTION_STEPS } from "../production.js";
import { ZId, ZStatus } from "./common.js";

// The production board, a label's scan and the lines' capacity (decisions 170-172).

export const ZProductionStep = z.enum(PRODUCTION_STEPS, {
  error: `step must be one of ${PRODUCTION_STEPS.join(", ")}.`,
});

/** A unit on the board: its steps done, the next one, how many identical units the line holds. */
export const ZBoardUnit = z.object({
  id: z.number(),
  name: z.string(),
  quantity: z.number(),
  done: z.array(ZProductionStep),
  next: ZProductionStep.nullable(),
  /** The steps the agent may undo now (decision 187): the unit's last ones, theirs and recent, or any for an admin. */
  undoable: z.array(ZProductionStep),
});
export type TBoardUnit = z.infer<typeof ZBoardUnit>;

export const ZShipDate = z.object({
  /** YYYY-MM-DD on the factory's calendar. */
  date: z.string(),
  /** "capacity": planned from the lines and the queue; "lead_time": the standard lead time's long end. */
  source: z.enum(["capacity", "lead_time"]),
});
export type TShipDate = z.infer<typeof ZShipDate>;

export const ZBoardOrder = z.object({
  id: z.number(),
  order_number: z.string().nullable(),
  status: z.number(),
  created_at: z.string(),
  dealer: z.string().nullable(),
  title: z.string(),
  units_total: z.number(),
  units_packed: z.number(),
  /** Null once the order is produced or closed. */
  ship: ZShipDate.nullable(),
  line: z.string().nullable(),
  /** Past its ship date and not yet produced. */
  late: z.boolean(),
  /** The statuses the agent may move it to (the order lifecycle table). */
  allowed_statuses: z.array(z.number()),
  units: z.array(ZBoardUnit),
});
export type TBoardOrder = z.infer<typeof ZBoardOrder>;

export const ZProductionLine = z.object({
  id: z.number(),
  name: z.string(),
  units_per_day: z.number(),
  working_days: z.array(z.number()),
  status: z.number(),
});
export type TProductionLine = z.infer<typeof ZProductionLine>;

export const ZProductionBoard = z.object({
  /** YYYY-MM-DD: today on the factory's calendar. */
  today: z.string(),
  columns: z.array(z.object({ status: z.number(), label: z.string(), orders: z.array(ZBoardOrder) })),
  capacity: z.object({
    /** Some active line builds at least one unit on some weekday: dates come from the plan. */
    configured: z.boolean(),
    lines: z.array(ZProductionLine),
    /** May the agent change the lines (the manufacturer's admins). */
    can_edit: z.boolean(),
  }),
});
export type TProductionBoard = z.infer<typeof ZProductionBoard>;

export const ZScanRequest = z.object({
  code: z
    .string({ error: "Scan a label: code is required." })
    .trim()
    .min(1, { error: "Scan a label: code is required." })
    .max(400, { error: "code: at most 400 characters." }),
  /** Absent: the unit's next step. */
  step: ZProductionStep.optional(),
});
export type TScanRequest = z.infer<typeof ZScanRequest>;

export const ZScanResult = z.object({
  unit: ZBoardUnit.extend({ order_id: z.number(), order_number: z.string().nullable() }),
  step: ZProductionStep,
  /** The step had been marked before: nothing changed. */
  already: z.boolean(),
  order_status: z.number(),
  /** The statuses the order moved through because of this scan (10 In Production, 20 Produced). */
  moved_to: z.array(z.number()),
  message: z.string(),
});
export type TScanResult = z.infer<typeof ZScanResult>;

/** Undoing a step marked by a wrong scan (decision 187). */
export const ZUndoStepRequest = z.object({
  unit_id: ZId,
  step: ZProductionStep,
});
export type TUndoStepRequest = z.infer<typeof ZUndoStepRequest>;

export const ZUndoStepResult = z.object({
  unit: ZScanResult.shape.unit,
  step: ZProductionStep,
  order_status: z.number(),
  /** 10 In Production when undoing a packed unit took an order back from Produced; else empty. */
  moved_to: z.array(z.number()),
  message: z.string(),
});
export type TUndoStepResult = z.infer<typeof ZUndoStepResult>;

const lineName = z
  .string({ error: "Name is required." })
  .trim()
  .min(1, { error: "Name is required." })
  .max(60, { error: "Name: at most 60 characters." });
const unitsPerDay = z
  .number({ error: "Units per day must be a whole number from 1 to 10000." })
  .int({ error: "Units per day must be a whole number from 1 to 10000." })
  .min(1, { error: "Units per day must be a whole number from 1 to 10000." })
  .max(10000, { error: "Units per day must be a whole number from 1 to 10000." });
const workingDays = z
  .array(
    z
      .number()
      .int()
      .min(1, { error: "Working days are weekdays 1 (Monday) to 7 (Sunday)." })
      .max(7, { error: "Working days are weekdays 1 (Monday) to 7 (Sunday)." }),
  )
  .min(1, { error: "Choose at least one working day." })
  .max(7)
  .refine((days) => new Set(days).size === days.length, { error: "A working day is listed twice." });

export const ZProductionLineFields = z.object({
  name: lineName,
  units_per_day: unitsPerDay,
  working_days: workingDays,
});
export const ZCreateProductionLine = ZProductionLineFields;
export const ZUpdateProductionLine = ZProductionLineFields.partial().extend({
  id: ZId,
  status: ZStatus.optional(),
});
