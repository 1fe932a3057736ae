import {
  allowedOrderStatuses,
  can,
  checkOrderTransition,
  dependentSteps,
  estimateDelivery,
  factoryDate,
  isStaff,
  lastDoneSteps,
  missingSteps,
  nextStep,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  parseLabelCode,
  PRODUCTION_STEP_LABELS,
  PRODUCTION_STEPS,
  RECORD_STATUS,
  ROLE,
  scheduleOrders,
  STEP_UNDO_WINDOW_MS,
  STEP_UNDO_WINDOW_TEXT,
  workingLines,
  type Agent,
  type ProductionStep,
  type TBoardOrder,
  type TBoardUnit,
  type TProductionBoard,
  type TProductionLine,
  type TScanRequest,
  type TScanResult,
  type TShipDate,
  type TUndoStepRequest,
  type TUndoStepResult,
} from "@screens/domain";
import { Prisma, type PrismaClient } from "../db/client.js";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors.js";
import { recordStatusChange } from "./audit.js";
import { notifyOrderStatusChanged } from "./notifications/index.js";
import { quoteScope } from "./scope.js";
import { lockRow } from "../db/row-locks.js";

type Db = PrismaClient | Prisma.TransactionClient;

/** The orders the plan holds: not yet produced (decision 172). */
const QUEUED = [ORDER_STATUS.ACTIVE, ORDER_STATUS.PROCESSING, ORDER_STATUS.IN_PRODUCTION];
/** How long a closed order stays on the board's last column. */
const CLOSED_SHOWN_DAYS = 14;

const savedUnits = { status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } } as const;

/** The manufacturer's account an order belongs to: its dealer's, else the quote's own. */
const accountOf = (quote: { account_id: number | null; dealer: { account_id: number } | null }) =>
  quote.dealer?.account_id ?? quote.account_id ?? null;

// ------------------------------------------------------------------------------------------------
// The plan (decision 172).

export interface OrderShipDate extends TShipDate {
  line: string | null;
}

/**
 * Each queued order's ship date under its manufacturer's lines, for the accounts named: the queue
 * is the account's orders not yet produced (those in production first, then by approval), each
 * counting the units still to pack (a unit line's quantity counts). An account without a line that
 * builds anything has no plan: its orders are absent from the answer.
 */
