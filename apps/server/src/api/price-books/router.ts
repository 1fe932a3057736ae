import { z } from "zod";
import {
  ZCreateDraftRequest,
  ZDiffRequest,
  ZEditDraftAnswer,
  ZEditDraftRequest,
  ZIdInput,
  ZPriceBookDiff,
  ZPriceBookImpact,
  ZPriceBookVersionRow,
  ZPriceLevel,
  ZPriceLevelFields,
  ZPublishRequest,
  ZRaiseRequest,
  ZReplaceDraftRequest,
  ZUpdatePriceLevelRequest,
  ZVersionInput,
} from "@screens/domain";
import { createTRPCRouter, protectedProcedure } from "../../trpc/trpc.js";
import {
  createDraft,
  deleteDraft,
  listVersions,
  publishDraft,
  raiseDraft,
  replaceDraft,
  versionBook,
  versionContents,
} from "../../services/price-books/versions.js";
import { diffVersions, previewImpact } from "../../services/price-books/impact.js";
import { editDraft } from "../../services/price-books/edits.js";
import { createLevel, deleteLevel, listLevels, updateLevel } from "../../services/price-books/levels.js";

const tags = ["price books"];

/**
 * The manufacturer's price book as versions and its dealer price levels
 * (docs/decisions/148-price-book-versions.md, 149-dealer-price-levels.md). Reading a published
 * version is for every signed-in user (`screens-price --book`); the rest is the manufacturer
 * admins' (the services check).
 */
export const priceBooksRouter = createTRPCRouter({
  list: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/price-books", tags, summary: "Every price book version" } })
    .input(z.object({}))
    .output(z.array(ZPriceBookVersionRow))
    .query(({ ctx, input: _ }) => listVersions(ctx.prisma, ctx.priceBooks, ctx.agent)),
  current: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/price-books/current",
        tags,
        summary: "The price book in effect now, as the pricing library loads it",
      },
    })
    .input(z.object({}))
    .output(z.unknown())
    .query(({ ctx }) => ctx.priceBooks.current()),
  book: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/price-books/{version}",
        tags,
        summary: "A version's price book, as the pricing library loads it",
      },
    })
    .input(ZVersionInput)
    .output(z.unknown())
    .query(({ ctx, input }) => versionBook(ctx.prisma, ctx.priceBooks, ctx.agent, input.version)),
  contents: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/price-books/{version}/contents",
        tags,
        summary: "A version's book and accessories catalogue (staff): the JSON export",
      },
    })
    .input(ZVersionInput)
    .output(
      z.object({ version: z.string(), status: z.string(), book: z.unknown(), accessories: z.unknown() }),
    )
    .query(({ ctx, input }) => versionContents(ctx.prisma, ctx.agent, input.version)),
  createDraft: protectedProcedure
    .meta({
      openapi: { method: "POST", path: "/price-books", tags, summary: "A new draft, copied from a version" },
    })
    .input(ZCreateDraftRequest)
    .output(z.array(ZPriceBookVersionRow))
    .mutation(({ ctx, input }) => createDraft(ctx.prisma, ctx.priceBooks, ctx.agent, input)),
  replaceDraft: protectedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/price-books/{version}",
        tags,
        summary: "A draft's whole contents (an import): nothing changes unless all of it is valid",
      },
    })
    .input(ZReplaceDraftRequest)
    .output(
      z.object({ version: z.string(), status: z.string(), book: z.unknown(), accessories: z.unknown() }),
    )
    .mutation(({ ctx, input }) => replaceDraft(ctx.prisma, ctx.priceBooks, ctx.agent, input)),
  raise: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/price-books/{version}/raise",
        tags,
        summary: "Raise (or lower) a draft section's prices by a percentage, rounded to a step",
      },
    })
    .input(ZRaiseRequest)
    .output(z.object({ changed: z.number().int() }))
    .mutation(({ ctx, input }) => raiseDraft(ctx.prisma, ctx.priceBooks, ctx.agent, input)),
  edit: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/price-books/{version}/edits",
        tags,
        summary:
          "Edit a draft: cells, pasted blocks, catalogue entries, a table copied; saved only if the whole book stays valid",
      },
    })
    .input(ZEditDraftRequest)
    .output(ZEditDraftAnswer)
    .mutation(({ ctx, input }) => editDraft(ctx.prisma, ctx.priceBooks, ctx.agent, input)),
  publish: protectedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/price-books/{version}/publish",
        tags,
        summary: "Publish a draft to take effect at an instant, now or later",
      },
    })
    .input(ZPublishRequest)
    .output(z.array(ZPriceBookVersionRow))
    .mutation(({ ctx, input }) => publishDraft(ctx.prisma, ctx.priceBooks, ctx.agent, input)),
  deleteDraft: protectedProcedure
    .meta({ openapi: { method: "DELETE", path: "/price-books/{version}", tags, summary: "Delete a draft" } })
    .input(ZVersionInput)
    .output(z.array(ZPriceBookVersionRow))
    .mutation(({ ctx, input }) => deleteDraft(ctx.prisma, ctx.priceBooks, ctx.agent, input.version)),
  diff: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/price-books/{version}/diff",
        tags,
        summary: "What changed from another version: cells and prices, options added or removed",
      },
    })
    .input(ZDiffRequest)
    .output(ZPriceBookDiff)
    .query(({ ctx, input }) => diffVersions(ctx.prisma, ctx.agent, input)),
  impact: protectedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/price-books/{version}/impact",
        tags,
        summary: "Every open draft quote priced with a version: by dealer, and the units that move most",
      },
    })
    .input(ZVersionInput)
    .output(ZPriceBookImpact)
    .query(({ ctx, input }) => previewImpact(ctx.prisma, ctx.priceBooks, ctx.agent, input.version)),
  levels: protectedProcedure
    .meta({ openapi: { method: "GET", path: "/price-levels", tags, summary: "Dealer price levels" } })
    .input(z.object({}))
    .output(z.array(ZPriceLevel))
    .query(({ ctx }) => listLevels(ctx.prisma, ctx.agent)),
  createLevel: protectedProcedure
    .meta({ openapi: { method: "POST", path: "/price-levels", tags, summary: "A new dealer price level" } })
    .input(ZPriceLevelFields)
    .output(z.array(ZPriceLevel))
    .mutation(({ ctx, input }) => createLevel(ctx.prisma, ctx.agent, input)),
  updateLevel: protectedProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/price-levels/{id}",
        tags,
        summary: "Rename a level or change its factor (its dealers' drafts are priced again)",
      },
    })
    .input(ZUpdatePriceLevelRequest)
    .output(z.array(ZPriceLevel))
    .mutation(({ ctx, input }) => updateLevel(ctx.prisma, ctx.priceBooks, ctx.agent, input)),
  deleteLevel: protectedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/price-levels/{id}",
        tags,
        summary: "Delete a level no dealer has",
      },
    })
    .input(ZIdInput)
    .output(z.array(ZPriceLevel))
    .mutation(({ ctx, input }) => deleteLevel(ctx.prisma, ctx.agent, input.id)),
});
