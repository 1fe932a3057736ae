import { z } from "zod";
import {
  ZCreateProductionLine,
  ZProductionBoard,
  ZProductionLine,
  ZScanRequest,
  ZScanResult,
  ZUndoStepRequest,
  ZUndoStepResult,
  ZUpdateProductionLine,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  createProductionLine,
  listProductionLines,
  productionBoard,
  scanLabel,
  undoStep,
  updateProductionLine,
} from "../../services/production.js";

const tags = ["production"];

/** The production board, a label's scan and the lines' capacity (decisions 170-172): the manufacturer's staff. */
export const productionRouter = createTRPCRouter({
  board: permittedProcedure("order.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/production/board",
        tags,
        summary: "The production board: orders by status with their units' steps and ship dates",
      },
    })
    .input(z.object({}))
    .output(ZProductionBoard)
    .query(({ ctx }) => productionBoard(ctx.prisma, ctx.agent)),
  scan: permittedProcedure("order.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/production/scans",
        tags,
        summary: "Mark a unit's step done from its label's code",
      },
    })
    .input(ZScanRequest)
    .output(ZScanResult)
    .mutation(({ ctx, input }) => scanLabel(ctx.prisma, ctx.agent, input)),
  undoStep: permittedProcedure("order.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/production/steps/undo",
        tags,
        summary: "Undo a unit's step marked by a wrong scan (who scanned it, soon after; or an admin)",
      },
    })
    .input(ZUndoStepRequest)
    .output(ZUndoStepResult)
    .mutation(({ ctx, input }) => undoStep(ctx.prisma, ctx.agent, input)),
  lines: permittedProcedure("order.r")
    .meta({
      openapi: { method: "GET", path: "/production/lines", tags, summary: "The account's production lines" },
    })
    .input(z.object({}))
    .output(z.array(ZProductionLine))
    .query(({ ctx }) => listProductionLines(ctx.prisma, ctx.agent)),
  createLine: permittedProcedure("order.r")
    .meta({
      openapi: { method: "POST", path: "/production/lines", tags, summary: "Add a production line" },
    })
    .input(ZCreateProductionLine)
    .output(ZProductionLine)
    .mutation(({ ctx, input }) => createProductionLine(ctx.prisma, ctx.agent, input)),
  updateLine: permittedProcedure("order.r")
    .meta({
      openapi: {
        method: "PATCH",
        path: "/production/lines/{id}",
        tags,
        summary: "Change a production line's capacity, working days or status",
      },
    })
    .input(ZUpdateProductionLine)
    .output(ZProductionLine)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateProductionLine(ctx.prisma, ctx.agent, id, patch);
    }),
});
