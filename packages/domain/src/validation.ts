// `@screens/domain/validation`: loads zod (form and API input schemas, with limits.ts and
// api/common.ts). No price book.
import { z } from "zod";
import { ZStatus } from "./api/common.js";
import { TEXT_MAX } from "./bounds.js";
import { zText, zWebsite } from "./limits.js";
import { RECORD_STATUS } from "./status.js";

/** The form rules with their messages (product rule R20). Shared by the server and the web forms. */
export const REQUIRED = "This field is required.";

export const COUNTRIES = ["Canada", "USA", "Mexico", "Cayman Islands", "Puerto Rico", "Bahamas"] as const;
export type Country = (typeof COUNTRIES)[number];

/** Optional country code, optional area code (in parentheses or not), then a 6 to 8 digit body. */
export const PHONE_PATTERN =
  /^(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?|\d{1,4}[\s.-])?\d{3,4}[\s.-]?\d{3,4}$/;
const PASSWORD_SPECIALS = /[@$!%*?&#]/;

/** Required text with its form's message, bounded (limits.ts; `max` defaults to a line of text). */
const requiredString = (message: string, max: number = TEXT_MAX.line) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: `Text can be at most ${max} characters.` });

export const EmailSchema = requiredString("Email is required.", TEXT_MAX.email).pipe(
  z.email({ error: "Invalid email address." }),
);

export const PhoneSchema = requiredString("Phone number is required.", TEXT_MAX.phone).regex(PHONE_PATTERN, {
  error: "Phone number is not valid.",
});

export const UsernameSchema = z
  .string({ error: "Username is required." })
  .trim()
  .toLowerCase()
  .min(1, { error: "Username is required.", abort: true })
  .min(3, { error: "Username must be at least 3 characters long" })
  .max(20, { error: "Username must be at most 20 characters long" })
  .regex(/^[a-z0-9_]+$/, { error: "Username can only contain letters, numbers, and underscores." });

/**
 * A person's name (decision 130): letters of any script, each with its combining marks, spaces,
 * hyphens, apostrophes (' and ’) and periods; at least one letter, the first character a letter or
 * an apostrophe (never a CSV formula's = + - @), a mark only after a letter. Digits, other symbols
 * and emoji stay refused with the name's message.
 */
export const NAME_PATTERN = /^(?=[^\p{L}]*\p{L})(?=[\p{L}'’])(?:\p{L}\p{M}*|[ '’.-])+$/u;

/**
 * First and last names of users and customers. Trimmed, then composed (NFC: "é" typed as e and an
 * accent is one character, stored and searched as the same text as a typed "é"), then counted.
 */
export const NameSchema = z
  .string({ error: "Name is required." })
  .trim()
  .normalize("NFC")
  .min(1, { error: "Name is required.", abort: true })
  .min(2, { error: "Name must be at least 2 characters long" })
  .max(50, { error: "Name must be at most 50 characters long" })
  .regex(NAME_PATTERN, { error: "Name can only contain letters and spaces." });

export const PasswordSchema = z
  .string({ error: "Password is required." })
  .min(1, { error: "Password is required.", abort: true })
  .min(8, { error: "Password must be at least 8 characters long" })
  .max(TEXT_MAX.password, { error: `Password can be at most ${TEXT_MAX.password} characters.` })
  .regex(/[A-Z]/, { error: "Password must contain at least one uppercase letter" })
  .regex(/[a-z]/, { error: "Password must contain at least one lowercase letter" })
  .regex(/[0-9]/, { error: "Password must contain at least one number" })
  .regex(PASSWORD_SPECIALS, { error: "Password must contain at least one special character" });

