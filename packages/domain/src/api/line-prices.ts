import { z } from "zod";
import { ZId } from "./common.js";
import { ZDiscountPercent, ZMarkup } from "./selling-price.js";

/**
 * A unit's or accessory's own markup and discount (docs/decisions/192-line-markup-and-discount.md):
 * the line's customer price is the price of one piece at the line's markup (the quote's without one),
 * times the quantity, less the line's discount rounded down to the whole dollar.
 */
export const ZLinePriceFields = {
  /** The line's own markup; null: the quote's. */
  line_markup: z.number().nullable(),
  /** Percent off the line; null: none. */
  line_discount_pct: z.number().nullable(),
  /** The price of the pieces before the line's discount: the customer price of one x quantity. */
  line_list_price: z.number(),
  /** What the line's discount takes off, whole dollars. */
  line_discount: z.number(),
  /** The line's customer price: line_list_price - line_discount. */
  line_price: z.number(),
  /** The line's dealer cost: the dealer cost of one piece x quantity (never shown to a homeowner). */
  line_dealer_cost: z.number(),
};

/** The kinds of line with a price of their own: the dealer's service lines are priced as typed. */
export const ZPricedLineKind = z.enum(["unit", "accessory"], {
  error: "A line's markup and discount are set on a unit or an accessory.",
});

/** PUT /quotes/{quote_id}/line-price: a draft's line at its own markup and discount, or back to the quote's. */
export const ZSetLinePriceRequest = z.object({
  quote_id: ZId,
  line: ZPricedLineKind,
  line_id: ZId,
  markup: ZMarkup.nullable(),
  discount_percent: ZDiscountPercent.nullable(),
});
export type TSetLinePriceRequest = z.infer<typeof ZSetLinePriceRequest>;
