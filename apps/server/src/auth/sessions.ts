import { sqlOf, type PrismaClient } from "../db/client.js";
import { generateSecretToken, hashToken } from "./tokens.js";
import type { AgentUserRow } from "./agent.js";

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

interface SessionLookupRow {
  expires_ms: number;
  user: AgentUserRow;
  account: { id: number; company_name: string; status: number } | null;
  dealer: { id: number; company_name: string; country: string | null; status: number } | null;
}

// Every API request runs this: one statement for the session, its user and the user's company,
// on the SQL runner (never the password hash). `timestamp(3)` columns hold UTC.
const SESSION_LOOKUP = `
  SELECT (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
    json_build_object('id', u.id, 'username', u.username, 'first_name', u.first_name,
      'last_name', u.last_name, 'email', u.email, 'phone', u.phone, 'role_id', u.role_id,
      'status', u.status, 'time_zone', u.time_zone, 'account_id', u.account_id,
      'dealer_id', u.dealer_id, 'default_links', u.default_links) AS "user",
    CASE WHEN a.id IS NULL THEN NULL
      ELSE json_build_object('id', a.id, 'company_name', a.company_name, 'status', a.status) END AS account,
    CASE WHEN d.id IS NULL THEN NULL
      ELSE json_build_object('id', d.id, 'company_name', d.company_name, 'country', d.country,
        'status', d.status) END AS dealer
  FROM sessions s
  JOIN users u ON u.id = s.user_id
  LEFT JOIN accounts a ON a.id = u.account_id
  LEFT JOIN dealers d ON d.id = u.dealer_id
  WHERE s.id = $1`;

/**
 * Looks up the session of a cookie token. Expired sessions are deleted; sessions of inactive users
 * are refused. Returns whether the expiry moved, so the caller can refresh the cookie.
 */
export async function validateSessionToken(prisma: PrismaClient, token: string) {
  const id = hashToken(token);
  const [found] = await sqlOf(prisma)<SessionLookupRow>("session-lookup", SESSION_LOOKUP, [id]);
  if (!found) return null;
  const user = { ...found.user, account: found.account, dealer: found.dealer };
  const now = Date.now();
  if (found.expires_ms <= now || !isActiveUser(user)) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  let expiresAt = new Date(found.expires_ms);
  let renewed = false;
  if (found.expires_ms - now < RENEW_WITHIN_MS) {
    expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await prisma.session.update({ where: { id }, data: { expires_at: expiresAt } });
    renewed = true;
  }
  const session: SessionRecord = { id, user_id: user.id, expires_at: expiresAt };
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
