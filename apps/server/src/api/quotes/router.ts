import { z } from "zod";
import {
  QUOTE_STATUS,
  ZConfiguration,
  ZCreateQuoteRequest,
  ZQuoteAccessory,
  ZIdInput,
  ZQuote,
  ZQuoteListItem,
  ZQuoteListRequest,
  ZUpdateQuoteRequest,
  ZSellingPriceRequest,
  ZDiscountApprovalRequest,
  ZDiscountDecisionRequest,
  ZRecallQuoteRequest,
  ZSubmitQuoteRequest,
  ZSetLineChoiceRequest,
  ZSetLinePriceRequest,
} from "@screens/domain";
import {
  createTRPCRouter,
  permittedProcedure,
  permittedReadProcedure,
  syncChecked,
} from "../../trpc/trpc.js";
import {
  changeLockedQuote,
  createQuote,
  deactivateQuote,
  getQuote,
  listQuotes,
  recallQuote,
  submitQuote,
  updateQuote,
} from "../../services/quotes.js";
import { decideDiscount, requestDiscountApproval, setSellingPrice } from "../../services/selling-price.js";
import { listConfigurations } from "../../services/configurations.js";
import { setLineChoice } from "../../services/line-choices.js";
import { setLinePrice } from "../../services/line-prices.js";
import { listAccessories } from "../../services/accessories.js";
import { notFound } from "../../http/errors.js";
import { quoteScope } from "../../services/scope.js";
import { quotePageRead } from "../../services/quote-page-query.js";

const tags = ["quotes"];

