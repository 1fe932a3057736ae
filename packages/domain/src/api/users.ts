import { z } from "zod";
import { PasswordSchema, ResetPasswordSchema, UserCreateSchema, UserUpdateSchema } from "../validation.js";
import { ZId, ZStatus, ZTimestamp } from "./common.js";
import { TEXT_MAX } from "../bounds.js";
import { TOO_MANY_ENTRIES, withFewEntries } from "../limits.js";

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

/** A user as the API shows it (docs/api.md). Never holds the password hash. */
export const ZUser = z.object({
  id: z.number(),
  username: z.string(),
  /** The confirmed address; null until the link mailed to a new user's address is opened (decision 088). */
  email: z.string().nullable(),
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
  /**
   * The address of the open (unexpired, unconfirmed) e-mail request, else null: where a confirmation
   * link went (decisions 086, 088). A taken address is recorded the same way, without a usable link,
   * so this never tells whether an address belongs to an account.
   */
  pending_email: z.string().nullable(),
});
export type TUser = z.infer<typeof ZUser>;

/** An IANA time zone, or null for "automatic". */
const ZTimeZone = z
  .string({ error: "Unknown time zone." })
  .max(64, { error: "Unknown time zone." })
  .refine((zone) => Intl.supportedValuesOf("timeZone").includes(zone) || zone === "UTC", {
    error: "Unknown time zone.",
  })
  .nullable();

const ZDefaultLinks = z
  .record(z.string().max(40), z.boolean(), {
    error: "default_links must map link keys to true or false.",
  })
  .refine(withFewEntries, { error: TOO_MANY_ENTRIES });

/**
 * POST /users (docs/api.md): username, names, email, phone and role_id by the shared rules; the user
 * belongs to an account or a dealer. Without role_id the side's default (4 for a dealer, 3 for an
 * account; decision 156). Without a password the welcome e-mail's link sets one (decision 159).
 */
export const ZCreateUserRequest = UserCreateSchema.extend({
  role_id: UserCreateSchema.shape.role_id.optional(),
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
  .extend({
    id: ZId,
    /** Needed to change one's own e-mail address. */
    current_password: z.string().max(TEXT_MAX.password).optional(),
  });
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
    .max(500)
    // A panel path, a host ("example.com/x") or an http(s) address: no javascript: or data: links.
    .refine((link) => !/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(link) || /^https?:\/\//i.test(link), {
      error: "A link must be a panel path or an http or https address.",
    }),
});
export const ZCreateCustomLinkRequest = ZCustomLinkInput;
export const ZUpdateCustomLinkRequest = ZCustomLinkInput.partial().extend({ id: ZId });
export type TCustomLinkInput = z.infer<typeof ZCustomLinkInput>;
export type TUpdateCustomLinkRequest = z.infer<typeof ZUpdateCustomLinkRequest>;

/** The e-mail change (decision 086): who may, and what each answer says. */
export const EMAIL_CHANGE_MESSAGES = {
  outranked: "You can change the e-mail address only of users whose role is below yours.",
  passwordRequired: "Enter your current password to change your e-mail address.",
  passwordWrong: "The current password is not correct.",
  linkInvalid: "This confirmation link is invalid or has expired.",
  addressTaken: "This e-mail address is already in use: the change was not made.",
  confirmed: "Your e-mail address has been changed.",
  /** A new user's first address (decision 088). */
  confirmedNewAccount: "Your e-mail address has been confirmed.",
} as const;

/** What the panel shows after asking for a new address: the same whether or not it is taken. */
export const emailChangeSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. The address changes when the link is opened.`;

/** POST /confirm-email: the token from the link sent to the new address. */
export const ZConfirmEmailRequest = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_MESSAGES.linkInvalid })
    .min(1, { error: EMAIL_CHANGE_MESSAGES.linkInvalid })
    .max(TEXT_MAX.token, { error: EMAIL_CHANGE_MESSAGES.linkInvalid }),
});
/**
 * What confirming did: `new_account` when the address is the user's first (a user created by an
 * administrator, decision 088), else a change of address (decision 086).
 */
export const ZConfirmEmailResult = z.object({
  email: z.string(),
  message: z.string(),
  new_account: z.boolean(),
});

/** POST /accept-invitation (decision 159): the welcome e-mail's token and the new password, twice. */
export const ZAcceptInvitationRequest = z
  .object({
    token: z
      .string({ error: EMAIL_CHANGE_MESSAGES.linkInvalid })
      .min(1, { error: EMAIL_CHANGE_MESSAGES.linkInvalid })
      .max(TEXT_MAX.token, { error: EMAIL_CHANGE_MESSAGES.linkInvalid }),
    password: PasswordSchema,
    confirmPassword: ResetPasswordSchema.shape.confirmPassword,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: "Passwords must match",
    path: ["confirmPassword"],
  });
export const ZAcceptInvitationResult = z.object({
  email: z.string(),
  username: z.string(),
  message: z.string(),
});
export const INVITATION_MESSAGES = {
  accepted: "Your password is set and your e-mail address confirmed. Sign in to continue.",
} as const;

/**
 * What the panel shows after creating a user: the same whether or not the address is taken. The
 * user gets the address once the link mailed to it is opened (decision 088).
 */
export const newUserLinkSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. The address becomes the user's when the link is opened.`;
