import { z } from "zod";
import {
  ZCreateCustomerRequest,
  ZCustomer,
  ZIdInput,
  ZListQuery,
  ZOrderListItem,
  ZQuoteListControls,
  ZQuoteListItem,
  ZSubResourceListRequest,
  ZUpdateCustomerRequest,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  createCustomer,
  deactivateCustomer,
  getCustomer,
  listCustomerOrders,
  listCustomerQuotes,
  listCustomers,
  updateCustomer,
} from "../../services/customers.js";

const tags = ["customers"];

export const customersRouter = createTRPCRouter({
  list: permittedProcedure("customer.r")
    .meta({ openapi: { method: "GET", path: "/customers", tags, summary: "Customers the agent may see" } })
    .input(ZListQuery)
    .output(z.array(ZCustomer))
    .query(({ ctx, input }) => listCustomers(ctx.prisma, ctx.agent, input)),
  table: permittedProcedure("customer.r")
    .meta({ openapi: { method: "GET", path: "/customers-table", tags, summary: "The customers table" } })
    .input(ZListQuery)
    .output(z.array(ZCustomer))
    .query(({ ctx, input }) => listCustomers(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("customer.r")
    .meta({ openapi: { method: "GET", path: "/customers/{id}", tags, summary: "A customer" } })
    .input(ZIdInput)
    .output(ZCustomer)
    .query(({ ctx, input }) => getCustomer(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("customer.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/customers",
        tags,
        summary: "Create a customer (dealer users: their dealer; staff: dealer_id required)",
      },
    })
    .input(ZCreateCustomerRequest)
    .output(ZCustomer)
    .mutation(({ ctx, input }) => createCustomer(ctx.prisma, ctx.agent, input)),
  update: permittedProcedure("customer.u")
    .meta({
      openapi: { method: "PATCH", path: "/customers/{id}", tags, summary: "Change the fields that differ" },
    })
    .input(ZUpdateCustomerRequest)
    .output(ZCustomer)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateCustomer(ctx.prisma, ctx.agent, id, patch);
    }),
  deactivate: permittedProcedure("customer.d")
    .meta({ openapi: { method: "DELETE", path: "/customers/{id}", tags, summary: "Deactivate (status 0)" } })
    .input(ZIdInput)
    .output(ZCustomer)
    .mutation(({ ctx, input }) => deactivateCustomer(ctx.prisma, ctx.agent, input.id)),
  quotes: permittedProcedure("customer.r, quote.r")
    .meta({
      openapi: { method: "GET", path: "/customers/{id}/quotes", tags, summary: "The customer's quotes" },
    })
    .input(ZSubResourceListRequest.extend(ZQuoteListControls))
    .output(z.array(ZQuoteListItem))
    .query(({ ctx, input }) => {
      const { id, ...query } = input;
      return listCustomerQuotes(ctx.prisma, ctx.agent, id, query);
    }),
  orders: permittedProcedure("customer.r, order.r")
    .meta({
      openapi: { method: "GET", path: "/customers/{id}/orders", tags, summary: "The customer's orders" },
    })
    .input(ZSubResourceListRequest)
    .output(z.array(ZOrderListItem))
    .query(({ ctx, input }) => {
      const { id, ...query } = input;
      return listCustomerOrders(ctx.prisma, ctx.agent, id, query);
    }),
});
