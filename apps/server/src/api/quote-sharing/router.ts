import {
  ZIdInput,
  ZQuote,
  ZQuoteHistory,
  ZSendPreview,
  ZSendPreviewQuery,
  ZSendQuoteRequest,
  ZShareLink,
} from "@screens/domain";
import { previewSendEmail } from "../../services/send-preview.js";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { runQuoteActionById } from "../../services/quotes.js";
import { quoteHistory, quoteShareLink } from "../../services/quote-sharing.js";

const tags = ["quotes"];

/**
 * The customer's side of a quote for the panel (docs/customer-approval.md): send it,
 * withdraw it, revise a declined one, and the history of its status changes. Each move is a row of
 * the lifecycle table (decision 061), which also decides who may make it.
 */
export const quoteSharingRouter = createTRPCRouter({
  send: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/send",
        tags,
        summary:
          "Send to the customer (1 or 12 -> 10): prices frozen, a share link, the e-mail in the dealer's name with the PDF and the sender's note; answers the quote",
      },
    })
    .input(ZSendQuoteRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) =>
      runQuoteActionById(ctx.prisma, ctx.agent, input.id, "send", ctx.priceBooks, { message: input.message }),
    ),
  preview: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}/send-preview",
        tags,
        summary:
          "The e-mail Send to Customer would write now (?message=), by the same template, with a stand-in for the link; changes nothing",
      },
    })
    .input(ZSendPreviewQuery)
    .output(ZSendPreview)
    .query(({ ctx, input }) => previewSendEmail(ctx.prisma, ctx.agent, input.id, input.message)),
  link: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}/share-link",
        tags,
        summary:
          "The homeowner's live link (/q/{token}) for the dealer to copy and text; null while the quote has none",
      },
    })
    .input(ZIdInput)
    .output(ZShareLink)
    .query(({ ctx, input }) => quoteShareLink(ctx.prisma, ctx.agent, input.id)),
  withdraw: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/withdraw",
        tags,
        summary: "Withdraw from the customer (10 -> 1): the link dies",
      },
    })
    .input(ZIdInput)
    .output(ZQuote)
    .mutation(({ ctx, input }) =>
      runQuoteActionById(ctx.prisma, ctx.agent, input.id, "withdraw", ctx.priceBooks),
    ),
  revise: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/revise",
        tags,
        summary: "Revise a quote the customer declined (11 -> 1)",
      },
    })
    .input(ZIdInput)
    .output(ZQuote)
    .mutation(({ ctx, input }) =>
      runQuoteActionById(ctx.prisma, ctx.agent, input.id, "revise", ctx.priceBooks),
    ),
  history: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}/history",
        tags,
        summary: "The status changes of the quote and of its order: who, when, from -> to, note",
      },
    })
    .input(ZIdInput)
    .output(ZQuoteHistory)
    .query(({ ctx, input }) => quoteHistory(ctx.prisma, ctx.agent, input.id)),
});
