import { z } from "zod";
import {
  ZPipelineByRep,
  ZPipelineQuery,
  ZOrderListItem,
  ZQuoteListItem,
  ZReportFigures,
  ZReportListQuery,
  ZReportQuery,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { reportFigures } from "../../services/reports/figures.js";
import { reportOrders, reportQuotes } from "../../services/reports/drill-down.js";
import { pipelineByRep } from "../../services/reports/pipeline.js";

const tags = ["reports"];

/** The dashboards' figures (every audience, its own tenancy) and the Reports page (decisions 110-112). */
export const reportsRouter = createTRPCRouter({
  figures: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/reports/figures",
        tags,
        summary:
          "Key figures for a period: open quotes, approvals, sent and accepted, orders by dealer, month and product",
      },
    })
    .input(ZReportQuery)
    .output(ZReportFigures)
    .query(async ({ ctx, input }) =>
      reportFigures(ctx.prisma, ctx.agent, input, await ctx.priceBooks.current()),
    ),
  quotes: permittedProcedure("report.r, quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/reports/quotes",
        tags,
        summary: "The quotes behind a report's figures (its filters), newest first",
      },
    })
    .input(ZReportListQuery)
    .output(z.array(ZQuoteListItem))
    .query(({ ctx, input }) => reportQuotes(ctx.prisma, ctx.agent, input)),
  orders: permittedProcedure("report.r, order.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/reports/orders",
        tags,
        summary: "The orders behind a report's figures (its filters), newest first",
      },
    })
    .input(ZReportListQuery)
    .output(z.array(ZOrderListItem))
    .query(({ ctx, input }) => reportOrders(ctx.prisma, ctx.agent, input)),
  // The sales manager's report (decision 158): one dealer's quotes by owner and stage.
  pipelineByRep: permittedProcedure("pipeline.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/reports/pipeline-by-rep",
        tags,
        summary:
          "One dealer's quotes created in the period by owner: open, sent, accepted and ordered, with counts and customer totals (staff give dealer_id)",
      },
    })
    .input(ZPipelineQuery)
    .output(ZPipelineByRep)
    .query(({ ctx, input }) => pipelineByRep(ctx.prisma, ctx.agent, input)),
});
