import { z } from "zod";
import {
  ZBalanceRow,
  ZIdInput,
  ZQuoteDepositRequest,
  ZQuotePayments,
  ZRecordPaymentRequest,
  ZVoidPaymentRequest,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import {
  balancesDue,
  quotePayments,
  recordPayment,
  setQuoteDeposit,
  voidPayment,
} from "../../services/payments.js";

const tags = ["payments"];

/** Money received for a quote (docs/decisions/137-payments.md). */
export const paymentsRouter = createTRPCRouter({
  forQuote: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/quotes/{id}/payments",
        tags,
        summary: "What the customer and the dealer owe on a quote, what they paid, and the entries",
      },
    })
    .input(ZIdInput)
    .output(ZQuotePayments)
    .query(({ ctx, input }) => quotePayments(ctx.prisma, ctx.agent, input.id)),
  record: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/payments",
        tags,
        summary:
          "Record a payment or refund: the customer's (by the dealer) or the dealer's (by the manufacturer)",
      },
    })
    .input(ZRecordPaymentRequest)
    .output(ZQuotePayments)
    .mutation(({ ctx, input }) => recordPayment(ctx.prisma, ctx.agent, input)),
  void: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/payments/{id}/void",
        tags,
        summary:
          "Void a payment or refund recorded by mistake, with a reason: kept and shown, left out of every sum (decision 185)",
      },
    })
    .input(ZVoidPaymentRequest)
    .output(ZQuotePayments)
    .mutation(({ ctx, input }) => voidPayment(ctx.prisma, ctx.agent, input)),
  setDeposit: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "PUT",
        path: "/quotes/{id}/deposit",
        tags,
        summary:
          "This quote's own deposit (none, a percentage or an amount), or null for the dealer's rule; before sending (decision 185)",
      },
    })
    .input(ZQuoteDepositRequest)
    .output(ZQuotePayments)
    .mutation(({ ctx, input }) => setQuoteDeposit(ctx.prisma, ctx.agent, input)),
  balances: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/payments/balances",
        tags,
        summary: "Signed jobs whose customer still owes money, the largest balance first",
      },
    })
    .input(z.object({}))
    .output(z.array(ZBalanceRow))
    .query(({ ctx }) => balancesDue(ctx.prisma, ctx.agent)),
});
