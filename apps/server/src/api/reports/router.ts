import { z } from "zod";
import {
  ZOrderListItem,
  ZQuoteListItem,
  ZReportFigures,
  ZReportListQuery,
  ZReportQuery,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { reportFigures } from "../../services/reports/figures.js";
import { reportOrders, reportQuotes } from "../../services/reports/drill-down.js";

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
    .query(({ ctx, input }) => reportFigures(ctx.prisma, ctx.agent, input, ctx.priceBook)),
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
});
