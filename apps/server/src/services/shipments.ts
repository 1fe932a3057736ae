import {
  allowedOrderStatuses,
  checkPermission,
  estimateDelivery,
  isStaff,
  ORDER_STATUS_LABELS,
  type Agent,
  type TCreateShipmentRequest,
  type TOrderTracking,
  type TShipment,
  type TTrackingEvent,
  type TUpdateShipmentRequest,
} from "@screens/domain";
import type { Prisma, PrismaClient, Shipment } from "../db/client.js";
import { shipDateOfOrder } from "./production.js";
import { badRequest, forbidden, notFound } from "../http/errors.js";
import { iso } from "./convert.js";
import { quoteScope } from "./scope.js";
import { notifyOrderShipped } from "./notifications/index.js";

/**
 * Order tracking (docs/order-tracking.md, decision 118): an order's timeline (its status changes and
 * its shipments leaving and arriving), the estimate from the lead time (decision 115), and the
 * shipments staff enter on the order page. The ERP's webhook (erp-webhook.ts) writes through
 * `saveShipment` too, so both paths keep the same rules and send the same single e-mail.
 */

type Tx = Prisma.TransactionClient;
type Db = PrismaClient | Tx;

/**
 * Orders the agent may see: those of the quotes they may see (as the orders list). An inactive
 * (status 0) order stays readable with its history (decision 080), but nothing is written on it.
 */
function visibleOrder(agent: Agent, id: number, access: "read" | "write"): Prisma.OrderWhereInput {
  return { id, ...(access === "write" ? { status: { not: 0 } } : {}), quote: quoteScope(agent) };
}

async function findVisibleOrder(db: Db, agent: Agent, id: number, access: "read" | "write") {
  const order = await db.order.findFirst({
    where: visibleOrder(agent, id, access),
    select: { id: true, status: true, created_at: true },
  });
  if (!order) throw notFound();
  return order;
}

/** Staff who may update orders write shipments; everyone else who sees the order reads them. */
export function mayEditShipments(agent: Agent): boolean {
  return isStaff(agent.role_id) && checkPermission(agent.permissions, "order.u");
}

function requireShipmentEditor(agent: Agent): void {
  if (!mayEditShipments(agent)) throw forbidden();
}

export function toShipmentDto(row: Shipment): TShipment {
  return {
    id: row.id,
    order_id: row.order_id,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    tracking_url: row.tracking_url,
    shipped_at: row.shipped_at ? iso(row.shipped_at) : null,
    delivered_at: row.delivered_at ? iso(row.delivered_at) : null,
    source: row.actor === "erp" ? "erp" : "staff",
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * A date the user typed (2026-11-20) is that calendar day everywhere in North America: kept at noon
 * UTC (a midnight would show as the day before in every US time zone). A full time is kept as sent.
 */
function sameUtcDay(a: Date, b: Date): boolean {
  return a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);
}

export function trackingDate(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text);
}

/** The fields of a shipment as the database keeps them (undefined: not given, unchanged). */
export interface ShipmentFields {
  carrier?: string;
  tracking_number?: string | null;
  tracking_url?: string | null;
  shipped_at?: Date | null;
  delivered_at?: Date | null;
}

export function shipmentFields(input: {
  carrier?: string;
  tracking_number?: string | null;
  tracking_url?: string | null;
  shipped_at?: string | null;
  delivered_at?: string | null;
}): ShipmentFields {
  const date = (value: string | null | undefined) =>
    value === undefined ? undefined : value === null ? null : trackingDate(value);
  return {
    carrier: input.carrier,
    tracking_number: input.tracking_number,
    tracking_url: input.tracking_url,
    shipped_at: date(input.shipped_at),
    delivered_at: date(input.delivered_at),
  };
}

// A day of slack for the reporter's clock and time zone: "today" in Hawaii is tomorrow in UTC.
const FUTURE_SLACK_MS = 36 * 60 * 60 * 1000;

/** The dates must tell a possible story: delivered after shipped, neither in the future. */
function checkDates(shippedAt: Date | null, deliveredAt: Date | null, now = new Date()): void {
  const latest = now.getTime() + FUTURE_SLACK_MS;
  if (shippedAt && shippedAt.getTime() > latest)
    throw badRequest("shipped_at: The ship date cannot be in the future.");
  if (deliveredAt && deliveredAt.getTime() > latest)
    throw badRequest("delivered_at: The delivery date cannot be in the future.");
  if (deliveredAt && !shippedAt)
    throw badRequest(
      "delivered_at: A shipment is delivered only after it shipped: enter the ship date first.",
    );
  if (deliveredAt && shippedAt && deliveredAt < shippedAt)
    throw badRequest("delivered_at: The delivery date cannot be before the ship date.");
}

