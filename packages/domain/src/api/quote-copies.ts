import { z } from "zod";
import { TEXT_MAX } from "../bounds.js";
import { QuoteDetailsSchema } from "../validation.js";
import { ZId, ZTimestamp } from "./common.js";
import { ZMarkup, ZQuoteDiscount } from "./selling-price.js";
import { ZLineChoiceKind } from "./line-choices.js";

/** A line's kind and group (decision 182); absent in a template saved before options: required. */
const ZTemplateChoice = {
  choice: ZLineChoiceKind.optional(),
  choice_group: z.string().nullable().optional(),
};

/** A line's own markup and discount (decision 192); absent in a template saved before them: none. */
const ZTemplateLevers = {
  line_markup: z.number().nullable().optional(),
  line_discount: z.number().nullable().optional(),
};

/**
 * A quote copied, saved as a template, and a new quote started from a template
 * (docs/decisions/133-quote-copies-and-templates.md). The lines are re-priced with the current price
 * book and catalogue either way; a copied discount is approved again.
 */

/** How many templates a dealer keeps: the "Start with" choice stays a short list. */
export const QUOTE_TEMPLATES_MAX = 100;

export const ZTemplateName = z
  .string({ error: "The template's name must be text." })
  .trim()
  .min(1, { error: "Give the template a name.", abort: true })
  .max(TEXT_MAX.line, { error: `A template's name can be at most ${TEXT_MAX.line} characters.` });

/** POST /quotes/{id}/copy: the copy's customer (absent: the same one; null: none) and title. */
export const ZCopyQuoteRequest = z.object({
  id: ZId,
  customer_id: ZId.nullable().optional(),
  title: QuoteDetailsSchema.shape.title.optional(),
});
export type TCopyQuoteRequest = z.infer<typeof ZCopyQuoteRequest>;

/** POST /quotes/{id}/template: the quote's lines saved under a name for its dealer. */
export const ZSaveTemplateRequest = z.object({ id: ZId, name: ZTemplateName });
export type TSaveTemplateRequest = z.infer<typeof ZSaveTemplateRequest>;

/** GET /quote-templates: dealer users get their dealer's; staff name the dealer. */
export const ZQuoteTemplatesRequest = z.object({ dealer_id: ZId.optional() });
export type TQuoteTemplatesRequest = z.infer<typeof ZQuoteTemplatesRequest>;

/** POST /quote-templates/{template_id}/quotes: a new quote's details; its lines come from the template. */
export const ZStartFromTemplateRequest = QuoteDetailsSchema.omit({ start_with: true }).extend({
  template_id: ZId,
  customer_id: ZId.nullable().optional(),
});
export type TStartFromTemplateRequest = z.infer<typeof ZStartFromTemplateRequest>;

export const ZQuoteTemplate = z.object({
  id: z.number(),
  dealer_id: z.number(),
  name: z.string(),
  unit_count: z.number(),
  accessory_count: z.number(),
  service_line_count: z.number(),
  created_by: z.number().nullable(),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
});
export type TQuoteTemplate = z.infer<typeof ZQuoteTemplate>;

/**
 * What a template stores (`quote_templates.content`): the units' configuration fields (priced again
 * when used), the accessories by sku (their cost read again from the catalogue), the service lines
 * as typed, and the selling price. Read back through this schema, so a stored template that no longer
 * fits is refused with a message instead of reaching the database.
 */
export const ZQuoteTemplateContent = z.object({
  version: z.literal(1),
  units: z.array(z.record(z.string(), z.unknown())),
  accessories: z.array(
    z.object({
      sku: z.string(),
      prod_name: z.string(),
      quantity: z.number().int().positive(),
      /** The line's room (decision 161); absent in a template saved before rooms. */
      room: z.string().nullable().optional(),
      ...ZTemplateChoice,
      ...ZTemplateLevers,
    }),
  ),
  service_lines: z.array(
    z.object({
      service_id: z.number().int().nullable(),
      name: z.string(),
      unit_price: z.number(),
      quantity: z.number().int(),
      taxable: z.boolean(),
      ...ZTemplateChoice,
    }),
  ),
  markup: ZMarkup,
  discount: ZQuoteDiscount.nullable(),
  discount_reason: z.string().nullable(),
});
export type TQuoteTemplateContent = z.infer<typeof ZQuoteTemplateContent>;