export async function plannedShipDates(
  db: Db,
  accountIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, OrderShipDate>> {
  const answer = new Map<number, OrderShipDate>();
  if (accountIds.length === 0) return answer;
  const lines = await db.productionLine.findMany({
    where: { account_id: { in: [...accountIds] }, status: RECORD_STATUS.ACTIVE },
    orderBy: { id: "asc" },
  });
  const planned = [...new Set(workingLines(lines).map((line) => line.account_id))];
  if (planned.length === 0) return answer;
  const orders = await db.order.findMany({
    where: {
      status: { in: QUEUED },
      OR: [
        { quote: { dealer: { account_id: { in: planned } } } },
        { quote: { dealer_id: null, account_id: { in: planned } } },
      ],
    },
    orderBy: [{ created_at: "asc" }, { id: "asc" }],
    select: {
      id: true,
      status: true,
      quote: {
        select: {
          account_id: true,
          dealer: { select: { account_id: true } },
          screenconfigurations: {
            where: savedUnits,
            select: { quantity: true, production_steps: { where: { step: "packed" }, select: { id: true } } },
          },
        },
      },
    },
  });
  const today = factoryDate(now);
  for (const accountId of planned) {
    const queue = orders
      .filter((order) => accountOf(order.quote) === accountId)
      // Work already started goes first; the rest in the order it was approved.
      .sort(
        (a, b) =>
          Number(b.status === ORDER_STATUS.IN_PRODUCTION) - Number(a.status === ORDER_STATUS.IN_PRODUCTION),
      )
      .map((order) => ({
        order_id: order.id,
        remaining_units: order.quote.screenconfigurations
          .filter((unit) => unit.production_steps.length === 0)
          .reduce((sum, unit) => sum + unit.quantity, 0),
      }));
    const plan = scheduleOrders(
      today,
      lines.filter((line) => line.account_id === accountId),
      queue,
    );
    for (const entry of plan?.values() ?? [])
      answer.set(entry.order_id, { date: entry.ships, source: "capacity", line: entry.line_name });
  }
  return answer;
}

/**
 * An order's ship date as the panel shows it (decision 172): planned from capacity while it is
 * queued and its manufacturer has lines, else the standard lead time's long end (decision 115);
 * null once it is produced, closed or inactive.
 */
export async function shipDatesOf(
  db: Db,
  orders: ReadonlyArray<{ id: number; status: number; created_at: Date; account_id: number | null }>,
  now: Date = new Date(),
): Promise<Map<number, OrderShipDate | null>> {
  const queued = orders.filter((order) => (QUEUED as readonly number[]).includes(order.status));
  const accounts = [
    ...new Set(queued.map((order) => order.account_id).filter((id): id is number => id !== null)),
  ];
  const plan = await plannedShipDates(db, accounts, now);
  return new Map(
    orders.map((order) => {
      if (!(QUEUED as readonly number[]).includes(order.status)) return [order.id, null];
      const planned = plan.get(order.id);
      return [
        order.id,
        planned ?? { date: estimateDelivery(order.created_at).latest, source: "lead_time", line: null },
      ];
    }),
  );
}

/** One order's ship date (shipDatesOf), read from its id. */
export async function shipDateOfOrder(db: Db, orderId: number, now: Date = new Date()) {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      status: true,
      created_at: true,
      quote: { select: { account_id: true, dealer: { select: { account_id: true } } } },
    },
  });
  if (!order) return null;
  const dates = await shipDatesOf(db, [{ ...order, account_id: accountOf(order.quote) }], now);
  return dates.get(order.id) ?? null;
}

// ------------------------------------------------------------------------------------------------
// The board (decision 170).

/** The board and the scan are the manufacturer's staff's: dealers follow their orders on the order page. */
function requireShopFloor(agent: Agent, action: "read" | "update") {
  if (!isStaff(agent.role_id) || !can(agent.permissions, "order", action)) throw forbidden();
}

/** The lines are kept by the manufacturer's admins (those who may change the account). */
export function mayEditLines(agent: Agent): boolean {
  return isStaff(agent.role_id) && can(agent.permissions, "account", "update");
}

/** The account whose lines an agent keeps: its own (the super admin's is the manufacturer's it belongs to). */
function ownAccount(agent: Agent): number {
  if (agent.account_id === null) throw forbidden();
  return agent.account_id;
}

function toLine(row: {
  id: number;
  name: string;
  units_per_day: number;
  working_days: number[];
  status: number;
}): TProductionLine {
  return {
    id: row.id,
    name: row.name,
    units_per_day: row.units_per_day,
    working_days: [...row.working_days].sort((a, b) => a - b),
    status: row.status,
  };
}

/** A step as recorded: who marked it and when (an undo's check, decision 187). */
interface StepRow {
  step: string;
  done_by?: number | null;
  done_at?: Date;
}

/** A manufacturer admin (roles 1 and 2) may undo any step; others their own recent scans only. */
const mayUndoAnyStep = (agent: Agent) =>
  isStaff(agent.role_id) &&
  agent.role_id <= ROLE.MANUFACTURER_ADMIN &&
  can(agent.permissions, "order", "update");

/** Whether `agent` may undo this step row now (decision 187), the order's status aside. */
function mayUndoRow(agent: Agent, row: StepRow, now: Date): boolean {
  if (mayUndoAnyStep(agent)) return true;
  return (
    row.done_by === agent.id &&
    row.done_at !== undefined &&
    now.getTime() - row.done_at.getTime() <= STEP_UNDO_WINDOW_MS
  );
}