/** Who writes a shipment: a staff user, or the ERP through one of its events. */
export type ShipmentAuthor = { userId: number } | { erpEventId: string };

/**
 * Creates (no `existing`) or changes a shipment inside the caller's transaction, under the rules of
 * both paths. The dealer's "shipped" e-mail is queued in the same transaction exactly when the
 * shipment gets its ship date: once per shipment, however often it is edited or reported.
 */
export async function saveShipment(
  tx: Tx,
  orderId: number,
  existing: Shipment | null,
  fields: ShipmentFields,
  author: ShipmentAuthor,
): Promise<Shipment> {
  const carrier = fields.carrier ?? existing?.carrier;
  if (!carrier) throw badRequest("carrier: Enter the carrier.");
  const shippedAt = fields.shipped_at !== undefined ? fields.shipped_at : (existing?.shipped_at ?? null);
  const deliveredAt =
    fields.delivered_at !== undefined ? fields.delivered_at : (existing?.delivered_at ?? null);
  checkDates(shippedAt, deliveredAt);
  const byErp = "erpEventId" in author;
  const data = {
    carrier,
    tracking_number: fields.tracking_number,
    tracking_url: fields.tracking_url,
    shipped_at: shippedAt,
    delivered_at: deliveredAt,
    ...(byErp ? { erp_event_id: author.erpEventId } : {}),
  };
  const saved = existing
    ? await tx.shipment.update({ where: { id: existing.id }, data })
    : await tx.shipment.create({
        data: {
          ...data,
          order_id: orderId,
          created_by: byErp ? null : author.userId,
          actor: byErp ? "erp" : null,
        },
      });
  if (saved.shipped_at && !existing?.shipped_at) {
    await notifyOrderShipped(tx, {
      orderId,
      carrier: saved.carrier,
      trackingNumber: saved.tracking_number,
      trackingUrl: saved.tracking_url,
      shippedAt: saved.shipped_at,
    });
  }
  return saved;
}

/** A shipment row under its lock (two edits at once must not both see "not shipped yet"). */
export async function lockShipment(tx: Tx, id: number): Promise<Shipment | null> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM shipments WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) return null;
  return tx.shipment.findUnique({ where: { id } });
}

/** POST /orders/{order_id}/shipments: staff record a (part) shipment of an order they may see. */
export async function createShipment(
  prisma: PrismaClient,
  agent: Agent,
  input: TCreateShipmentRequest,
): Promise<TShipment> {
  requireShipmentEditor(agent);
  const { order_id, ...rest } = input;
  const saved = await prisma.$transaction(async (tx) => {
    await findVisibleOrder(tx, agent, order_id, "write");
    return saveShipment(tx, order_id, null, shipmentFields(rest), { userId: agent.id });
  });
  return toShipmentDto(saved);
}

/** A shipment of an order the agent may see, else 404 (a foreign id is simply not found). */
async function findVisibleShipment(db: Db, agent: Agent, id: number) {
  const row = await db.shipment.findFirst({
    where: { id, order: { status: { not: 0 }, quote: quoteScope(agent) } },
    select: { id: true, order_id: true },
  });
  if (!row) throw notFound();
  return row;
}

/** PATCH /shipments/{id}: staff correct a shipment or add its delivery. */
export async function updateShipment(
  prisma: PrismaClient,
  agent: Agent,
  input: TUpdateShipmentRequest,
): Promise<TShipment> {
  requireShipmentEditor(agent);
  const { id, ...rest } = input;
  const saved = await prisma.$transaction(async (tx) => {
    const { order_id } = await findVisibleShipment(tx, agent, id);
    const existing = await lockShipment(tx, id);
    if (!existing) throw notFound();
    return saveShipment(tx, order_id, existing, shipmentFields(rest), { userId: agent.id });
  });
  return toShipmentDto(saved);
}

/** DELETE /shipments/{id}: staff remove a shipment entered by mistake. */
export async function deleteShipment(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
): Promise<{ success: true }> {
  requireShipmentEditor(agent);
  await findVisibleShipment(prisma, agent, id);
  await prisma.shipment.delete({ where: { id } });
  return { success: true };
}

function whoOf(change: { user: { first_name: string; last_name: string } | null; actor: string | null }) {
  if (change.user)
    return { kind: "user" as const, name: `${change.user.first_name} ${change.user.last_name}`.trim() };
  if (change.actor === "erp") return { kind: "erp" as const, name: "ERP" };
  return { kind: "system" as const, name: "System" };
}

