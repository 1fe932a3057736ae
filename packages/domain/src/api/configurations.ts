import { z } from "zod";
import { ZId, ZTimestamp } from "./common.js";

const money = z.number();

/** A stored unit: its configuration fields (configurator spec §3), every charge, totals and order code. */
export const ZConfiguration = z
  .object({
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
    customer_price: money,
    package_name: z.string().nullable(),
    order_code: z.string(),
    description: z.string(),
    price_book_version: z.string().nullable(),
    created_by: z.number().nullable(),
    created_at: ZTimestamp,
  })
  // Every other configuration field (selects, flags, mullions, buildout) passes through as stored.
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type TConfiguration = z.infer<typeof ZConfiguration>;

/** Configuration fields travel as a loose object: @screens/pricing validates them with its own messages. */
const ZConfigurationFields = z.record(z.string(), z.unknown());

export const ZCreateConfigurationRequest = z.object({
  quote_id: ZId,
  configuration: ZConfigurationFields.optional(),
});
export const ZUpdateConfigurationRequest = z.looseObject({ id: ZId });
export const ZConfigurationListRequest = z.object({ quote_id: ZId.optional() });
