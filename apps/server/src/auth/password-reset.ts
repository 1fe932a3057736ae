import type { Prisma, PrismaClient } from "../db/client.js";
import { enqueueEmail } from "../mail/queue.js";
import { passwordResetEmail } from "../mail/emails.js";
import { generateSecretToken, hashToken } from "./tokens.js";

/** Reset keys expire after one hour and work once. */
export const RESET_KEY_LIFETIME_MS = 60 * 60 * 1000;

/** Makes a new key for the user; returns the plain key (only its hash is stored). */
export async function createPasswordReset(prisma: PrismaClient, userId: number): Promise<string> {
  const key = generateSecretToken();
  await prisma.passwordResetToken.create({
    data: { id: hashToken(key), user_id: userId, expires_at: new Date(Date.now() + RESET_KEY_LIFETIME_MS) },
  });
  return key;
}

/**
 * Makes a key and queues the e-mail with its link (`{origin}/reset-password/{key}`), both or neither.
 * The queue's worker sends it at once (woken at commit) and retries within the key's hour.
 */
export async function queuePasswordResetEmail(
  prisma: PrismaClient,
  user: { id: number; email: string; first_name: string },
  origin: string,
): Promise<void> {
  const key = generateSecretToken();
  const email = await passwordResetEmail({
    firstName: user.first_name,
    link: `${origin}/reset-password/${key}`,
  });
  await prisma.$transaction(async (tx) => {
    await tx.passwordResetToken.create({
      data: {
        id: hashToken(key),
        user_id: user.id,
        expires_at: new Date(Date.now() + RESET_KEY_LIFETIME_MS),
      },
    });
    await enqueueEmail(tx, { kind: "password_reset", to: user.email, ...email });
  });
}

/**
 * The user of a key that is still good (known, unused, unexpired), or null. A cheap read: the
 * password is hashed only after it, so a made-up key never costs an argon2 run.
 */
export async function liveResetKeyUser(prisma: PrismaClient, key: string): Promise<number | null> {
  const token = await prisma.passwordResetToken.findFirst({
    where: { id: hashToken(key), used_at: null, expires_at: { gt: new Date() } },
    select: { user_id: true },
  });
  return token?.user_id ?? null;
}

/**
 * Spends the key and sets the password already hashed, in one transaction: false (and nothing
 * written) for an unknown, used or expired key. If the write fails the key stays good. The
 * conditional update keeps the key single-use even for concurrent requests. The reset also ends
 * every session, cancels the user's other keys and sets `credentials_changed_at`.
 */
export async function consumePasswordReset(
  prisma: PrismaClient,
  key: string,
  passwordHash: string,
): Promise<boolean> {
  const id = hashToken(key);
  return prisma.$transaction(async (tx) => {
    const now = new Date();
    const token = await tx.passwordResetToken.findUnique({ where: { id }, select: { user_id: true } });
    if (!token) return false;
    const spent = await tx.passwordResetToken.updateMany({
      where: { id, used_at: null, expires_at: { gt: now } },
      data: { used_at: now },
    });
    if (spent.count !== 1) return false;
    await tx.user.update({
      where: { id: token.user_id },
      data: { password_hash: passwordHash, credentials_changed_at: now },
    });
    // Any other key the user asked for dies with this one; every session ends (email-change.ts
    // does the same), so no session older than credentials_changed_at survives.
    await cancelPasswordResets(tx, token.user_id);
    await tx.session.deleteMany({ where: { user_id: token.user_id } });
    // A sign-in begun with the old password does not finish with a code (decision 143).
    await tx.loginChallenge.deleteMany({ where: { user_id: token.user_id } });
    return true;
  });
}

/**
 * Cancels every open key of the user: a key mailed to an address the user no longer has (or to a
 * user who was deactivated, or whose password was just reset) must not outlive it. Returns Prisma's
 * query, so it can also run inside a transaction.
 */
export function cancelPasswordResets(prisma: PrismaClient | Prisma.TransactionClient, userId: number) {
  return prisma.passwordResetToken.updateMany({
    where: { user_id: userId, used_at: null },
    data: { used_at: new Date() },
  });
}