/** The statuses whose units' steps may be undone: in the shop, or Produced (the order goes back). */
const UNDO_STATUSES: readonly number[] = [...QUEUED, ORDER_STATUS.PRODUCED];

function toBoardUnit(
  unit: {
    id: number;
    unit_name: string | null;
    quantity: number;
    production_steps: StepRow[];
  },
  undo?: { agent: Agent; orderStatus: number; now: Date },
): TBoardUnit {
  const done = new Set(unit.production_steps.map((row) => row.step));
  const undoable =
    undo && UNDO_STATUSES.includes(undo.orderStatus) && can(undo.agent.permissions, "order", "update")
      ? lastDoneSteps(done).filter((step) => {
          const row = unit.production_steps.find((entry) => entry.step === step);
          return row !== undefined && mayUndoRow(undo.agent, row, undo.now);
        })
      : [];
  return {
    id: unit.id,
    name: unit.unit_name ?? `Unit ${unit.id}`,
    quantity: unit.quantity,
    done: PRODUCTION_STEPS.filter((step) => done.has(step)),
    next: nextStep(done),
    undoable,
  };
}

/**
 * GET /production/board: the agent's orders by status (Active, Processing, In Production,
 * Produced, and Closed for two weeks), each with its units' steps, its ship date and line, and the
 * statuses the agent may move it to; and the agent's account's lines.
 */
export async function productionBoard(
  prisma: PrismaClient,
  agent: Agent,
  now: Date = new Date(),
): Promise<TProductionBoard> {
  requireShopFloor(agent, "read");
  const closedSince = new Date(now.getTime() - CLOSED_SHOWN_DAYS * 24 * 3600 * 1000);
  const rows = await prisma.order.findMany({
    where: {
      quote: quoteScope(agent),
      OR: [
        { status: { in: [...QUEUED, ORDER_STATUS.PRODUCED] } },
        { status: ORDER_STATUS.CLOSED, updated_at: { gte: closedSince } },
      ],
    },
    orderBy: [{ created_at: "asc" }, { id: "asc" }],
    select: {
      id: true,
      order_number: true,
      status: true,
      created_at: true,
      quote: {
        select: {
          title: true,
          account_id: true,
          dealer: { select: { company_name: true, account_id: true } },
          screenconfigurations: {
            where: savedUnits,
            orderBy: { id: "asc" },
            select: {
              id: true,
              unit_name: true,
              quantity: true,
              production_steps: { select: { step: true, done_by: true, done_at: true } },
            },
          },
        },
      },
    },
  });
  const dates = await shipDatesOf(
    prisma,
    rows.map((row) => ({ ...row, account_id: accountOf(row.quote) })),
    now,
  );
  const today = factoryDate(now);
  const orders: Array<TBoardOrder> = rows.map((row) => {
    const units = row.quote.screenconfigurations.map((unit) =>
      toBoardUnit(unit, { agent, orderStatus: row.status, now }),
    );
    const ship = dates.get(row.id) ?? null;
    return {
      id: row.id,
      order_number: row.order_number,
      status: row.status,
      created_at: row.created_at.toISOString(),
      dealer: row.quote.dealer?.company_name ?? null,
      title: row.quote.title,
      units_total: units.reduce((sum, unit) => sum + unit.quantity, 0),
      units_packed: units.filter((unit) => unit.next === null).reduce((sum, unit) => sum + unit.quantity, 0),
      ship: ship && { date: ship.date, source: ship.source },
      line: ship?.line ?? null,
      late: ship !== null && ship.date < today,
      allowed_statuses: allowedOrderStatuses(agent, row.status),
      units,
    };
  });
  const columns = [...QUEUED, ORDER_STATUS.PRODUCED, ORDER_STATUS.CLOSED].map((status) => ({
    status,
    label: ORDER_STATUS_LABELS[status] ?? String(status),
    orders: orders.filter((order) => order.status === status),
  }));
  const lines =
    agent.account_id === null
      ? []
      : await prisma.productionLine.findMany({
          where: { account_id: agent.account_id },
          orderBy: { id: "asc" },
        });
  return {
    today,
    columns,
    capacity: {
      configured: workingLines(lines.filter((line) => line.status === RECORD_STATUS.ACTIVE)).length > 0,
      lines: lines.map(toLine),
      can_edit: mayEditLines(agent),
    },
  };
}

