import { z } from "zod";
import { QuoteDetailsSchema } from "../validation.js";
import { QUOTE_STATUS } from "../status.js";
import { ZId, ZIdInput, ZListQuery, ZTimestamp, zStatusOf } from "./common.js";
import { ZConfiguration } from "./configurations.js";
import { ZQuoteAccessory } from "./accessories.js";
import { ZSellingPrice } from "./selling-price.js";
import { ZQuoteServiceLine, ZQuoteTax } from "./services-and-tax.js";
import { ZOptionLine } from "./line-choices.js";

export const ZQuoteListItem = z.object({
  id: z.number(),
  quote_number: z.string().nullable(),
  title: z.string(),
  notes: z.string(),
  shipping_address: z.string(),
  start_with: z.string().nullable(),
  dealer_id: z.number().nullable(),
  account_id: z.number().nullable(),
  customer_id: z.number().nullable(),
  status: z.number(),
  status_label: z.string(),
  sale_price: z.number(),
  discount: z.number(),
  markup_variable: z.number(),
  price_book_version: z.string().nullable(),
  created_by: z.number().nullable(),
  /** Who the quote belongs to among its dealer's users, and their name (decision 157). */
  owner_id: z.number().nullable(),
  owner_name: z.string().nullable(),
  created_at: ZTimestamp,
  /** Sent quotes only: the customer's link works through this date (decision 062). */
  valid_until: ZTimestamp.nullable(),
  dealer: z.object({ company_name: z.string() }).nullable(),
  customer_name: z.string().nullable(),
  order_id: z.number().nullable(),
  unit_count: z.number(),
  accessory_count: z.number(),
});
export type TQuoteListItem = z.infer<typeof ZQuoteListItem>;

export const ZQuoteSummary = z.object({
  /** Units in the total (each line's quantity; options not taken are not counted, decision 182). */
  unit_count: z.number(),
  /** Accessories in the total, likewise. */
  accessory_count: z.number(),
  /** The lines' sum before the discount. */
  lines_total: z.number(),
  /** What comes off the lines (whole dollars); 0 without a discount. */
  discount: z.number(),
  /** lines_total - discount. */
  customer_price: z.number(),
  /** The dealer's service lines, priced as entered. */
  services_total: z.number(),
  tax_total: z.number(),
  dealer_cost: z.number(),
  brokerage_fee: z.number(),
  total: z.number(),
  currency: z.literal("USD"),
  shipping: z.string(),
  country: z.string().nullable(),
  list_price: z.number().nullable(),
  /**
   * The lines outside the default choice, in no total (decision 182): optional lines not taken and
   * the other alternatives of each group, each with its price.
   */
  options: z.array(ZOptionLine),
});

export const ZQuote = ZQuoteListItem.extend({
  screenconfigurations: z.array(ZConfiguration),
  add_on_accessories: z.array(ZQuoteAccessory),
  summary: ZQuoteSummary,
  selling: ZSellingPrice,
  service_lines: z.array(ZQuoteServiceLine),
  tax: ZQuoteTax,
  /** The customer's signature and the dealer's submission (docs/decisions/136-signature-to-order.md). */
  signature: z.object({
    accepted_at: ZTimestamp.nullable(),
    /** The customer total the customer accepted. */
    accepted_total: z.number().nullable(),
    /** The customer total changed since: the quote goes back to the customer before it is submitted. */
    price_changed: z.boolean(),
    po_reference: z.string().nullable(),
    /** null: not asked (never submitted, or submitted on the customer's acceptance). */
    measurements_final: z.boolean().nullable(),
  }),
});
export type TQuote = z.infer<typeof ZQuote>;

/** A yes/no list control: a JSON boolean (tRPC) or "true"/"false"/"1"/"0" (a REST query string). */
const FLAG_TEXTS = new Map<unknown, boolean>([
  ["true", true],
  ["1", true],
  ["false", false],
  ["0", false],
]);
export const ZFlag = z.preprocess(
  (value) => FLAG_TEXTS.get(value) ?? value,
  z.boolean({ error: "Use true or false." }),
);

/** A quote status a list filters by: one of the lifecycle's statuses (decision 061), not inactive. */
const QUOTE_LIST_STATUSES = new Set<number>(
  Object.values(QUOTE_STATUS).filter((status) => status !== QUOTE_STATUS.INACTIVE),
);
export const ZQuoteStatusFilter = ZId.refine((status) => QUOTE_LIST_STATUSES.has(status), {
  error: "Not a quote status.",
});

/**
 * Quote lists also take `hide_closed`: leave out closed (ordered, status 50) quotes, in the database;
 * `owner_id`: only the quotes of that owner ("My quotes", decision 157); and `status`: only the
 * quotes in that status. Without `sort` they come most recently changed first (product rule R50).
 */
export const ZQuoteListControls = {
  hide_closed: ZFlag.optional(),
  owner_id: ZId.optional(),
  status: ZQuoteStatusFilter.optional(),
};
export const ZQuoteListRequest = ZListQuery.extend(ZQuoteListControls);
export type TQuoteListRequest = Omit<z.infer<typeof ZQuoteListRequest>, "limit"> & { limit?: number };
/** A dealer's quotes (`GET /dealers/{id}/quotes`): the dealer's id and the quote list controls. */
export const ZDealerQuotesRequest = ZIdInput.extend(ZListQuery.shape).extend(ZQuoteListControls);

export const ZCreateQuoteRequest = QuoteDetailsSchema.extend({
  dealer_id: ZId.optional(),
  customer_id: ZId.nullable().optional(),
});
export type TCreateQuoteRequest = z.infer<typeof ZCreateQuoteRequest>;

export const ZUpdateQuoteRequest = QuoteDetailsSchema.partial().extend({
  id: ZId,
  customer_id: ZId.nullable().optional(),
  status: zStatusOf(
    QUOTE_STATUS,
    `Status must be one of ${Object.values(QUOTE_STATUS).join(", ")}.`,
  ).optional(),
});
export type TUpdateQuoteRequest = z.infer<typeof ZUpdateQuoteRequest>;
