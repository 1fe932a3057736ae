import { ZSearchRequest, ZSearchResults } from "@screens/domain";
import { createTRPCRouter, protectedProcedure } from "../../trpc/trpc.js";
import { search } from "../../services/search.js";

/**
 * The header's search box (decision 117): any signed-in agent; each group needs its list's read
 * permission and follows its list's tenancy (services/search.ts).
 */
export const searchRouter = createTRPCRouter({
  query: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/search",
        tags: ["search"],
        summary: "Quotes, orders, customers, dealers and users the agent may see, matching q",
      },
    })
    .input(ZSearchRequest)
    .output(ZSearchResults)
    .query(({ ctx, input }) => search(ctx.prisma, ctx.agent, input)),
});
