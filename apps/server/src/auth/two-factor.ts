// Two-factor sign-in with an authenticator app (docs/decisions/141-two-factor-sign-in.md): TOTP of
// RFC 6238 through @oslojs/otp (30-second steps, 6 digits, SHA-1: what every authenticator app
// reads from an otpauth:// address), and one-time recovery codes kept as SHA-256 hashes.
import { createTOTPKeyURI, verifyHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";
import { ROLE } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { hashToken } from "./tokens.js";
import { openSealed } from "./totp-secrets.js";

type Db = PrismaClient | Prisma.TransactionClient;

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** The issuer an authenticator app shows above the code. */
export const TOTP_ISSUER = "Screens Panel";
/** Codes of the step before and after count too: a phone's clock may be off by up to 30 seconds. */
const STEP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32UpperCaseNoPadding(bytes);
}

export function totpKey(secret: string): Uint8Array {
  return decodeBase32IgnorePadding(secret);
}

/** The otpauth:// address an app scans: the issuer, the user's name, the secret. */
export function totpUri(secret: string, accountName: string): string {
  return createTOTPKeyURI(TOTP_ISSUER, accountName, totpKey(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

export function currentStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** A code as typed: digits only, spaces and dashes dropped ("123 456" is 123456). */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

export function looksLikeTotp(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeCode(code));
}

/**
 * The time step `code` is the code of (this step, or one either side), never one at or before
 * `lastStep`: a code already used does not sign in again. Null: no match.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const typed = normalizeCode(code);
  if (!looksLikeTotp(typed)) return null;
  const key = totpKey(secret);
  const step = currentStep(now);
  for (let candidate = step - STEP_WINDOW; candidate <= step + STEP_WINDOW; candidate++) {
    if (lastStep !== null && candidate <= lastStep) continue;
    if (verifyHOTP(key, BigInt(candidate), TOTP_DIGITS, typed)) return candidate;
  }
  return null;
}

/**
 * Spends a step of the user's app: true when `step` is after the last one used (one statement, so
 * two requests with the same code cannot both pass).
 */
export async function spendTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const { count } = await db.userTotp.updateMany({
    where: { user_id: userId, OR: [{ last_step: null }, { last_step: { lt: step } }] },
    data: { last_step: step },
  });
  return count === 1;
}

/** Ten new recovery codes ("abcde-fghij", 50 bits each) and their hashes. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i++) {
    const bytes = new Uint8Array(7);
    crypto.getRandomValues(bytes);
    const text = encodeBase32UpperCaseNoPadding(bytes).slice(0, 10).toLowerCase();
    codes.push(`${text.slice(0, 5)}-${text.slice(5)}`);
  }
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** What the database keeps of a recovery code: the SHA-256 of its letters (50 random bits: no slow hash needed). */
export function recoveryCodeHash(code: string): string {
  return hashToken(`recovery:${normalizeCode(code)}`);
}

/** Replaces the user's recovery codes with new ones; answers the codes (shown once). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await db.recoveryCode.deleteMany({ where: { user_id: userId } });
  await db.recoveryCode.createMany({ data: hashes.map((code_hash) => ({ user_id: userId, code_hash })) });
  return codes;
}

/** Spends a recovery code: true once per code (one statement: two requests cannot both spend it). */
export async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const { count } = await db.recoveryCode.updateMany({
    where: { user_id: userId, code_hash: recoveryCodeHash(code), used_at: null },
    data: { used_at: new Date() },
  });
  return count > 0;
}

/** The user's app, if two-factor sign-in is on. */
export async function confirmedTotp(db: Db, userId: number) {
  return db.userTotp.findFirst({ where: { user_id: userId, confirmed_at: { not: null } } });
}

/**
 * A second-factor code at sign-in: a code of the user's app, else one of their unused recovery
 * codes. Answers which one worked, or null.
 */
export async function verifySecondFactor(
  prisma: PrismaClient,
  userId: number,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const totp = await confirmedTotp(prisma, userId);
  if (!totp) return null;
  if (looksLikeTotp(code)) {
    const step = matchTotp(openSealed(totp.secret), code, totp.last_step);
    return step !== null && (await spendTotpStep(prisma, userId, step)) ? "totp" : null;
  }
  return (await spendRecoveryCode(prisma, userId, code)) ? "recovery" : null;
}

/** Admin roles a company's rule can require two-factor sign-in of: 1 and 2 for the manufacturer, 4 for a dealer. */
export function isAdminRole(roleId: number): boolean {
  return roleId === ROLE.SUPER_ADMIN || roleId === ROLE.MANUFACTURER_ADMIN || roleId === ROLE.DEALER_ADMIN;
}

/** Whether the user's company requires two-factor sign-in of them (an admin of an account or dealer with the rule on). */
export async function twoFactorRequired(db: Db, userId: number): Promise<boolean> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      role_id: true,
      account: { select: { require_admin_two_factor: true } },
      dealer: { select: { require_admin_two_factor: true } },
    },
  });
  if (!user || !isAdminRole(user.role_id)) return false;
  return Boolean(user.account?.require_admin_two_factor || user.dealer?.require_admin_two_factor);
}
