import { createHmac, timingSafeEqual } from "node:crypto";
import {
  checkOrderTransition,
  MANUFACTURER_ACCOUNT_ID,
  ROLE,
  ZErpOrderEvent,
  type QuoteActor,
  type TErpEventReceipt,
  type TErpOrderEvent,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { containsNul, NUL_MESSAGE } from "../http/nul.js";
import { badRequest, conflict, HttpError, notFound, unauthorized, zodMessages } from "../http/errors.js";
import type { StatusChangeActor } from "./audit.js";
import { notifyOrderStatusChanged } from "./notifications/index.js";
import { lockShipment, saveShipment, shipmentFields, trackingDate } from "./shipments.js";

/**
 * The ERP reports an order's progress back (docs/order-tracking.md, decision 116):
 * `POST /api/erp/orders/{id}/events`, signed with the shared secret ERP_WEBHOOK_SECRET.
 *
 *   X-Screens-Timestamp: the Unix time in seconds when the ERP signed the request
 *   X-Screens-Signature: v1=<hex HMAC-SHA256 of "{timestamp}.{raw body}" with the secret>
 *
 * A request signed more than five minutes from the server's clock is refused (a captured request
 * cannot be replayed later); within the window a repeated event id changes nothing (idempotent).
 * A bad signature is 401 and nothing is read or written. The signed body names its order
 * (`order_id`): the URL is not signed, so a captured body posted to another order's URL is refused.
 */
export const SIGNATURE_HEADER = "x-screens-signature";
export const TIMESTAMP_HEADER = "x-screens-timestamp";
export const REPLAY_WINDOW_SECONDS = 300;

/** The signature of a body as the ERP sends it (the header's value). */
export function signErpRequest(secret: string, timestamp: number, rawBody: string | Buffer): string {
  const hmac = createHmac("sha256", secret);
  hmac.update(`${timestamp}.`);
  hmac.update(rawBody);
  return `v1=${hmac.digest("hex")}`;
}

const SIGNATURE_PATTERN = /^v1=([0-9a-f]{64})$/;

/** Throws 401 unless the request carries a fresh, valid signature of exactly these bytes. */
export function verifyErpSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: Buffer,
  now: Date = new Date(),
): void {
  const refused = unauthorized("The request's signature is missing, wrong or too old.");
  const timestamp = Number(headers.timestamp);
  if (!headers.timestamp || !/^\d{1,12}$/.test(headers.timestamp) || !Number.isSafeInteger(timestamp))
    throw refused;
  if (Math.abs(now.getTime() / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) throw refused;
  const given = SIGNATURE_PATTERN.exec(headers.signature?.trim().toLowerCase() ?? "")?.[1];
  if (!given) throw refused;
  const expected = signErpRequest(secret, timestamp, rawBody).slice(3);
  if (!timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(expected, "hex"))) throw refused;
}

/**
 * The body, once its signature holds: JSON, one event of a known kind, for the order in the URL
 * (the signed `order_id` must name it; the path alone is not signed).
 */
export function parseErpEvent(rawBody: Buffer, orderId: number): TErpOrderEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString("utf8"));
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  // The webhook comes before the API's own NUL check (its body is read raw, for the signature):
  // PostgreSQL text cannot hold a NUL, so it is refused here like every other input (decision 146).
  if (containsNul(body)) throw badRequest(NUL_MESSAGE);
  const signedOrder =
    typeof body === "object" && body !== null ? (body as { order_id?: unknown }).order_id : undefined;
  if (signedOrder === undefined) throw badRequest("order_id is required (the order the event is for).");
  if (signedOrder !== orderId) throw badRequest("order_id: The signed order is not the order in the URL.");
  const result = ZErpOrderEvent.safeParse(body);
  if (!result.success) throw new HttpError(400, zodMessages(result.error));
  return result.data;
}

/**
 * The ERP moves orders as the manufacturer's staff would, by the same lifecycle table
 * (decision 061): forward to any later status, one step back to correct, never out of Closed.
 */
const ERP_ACTOR: QuoteActor = { role_id: ROLE.MANUFACTURER_ADMIN, account_id: MANUFACTURER_ACCOUNT_ID };

type Tx = Prisma.TransactionClient;

