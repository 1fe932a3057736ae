import { z } from "zod";
import {
  ZCreateDealerRequest,
  ZCustomer,
  ZDealer,
  ZDealerQuotesRequest,
  ZIdInput,
  ZListQuery,
  ZOrderListItem,
  ZQuoteListItem,
  ZSubResourceListRequest,
  ZUpdateDealerRequest,
  ZUser,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  assertDealerVisible,
  createDealer,
  deactivateDealer,
  getDealer,
  listDealers,
  updateDealer,
} from "../../services/dealers.js";
import { listQuotes } from "../../services/quotes.js";
import { listOrders } from "../../services/orders.js";
import { listUsers } from "../../services/users.js";
import { listCustomers } from "../../services/customers.js";

const tags = ["dealers"];

export const dealersRouter = createTRPCRouter({
  list: permittedProcedure("dealer.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/dealers",
        tags,
        summary: "Staff: their account's dealers; dealer users: their own",
      },
    })
    .input(ZListQuery)
    .output(z.array(ZDealer))
    .query(({ ctx, input }) => listDealers(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("dealer.r")
    .meta({ openapi: { method: "GET", path: "/dealers/{id}", tags, summary: "A dealer" } })
    .input(ZIdInput)
    .output(ZDealer)
    .query(({ ctx, input }) => getDealer(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("dealer.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/dealers",
        tags,
        summary: "Create a dealer (status 1, generated account number)",
      },
    })
    .input(ZCreateDealerRequest)
    .output(ZDealer)
    .mutation(({ ctx, input }) => {
      const { status: _status, ...fields } = input; // new dealers are always active
      return createDealer(ctx.prisma, ctx.agent, fields);
    }),
  update: permittedProcedure("dealer.u")
    .meta({
      openapi: { method: "PATCH", path: "/dealers/{id}", tags, summary: "Change the fields that differ" },
    })
    .input(ZUpdateDealerRequest)
    .output(ZDealer)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateDealer(ctx.prisma, ctx.agent, id, patch, ctx.priceBooks);
    }),
  deactivate: permittedProcedure("dealer.d")
    .meta({ openapi: { method: "DELETE", path: "/dealers/{id}", tags, summary: "Deactivate (status 0)" } })
    .input(ZIdInput)
    .output(ZDealer)
    .mutation(({ ctx, input }) => deactivateDealer(ctx.prisma, ctx.agent, input.id)),
  quotes: permittedProcedure("dealer.r, quote.r")
    .meta({ openapi: { method: "GET", path: "/dealers/{id}/quotes", tags, summary: "The dealer's quotes" } })
    .input(ZDealerQuotesRequest)
    .output(z.array(ZQuoteListItem))
    .query(async ({ ctx, input }) => {
      const { id, ...query } = input;
      await assertDealerVisible(ctx.prisma, ctx.agent, id);
      return listQuotes(ctx.prisma, ctx.agent, query, { dealer_id: id });
    }),
  orders: permittedProcedure("dealer.r, order.r")
    .meta({ openapi: { method: "GET", path: "/dealers/{id}/orders", tags, summary: "The dealer's orders" } })
    .input(ZSubResourceListRequest)
    .output(z.array(ZOrderListItem))
    .query(async ({ ctx, input }) => {
      const { id, ...query } = input;
      await assertDealerVisible(ctx.prisma, ctx.agent, id);
      return listOrders(ctx.prisma, ctx.agent, query, { dealer_id: id });
    }),
  users: permittedProcedure("dealer.r, user.r")
    .meta({ openapi: { method: "GET", path: "/dealers/{id}/users", tags, summary: "The dealer's users" } })
    .input(ZSubResourceListRequest)
    .output(z.array(ZUser))
    .query(async ({ ctx, input }) => {
      const { id, ...query } = input;
      await assertDealerVisible(ctx.prisma, ctx.agent, id);
      return listUsers(ctx.prisma, ctx.agent, query, { dealer_id: id });
    }),
  customers: permittedProcedure("dealer.r, customer.r")
    .meta({
      openapi: { method: "GET", path: "/dealers/{id}/customers", tags, summary: "The dealer's customers" },
    })
    .input(ZSubResourceListRequest)
    .output(z.array(ZCustomer))
    .query(async ({ ctx, input }) => {
      const { id, ...query } = input;
      await assertDealerVisible(ctx.prisma, ctx.agent, id);
      return listCustomers(ctx.prisma, ctx.agent, query, { dealer_id: id });
    }),
});