// ------------------------------------------------------------------------------------------------
// A label's scan (decision 171).

const stepLabel = (step: ProductionStep) => PRODUCTION_STEP_LABELS[step];
const listOf = (steps: ProductionStep[]) => {
  const labels = steps.map(stepLabel);
  const last = labels.pop() ?? "";
  return labels.length === 0 ? last : `${labels.join(", ")} and ${last}`;
};

/**
 * A saved unit of an order in the agent's scope, with its order read under the order's row lock:
 * two scans (or a scan and an undo) of the same order's units go one after the other and see each
 * other's steps. `missing`: the 404's message.
 */
async function lockedOrderUnit(tx: Prisma.TransactionClient, agent: Agent, unitId: number, missing: string) {
  const unit = await tx.configuration.findFirst({
    where: { id: unitId, ...savedUnits, quote: { ...quoteScope(agent), order: { isNot: null } } },
    select: {
      id: true,
      unit_name: true,
      quantity: true,
      quote: { select: { order: { select: { id: true } } } },
    },
  });
  const orderId = unit?.quote.order?.id;
  if (!unit || orderId === undefined) throw notFound(missing);
  await lockRow(tx, "orders", orderId);
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, order_number: true, status: true },
  });
  return { unit, order };
}

/**
 * POST /production/scans: marks a unit's step done from its label's code (the unit's next step
 * unless `step` names one). The first step moves an order at Active or Processing to In Production;
 * the last unit packed moves it to Produced; both through the order lifecycle table, recorded in the
 * history, and the dealer told. A step marked before answers `already` and changes nothing.
 */
export async function scanLabel(
  prisma: PrismaClient,
  agent: Agent,
  request: TScanRequest,
): Promise<TScanResult> {
  requireShopFloor(agent, "update");
  const code = parseLabelCode(request.code);
  if (!code) throw badRequest("This is not one of our labels: scan a unit or box label of a work order.");
  return prisma.$transaction(async (tx) => {
    const { unit, order } = await lockedOrderUnit(
      tx,
      agent,
      code.unitId,
      "No unit of an order has this label.",
    );
    if (code.orderNumber !== "" && order.order_number !== null && code.orderNumber !== order.order_number)
      throw conflict(
        `This label names order ${code.orderNumber}, but unit ${unit.id} belongs to order ${order.order_number}: print its labels again.`,
      );
    const orderName = order.order_number ?? `#${order.id}`;
    if (!(QUEUED as readonly number[]).includes(order.status))
      throw conflict(
        `Order ${orderName} is ${ORDER_STATUS_LABELS[order.status] ?? order.status}: its units' steps can no longer change.`,
      );
    const steps = await tx.unitProductionStep.findMany({
      where: { configuration_id: unit.id },
      select: { step: true, done_by: true, done_at: true },
    });
    const done = new Set(steps.map((row) => row.step));
    const step = request.step ?? nextStep(done);
    const unitName = unit.unit_name ?? `Unit ${unit.id}`;
    const now = new Date();
    const result = (already: boolean, moved: number[], status: number, message: string): TScanResult => {
      const after: StepRow[] = [...steps];
      if (step && !done.has(step)) after.push({ step, done_by: agent.id, done_at: now });
      return {
        unit: {
          ...toBoardUnit({ ...unit, production_steps: after }, { agent, orderStatus: status, now }),
          order_id: order.id,
          order_number: order.order_number,
        },
        step: step ?? "packed",
        already,
        order_status: status,
        moved_to: moved,
        message,
      };
    };
    if (step === null) return result(true, [], order.status, `${unitName} is already packed.`);
    if (done.has(step))
      return result(true, [], order.status, `${stepLabel(step)} of ${unitName} was already done.`);
    const missing = missingSteps(step, done);
    if (missing.length > 0)
      throw conflict(`${stepLabel(step)} of ${unitName} needs ${listOf(missing)} first.`);

    // The server's clock, as the undo's window reads it (decision 187).
    await tx.unitProductionStep.create({
      data: { configuration_id: unit.id, step, done_by: agent.id, done_at: now },
    });
    const moved: number[] = [];
    let status = order.status;
    const move = async (to: number) => {
      const verdict = checkOrderTransition(agent, status, to);
      if (!verdict.ok) throw new HttpError(verdict.status, [verdict.message]);
      await tx.order.update({ where: { id: order.id }, data: { status: to } });
      await recordStatusChange(tx, {
        entity: "order",
        entity_id: order.id,
        from_status: status,
        to_status: to,
        user_id: agent.id,
        note: `Label scanned: ${stepLabel(step)} of ${unitName}`,
      });
      await notifyOrderStatusChanged(tx, { orderId: order.id, from: status, to });
      moved.push(to);
      status = to;
    };
    if (status !== ORDER_STATUS.IN_PRODUCTION) await move(ORDER_STATUS.IN_PRODUCTION);
    if (step === "packed") {
      const unpacked = await tx.configuration.count({
        where: {
          quote: { order: { id: order.id } },
          ...savedUnits,
          production_steps: { none: { step: "packed" } },
        },
      });
      if (unpacked === 0) await move(ORDER_STATUS.PRODUCED);
    }
    const tail =
      status === ORDER_STATUS.PRODUCED
        ? ` Every unit is packed: order ${orderName} is Produced.`
        : moved.length > 0
          ? ` Order ${orderName} is In Production.`
          : "";
    return result(false, moved, status, `${stepLabel(step)} of ${unitName} done.${tail}`);
  });
}

