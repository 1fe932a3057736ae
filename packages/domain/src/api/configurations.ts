import { z } from "zod";
import {
  BOOLEAN_FIELDS,
  NULLABLE_NUMBER_FIELDS,
  NUMBER_FIELDS,
  SELECT_FIELDS,
} from "@screens/pricing/configuration";
import { ZId, ZTimestamp } from "./common.js";
import { ZLineChoiceFields } from "./line-choices.js";
import { ZLinePriceFields } from "./line-prices.js";

/** The same schema for every field of a list. */
function each<K extends string, T extends z.ZodType>(keys: readonly K[], schema: T) {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, T>;
}

const money = z.number();

/** A stored unit: its configuration fields (docs/pricing.md "Configuration"), every charge, totals and order code. */
// Every field is named (no catchall): openapi.json lists every field, a misspelt one cannot pass,
// and the quote page's output check is cheaper (zod's catchall path checks key by key).
export const ZConfiguration = z.object({
  ...each(SELECT_FIELDS, z.string().nullable()),
  ...each(BOOLEAN_FIELDS, z.boolean()),
  ...each(NUMBER_FIELDS, z.number()),
  ...each(NULLABLE_NUMBER_FIELDS, z.number().nullable()),
  id: z.number(),
  quote_id: z.number(),
  submission_id: z.number().nullable(),
  status: z.number(),
  unit_name: z.string(),
  unit_width_in: z.number(),
  unit_height_in: z.number(),
  rotate_fabric: z.union([z.boolean(), z.literal("n/a")]),
  motor_charge: money,
  motor_cord_charge: money,
  tube_charge: money,
  housing_charge: money,
  retention_charge: money,
  hem_bar_charge: money,
  fabric_freight_charge: money,
  fabric_charge: money,
  powder_charge: money,
  buildout_charge: money,
  clear_window_charge: money,
  unit_total: money,
  /** The customer price of one unit, at the line's markup; the line is line_price (decisions 160, 192). */
  customer_price: money,
  ...ZLinePriceFields,
  /** How many identical units the line holds: priced once, counted this many times. */
  quantity: z.number(),
  /** The room or opening the line is grouped under on the quote ("Lanai"), or null (decision 161). */
  room: z.string().nullable(),
  /** Required, optional or an alternative of a group (decision 182). */
  ...ZLineChoiceFields,
  package_name: z.string().nullable(),
  order_code: z.string(),
  description: z.string(),
  price_book_version: z.string().nullable(),
  created_by: z.number().nullable(),
  created_at: ZTimestamp,
  /** Null until the unit's first Save: an unsaved unit has no price and counts in no total (decision 070). */
  saved_at: ZTimestamp.nullable(),
  /**
   * When a Save first kept the unit against the advice "Jumbo housing recommended" (product rule
   * R55), and the user who saved it; null while the advice does not apply (decision 198).
   */
  housing_advice_declined_at: ZTimestamp.nullable(),
  housing_advice_declined_by: z.number().nullable(),
});
export type TConfiguration = z.infer<typeof ZConfiguration>;

/** Configuration fields travel as a loose object: @screens/pricing validates them with its own messages. */
const ZConfigurationFields = z.record(z.string(), z.unknown());

/** A unit or accessory line's quantity: a whole number from 1 to 999 (decision 160). */
export const LINE_QUANTITY_MAX = 999;
export const LINE_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${LINE_QUANTITY_MAX}.`;
export const ZLineQuantity = z
  .number({ error: LINE_QUANTITY_MESSAGE })
  .int({ error: LINE_QUANTITY_MESSAGE })
  .min(1, { error: LINE_QUANTITY_MESSAGE })
  .max(LINE_QUANTITY_MAX, { error: LINE_QUANTITY_MESSAGE });

/**
 * A line's room or opening (decision 161): trimmed, spaces inside collapsed, at most 60 characters;
 * empty or null is no room.
 */
export const ROOM_NAME_MAX = 60;
export const ZLineRoom = z
  .string({ error: "A room's name is text." })
  .transform((room) => room.trim().replace(/\s+/g, " "))
  .pipe(z.string().max(ROOM_NAME_MAX, { error: `A room's name is at most ${ROOM_NAME_MAX} characters.` }))
  .nullable()
  .transform((room) => room || null);

/**
 * POST /configurations: the unit's fields in `configuration`, or beside quote_id as PATCH takes them
 * (decision 190); either way validated and priced, and a name that is no field of a unit is a 400.
 */
export const ZCreateConfigurationRequest = z.looseObject({
  quote_id: ZId,
  configuration: ZConfigurationFields.optional(),
  quantity: ZLineQuantity.optional(),
  room: ZLineRoom.optional(),
});
export type TCreateConfigurationRequest = z.infer<typeof ZCreateConfigurationRequest>;
/** The unit's configuration fields, and its line's quantity, which is no field of the configuration. */
export const ZUpdateConfigurationRequest = z.looseObject({
  id: ZId,
  quantity: ZLineQuantity.optional(),
  room: ZLineRoom.optional(),
});
export const ZConfigurationListRequest = z.object({ quote_id: ZId.optional() });
