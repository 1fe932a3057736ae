import { z } from "zod";
import { ZId, ZTimestamp } from "./common.js";

/**
 * The dealer's selling price of a quote (docs/decisions/131-selling-price.md): its markup, its
 * discount and the limits on how far under the dealer's standard price each role may sell.
 */
export const MARKUP_RANGE = { min: 1, max: 10 } as const;
export const DISCOUNT_REASON_MAX = 200;

const hasAtMostDecimals = (places: number) => (value: number) =>
  Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6;

export const ZMarkup = z
  .number({ error: "Markup must be a number such as 1.43." })
  .min(MARKUP_RANGE.min, {
    error: "Markup cannot be below 1.00: the customer would pay less than your cost.",
  })
  .max(MARKUP_RANGE.max, { error: "Markup can be at most 10.00." })
  .refine(hasAtMostDecimals(4), { error: "Markup can have at most 4 decimals." });

export const ZDiscountPercent = z
  .number({ error: "The discount must be a number." })
  .min(0, { error: "The discount cannot be negative." })
  .max(100, { error: "The discount cannot exceed 100%." })
  .refine(hasAtMostDecimals(2), { error: "A percentage can have at most 2 decimals." });

export const ZQuoteDiscount = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), value: ZDiscountPercent }),
  z.object({
    kind: z.literal("amount"),
    value: z
      .number({ error: "The discount must be a number." })
      .int({ error: "A discount amount is in whole dollars." })
      .min(0, { error: "The discount cannot be negative." })
      .max(10_000_000, { error: "The discount is too large." }),
  }),
]);
export type TQuoteDiscount = z.infer<typeof ZQuoteDiscount>;

/** PUT /quotes/{id}/selling-price: the markup and the discount together, with the discount's reason. */
export const ZSellingPriceRequest = z
  .object({
    id: ZId,
    markup: ZMarkup,
    discount: ZQuoteDiscount.nullable(),
    reason: z
      .string({ error: "The reason must be text." })
      .trim()
      .max(DISCOUNT_REASON_MAX, { error: "The reason can be at most 200 characters." })
      .nullable()
      .optional(),
  })
  .superRefine((input, ctx) => {
    if (input.discount && input.discount.value > 0 && !input.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Give a reason for the discount." });
  });
export type TSellingPriceRequest = z.infer<typeof ZSellingPriceRequest>;

export const DISCOUNT_APPROVAL_STATUSES = ["not_needed", "needed", "requested", "approved"] as const;

/** The quote's selling price as the quote page shows it to the agent who reads it. */
export const ZSellingPrice = z.object({
  markup: z.number(),
  /** The dealer's default markup: the standard price the limits are measured from. */
  standard_markup: z.number(),
  discount: z
    .object({
      kind: z.enum(["percent", "amount"]),
      value: z.number(),
      /** What comes off, whole dollars. */
      amount: z.number(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** The sum of the lines before the discount. */
  lines_total: z.number(),
  /** The lines at the standard markup, before any discount. */
  standard_total: z.number(),
  /** How far the customer's price is under the standard price, in percent (markup and discount). */
  effective_discount_percent: z.number(),
  /** The reader's own limit in percent; null: no limit (dealer admins and manufacturer staff). */
  limit_percent: z.number().nullable(),
  approval: z.object({
    status: z.enum(DISCOUNT_APPROVAL_STATUSES),
    approved_percent: z.number().nullable(),
    requested_at: ZTimestamp.nullable(),
    /** The reader may approve or refuse this discount (a sales manager within its limit, a dealer admin). */
    may_decide: z.boolean(),
  }),
});
export type TSellingPrice = z.infer<typeof ZSellingPrice>;

/** POST /quotes/{id}/discount-approval: ask the dealer's sales managers and admins. */
export const ZDiscountApprovalRequest = z.object({ id: ZId });

/**
 * POST /quotes/{id}/discount-decision: approve or refuse, for the figure the approver saw: a quote
 * whose price moved since is refused with a message, so nothing is approved unseen.
 */
export const ZDiscountDecisionRequest = z.object({
  id: ZId,
  approve: z.boolean({ error: "approve must be true or false." }),
  effective_discount_percent: z.number({ error: "effective_discount_percent must be a number." }),
  note: z
    .string({ error: "The note must be text." })
    .trim()
    .max(DISCOUNT_REASON_MAX, { error: "The note can be at most 200 characters." })
    .nullable()
    .optional(),
});
export type TDiscountDecisionRequest = z.infer<typeof ZDiscountDecisionRequest>;

/** The dealer's selling settings (dealer admins): default markup and each role's maximum discount. */
export const ZDealerSellingSettings = {
  default_markup: ZMarkup,
  max_discount_sales_manager: ZDiscountPercent,
  max_discount_representative: ZDiscountPercent,
  max_discount_purchaser: ZDiscountPercent,
};
