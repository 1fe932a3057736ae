// One's own sign-in: the password, two-factor sign-in and the sessions (decisions 140 to 143).
// Only the user themselves changes these, each change of a secret behind the current password,
// checked as a sign-in is (auth/credential-checks.ts).
import Bowser from "bowser";
import { SECURITY_MESSAGES, type Agent, type TSecurityStatus, type TUserSession } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { conflict, forbidden, notFound } from "../http/errors.js";
import { assertOwnPassword, type CheckContext } from "../auth/credential-checks.js";
import { hashPassword } from "../auth/password.js";
import { cancelPasswordResets } from "../auth/password-reset.js";
import { hashToken } from "../auth/tokens.js";
import { confirmedTotp, replaceRecoveryCodes, twoFactorRequired } from "../auth/two-factor.js";
import { confirmTwoFactor, startTwoFactorSetup } from "../auth/two-factor-setup.js";
import { iso } from "./convert.js";
import { recordOwnSignInChange } from "../auth/sign-in-audit.js";

/** These settings are one's own: an admin manages other users, never their sign-in. */
export function assertSelf(agent: Agent, userId: number): void {
  if (agent.id !== userId) throw forbidden(SECURITY_MESSAGES.ownOnly);
}

/** GET /users/{id}/security. */
export async function securityStatus(
  prisma: PrismaClient,
  agent: Agent,
  userId: number,
): Promise<TSecurityStatus> {
  assertSelf(agent, userId);
  const [totp, left, required, user] = await Promise.all([
    confirmedTotp(prisma, userId),
    prisma.recoveryCode.count({ where: { user_id: userId, used_at: null } }),
    twoFactorRequired(prisma, userId),
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { credentials_changed_at: true } }),
  ]);
  return {
    two_factor: totp !== null,
    two_factor_since: totp?.confirmed_at ? iso(totp.confirmed_at) : null,
    recovery_codes_left: totp ? left : 0,
    two_factor_required: required,
    password_changed_at: user.credentials_changed_at ? iso(user.credentials_changed_at) : null,
  };
}

/** The agent's own current password, checked as a sign-in (decision 140); a wrong one is refused at its field. */
function assertCurrentPassword(checks: CheckContext, agent: Agent, currentPassword: string) {
  return assertOwnPassword(
    checks,
    agent.id,
    currentPassword,
    `current_password: ${SECURITY_MESSAGES.passwordWrong}`,
  );
}

/** 409 unless the user's two-factor sign-in is on (its authenticator app confirmed). */
async function assertTwoFactorOn(prisma: CheckContext["prisma"], userId: number) {
  if (!(await confirmedTotp(prisma, userId))) throw conflict(SECURITY_MESSAGES.notOn);
}

/**
 * POST /users/{id}/password: the current password (checked as a sign-in, decision 140), then the
 * new one; every other session of the user ends (decision 143), this one stays. Open reset links die.
 */
export async function changePassword(
  checks: CheckContext,
  agent: Agent,
  input: { id: number; current_password: string; password: string },
  currentSessionToken: string | null,
): Promise<{ signed_out: number }> {
  assertSelf(agent, input.id);
  const { prisma } = checks;
  await assertCurrentPassword(checks, agent, input.current_password);
  const passwordHash = await hashPassword(input.password);
  const keep = currentSessionToken ? hashToken(currentSessionToken) : null;
  const ended = await prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: agent.id },
      data: { password_hash: passwordHash, credentials_changed_at: new Date() },
      select: { id: true },
    });
    const sessions = await tx.session.deleteMany({
      where: { user_id: agent.id, ...(keep ? { id: { not: keep } } : {}) },
    });
    await tx.loginChallenge.deleteMany({ where: { user_id: agent.id } });
    await cancelPasswordResets(tx, agent.id);
    // Named without a value, like every secret in the log (decision 191).
    await recordOwnSignInChange(tx, agent.id, "password_changed", {
      changes: [{ field: "password_hash", from: null, to: null }],
    });
    return sessions;
  });
  return { signed_out: ended.count };
}

/** POST /users/{id}/two-factor: with the current password (a stolen session cannot put its own app on the account). */
export async function startOwnTwoFactor(
  checks: CheckContext,
  agent: Agent,
  input: { id: number; current_password: string },
) {
  assertSelf(agent, input.id);
  await assertCurrentPassword(checks, agent, input.current_password);
  return startTwoFactorSetup(checks.prisma, agent.id);
}

/** POST /users/{id}/two-factor/confirm. */
export async function confirmOwnTwoFactor(
  checks: CheckContext,
  agent: Agent,
  input: { id: number; code: string },
) {
  assertSelf(agent, input.id);
  return { recovery_codes: await confirmTwoFactor(checks, agent.id, input.code) };
}