export const quotesRouter = createTRPCRouter({
  list: permittedProcedure("quote.r")
    .meta({
      openapi: { method: "GET", path: "/quotes", tags, summary: "Quotes the agent may see, newest first" },
    })
    .input(ZQuoteListRequest)
    .output(z.array(ZQuoteListItem))
    .query(({ ctx, input }) => listQuotes(ctx.prisma, ctx.agent, input)),
  table: permittedProcedure("quote.r")
    .meta({ openapi: { method: "GET", path: "/quotes-table", tags, summary: "The quotes table" } })
    .input(ZQuoteListRequest)
    .output(z.array(ZQuoteListItem))
    .query(({ ctx, input }) => listQuotes(ctx.prisma, ctx.agent, input)),
  pending: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes-table-pending",
        tags,
        summary: "Quotes awaiting approval or payment",
      },
    })
    .input(ZQuoteListRequest)
    .output(z.array(ZQuoteListItem))
    .query(({ ctx, input }) => listQuotes(ctx.prisma, ctx.agent, input, { pending: true })),
  // The page's read carries the request's session lookup: one statement (docs/performance.md).
  get: permittedReadProcedure("quote.r", quotePageRead)
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}",
        tags,
        summary: "A quote with its units, accessories and summary",
      },
    })
    .input(ZIdInput)
    .output(syncChecked(ZQuote))
    .query(({ ctx, input }) => getQuote(ctx.prisma, ctx.agent, input.id, ctx.read)),
  configurations: permittedProcedure("quote.r, configuration.r")
    .meta({
      openapi: { method: "GET", path: "/quotes/{id}/configurations", tags, summary: "The quote's units" },
    })
    .input(ZIdInput)
    .output(z.array(ZConfiguration))
    .query(async ({ ctx, input }) => {
      await getQuoteOr404(ctx, input.id);
      return listConfigurations(ctx.prisma, ctx.agent, { quote_id: input.id });
    }),
  accessories: permittedProcedure("quote.r, accessory.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}/add-on-accessories",
        tags,
        summary: "The quote's accessories",
      },
    })
    .input(ZIdInput)
    .output(z.array(ZQuoteAccessory))
    .query(async ({ ctx, input }) => {
      await getQuoteOr404(ctx, input.id);
      return listAccessories(ctx.prisma, ctx.agent, { quote_id: input.id });
    }),
  create: permittedProcedure("quote.c")
    .meta({
      openapi: { method: "POST", path: "/quotes", tags, summary: "Create a quote (status 1, markup 1.43)" },
    })
    .input(ZCreateQuoteRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => createQuote(ctx.prisma, ctx.agent, input, ctx.priceBooks)),
  update: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "PATCH",
        path: "/quotes/{id}",
        tags,
        summary:
          "Change details and/or status through the lifecycle table (10 send, 1 withdraw or revise, 30 submit, 31 awaiting payment, 50 approve), in one transaction",
      },
    })
    .input(ZUpdateQuoteRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => {
      const { id, ...patch } = input;
      return updateQuote(ctx.prisma, ctx.agent, id, patch, ctx.priceBooks);
    }),
  // Optional and alternative lines (docs/decisions/182-optional-and-alternative-lines.md).
  setLineChoice: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "PUT",
        path: "/quotes/{quote_id}/line-choice",
        tags,
        summary:
          "Make a draft's unit, accessory or service line required, optional or an alternative of a named group",
      },
    })
    .input(ZSetLineChoiceRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => {
      const { quote_id, ...choice } = input;
      return changeLockedQuote(ctx.prisma, ctx.agent, quote_id, (tx, quote) =>
        setLineChoice(tx, ctx.agent, quote, choice),
      );
    }),
  // A line's own markup and discount (docs/decisions/192-line-markup-and-discount.md).
  setLinePrice: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "PUT",
        path: "/quotes/{quote_id}/line-price",
        tags,
        summary:
          "Set a draft's unit or accessory line at its own markup and/or percentage discount (null: the quote's markup, no discount)",
      },
    })
    .input(ZSetLinePriceRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => {
      const { quote_id, ...price } = input;
      return changeLockedQuote(ctx.prisma, ctx.agent, quote_id, (tx, quote) =>
        setLinePrice(tx, ctx.agent, quote, price),
      );
    }),
  // The dealer's selling price (docs/decisions/131-selling-price.md).
  setSellingPrice: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "PUT",
        path: "/quotes/{id}/selling-price",
        tags,
        summary: "Set a draft's markup and discount (percent or whole dollars, with a reason)",
      },
    })
    .input(ZSellingPriceRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => {
      const { id, ...price } = input;
      return changeLockedQuote(ctx.prisma, ctx.agent, id, (tx, quote) =>
        setSellingPrice(tx, ctx.agent, quote, price),
      );
    }),
  requestDiscountApproval: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/discount-approval",
        tags,
        summary: "Ask the dealer's sales managers and admin to approve a discount above the caller's limit",
      },
    })
    .input(ZDiscountApprovalRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) =>
      changeLockedQuote(ctx.prisma, ctx.agent, input.id, (tx, quote) =>
        requestDiscountApproval(tx, ctx.agent, quote),
      ),
    ),
  decideDiscount: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/discount-decision",
        tags,
        summary: "Approve or refuse a requested discount, for the effective discount the approver saw",
      },
    })
    .input(ZDiscountDecisionRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => {
      const { id, ...decision } = input;
      return changeLockedQuote(ctx.prisma, ctx.agent, id, (tx, quote) =>
        decideDiscount(tx, ctx.agent, quote, decision),
      );
    }),
  // From signature to order (docs/decisions/136-signature-to-order.md).
  submit: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/submit",
        tags,
        summary:
          "Submit for approval (1 or 12 -> 30) with the dealer's PO reference and whether measurements are final",
      },
    })
    .input(ZSubmitQuoteRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => submitQuote(ctx.prisma, ctx.agent, input, ctx.priceBooks)),
  recall: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/recall",
        tags,
        summary:
          "Take a submitted quote back to the dealer (30 -> 12 or 1) until the manufacturer acts on it",
      },
    })
    .input(ZRecallQuoteRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => recallQuote(ctx.prisma, ctx.agent, input)),
  deactivate: permittedProcedure("quote.d")
    .meta({
      openapi: {
        method: "DELETE",
        path: "/quotes/{id}",
        tags,
        summary: "Deactivate (status 1 or 11, or 30 for staff)",
      },
    })
    .input(ZIdInput)
    .output(ZQuoteListItem)
    .mutation(({ ctx, input }) => deactivateQuote(ctx.prisma, ctx.agent, input.id)),
});

/** A sub-resource of a quote the agent cannot see is a 404, not an empty list. */
async function getQuoteOr404(
  ctx: { prisma: import("../../db/client.js").PrismaClient; agent: import("@screens/domain").Agent },
  id: number,
) {
  const visible = await ctx.prisma.quote.count({
    where: { id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(ctx.agent) },
  });
  if (!visible) throw notFound();
}
