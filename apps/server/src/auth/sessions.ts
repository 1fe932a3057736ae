import type { PrismaClient } from "../db/client.js";
import { generateSecretToken, hashToken } from "./tokens.js";

export const SESSION_COOKIE = "screens_session";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 30 days and slide: used in their last 15 days, they are extended by 30 again. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const RENEW_WITHIN_MS = 15 * DAY_MS;

export interface SessionRecord {
  id: string;
  user_id: number;
  expires_at: Date;
}

export async function createSession(
  prisma: PrismaClient,
  userId: number,
): Promise<{ token: string; session: SessionRecord }> {
  const token = generateSecretToken();
  const session = await prisma.session.create({
    data: { id: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + SESSION_LIFETIME_MS) },
    select: { id: true, user_id: true, expires_at: true },
  });
  return { token, session };
}

/**
 * Looks up the session of a cookie token. Expired sessions are deleted; sessions of inactive users
 * are refused. Returns whether the expiry moved, so the caller can refresh the cookie.
 */
export async function validateSessionToken(prisma: PrismaClient, token: string) {
  const id = hashToken(token);
  // One query: the session, its user and the user's company (the agent needs all three).
  const found = await prisma.session.findUnique({
    where: { id },
    include: {
      user: {
        include: {
          account: { select: { id: true, company_name: true, status: true } },
          dealer: { select: { id: true, company_name: true, country: true, status: true } },
        },
      },
    },
  });
  if (!found) return null;
  const now = Date.now();
  if (found.expires_at.getTime() <= now || !isActiveUser(found.user)) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  let renewed = false;
  if (found.expires_at.getTime() - now < RENEW_WITHIN_MS) {
    found.expires_at = new Date(now + SESSION_LIFETIME_MS);
    await prisma.session.update({ where: { id }, data: { expires_at: found.expires_at } });
    renewed = true;
  }
  const { user, ...session } = found;
  return { session, user, renewed };
}

/** A user may work only while the user and its dealer or account are active. */
export function isActiveUser(user: {
  status: number;
  account: { status: number } | null;
  dealer: { status: number } | null;
}): boolean {
  return user.status === 1 && (user.account?.status ?? 1) === 1 && (user.dealer?.status ?? 1) === 1;
}

export async function invalidateSession(prisma: PrismaClient, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: hashToken(token) } });
}

export async function invalidateUserSessions(prisma: PrismaClient, userId: number): Promise<void> {
  await prisma.session.deleteMany({ where: { user_id: userId } });
}
