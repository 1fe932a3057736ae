import { z } from "zod";
import {
  ZAddQuoteServiceLine,
  ZCreateDealerService,
  ZCreateDealerTaxRate,
  ZDealerService,
  ZDealerTaxRate,
  ZIdInput,
  ZId,
  ZQuote,
  ZQuoteTaxRequest,
  ZUpdateDealerService,
  ZUpdateDealerTaxRate,
  ZUpdateQuoteServiceLine,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { changeLockedQuote } from "../../services/quotes.js";
import {
  addServiceLine,
  createDealerService,
  createDealerTaxRate,
  deactivateDealerService,
  deactivateDealerTaxRate,
  listDealerServices,
  listDealerTaxRates,
  removeServiceLine,
  serviceLineQuoteId,
  setQuoteTax,
  updateDealerService,
  updateDealerTaxRate,
  updateServiceLine,
} from "../../services/service-lines.js";

// The dealer's service lines and sales tax (docs/decisions/132-service-lines-and-sales-tax.md).
const tags = ["services and tax"];
const ZDealerInput = z.object({ dealer_id: ZId });

export const dealerServicesRouter = createTRPCRouter({
  list: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/dealers/{dealer_id}/services",
        tags,
        summary: "The dealer's services",
      },
    })
    .input(ZDealerInput)
    .output(z.array(ZDealerService))
    .query(({ ctx, input }) => listDealerServices(ctx.prisma, ctx.agent, input.dealer_id)),
  create: permittedProcedure("quote.r")
    .meta({
      openapi: { method: "POST", path: "/dealer-services", tags, summary: "Add a service (dealer admin)" },
    })
    .input(ZCreateDealerService)
    .output(ZDealerService)
    .mutation(({ ctx, input }) => createDealerService(ctx.prisma, ctx.agent, input)),
  update: permittedProcedure("quote.r")
    .meta({ openapi: { method: "PATCH", path: "/dealer-services/{id}", tags, summary: "Change a service" } })
    .input(ZUpdateDealerService)
    .output(ZDealerService)
    .mutation(({ ctx, input }) => updateDealerService(ctx.prisma, ctx.agent, input)),
  deactivate: permittedProcedure("quote.r")
    .meta({ openapi: { method: "DELETE", path: "/dealer-services/{id}", tags, summary: "Remove a service" } })
    .input(ZIdInput)
    .output(ZDealerService)
    .mutation(({ ctx, input }) => deactivateDealerService(ctx.prisma, ctx.agent, input.id)),
});

export const dealerTaxRatesRouter = createTRPCRouter({
  list: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/dealers/{dealer_id}/tax-rates",
        tags,
        summary: "The dealer's tax rates",
      },
    })
    .input(ZDealerInput)
    .output(z.array(ZDealerTaxRate))
    .query(({ ctx, input }) => listDealerTaxRates(ctx.prisma, ctx.agent, input.dealer_id)),
  create: permittedProcedure("quote.r")
    .meta({
      openapi: { method: "POST", path: "/dealer-tax-rates", tags, summary: "Add a tax rate (dealer admin)" },
    })
    .input(ZCreateDealerTaxRate)
    .output(ZDealerTaxRate)
    .mutation(({ ctx, input }) => createDealerTaxRate(ctx.prisma, ctx.agent, input)),
  update: permittedProcedure("quote.r")
    .meta({
      openapi: { method: "PATCH", path: "/dealer-tax-rates/{id}", tags, summary: "Change a tax rate" },
    })
    .input(ZUpdateDealerTaxRate)
    .output(ZDealerTaxRate)
    .mutation(({ ctx, input }) => updateDealerTaxRate(ctx.prisma, ctx.agent, input)),
  deactivate: permittedProcedure("quote.r")
    .meta({
      openapi: { method: "DELETE", path: "/dealer-tax-rates/{id}", tags, summary: "Remove a tax rate" },
    })
    .input(ZIdInput)
    .output(ZDealerTaxRate)
    .mutation(({ ctx, input }) => deactivateDealerTaxRate(ctx.prisma, ctx.agent, input.id)),
});

export const serviceLinesRouter = createTRPCRouter({
  add: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{quote_id}/service-lines",
        tags,
        summary: "Add a service to a draft",
      },
    })
    .input(ZAddQuoteServiceLine)
    .output(ZQuote)
    .mutation(({ ctx, input }) => {
      const { quote_id, ...line } = input;
      return changeLockedQuote(ctx.prisma, ctx.agent, quote_id, (tx, quote) =>
        addServiceLine(tx, ctx.agent, quote, line),
      );
    }),
  update: permittedProcedure("quote.u")
    .meta({
      openapi: { method: "PATCH", path: "/service-lines/{id}", tags, summary: "Change a service line" },
    })
    .input(ZUpdateQuoteServiceLine)
    .output(ZQuote)
    .mutation(async ({ ctx, input }) =>
      changeLockedQuote(ctx.prisma, ctx.agent, await serviceLineQuoteId(ctx.prisma, input.id), (tx, quote) =>
        updateServiceLine(tx, ctx.agent, quote, input),
      ),
    ),
  remove: permittedProcedure("quote.u")
    .meta({
      openapi: { method: "DELETE", path: "/service-lines/{id}", tags, summary: "Remove a service line" },
    })
    .input(ZIdInput)
    .output(ZQuote)
    .mutation(async ({ ctx, input }) =>
      changeLockedQuote(ctx.prisma, ctx.agent, await serviceLineQuoteId(ctx.prisma, input.id), (tx, quote) =>
        removeServiceLine(tx, ctx.agent, quote, input.id),
      ),
    ),
  setTax: permittedProcedure("quote.u")
    .meta({
      openapi: {
        method: "PUT",
        path: "/quotes/{id}/tax",
        tags,
        summary: "A draft's tax region (null: from the addresses), or exempt with a certificate number",
      },
    })
    .input(ZQuoteTaxRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => {
      const { id, ...tax } = input;
      return changeLockedQuote(ctx.prisma, ctx.agent, id, (tx, quote) =>
        setQuoteTax(tx, ctx.agent, quote, tax),
      );
    }),
});
