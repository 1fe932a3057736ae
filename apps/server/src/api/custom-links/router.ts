import { z } from "zod";
import {
  ZCreateCustomLinkRequest,
  ZCustomLink,
  ZIdInput,
  ZListQuery,
  ZUpdateCustomLinkRequest,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  createCustomLink,
  deleteCustomLink,
  getCustomLink,
  listCustomLinks,
  updateCustomLink,
} from "../../services/custom-links.js";

const tags = ["user-custom-links"];

/** Quick Links (product rule R4): always the agent's own. */
export const customLinksRouter = createTRPCRouter({
  list: permittedProcedure("custom_link.r")
    .meta({
      openapi: { method: "GET", path: "/user-custom-links", tags, summary: "The agent's own Quick Links" },
    })
    .input(ZListQuery)
    .output(z.array(ZCustomLink))
    .query(({ ctx, input }) => listCustomLinks(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("custom_link.r")
    .meta({ openapi: { method: "GET", path: "/user-custom-links/{id}", tags, summary: "One own link" } })
    .input(ZIdInput)
    .output(ZCustomLink)
    .query(({ ctx, input }) => getCustomLink(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("custom_link.c")
    .meta({ openapi: { method: "POST", path: "/user-custom-links", tags, summary: "Add a Quick Link" } })
    .input(ZCreateCustomLinkRequest)
    .output(ZCustomLink)
    .mutation(({ ctx, input }) => createCustomLink(ctx.prisma, ctx.agent, input)),
  update: permittedProcedure("custom_link.u")
    .meta({
      openapi: { method: "PATCH", path: "/user-custom-links/{id}", tags, summary: "Change an own link" },
    })
    .input(ZUpdateCustomLinkRequest)
    .output(ZCustomLink)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateCustomLink(ctx.prisma, ctx.agent, id, patch);
    }),
  delete: permittedProcedure("custom_link.d")
    .meta({
      openapi: { method: "DELETE", path: "/user-custom-links/{id}", tags, summary: "Remove an own link" },
    })
    .input(ZIdInput)
    .output(ZCustomLink)
    .mutation(({ ctx, input }) => deleteCustomLink(ctx.prisma, ctx.agent, input.id)),
});
