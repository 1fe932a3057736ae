import { z } from "zod";
import { PasswordSchema, UserCreateSchema, UserUpdateSchema } from "../validation.js";
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

/** A user as the API shows it (panel.md §3). Never holds the password hash. */
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

/** An IANA time zone, or null for "automatic" (panel.md §3). */
const ZTimeZone = z
  .string({ error: "Unknown time zone." })
  .max(64, { error: "Unknown time zone." })
  .refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC", {
    error: "Unknown time zone.",
  })
  .nullable();

const ZDefaultLinks = z.record(z.string().max(40), z.boolean(), {
  error: "default_links must map link keys to true or false.",
});

/**
 * POST /users (panel.md §5): username, names, email, phone and role_id by the shared rules; the user
 * belongs to an account or a dealer. Without a password the user sets one through forgot-password.
 */
export const ZCreateUserRequest = UserCreateSchema.extend({
  account_id: ZId.optional(),
  dealer_id: ZId.optional(),
  time_zone: ZTimeZone.optional(),
  default_links: ZDefaultLinks.optional(),
  password: PasswordSchema.optional(),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** PATCH /users/{id}: changed fields only; role_id needs user.a, the own profile needs no user.u. */
export const ZUpdateUserRequest = UserUpdateSchema.extend({
  status: ZStatus,
  time_zone: ZTimeZone,
  default_links: ZDefaultLinks,
  role_id: z.coerce
    .number({ error: "role_id must be a role id from 1 to 7." })
    .int({ error: "role_id must be a role id from 1 to 7." })
    .min(1, { error: "role_id must be a role id from 1 to 7." })
    .max(7, { error: "role_id must be a role id from 1 to 7." }),
})
  .partial()
  .extend({ id: ZId });
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZCustomLinkInput = z.object({
  title: z
    .string({ error: "This field is required." })
    .trim()
    .min(1, { error: "This field is required." })
    .max(60),
  subtitle: z.string().trim().max(120).nullable().optional(),
  icon: z.string().trim().max(40).nullable().optional(),
  link: z
    .string({ error: "This field is required." })
    .trim()
    .min(1, { error: "This field is required." })
    .max(500),
});
export const ZCreateCustomLinkRequest = ZCustomLinkInput;
export const ZUpdateCustomLinkRequest = ZCustomLinkInput.partial().extend({ id: ZId });
export type TCustomLinkInput = z.infer<typeof ZCustomLinkInput>;
export type TUpdateCustomLinkRequest = z.infer<typeof ZUpdateCustomLinkRequest>;
