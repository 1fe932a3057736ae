import { z } from "zod";
import { CustomerSchema } from "../validation.js";
import { ZId, ZStatus, ZTimestamp } from "./common.js";

export const ZCustomer = z.object({
  id: z.number(),
  dealer_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  customername: z.string().nullable(),
  notes: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address_1: z.string().nullable(),
  address_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
  status: z.number(),
  created_at: ZTimestamp,
  dealer: z.object({ company_name: z.string() }).nullable(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/**
 * POST /customers: the customer form (product rule R20). Dealer users create under their own dealer;
 * staff name the dealer. New customers are always created with status 1.
 */
export const ZCreateCustomerRequest = CustomerSchema.extend({
  dealer_id: ZId.optional(),
  status: ZStatus.optional(),
});
export type TCreateCustomerRequest = z.infer<typeof ZCreateCustomerRequest>;

/** PATCH /customers/{id}: changed fields only. */
export const ZUpdateCustomerRequest = CustomerSchema.extend({ status: ZStatus })
  .partial()
  .extend({ id: ZId });
export type TUpdateCustomerRequest = z.infer<typeof ZUpdateCustomerRequest>;