/**
 * GET /orders/{order_id}/shipments: the order's shipments, oldest first, as GET /orders/{id}/tracking
 * lists them and with its tenancy (the collection a REST client expects beside the POST that adds to
 * it).
 */
export async function listShipments(
  prisma: PrismaClient,
  agent: Agent,
  orderId: number,
): Promise<TShipment[]> {
  await findVisibleOrder(prisma, agent, orderId, "read");
  const rows = await prisma.shipment.findMany({
    where: { order_id: orderId },
    orderBy: [{ created_at: "asc" }, { id: "asc" }],
  });
  return rows.map(toShipmentDto);
}

/**
 * GET /orders/{id}/tracking: the order's timeline (oldest first), its shipments and the estimate,
 * with what the agent may do on it. Tenancy as for the order.
 */
/** The lead time's window, or the day planned from capacity while the order is queued (decision 172). */
async function trackingEstimate(prisma: PrismaClient, order: { id: number; created_at: Date }) {
  const ship = await shipDateOfOrder(prisma, order.id);
  if (ship?.source === "capacity")
    return { earliest: ship.date, latest: ship.date, source: "capacity" as const };
  return { ...estimateDelivery(order.created_at), source: "lead_time" as const };
}

export async function orderTracking(prisma: PrismaClient, agent: Agent, id: number): Promise<TOrderTracking> {
  const order = await findVisibleOrder(prisma, agent, id, "read");
  const [changes, shipments] = await Promise.all([
    prisma.statusChange.findMany({
      // Moves only: a change within the status (a production step undone, decision 187) is no step of the timeline.
      where: { entity: "order", entity_id: id, event: null },
      include: { user: { select: { first_name: true, last_name: true } } },
      orderBy: [{ created_at: "asc" }, { id: "asc" }],
    }),
    prisma.shipment.findMany({ where: { order_id: id }, orderBy: [{ created_at: "asc" }, { id: "asc" }] }),
  ]);
  const authors = await prisma.user.findMany({
    where: { id: { in: shipments.flatMap((row) => (row.created_by === null ? [] : [row.created_by])) } },
    select: { id: true, first_name: true, last_name: true },
  });
  const authorOf = (row: Shipment) =>
    whoOf({ user: authors.find((user) => user.id === row.created_by) ?? null, actor: row.actor });
  const label = (status: number | null) =>
    status === null ? null : (ORDER_STATUS_LABELS[status] ?? String(status));

  // Each event with the instant it sorts by. Shipment dates are days (kept at noon UTC): a day
  // recorded on that same day sorts at the moment it was recorded, after that day's earlier changes.
  const timeline: { event: TTrackingEvent; sortAt: number }[] = changes.map((change) => ({
    sortAt: change.created_at.getTime(),
    event: {
      key: `status-${change.id}`,
      kind: "status",
      at: iso(change.created_at),
      from_status: change.from_status,
      from_label: label(change.from_status),
      to_status: change.to_status,
      to_label: label(change.to_status),
      shipment_id: null,
      who: whoOf(change),
    },
  }));
  for (const row of shipments) {
    const push = (kind: "shipped" | "delivered", at: Date, recordedAt: Date) =>
      timeline.push({
        sortAt: (sameUtcDay(at, recordedAt) ? recordedAt : at).getTime(),
        event: {
          key: `${kind}-${row.id}`,
          kind,
          at: iso(at),
          from_status: null,
          from_label: null,
          to_status: null,
          to_label: null,
          shipment_id: row.id,
          who: authorOf(row),
        },
      });
    if (row.shipped_at) push("shipped", row.shipped_at, row.created_at);
    if (row.delivered_at) push("delivered", row.delivered_at, row.updated_at);
  }
  // Stable: equal instants keep their order (status changes by id, a shipment before its delivery).
  const events = timeline.sort((a, b) => a.sortAt - b.sortAt).map((entry) => entry.event);

  return {
    order_id: order.id,
    status: order.status,
    status_label: label(order.status) ?? String(order.status),
    ordered_at: iso(order.created_at),
    estimate: await trackingEstimate(prisma, order),
    allowed_statuses: checkPermission(agent.permissions, "order.u")
      ? allowedOrderStatuses(agent, order.status)
      : [],
    can_edit_shipments: mayEditShipments(agent),
    events,
    shipments: shipments.map(toShipmentDto),
  };
}