/** DELETE /users/{id}/two-factor: with the current password; never when the company requires it. */
export async function disableOwnTwoFactor(
  checks: CheckContext,
  agent: Agent,
  input: { id: number; current_password: string },
) {
  assertSelf(agent, input.id);
  const { prisma } = checks;
  await assertTwoFactorOn(prisma, agent.id);
  if (await twoFactorRequired(prisma, agent.id)) throw forbidden(SECURITY_MESSAGES.requiredByCompany);
  await assertCurrentPassword(checks, agent, input.current_password);
  await prisma.$transaction(async (tx) => {
    await tx.userTotp.deleteMany({ where: { user_id: agent.id } });
    await tx.recoveryCode.deleteMany({ where: { user_id: agent.id } });
    await recordOwnSignInChange(tx, agent.id, "two_factor_off");
  });
  return securityStatus(prisma, agent, agent.id);
}

/** POST /users/{id}/recovery-codes: ten new codes (shown once), the old ones void; with the current password. */
export async function newOwnRecoveryCodes(
  checks: CheckContext,
  agent: Agent,
  input: { id: number; current_password: string },
) {
  assertSelf(agent, input.id);
  const { prisma } = checks;
  await assertTwoFactorOn(prisma, agent.id);
  await assertCurrentPassword(checks, agent, input.current_password);
  return {
    recovery_codes: await prisma.$transaction(async (tx) => {
      const codes = await replaceRecoveryCodes(tx, agent.id);
      await recordOwnSignInChange(tx, agent.id, "recovery_codes_renewed");
      return codes;
    }),
  };
}

/** The handle a session is known by outside the database: neither its cookie nor its key. */
export function sessionHandle(sessionId: string): string {
  return hashToken(`session-handle:${sessionId}`).slice(0, 24);
}

/** "Chrome on macOS", "Safari on iPhone"; what kind of device. */
export function describeDevice(userAgent: string | null): { device: string; kind: TUserSession["kind"] } {
  if (!userAgent) return { device: "Unknown device", kind: "unknown" };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const model = parsed.platform.model;
  const system = model && /^(iPhone|iPad)$/.test(model) ? model : parsed.os.name;
  const type = parsed.platform.type;
  const kind = type === "mobile" || type === "tablet" || type === "desktop" ? type : "unknown";
  if (!browser && !system) return { device: "Unknown device", kind };
  if (!browser) return { device: system ?? "Unknown device", kind };
  return { device: system ? `${browser} on ${system}` : browser, kind };
}

/** GET /users/{id}/sessions: one's own live sessions, the one asking first, then by last request. */
export async function listOwnSessions(
  prisma: PrismaClient,
  agent: Agent,
  userId: number,
  currentSessionToken: string | null,
): Promise<TUserSession[]> {
  assertSelf(agent, userId);
  const current = currentSessionToken ? hashToken(currentSessionToken) : null;
  const rows = await prisma.session.findMany({
    where: { user_id: userId, expires_at: { gt: new Date() } },
    select: { id: true, user_agent: true, created_at: true, last_seen_at: true },
    orderBy: [{ last_seen_at: "desc" }, { created_at: "desc" }],
  });
  return rows
    .map((row) => ({
      id: sessionHandle(row.id),
      ...describeDevice(row.user_agent),
      signed_in_at: iso(row.created_at),
      last_seen_at: iso(row.last_seen_at),
      current: row.id === current,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** DELETE /users/{id}/sessions/{session_id}: signs out one of one's own sessions (another user's: 404). */
export async function signOutOwnSession(
  prisma: PrismaClient,
  agent: Agent,
  input: { id: number; session_id: string },
): Promise<{ signed_out: number }> {
  assertSelf(agent, input.id);
  const sessions = await prisma.session.findMany({ where: { user_id: agent.id }, select: { id: true } });
  const target = sessions.find((session) => sessionHandle(session.id) === input.session_id);
  if (!target) throw notFound(SECURITY_MESSAGES.sessionNotFound);
  const { count } = await prisma.session.deleteMany({ where: { id: target.id, user_id: agent.id } });
  return { signed_out: count };
}

/** DELETE /users/{id}/sessions: signs out every session of one's own but the one asking. */
export async function signOutOtherSessions(
  prisma: PrismaClient,
  agent: Agent,
  userId: number,
  currentSessionToken: string | null,
): Promise<{ signed_out: number }> {
  assertSelf(agent, userId);
  const keep = currentSessionToken ? hashToken(currentSessionToken) : null;
  const { count } = await prisma.session.deleteMany({
    where: { user_id: agent.id, ...(keep ? { id: { not: keep } } : {}) },
  });
  return { signed_out: count };
}
