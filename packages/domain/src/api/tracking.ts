import { z } from "zod";
import { ORDER_STATUS } from "../status.js";
import { zWebsite } from "../limits.js";
import { ZId, ZTimestamp, zStatusOf } from "./common.js";

/**
 * Order tracking (docs/order-tracking.md, decision 118): an order's status changes and shipments, set
 * by staff on the order page or reported by the ERP through its signed webhook.
 */

/** A carrier's tracking page: an http:// or https:// address only (never javascript: or data:). */
export const ZTrackingUrl = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  zWebsite("The tracking link must be an http:// or https:// address."),
);

/** A form's empty field is "no value". */
const emptyToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** A date (2026-11-20) or an instant with its offset (2026-11-20T14:05:00Z). */
export const ZTrackingDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: "Enter a date as YYYY-MM-DD or an ISO 8601 time with its offset.",
});

const carrier = z
  .string({ error: "Enter the carrier." })
  .trim()
  .min(1, { error: "Enter the carrier." })
  .max(100, { error: "The carrier can be at most 100 characters." });
const trackingNumber = z
  .string()
  .trim()
  .max(100, { error: "The tracking number can be at most 100 characters." });

const shipmentFields = {
  carrier,
  tracking_number: z.preprocess(emptyToNull, trackingNumber.nullable()).optional(),
  tracking_url: z.preprocess(emptyToNull, ZTrackingUrl.nullable()).optional(),
  shipped_at: z.preprocess(emptyToNull, ZTrackingDate.nullable()).optional(),
  delivered_at: z.preprocess(emptyToNull, ZTrackingDate.nullable()).optional(),
};

/** POST /orders/{order_id}/shipments (staff). */
export const ZCreateShipmentRequest = z.object({ order_id: ZId, ...shipmentFields });
export type TCreateShipmentRequest = z.infer<typeof ZCreateShipmentRequest>;

/** PATCH /shipments/{id} (staff): only the fields sent change; null clears one. */
export const ZUpdateShipmentRequest = z.object({
  id: ZId,
  ...shipmentFields,
  carrier: carrier.optional(),
});
export type TUpdateShipmentRequest = z.infer<typeof ZUpdateShipmentRequest>;

export const ZShipment = z.object({
  id: z.number(),
  order_id: z.number(),
  carrier: z.string(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: ZTimestamp.nullable(),
  delivered_at: ZTimestamp.nullable(),
  /** Who entered it: staff on the order page, or the ERP. */
  source: z.enum(["staff", "erp"]),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
});
export type TShipment = z.infer<typeof ZShipment>;

/** One line of an order's timeline: a status change, a shipment leaving, a shipment arriving. */
export const ZTrackingEvent = z.object({
  /** Unique within the timeline ("status-12", "shipped-3", "delivered-3"). */
  key: z.string(),
  kind: z.enum(["status", "shipped", "delivered"]),
  at: ZTimestamp,
  from_status: z.number().nullable(),
  from_label: z.string().nullable(),
  to_status: z.number().nullable(),
  to_label: z.string().nullable(),
  shipment_id: z.number().nullable(),
  /** A panel user by name, or the ERP. */
  who: z.object({ kind: z.enum(["user", "erp", "system"]), name: z.string() }),
});
export type TTrackingEvent = z.infer<typeof ZTrackingEvent>;

/** GET /orders/{id}/tracking. */
export const ZOrderTracking = z.object({
  order_id: z.number(),
  status: z.number(),
  status_label: z.string(),
  ordered_at: ZTimestamp,
  /**
   * YYYY-MM-DD dates on the factory's calendar: from the standard lead time (decision 115), or while
   * the order is queued and its manufacturer has lines, the date planned from capacity (decision 172,
   * earliest = latest).
   */
  estimate: z.object({
    earliest: z.string(),
    latest: z.string(),
    source: z.enum(["capacity", "lead_time"]),
  }),
  /** The statuses the agent may move the order to (the lifecycle table), in flow order. */
  allowed_statuses: z.array(z.number()),
  /** Whether the agent may add, change and remove shipments (staff with order update). */
  can_edit_shipments: z.boolean(),
  /** Oldest first. */
  events: z.array(ZTrackingEvent),
  /** Oldest first. */
  shipments: z.array(ZShipment),
});
export type TOrderTracking = z.infer<typeof ZOrderTracking>;

// The ERP's webhook: POST /api/erp/orders/{id}/events (signed; docs/order-tracking.md).

const eventId = z
  .string({ error: "event_id is required." })
  .trim()
  .min(1, { error: "event_id is required." })
  .max(200, { error: "event_id can be at most 200 characters." });
const occurredAt = z.iso.datetime({
  offset: true,
  error: "occurred_at must be an ISO 8601 time with its offset.",
});

const erpShipment = z.object({
  carrier,
  tracking_number: trackingNumber.min(1).nullable().optional(),
  tracking_url: ZTrackingUrl.nullable().optional(),
  shipped_at: ZTrackingDate.nullable().optional(),
  delivered_at: ZTrackingDate.nullable().optional(),
});

export const ZErpOrderEvent = z.discriminatedUnion(
  "kind",
  [
    z.object({
      event_id: eventId,
      kind: z.literal("status_changed"),
      occurred_at: occurredAt.optional(),
      status: zStatusOf(ORDER_STATUS, `status must be one of ${Object.values(ORDER_STATUS).join(", ")}.`),
    }),
    z.object({
      event_id: eventId,
      kind: z.literal("shipment_created"),
      occurred_at: occurredAt.optional(),
      shipment: erpShipment,
    }),
    z.object({
      event_id: eventId,
      kind: z.literal("shipment_updated"),
      occurred_at: occurredAt.optional(),
      // The shipment is found by its tracking number on the order.
      shipment: erpShipment.partial().extend({
        tracking_number: trackingNumber.min(1, { error: "shipment.tracking_number is required." }),
      }),
    }),
  ],
  { error: "kind must be status_changed, shipment_created or shipment_updated." },
);
export type TErpOrderEvent = z.infer<typeof ZErpOrderEvent>;

/** The webhook's answer: whether this delivery changed anything (a repeated event id does not). */
export const ZErpEventReceipt = z.object({
  event_id: z.string(),
  duplicate: z.boolean(),
  /** False when the event was recorded but changed nothing (an older status report). */
  applied: z.boolean(),
  shipment_id: z.number().nullable(),
});
export type TErpEventReceipt = z.infer<typeof ZErpEventReceipt>;
