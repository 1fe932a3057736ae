import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "../../trpc/trpc.js";

const tags = ["pricing"];

/**
 * The price book the server prices with (the bundled one, or the PRICE_BOOK replacement): the
 * configuration editor prices live in the browser with exactly this book, so its figures equal the
 * server's after Save.
 */
export const pricingRouter = createTRPCRouter({
  priceBook: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/price-book",
        tags,
        summary: "The price book the server prices configurations with",
      },
    })
    .input(z.object({}))
    .output(z.unknown())
    .query(({ ctx }) => ctx.priceBook),
});