export const LoginSchema = z.object({
  username: z
    .string({ error: "Username is required." })
    .trim()
    .toLowerCase()
    .min(1, { error: "Username is required.", abort: true })
    .max(TEXT_MAX.login, { error: `Username can be at most ${TEXT_MAX.login} characters.` }),
  password: z
    .string({ error: "Password is required." })
    .min(1, { error: "Password is required.", abort: true })
    .max(TEXT_MAX.password, { error: `Password can be at most ${TEXT_MAX.password} characters.` }),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z
      .string({ error: "Confirm Password is required" })
      .min(1, { error: "Confirm Password is required", abort: true })
      .max(TEXT_MAX.password, { error: `Password can be at most ${TEXT_MAX.password} characters.` }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: "Passwords must match",
    path: ["confirmPassword"],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

const optionalText = zText(TEXT_MAX.line).optional().nullable();

const addressFields = {
  address_1: requiredString("Address 1 is required"),
  address_2: optionalText,
  city: requiredString("City is required"),
  state: requiredString("State is required"),
  zip_code: requiredString("Zip code is required", TEXT_MAX.zipCode),
  country: requiredString("Country is required"),
};

export const UserUpdateSchema = z.object({
  username: UsernameSchema,
  first_name: NameSchema,
  last_name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
});
export const UserCreateSchema = UserUpdateSchema.extend({
  role_id: z.coerce
    .number({ error: REQUIRED })
    .int({ error: REQUIRED })
    .min(1, { error: REQUIRED, abort: true })
    .max(7, {
      error: REQUIRED,
    }),
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

/** The own profile form: the current password is asked for only to change one's e-mail (decision 086). */
export const OwnProfileSchema = UserUpdateSchema.extend({
  current_password: z.string().max(TEXT_MAX.password).optional(),
});

export const CustomerSchema = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  notes: zText(TEXT_MAX.notes, "Notes").optional().nullable(),
  ...addressFields,
});
export type CustomerInput = z.infer<typeof CustomerSchema>;

export const DealerSchema = z.object({
  company_name: requiredString("Company name is required", TEXT_MAX.companyName),
  // Required: a cleared field ("") is an error, not the 0 that coercion would make of it. Left out
  // entirely (API create), a new dealer gets the default 0.
  discount: z
    .preprocess(
      (value) => (value === null || (typeof value === "string" && value.trim() === "") ? Number.NaN : value),
      z.coerce
        .number({ error: "Discount is required" })
        .min(0, { error: "Discount cannot be negative" })
        .max(100, { error: "Discount cannot exceed 100%" }),
    )
    .default(0),
  website: zWebsite("Invalid URL format").optional().nullable().or(z.literal("")),
  email: EmailSchema,
  phone: PhoneSchema,
  can_create_dealers: z.boolean().default(false),
  ...addressFields,
});
export type DealerInput = z.infer<typeof DealerSchema>;

export const AccountEditSchema = z.object({
  company_name: requiredString("A company name must be entered", TEXT_MAX.companyName),
  email: requiredString("An email must be entered", TEXT_MAX.email).pipe(
    z.email({ error: "Invalid email format" }),
  ),
  phone: requiredString("A phone number must be entered", TEXT_MAX.phone),
  discount: z.coerce
    .number({ error: "Discount cannot be negative" })
    .min(0, { error: "Discount cannot be negative" })
    .max(100, { error: "Discount cannot exceed 100%" })
    .default(0),
});
export type AccountEditInput = z.infer<typeof AccountEditSchema>;

/** The fuller account schema, used by account creation. */
export const AccountSchema = AccountEditSchema.extend({
  address_1: requiredString("An address must be entered"),
  address_2: optionalText,
  city: requiredString("A city must be entered"),
  state: requiredString("A state must be entered"),
  country: requiredString("A country must be entered"),
  zip_code: requiredString("A zip code must be entered", TEXT_MAX.zipCode),
  website: zWebsite("Invalid website URL format").optional().nullable().or(z.literal("")),
  status: ZStatus.default(RECORD_STATUS.ACTIVE),
});
export type AccountInput = z.infer<typeof AccountSchema>;

export const QuoteDetailsSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, { error: "Title is required", abort: true })
    .min(3, { error: "Title must be at least 3 characters" })
    .max(TEXT_MAX.line, { error: `Title can be at most ${TEXT_MAX.line} characters.` }),
  notes: z.string().max(TEXT_MAX.notes).optional().nullable(),
  shipping_address: z.string().max(TEXT_MAX.shippingAddress).optional().nullable(),
  start_with: z.string().max(TEXT_MAX.line).optional().nullable(),
});
export type QuoteDetailsInput = z.infer<typeof QuoteDetailsSchema>;

/** Notes and shipping info are one stored text separated by this marker. */
export const SHIPPING_MARKER = "Shipping Info:";

export function joinNotes(notes: string | null | undefined, shipping: string | null | undefined): string {
  const n = (notes ?? "").trim();
  const s = (shipping ?? "").trim();
  if (!s) return n;
  return n ? `${n}\n\n${SHIPPING_MARKER}\n${s}` : `${SHIPPING_MARKER}\n${s}`;
}

export function splitNotes(stored: string | null | undefined): { notes: string; shipping_address: string } {
  const text = stored ?? "";
  const at = text.indexOf(SHIPPING_MARKER);
  if (at < 0) return { notes: text.trim(), shipping_address: "" };
  return {
    notes: text.slice(0, at).trim(),
    shipping_address: text.slice(at + SHIPPING_MARKER.length).trim(),
  };
}
