import {
  ZCreateShipmentRequest,
  ZId,
  ZIdInput,
  ZOrderTracking,
  ZShipment,
  ZSuccess,
  ZUpdateShipmentRequest,
} from "@screens/domain";
import { z } from "zod";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  createShipment,
  deleteShipment,
  listShipments,
  orderTracking,
  updateShipment,
} from "../../services/shipments.js";

const tags = ["orders"];

/**
 * Order tracking (docs/order-tracking.md, decision 118): the order's timeline with its estimate, and
 * its shipments. Everyone who sees the order reads them; staff who update orders write shipments.
 * The ERP reports the same through its signed webhook (api/erp/webhook-routes.ts).
 */
export const shipmentsRouter = createTRPCRouter({
  tracking: permittedProcedure("order.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/orders/{id}/tracking",
        tags,
        summary: "An order's timeline, shipments and estimated delivery",
      },
    })
    .input(ZIdInput)
    .output(ZOrderTracking)
    .query(({ ctx, input }) => orderTracking(ctx.prisma, ctx.agent, input.id)),
  list: permittedProcedure("order.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/orders/{order_id}/shipments",
        tags,
        summary: "An order's shipments, oldest first (as its tracking lists them)",
      },
    })
    .input(z.object({ order_id: ZId }))
    .output(z.array(ZShipment))
    .query(({ ctx, input }) => listShipments(ctx.prisma, ctx.agent, input.order_id)),
  create: permittedProcedure("order.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/orders/{order_id}/shipments",
        tags,
        summary: "Record a shipment of an order (staff); the dealer is e-mailed once it has shipped",
      },
    })
    .input(ZCreateShipmentRequest)
    .output(ZShipment)
    .mutation(({ ctx, input }) => createShipment(ctx.prisma, ctx.agent, input)),
  update: permittedProcedure("order.u")
    .meta({
      openapi: { method: "PATCH", path: "/shipments/{id}", tags, summary: "Change a shipment (staff)" },
    })
    .input(ZUpdateShipmentRequest)
    .output(ZShipment)
    .mutation(({ ctx, input }) => updateShipment(ctx.prisma, ctx.agent, input)),
  delete: permittedProcedure("order.u")
    .meta({
      openapi: { method: "DELETE", path: "/shipments/{id}", tags, summary: "Remove a shipment (staff)" },
    })
    .input(ZIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => deleteShipment(ctx.prisma, ctx.agent, input.id)),
});
