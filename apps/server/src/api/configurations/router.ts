import { z } from "zod";
import {
  ZConfiguration,
  ZConfigurationListRequest,
  ZCreateConfigurationRequest,
  ZIdInput,
  ZUpdateConfigurationRequest,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  createConfiguration,
  deactivateConfiguration,
  duplicateConfiguration,
  getConfiguration,
  listConfigurations,
  updateConfiguration,
} from "../../services/configurations.js";

const tags = ["configurations"];

export const configurationsRouter = createTRPCRouter({
  list: permittedProcedure("configuration.r")
    .meta({
      openapi: { method: "GET", path: "/configurations", tags, summary: "Units, optionally of one quote" },
    })
    .input(ZConfigurationListRequest)
    .output(z.array(ZConfiguration))
    .query(({ ctx, input }) => listConfigurations(ctx.prisma, ctx.agent, input)),
  table: permittedProcedure("configuration.r")
    .meta({
      openapi: { method: "GET", path: "/configurations-table", tags, summary: "The configurations table" },
    })
    .input(ZConfigurationListRequest)
    .output(z.array(ZConfiguration))
    .query(({ ctx, input }) => listConfigurations(ctx.prisma, ctx.agent, input)),
  get: permittedProcedure("configuration.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/configurations/{id}",
        tags,
        summary: "A unit with its charges and order code",
      },
    })
    .input(ZIdInput)
    .output(ZConfiguration)
    .query(({ ctx, input }) => getConfiguration(ctx.prisma, ctx.agent, input.id)),
  create: permittedProcedure("configuration.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/configurations",
        tags,
        summary: "A new unit with the spec defaults, priced by the server",
      },
    })
    .input(ZCreateConfigurationRequest)
    .output(ZConfiguration)
    .mutation(({ ctx, input }) => createConfiguration(ctx.prisma, ctx.agent, ctx.priceBooks, input)),
  update: permittedProcedure("configuration.u")
    .meta({
      openapi: {
        method: "PATCH",
        path: "/configurations/{id}",
        tags,
        summary: "Save: normalize, validate and price on the server",
      },
    })
    .input(ZUpdateConfigurationRequest)
    .output(ZConfiguration)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateConfiguration(ctx.prisma, ctx.agent, ctx.priceBooks, id, patch);
    }),
  duplicate: permittedProcedure("configuration.c")
    .meta({ openapi: { method: "POST", path: "/duplicate-configuration", tags, summary: "Copy a unit" } })
    .input(ZIdInput)
    .output(ZConfiguration)
    .mutation(({ ctx, input }) => duplicateConfiguration(ctx.prisma, ctx.agent, input.id)),
  deactivate: permittedProcedure("configuration.d")
    .meta({ openapi: { method: "DELETE", path: "/configurations/{id}", tags, summary: "Deactivate a unit" } })
    .input(ZIdInput)
    .output(ZConfiguration)
    .mutation(({ ctx, input }) => deactivateConfiguration(ctx.prisma, ctx.agent, input.id)),
});
