import { z } from "zod";
import {
  ZAccessoryListRequest,
  ZAddAccessoryRequest,
  ZCatalogueItem,
  ZIdInput,
  ZQuoteAccessory,
  ZUpdateAccessoryRequest,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure, protectedProcedure } from "../../trpc/trpc.js";
import {
  addAccessory,
  deactivateAccessory,
  getAccessory,
  listAccessories,
  listCatalogue,
  updateAccessory,
} from "../../services/accessories.js";

const tags = ["add-on-accessories"];

export const accessoriesRouter = createTRPCRouter({
  catalogue: protectedProcedure
    .meta({
      openapi: { method: "GET", path: "/accessory-catalogue", tags, summary: "The accessories catalogue" },
    })
    .input(z.object({}))
    .output(z.array(ZCatalogueItem))
    .query(() => listCatalogue()),
  list: permittedProcedure("accessory.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/add-on-accessories",
        tags,
        summary: "Accessories on quotes, optionally of one quote",
      },
    })
    .input(ZAccessoryListRequest)
    .output(z.array(ZQuoteAccessory))
    .query(({ ctx, input }) => listAccessories(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("accessory.r")
    .meta({
      openapi: { method: "GET", path: "/add-on-accessories/{id}", tags, summary: "One accessory line" },
    })
    .input(ZIdInput)
    .output(ZQuoteAccessory)
    .query(({ ctx, input }) => getAccessory(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("accessory.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/add-on-accessories",
        tags,
        summary: "Add a catalogue item (and variation) to a quote",
      },
    })
    .input(ZAddAccessoryRequest)
    .output(ZQuoteAccessory)
    .mutation(({ ctx, input }) => addAccessory(ctx.prisma, ctx.agent, input)),
  update: permittedProcedure("accessory.u")
    .meta({
      openapi: {
        method: "PATCH",
        path: "/add-on-accessories/{id}",
        tags,
        summary: "Change the quantity or the room",
      },
    })
    .input(ZUpdateAccessoryRequest)
    .output(ZQuoteAccessory)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateAccessory(ctx.prisma, ctx.agent, id, patch);
    }),
  deactivate: permittedProcedure("accessory.d")
    .meta({
      openapi: { method: "DELETE", path: "/add-on-accessories/{id}", tags, summary: "Remove from the quote" },
    })
    .input(ZIdInput)
    .output(ZQuoteAccessory)
    .mutation(({ ctx, input }) => deactivateAccessory(ctx.prisma, ctx.agent, input.id)),
});
