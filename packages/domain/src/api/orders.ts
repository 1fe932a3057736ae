import { z } from "zod";
import { ORDER_STATUS } from "../status.js";
import { ZId, ZTimestamp, zStatusOf } from "./common.js";
import { TEXT_MAX } from "../bounds.js";
import { TOO_MANY_ENTRIES, withFewEntries, zMoney, zText } from "../limits.js";
import { ZConfiguration } from "./configurations.js";
import { ZQuoteAccessory } from "./accessories.js";
import { ZShipDate } from "./production.js";

export const ZOrderListItem = z.object({
  id: z.number(),
  order_number: z.string().nullable(),
  quote_id: z.number(),
  status: z.number(),
  status_label: z.string(),
  netsuite_id: z.string().nullable(),
  /** When it is ready to ship (decision 172): planned from capacity, else the lead time; null once produced. */
  ship_date: ZShipDate.nullable(),
  shipping_cost: z.number(),
  sale_price: z.number(),
  created_at: ZTimestamp,
  quote: z.object({ quote_number: z.string().nullable(), title: z.string() }),
  dealer: z.object({ company_name: z.string() }).nullable(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

/**
 * The last ERP push that did not go through (decision 186), for the manufacturer's staff only:
 * the ERP's own message, how many attempts were made and when the server tries again.
 */
export const ZErpPushState = z.object({
  /** "retrying": the server tries again at next_attempt_at; "failed": only a push by staff will. */
  status: z.enum(["retrying", "failed"]),
  /** "netsuite", "http" or "outbox". */
  connector: z.string(),
  error: z.string(),
  attempts: z.number(),
  max_attempts: z.number(),
  next_attempt_at: ZTimestamp.nullable(),
});
export type TErpPushState = z.infer<typeof ZErpPushState>;

export const ZOrder = ZOrderListItem.extend({
  screenconfigurations: z.array(ZConfiguration),
  add_on_accessories: z.array(ZQuoteAccessory),
  /** The Canadian brokerage its quote carried (0 without one): the stored fee, part of sale_price (decision 193). */
  brokerage_fee: z.number(),
  /** Null for dealers, for a pushed order and for one never pushed or pushed without trouble. */
  erp_push: ZErpPushState.nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

/** Approving a quote creates its order (product rule R8). */
export const ZCreateOrderRequest = z.object({ quote_id: ZId });
export const ZUpdateOrderRequest = z.object({
  id: ZId,
  status: zStatusOf(
    ORDER_STATUS,
    `Status must be one of ${Object.values(ORDER_STATUS).join(", ")}.`,
  ).optional(),
  shipping_cost: zMoney("Shipping cost").optional(),
});
export type TUpdateOrderRequest = z.infer<typeof ZUpdateOrderRequest>;
export const ZPushOrderRequest = z.object({
  id: ZId,
  configurators: z
    .record(
      z.string().max(20),
      z.object({
        embed: zText(TEXT_MAX.erpText, "embed"),
        description: zText(TEXT_MAX.erpText, "description"),
      }),
    )
    .refine(withFewEntries, { error: TOO_MANY_ENTRIES })
    .default({}),
});
