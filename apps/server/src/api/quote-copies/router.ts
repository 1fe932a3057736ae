import { z } from "zod";
import {
  ZCopyQuoteRequest,
  ZIdInput,
  ZQuote,
  ZQuoteTemplate,
  ZQuoteTemplatesRequest,
  ZSaveTemplateRequest,
  ZStartFromTemplateRequest,
} from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { copyQuote } from "../../services/quote-copies.js";
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  startFromTemplate,
} from "../../services/quote-templates.js";

const tags = ["quotes"];

/** A quote copied, its lines kept as a template, and new quotes started from one (decision 133). */
export const quoteCopiesRouter = createTRPCRouter({
  copy: permittedProcedure("quote.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/copy",
        tags,
        summary: "A new draft with the quote's lines priced now, for the same or another customer",
      },
    })
    .input(ZCopyQuoteRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => copyQuote(ctx.prisma, ctx.agent, ctx.priceBooks, input)),
  saveTemplate: permittedProcedure("quote.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/quotes/{id}/template",
        tags,
        summary: "Save the quote's lines as a template of its dealer",
      },
    })
    .input(ZSaveTemplateRequest)
    .output(ZQuoteTemplate)
    .mutation(({ ctx, input }) => saveTemplate(ctx.prisma, ctx.agent, input)),
  templates: permittedProcedure("quote.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/quote-templates",
        tags,
        summary: "The dealer's templates (staff: dealer_id)",
      },
    })
    .input(ZQuoteTemplatesRequest)
    .output(z.array(ZQuoteTemplate))
    .query(({ ctx, input }) => listTemplates(ctx.prisma, ctx.agent, input)),
  deleteTemplate: permittedProcedure("quote.d")
    .meta({
      openapi: { method: "DELETE", path: "/quote-templates/{id}", tags, summary: "Delete a template" },
    })
    .input(ZIdInput)
    .output(ZQuoteTemplate)
    .mutation(({ ctx, input }) => deleteTemplate(ctx.prisma, ctx.agent, input.id)),
  startFrom: permittedProcedure("quote.c")
    .meta({
      openapi: {
        method: "POST",
        path: "/quote-templates/{template_id}/quotes",
        tags,
        summary: "A new quote with the template's lines priced now",
      },
    })
    .input(ZStartFromTemplateRequest)
    .output(ZQuote)
    .mutation(({ ctx, input }) => startFromTemplate(ctx.prisma, ctx.agent, ctx.priceBooks, input)),
});
