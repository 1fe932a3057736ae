import { z } from "zod";
import { ZIdInput, ZQuote, ZQuoteOwnerCandidate, ZReassignQuoteRequest } from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { ownerCandidates, reassignQuote } from "../../services/team/quote-owner.js";

const tags = ["quotes"];

/**
 * A quote's owner (decision 157). quote.u lets a user reach the procedures; the service admits
 * staff, dealer admins and sales managers only, with a message saying so.
 */
export const quoteOwnersRouter = createTRPCRouter({
  candidates: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}/owners",
        tags,
        summary: "The users a quote may be handed to: the active users of its dealer (managers only)",
      },
    })
    .input(ZIdInput)
    .output(z.array(ZQuoteOwnerCandidate))
    .query(({ ctx, input }) => ownerCandidates(ctx.prisma, ctx.agent, input.id)),
  reassign: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/owner",
        tags,
        summary:
          "Hand the quote to another active user of its dealer (dealer admin, sales manager or staff); recorded in its history",
      },
    })
    .input(ZReassignQuoteRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => reassignQuote(ctx.prisma, ctx.agent, input.id, input.owner_id)),
});
