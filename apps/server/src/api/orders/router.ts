import { z } from "zod";
import {
  ZCreateOrderRequest,
  ZIdInput,
  ZListQuery,
  ZOrder,
  ZOrderListItem,
  ZPushOrderRequest,
  ZUpdateOrderRequest,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { deactivateOrder, getOrder, listOrders, pushOrderToErp, updateOrder } from "../../services/orders.js";
import { approveQuote } from "../../services/quotes.js";

const tags = ["orders"];

export const ordersRouter = createTRPCRouter({
  list: permittedProcedure("order.r")
    .meta({
      openapi: { method: "GET", path: "/orders", tags, summary: "Orders the agent may see, newest first" },
    })
    .input(ZListQuery)
    .output(z.array(ZOrderListItem))
    .query(({ ctx, input }) => listOrders(ctx.prisma, ctx.agent, input)),
  table: permittedProcedure("order.r")
    .meta({ openapi: { method: "GET", path: "/orders-table", tags, summary: "The orders table" } })
    .input(ZListQuery)
    .output(z.array(ZOrderListItem))
    .query(({ ctx, input }) => listOrders(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("order.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/orders/{id}",
        tags,
        summary: "An order with its units and accessories",
      },
    })
    .input(ZIdInput)
    .output(ZOrder)
    .query(({ ctx, input }) => getOrder(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("order.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/orders",
        tags,
        summary: "Approve a quote: creates its order, quote to 50",
      },
    })
    .input(ZCreateOrderRequest)
    .output(ZOrder)
    .mutation(async ({ ctx, input }) => {
      const orderId = await approveQuote(ctx.prisma, ctx.agent, input.quote_id);
      return getOrder(ctx.prisma, ctx.agent, orderId);
    }),
  update: permittedProcedure("order.u")
    .meta({
      openapi: {
        method: "PATCH",
        path: "/orders/{id}",
        tags,
        summary: "Change an order's status or shipping cost",
      },
    })
    .input(ZUpdateOrderRequest)
    .output(ZOrder)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateOrder(ctx.prisma, ctx.agent, id, patch);
    }),
  deactivate: permittedProcedure("order.d")
    .meta({
      openapi: {
        method: "DELETE",
        path: "/orders/{id}",
        tags,
        summary: "Deactivate an order (status 0): staff, before it is closed",
      },
    })
    .input(ZIdInput)
    .output(ZOrder)
    .mutation(({ ctx, input }) => deactivateOrder(ctx.prisma, ctx.agent, input.id)),
  pushToErp: permittedProcedure("order.a")
    .meta({
      openapi: {
        method: "POST",
        path: "/orders/{id}/netsuite",
        tags,
        summary: "Push the order to the ERP (BETA)",
      },
    })
    .input(ZPushOrderRequest)
    .output(ZOrder)
    .mutation(({ ctx, input }) =>
      pushOrderToErp(ctx.prisma, ctx.agent, ctx.erp, input.id, input.configurators),
    ),
});
