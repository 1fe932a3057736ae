import { z } from "zod";
import { UserCreateSchema, UserUpdateSchema } from "../validation.js";
import { ZId, ZStatus, ZTimestamp } from "./common.js";

export const ZCustomLink = z.object({
  id: z.number(),
  user_id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  icon: z.string().nullable(),
  link: z.string(),
  created_at: ZTimestamp,
});
export type TCustomLink = z.infer<typeof ZCustomLink>;

export const ZUser = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role_id: z.number(),
  status: z.number(),
  time_zone: z.string().nullable(),
  account_id: z.number().nullable(),
  dealer_id: z.number().nullable(),
  created_by: z.number().nullable(),
  created_at: ZTimestamp,
  default_links: z.record(z.string(), z.boolean()),
  company_name: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

const ZTimeZone = z
  .string()
  .max(64)
  .refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC", {
    error: "Unknown time zone.",
  })
  .nullable();

export const ZCreateUserRequest = UserCreateSchema.extend({
  account_id: ZId.optional(),
  dealer_id: ZId.optional(),
  time_zone: ZTimeZone.optional(),
  /** Optional: without it the user sets a password through the reset e-mail. */
  password: z.string().optional(),
});
export const ZUpdateUserRequest = UserUpdateSchema.extend({
  status: ZStatus,
  time_zone: ZTimeZone,
  default_links: z.record(z.string(), z.boolean()),
  role_id: z.coerce.number().int().min(1).max(7),
})
  .partial()
  .extend({ id: ZId });

export const ZCustomLinkInput = z.object({
  title: z.string().trim().min(1, { error: "This field is required." }).max(60),
  subtitle: z.string().trim().max(120).nullable().optional(),
  icon: z.string().trim().max(40).nullable().optional(),
  link: z.string().trim().min(1, { error: "This field is required." }).max(500),
});
export const ZUpdateCustomLinkRequest = ZCustomLinkInput.partial().extend({ id: ZId });
