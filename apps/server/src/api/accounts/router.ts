import { z } from "zod";
import {
  ZAccount,
  ZCreateAccountRequest,
  ZDealer,
  ZIdInput,
  ZListQuery,
  ZQuoteListItem,
  ZSubResourceListRequest,
  ZUpdateAccountRequest,
  ZUser,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  assertAccountVisible,
  createAccount,
  deactivateAccount,
  getAccount,
  listAccounts,
  updateAccount,
} from "../../services/accounts.js";
import { listDealers } from "../../services/dealers.js";
import { listUsers } from "../../services/users.js";
import { listQuotes } from "../../services/quotes.js";

const tags = ["accounts"];

export const accountsRouter = createTRPCRouter({
  list: permittedProcedure("account.r")
    .meta({ openapi: { method: "GET", path: "/accounts", tags, summary: "Accounts the agent may see" } })
    .input(ZListQuery)
    .output(z.array(ZAccount))
    .query(({ ctx, input }) => listAccounts(ctx.prisma, ctx.agent, input)),
  table: permittedProcedure("account.r")
    .meta({ openapi: { method: "GET", path: "/accounts-table", tags, summary: "The accounts table" } })
    .input(ZListQuery)
    .output(z.array(ZAccount))
    .query(({ ctx, input }) => listAccounts(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("account.r")
    .meta({ openapi: { method: "GET", path: "/accounts/{id}", tags, summary: "An account" } })
    .input(ZIdInput)
    .output(ZAccount)
    .query(({ ctx, input }) => getAccount(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("account.c")
    .meta({
      openapi: { method: "POST", path: "/accounts", tags, summary: "Create an account (super admin only)" },
    })
    .input(ZCreateAccountRequest)
    .output(ZAccount)
    .mutation(({ ctx, input }) => createAccount(ctx.prisma, ctx.agent, input)),
  update: permittedProcedure("account.u")
    .meta({
      openapi: { method: "PATCH", path: "/accounts/{id}", tags, summary: "Change the fields that differ" },
    })
    .input(ZUpdateAccountRequest)
    .output(ZAccount)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateAccount(ctx.prisma, ctx.agent, id, patch);
    }),
  deactivate: permittedProcedure("account.d")
    .meta({
      openapi: { method: "DELETE", path: "/accounts/{id}", tags, summary: "Deactivate (status 0)" },
    })
    .input(ZIdInput)
    .output(ZAccount)
    .mutation(({ ctx, input }) => deactivateAccount(ctx.prisma, ctx.agent, input.id)),
  dealers: permittedProcedure("account.r, dealer.r")
    .meta({
      openapi: { method: "GET", path: "/accounts/{id}/dealers", tags, summary: "The account's dealers" },
    })
    .input(ZSubResourceListRequest)
    .output(z.array(ZDealer))
    .query(async ({ ctx, input }) => {
      const { id, ...query } = input;
      await assertAccountVisible(ctx.prisma, ctx.agent, id);
      return listDealers(ctx.prisma, ctx.agent, query, { account_id: id });
    }),
  users: permittedProcedure("account.r, user.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/accounts/{id}/users",
        tags,
        summary: "The account's own users (dealer users are under their dealer)",
      },
    })
    .input(ZSubResourceListRequest)
    .output(z.array(ZUser))
    .query(async ({ ctx, input }) => {
      const { id, ...query } = input;
      await assertAccountVisible(ctx.prisma, ctx.agent, id);
      return listUsers(ctx.prisma, ctx.agent, query, { account_id: id });
    }),
  pendingQuotes: permittedProcedure("account.r, quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/accounts/{id}/quotes-pending",
        tags,
        summary: "Quotes awaiting approval or payment (30, 31) in the account",
      },
    })
    .input(ZSubResourceListRequest)
    .output(z.array(ZQuoteListItem))
    .query(async ({ ctx, input }) => {
      const { id, ...query } = input;
      await assertAccountVisible(ctx.prisma, ctx.agent, id);
      return listQuotes(ctx.prisma, ctx.agent, query, { pending: true, account_id: id });
    }),
});
