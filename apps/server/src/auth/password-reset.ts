import type { Prisma, PrismaClient } from "../db/client.js";
import { enqueueEmail } from "../mail/queue.js";
import { passwordResetEmail } from "../mail/templates/password-reset.js";
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
 * Spends a key: returns its user, or null for an unknown, used or expired key. The conditional
 * update is what makes the key single-use, even for concurrent requests; it runs before the new
 * password is hashed, so only a real key ever costs a hash.
 */
export async function spendPasswordResetKey(prisma: PrismaClient, key: string): Promise<number | null> {
  const id = hashToken(key);
  const token = await prisma.passwordResetToken.findUnique({ where: { id }, select: { user_id: true } });
  if (!token) return null;
  const spent = await prisma.passwordResetToken.updateMany({
    where: { id, used_at: null, expires_at: { gt: new Date() } },
    data: { used_at: new Date() },
  });
  return spent.count === 1 ? token.user_id : null;
}

/** After a spent key: the new password, every other open key cancelled, every session ended. */
export async function setPasswordAfterReset(
  prisma: PrismaClient,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { password_hash: passwordHash } });
    // Any other key the user asked for dies with this one.
    await cancelPasswordResets(tx, userId);
    await tx.session.deleteMany({ where: { user_id: userId } });
  });
}

/** Spends a key and sets the password already hashed: false for an unknown, used or expired key. */
export async function consumePasswordReset(
  prisma: PrismaClient,
  key: string,
  passwordHash: string,
): Promise<boolean> {
  const userId = await spendPasswordResetKey(prisma, key);
  if (userId === null) return false;
  await setPasswordAfterReset(prisma, userId, passwordHash);
  return true;
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
