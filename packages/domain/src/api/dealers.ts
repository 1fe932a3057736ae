import { z } from "zod";
import { COUNTRIES, DealerSchema } from "../validation.js";
import { ZId, ZStatus, ZTimestamp } from "./common.js";

export const ZDealer = z.object({
  id: z.number(),
  account_id: z.number(),
  account_number: z.string(),
  company_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  discount: z.number(),
  can_create_dealers: z.boolean(),
  status: z.number(),
  created_by: z.number().nullable(),
  created_at: ZTimestamp,
});
export type TDealer = z.infer<typeof ZDealer>;

const ZCountry = z.enum(COUNTRIES, { error: `Country must be one of: ${COUNTRIES.join(", ")}.` });

export const ZCreateDealerRequest = DealerSchema.extend({
  account_id: ZId.optional(),
  country: ZCountry,
  status: ZStatus.default(1),
});
export const ZUpdateDealerRequest = DealerSchema.extend({ country: ZCountry, status: ZStatus })
  .partial()
  .extend({ id: ZId });
