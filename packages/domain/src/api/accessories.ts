import { z } from "zod";
import { ZId, ZTimestamp } from "./common.js";
import { ZLineRoom } from "./configurations.js";
import { ZLineChoiceFields } from "./line-choices.js";
import { ZLinePriceFields } from "./line-prices.js";
import { TEXT_MAX } from "../bounds.js";

export const ZQuoteAccessory = z.object({
  id: z.number(),
  quote_id: z.number(),
  prod_name: z.string(),
  sku: z.string(),
  category: z.string().nullable(),
  image: z.string().nullable(),
  prod_description: z.string().nullable(),
  quantity: z.number(),
  /** The room or opening the line is grouped under on the quote, or null (decision 161). */
  room: z.string().nullable(),
  /** Required, optional or an alternative of a group (decision 182). */
  ...ZLineChoiceFields,
  /** List cost from the catalogue. */
  prod_cost: z.number(),
  /** prod_cost x 0.55 */
  dealer_cost: z.number(),
  /** Customer price of one: ceil(dealer cost x markup), the line's markup if it has one. */
  price: z.number(),
  /** The line's own markup and discount, and its price (decision 192). */
  ...ZLinePriceFields,
  status: z.number(),
  created_at: ZTimestamp,
});
export type TQuoteAccessory = z.infer<typeof ZQuoteAccessory>;

const ZVariation = z.object({ name: z.string(), sku: z.string(), cost: z.number(), image: z.string() });
export const ZCatalogueItem = z.object({
  name: z.string(),
  sku: z.string(),
  cost: z.number(),
  prod_type: z.string(),
  prod_description: z.string(),
  short_description: z.string(),
  image: z.string(),
  prod_weight_lb: z.number(),
  prod_dims: z.string(),
  category: z.string(),
  variations: z.array(ZVariation),
  display_price: z.number(),
});
export type TCatalogueItem = z.infer<typeof ZCatalogueItem>;

/**
 * Adding an accessory: the catalogue sku (or a variation's sku) and quantity. Any other merged item
 * fields a client sends (cost, name...) are ignored: the server takes them from the catalogue.
 */
export const ZAddAccessoryRequest = z.looseObject({
  quote_id: ZId,
  sku: z
    .string({ error: "sku: This field is required." })
    .min(1, { error: "This field is required." })
    .max(TEXT_MAX.sku, { error: "Unknown accessory." }),
  variation_sku: z.string().max(TEXT_MAX.sku, { error: "Unknown accessory." }).nullable().optional(),
  quantity: z.coerce
    .number()
    .int({ error: "Quantity must be a whole number." })
    .min(1, { error: "Quantity must be at least 1." })
    .max(999, { error: "Quantity must be at most 999." })
    .default(1),
  room: ZLineRoom.optional(),
});
export type TAddAccessoryRequest = z.infer<typeof ZAddAccessoryRequest>;
/** The quantity, the room (decision 161), or both. */
export const ZUpdateAccessoryRequest = z.object({
  id: ZId,
  quantity: z.coerce
    .number()
    .int({ error: "Quantity must be a whole number." })
    .min(1, { error: "Quantity must be at least 1." })
    .max(999, { error: "Quantity must be at most 999." })
    .optional(),
  room: ZLineRoom.optional(),
});
export type TUpdateAccessoryRequest = z.infer<typeof ZUpdateAccessoryRequest>;
export const ZAccessoryListRequest = z.object({ quote_id: ZId.optional() });
