import { z } from "zod";
import { AccountEditSchema, AccountSchema } from "../validation.js";
import { ZId, ZTimestamp } from "./common.js";

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

export const ZCreateAccountRequest = AccountSchema;
/** PATCH takes only changed fields (panel.md §4 "Account edit"). */
export const ZUpdateAccountRequest = AccountSchema.partial().extend({ id: ZId });
export const ZAccountEditForm = AccountEditSchema;
