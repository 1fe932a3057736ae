import { z } from "zod";
import { PasswordSchema } from "../validation.js";
import { TEXT_MAX } from "../bounds.js";
import { ZId, ZTimestamp } from "./common.js";

/**
 * One's own sign-in (docs/decisions/140-password-checks-count-as-sign-ins.md to 143): the password,
 * two-factor sign-in with an authenticator app, recovery codes and the sessions. Every message the
 * Security section and these endpoints show.
 */
export const SECURITY_MESSAGES = {
  ownOnly: "You can only change your own sign-in settings.",
  passwordRequired: "Enter your current password.",
  passwordWrong: "The current password is not correct.",
  passwordsMustMatch: "Passwords must match",
  passwordChanged: "Your password is changed. Your other sessions are signed out.",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeWrong: "That code is not correct. Enter the current code from your authenticator app.",
  signInCodeWrong:
    "That code is not correct. Enter the current code from your app, or one of your recovery codes.",
  setupMissing: "Start the set-up again: scan the new QR code, then enter its code.",
  alreadyOn: "Two-factor sign-in is already on.",
  notOn: "Two-factor sign-in is not on.",
  requiredByCompany:
    "Your company requires two-factor sign-in for its admins: it cannot be turned off. You can make new recovery codes instead.",
  twoFactorOn: "Two-factor sign-in is on. Keep your recovery codes somewhere safe.",
  twoFactorOff: "Two-factor sign-in is off.",
  newRecoveryCodes: "New recovery codes made: the old ones no longer work.",
  challengeExpired: "Your sign-in took too long. Enter your username and password again.",
  sessionNotFound: "You have no such session. It may have ended already.",
  sessionSignedOut: "That session is signed out.",
  otherSessionsSignedOut: "Your other sessions are signed out.",
} as const;

/** The code of an authenticator app (6 digits) or a recovery code (10 letters and digits, a dash allowed). */
export const ZSecondFactorCode = z
  .string({ error: SECURITY_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: SECURITY_MESSAGES.codeRequired })
  .max(40, { error: SECURITY_MESSAGES.signInCodeWrong });

const ZCurrentPassword = z
  .string({ error: SECURITY_MESSAGES.passwordRequired })
  .min(1, { error: SECURITY_MESSAGES.passwordRequired })
  .max(TEXT_MAX.password, { error: SECURITY_MESSAGES.passwordWrong });

/** POST /users/{id}/password: one's own, with the current one; the other sessions end. */
export const ZChangePasswordRequest = z
  .object({
    id: ZId,
    current_password: ZCurrentPassword,
    password: PasswordSchema,
    confirm_password: z.string().max(TEXT_MAX.password).optional(),
  })
  .refine((body) => body.confirm_password === undefined || body.confirm_password === body.password, {
    error: SECURITY_MESSAGES.passwordsMustMatch,
    path: ["confirm_password"],
  });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** A change of one's own sign-in that needs the current password (turn two-factor on or off, new codes). */
export const ZPasswordConfirmedRequest = z.object({ id: ZId, current_password: ZCurrentPassword });
export type TPasswordConfirmedRequest = z.infer<typeof ZPasswordConfirmedRequest>;

/** POST /users/{id}/two-factor/confirm: the first code of the app just set up. */
export const ZConfirmTwoFactorRequest = z.object({
  id: ZId,
  code: z
    .string({ error: SECURITY_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: SECURITY_MESSAGES.codeRequired })
    .max(40, { error: SECURITY_MESSAGES.codeWrong }),
});

/** What an authenticator app needs: the secret (typed by hand), its otpauth:// address and a QR code of it (SVG). */
export const ZTwoFactorSetup = z.object({
  secret: z.string(),
  uri: z.string(),
  qr_svg: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** Recovery codes, shown once: the server keeps only their hashes. */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** GET /users/{id}/security: one's own two-factor state and when the password last changed. */
export const ZSecurityStatus = z.object({
  two_factor: z.boolean(),
  two_factor_since: ZTimestamp.nullable(),
  recovery_codes_left: z.number(),
  /** The user's company requires two-factor sign-in of its admins, and the user is one. */
  two_factor_required: z.boolean(),
  password_changed_at: ZTimestamp.nullable(),
});
export type TSecurityStatus = z.infer<typeof ZSecurityStatus>;

/** One of one's own sessions: the device named from its browser's user agent. */
export const ZUserSession = z.object({
  /** A public handle of the session (never its cookie, nor the hash the database keys it by). */
  id: z.string(),
  /** "Chrome on macOS", "Safari on iPhone", or "Unknown device". */
  device: z.string(),
  kind: z.enum(["desktop", "mobile", "tablet", "unknown"]),
  signed_in_at: ZTimestamp,
  last_seen_at: ZTimestamp,
  /** The session of the request that asks. */
  current: z.boolean(),
});
export type TUserSession = z.infer<typeof ZUserSession>;

export const ZSessionRequest = z.object({
  id: ZId,
  session_id: z.coerce
    .string({ error: SECURITY_MESSAGES.sessionNotFound })
    .min(1, { error: SECURITY_MESSAGES.sessionNotFound })
    .max(64, { error: SECURITY_MESSAGES.sessionNotFound }),
});

export const ZSignedOut = z.object({ signed_out: z.number() });

/** What POST /api/login answers instead of the agent when a second step follows the password. */
export type TwoFactorStep = { two_factor: "code" } | { two_factor: "enroll" };

/** A company's rule that its admins use two-factor sign-in, and how many of them do. */
export const ZTwoFactorRule = z.object({
  require_admin_two_factor: z.boolean(),
  admins: z.number(),
  admins_with_two_factor: z.number(),
});
export type TTwoFactorRule = z.infer<typeof ZTwoFactorRule>;

export const ZSetTwoFactorRuleRequest = z.object({
  id: ZId,
  require_admin_two_factor: z.boolean({ error: "require_admin_two_factor must be true or false." }),
});