/**
 * POST /production/steps/undo: takes back a step a wrong scan marked (decision 187). Who scanned it
 * may, within STEP_UNDO_WINDOW_MS; a manufacturer admin may at any time. Only a unit's last steps
 * (nothing done rests on them), only while the order is in the shop or Produced: undoing a packed
 * unit of a Produced order moves the order back to In Production through the order lifecycle
 * table. Recorded in the order's history with the step as its note; the dealer is told of a move.
 */
export async function undoStep(
  prisma: PrismaClient,
  agent: Agent,
  request: TUndoStepRequest,
  now: Date = new Date(),
): Promise<TUndoStepResult> {
  requireShopFloor(agent, "update");
  return prisma.$transaction(async (tx) => {
    const { unit, order } = await lockedOrderUnit(
      tx,
      agent,
      request.unit_id,
      "No unit of an order has this id.",
    );
    const orderName = order.order_number ?? `#${order.id}`;
    const unitName = unit.unit_name ?? `Unit ${unit.id}`;
    const label = `${stepLabel(request.step)} of ${unitName}`;
    if (!UNDO_STATUSES.includes(order.status))
      throw conflict(
        `Order ${orderName} is ${ORDER_STATUS_LABELS[order.status] ?? order.status}: its units' steps can no longer change.`,
      );
    const steps = await tx.unitProductionStep.findMany({
      where: { configuration_id: unit.id },
      select: { id: true, step: true, done_by: true, done_at: true },
    });
    const row = steps.find((entry) => entry.step === request.step);
    if (!row) throw conflict(`${label} is not done: there is nothing to undo.`);
    const done = new Set(steps.map((entry) => entry.step));
    const later = dependentSteps(request.step, done);
    if (later.length > 0) throw conflict(`Undo ${listOf(later)} of ${unitName} first.`);
    if (!mayUndoRow(agent, row, now))
      throw forbidden(
        `Only who scanned ${label}, within ${STEP_UNDO_WINDOW_TEXT}, or a manufacturer admin can undo it.`,
      );

    await tx.unitProductionStep.delete({ where: { id: row.id } });
    let status = order.status;
    const moved: number[] = [];
    const note = `Step undone: ${label}`;
    if (status === ORDER_STATUS.PRODUCED) {
      // Produced means every unit packed; this one no longer is: back one step, as the table allows.
      const verdict = checkOrderTransition(agent, status, ORDER_STATUS.IN_PRODUCTION);
      if (!verdict.ok) throw new HttpError(verdict.status, [verdict.message]);
      await tx.order.update({ where: { id: order.id }, data: { status: ORDER_STATUS.IN_PRODUCTION } });
      await recordStatusChange(tx, {
        entity: "order",
        entity_id: order.id,
        from_status: status,
        to_status: ORDER_STATUS.IN_PRODUCTION,
        user_id: agent.id,
        note,
      });
      await notifyOrderStatusChanged(tx, {
        orderId: order.id,
        from: status,
        to: ORDER_STATUS.IN_PRODUCTION,
      });
      status = ORDER_STATUS.IN_PRODUCTION;
      moved.push(status);
    } else {
      // No move: the undo is kept in the history as an event within the status.
      await recordStatusChange(tx, {
        entity: "order",
        entity_id: order.id,
        from_status: status,
        to_status: status,
        user_id: agent.id,
        note,
        event: "step_undone",
      });
    }
    const remaining = steps.filter((entry) => entry.id !== row.id);
    const tail = moved.length > 0 ? ` Order ${orderName} is back In Production.` : "";
    return {
      unit: {
        ...toBoardUnit({ ...unit, production_steps: remaining }, { agent, orderStatus: status, now }),
        order_id: order.id,
        order_number: order.order_number,
      },
      step: request.step,
      order_status: status,
      moved_to: moved,
      message: `${label} undone.${tail}`,
    };
  });
}