/** An older report than the order's last change does not undo it (events may arrive out of order). */
async function isStale(tx: Tx, orderId: number, occurredAt: Date): Promise<boolean> {
  const last = await tx.statusChange.findFirst({
    where: { entity: "order", entity_id: orderId },
    orderBy: [{ created_at: "desc" }, { id: "desc" }],
    select: { created_at: true },
  });
  return !!last && last.created_at > occurredAt;
}

async function applyStatus(
  tx: Tx,
  orderId: number,
  event: Extract<TErpOrderEvent, { kind: "status_changed" }>,
) {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } });
  if (order.status === event.status) return false;
  const occurredAt = occurredAtOf(event);
  if (await isStale(tx, orderId, occurredAt)) return false;
  const verdict = checkOrderTransition(ERP_ACTOR, order.status, event.status);
  if (!verdict.ok) throw new HttpError(verdict.status === 403 ? 409 : verdict.status, [verdict.message]);
  await tx.order.update({ where: { id: orderId }, data: { status: event.status } });
  // Written down like every status change (audit.ts), dated when the ERP says it happened.
  await tx.statusChange.create({
    data: {
      entity: "order",
      entity_id: orderId,
      from_status: order.status,
      to_status: event.status,
      user_id: null,
      actor: "erp" satisfies StatusChangeActor,
      created_at: occurredAt,
    },
  });
  await notifyOrderStatusChanged(tx, { orderId, from: order.status, to: event.status });
  return true;
}

async function applyShipment(
  tx: Tx,
  orderId: number,
  event: Exclude<TErpOrderEvent, { kind: "status_changed" }>,
): Promise<number> {
  const { shipment } = event;
  // The ERP names its shipments by tracking number: a repeated "created" for one updates it.
  const found = shipment.tracking_number
    ? await tx.shipment.findFirst({
        where: { order_id: orderId, tracking_number: shipment.tracking_number },
        orderBy: { id: "asc" },
        select: { id: true },
      })
    : null;
  if (!found && event.kind === "shipment_updated")
    throw notFound(`No shipment with tracking number ${event.shipment.tracking_number} on this order.`);
  const existing = found ? await lockShipment(tx, found.id) : null;
  const saved = await saveShipment(tx, orderId, existing, shipmentFields(shipment), {
    erpEventId: event.event_id,
  });
  return saved.id;
}

function occurredAtOf(event: TErpOrderEvent): Date {
  const now = new Date();
  if (!event.occurred_at) return now;
  const at = trackingDate(event.occurred_at);
  return at > now ? now : at;
}

function isUniqueViolation(error: unknown): boolean {
  return !(error instanceof HttpError) && (error as { code?: string } | null)?.code === "P2002";
}

/**
 * Applies one signed event to order `orderId` in one transaction with its record in erp_events:
 * either both are written or neither. A known event id answers `duplicate` and writes nothing.
 */
export async function receiveErpEvent(
  prisma: PrismaClient,
  orderId: number,
  event: TErpOrderEvent,
): Promise<TErpEventReceipt> {
  const duplicate = async (): Promise<TErpEventReceipt> => {
    const known = await prisma.erpEvent.findUnique({ where: { event_id: event.event_id } });
    if (known && known.order_id !== orderId)
      throw conflict("event_id: This event id was already used for another order.");
    return { event_id: event.event_id, duplicate: true, applied: false, shipment_id: null };
  };
  if (await prisma.erpEvent.findUnique({ where: { event_id: event.event_id }, select: { id: true } }))
    return duplicate();
  try {
    return await prisma.$transaction(async (tx) => {
      // The order's row lock: the ERP's report and a staff change at once must not both pass the table.
      const locked = await tx.$queryRaw<
        { id: number }[]
      >`SELECT id FROM orders WHERE id = ${orderId} AND status <> 0 FOR UPDATE`;
      if (locked.length === 0) throw notFound();
      // First: a concurrent delivery of the same event fails here, on the unique event id.
      await tx.erpEvent.create({
        data: { event_id: event.event_id, order_id: orderId, kind: event.kind, payload: event },
      });
      if (event.kind === "status_changed") {
        const applied = await applyStatus(tx, orderId, event);
        return { event_id: event.event_id, duplicate: false, applied, shipment_id: null };
      }
      const shipmentId = await applyShipment(tx, orderId, event);
      return { event_id: event.event_id, duplicate: false, applied: true, shipment_id: shipmentId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate();
    throw error;
  }
}
