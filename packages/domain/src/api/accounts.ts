import { z } from "zod";
import { AccountEditSchema, AccountSchema } from "../validation.js";
import { ZId, ZIdInput, ZListQuery, ZTimestamp } from "./common.js";

export const ZAccount = z.object({
  id: z.number(),
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
  status: z.number(),
  created_at: ZTimestamp,
});
export type TAccount = z.infer<typeof ZAccount>;

/** POST /accounts: the fuller account schema (account_number is the server's). */
export const ZCreateAccountRequest = AccountSchema;
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

/**
 * PATCH /accounts/{id} takes only changed fields, with the edit form's
 * messages. No defaults here: a field that is not sent is not changed.
 */
export const ZUpdateAccountRequest = AccountSchema.extend({
  discount: AccountSchema.shape.discount.unwrap(),
  status: AccountSchema.shape.status.unwrap(),
})
  .partial()
  .extend({ id: ZId });
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequest>;

export const ZAccountEditForm = AccountEditSchema;

/** GET /{resource}/{id}/{subresource}: the parent's id plus the optional list controls. */
export const ZSubResourceListRequest = ZIdInput.extend(ZListQuery.shape);
export type TSubResourceListRequest = z.infer<typeof ZSubResourceListRequest>;