// ------------------------------------------------------------------------------------------------
// The lines (decision 172).

export async function listProductionLines(prisma: PrismaClient, agent: Agent): Promise<TProductionLine[]> {
  requireShopFloor(agent, "read");
  const rows = await prisma.productionLine.findMany({
    where: { account_id: ownAccount(agent) },
    orderBy: { id: "asc" },
  });
  return rows.map(toLine);
}

async function refuseTakenName(db: Db, accountId: number, name: string, exceptId?: number) {
  const taken = await db.productionLine.findFirst({
    where: {
      account_id: accountId,
      name: { equals: name, mode: "insensitive" },
      ...(exceptId !== undefined ? { id: { not: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (taken) throw conflict(`A production line is already named ${name}.`);
}

export async function createProductionLine(
  prisma: PrismaClient,
  agent: Agent,
  fields: { name: string; units_per_day: number; working_days: number[] },
): Promise<TProductionLine> {
  if (!mayEditLines(agent)) throw forbidden();
  const accountId = ownAccount(agent);
  await refuseTakenName(prisma, accountId, fields.name);
  const row = await prisma.productionLine.create({
    data: { account_id: accountId, ...fields, working_days: [...fields.working_days].sort((a, b) => a - b) },
  });
  return toLine(row);
}

export async function updateProductionLine(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  patch: { name?: string; units_per_day?: number; working_days?: number[]; status?: number },
): Promise<TProductionLine> {
  if (!mayEditLines(agent)) throw forbidden();
  // Another manufacturer's line is not found, like a missing one; the super admin keeps every one.
  const row = await prisma.productionLine.findFirst({
    where: { id, ...(agent.role_id === ROLE.SUPER_ADMIN ? {} : { account_id: ownAccount(agent) }) },
  });
  if (!row) throw notFound();
  if (patch.name !== undefined) await refuseTakenName(prisma, row.account_id, patch.name, id);
  const updated = await prisma.productionLine.update({
    where: { id },
    data: {
      ...patch,
      ...(patch.working_days ? { working_days: [...patch.working_days].sort((a, b) => a - b) } : {}),
    },
  });
  return toLine(updated);
}
