import { z } from "zod";
import { ZIdInput, ZQuotePricing, ZVersionName } from "@screens/domain";
import { createTRPCRouter, permittedProcedure, protectedProcedure } from "../../trpc/trpc.js";
import { quotePricing } from "../../services/price-books/quote-pricing.js";
import { versionBook } from "../../services/price-books/versions.js";

const tags = ["pricing"];

/**
 * The price book the server prices with: the configuration editor prices live in the browser with
 * exactly this book (the one in effect, or the version a quote is frozen with) and the quote's
 * dealer terms, so its figures equal the server's after Save (decision 148).
 */
export const pricingRouter = createTRPCRouter({
  priceBook: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/price-book",
        tags,
        summary: "The price book in effect now, or the named version",
      },
    })
    .input(z.object({ version: ZVersionName.optional() }))
    .output(z.unknown())
    .query(({ ctx, input }) =>
      input.version === undefined
        ? ctx.priceBooks.current()
        : versionBook(ctx.prisma, ctx.priceBooks, ctx.agent, input.version),
    ),
  forQuote: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}/pricing",
        tags,
        summary: "The price book version and the dealer terms a quote's units price with",
      },
    })
    .input(ZIdInput)
    .output(ZQuotePricing)
    .query(({ ctx, input }) => quotePricing(ctx.prisma, ctx.priceBooks, ctx.agent, input.id)),
});
