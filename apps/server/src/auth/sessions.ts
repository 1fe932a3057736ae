import { sql } from "kysely";
import { jsonObjectFrom } from "kysely/helpers/postgres";
import type { PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import { generateSecretToken, hashToken } from "./tokens.js";
import { AGENT_USER_COLUMNS, isActiveUser } from "./agent.js";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions last 30 days and slide: used in their last 15 days, they are extended by 30 again. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
const RENEW_WITHIN_MS = 15 * DAY_MS;

export interface SessionRecord {
  id: string;
  user_id: number;
  expires_at: Date;
}

/** A session's last request is written when the one before is older than this (decision 142). */
export const LAST_SEEN_STEP_MS = 5 * 60 * 1000;

/** A new session of the user; `userAgent` (the browser's, cut short) names its device in the Security section. */
export async function createSession(
  prisma: PrismaClient,
  userId: number,
  userAgent: string | null = null,
): Promise<{ token: string; session: SessionRecord }> {
  const token = generateSecretToken();
  const session = await prisma.session.create({
    data: {
      id: hashToken(token),
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_MS),
      user_agent: userAgent,
    },
    select: { id: true, user_id: true, expires_at: true },
  });
  return { token, session };
}

// A request that asks for its agent runs this once (auth/middleware.ts): one statement for the
// session, its user and the user's company, on the SQL runner (never the password hash).
// `timestamp(3)` columns hold UTC.
/**
 * A session with its user and the user's company, as one row (never the password hash); the
 * caller adds the session's id (and the quote page adds its page: services/quote-page-query.ts).
 */
export function sessionsWithUsers() {
  return sqlBuilder
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(AGENT_USER_COLUMNS.map((column) => `u.${column}` as const))
    .select((eb) => [
      sql<number>`(extract(epoch FROM ${eb.ref("s.expires_at")}) * 1000)::float8`.as("expires_ms"),
      sql<number>`(extract(epoch FROM ${eb.ref("s.last_seen_at")}) * 1000)::float8`.as("last_seen_ms"),
      jsonObjectFrom(
        eb
          .selectFrom("accounts as a")
          .select(["a.id", "a.company_name", "a.status"])
          .whereRef("a.id", "=", "u.account_id"),
      ).as("account"),
      jsonObjectFrom(
        eb
          .selectFrom("dealers as d")
          .select(["d.id", "d.company_name", "d.country", "d.status"])
          .whereRef("d.id", "=", "u.dealer_id"),
      ).as("dealer"),
    ]);
}

const SESSION_LOOKUP = prepare<{ id: string }>("session-lookup").build((value) =>
  sessionsWithUsers().where("s.id", "=", value("id")),
);

/** A session's row as `sessionsWithUsers` selects it: the user's columns, company and dealer, and the expiry. */
export type SessionRow = RowOf<typeof SESSION_LOOKUP>;
type RowOf<S> = S extends { readonly types?: { row: infer Row } } ? Row : never;

/** The session of a session id (the token's hash) with its user and company, as one row, or undefined. */
export async function lookupSession(prisma: PrismaClient, id: string): Promise<SessionRow | undefined> {
  const [found] = await runStatement(prisma, SESSION_LOOKUP, { id });
  return found;
}

/**
 * Looks up the session of a cookie token. Expired sessions are deleted; sessions of inactive users
 * are refused. Returns whether the expiry moved, so the caller can refresh the cookie.
 */
export async function validateSessionToken(prisma: PrismaClient, token: string) {
  const id = hashToken(token);
  return settleSession(prisma, id, await lookupSession(prisma, id));
}

/**
 * What a looked-up session row (`found`, undefined: no such session) means: an expired session or
 * one of an inactive user is deleted and refused (null); one in its last 15 days slides (`renewed`).
 * The session lookup and the quote page's statement (services/quote-page-query.ts) both end here.
 */
export async function settleSession(prisma: PrismaClient, id: string, found: SessionRow | undefined) {
  if (!found) return null;
  const { expires_ms: expiresMs, last_seen_ms: lastSeenMs, ...user } = found;
  const now = Date.now();
  if (expiresMs <= now || !isActiveUser(user)) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  let expiresAt = new Date(expiresMs);
  let renewed = false;
  const data: { expires_at?: Date; last_seen_at?: Date } = {};
  if (expiresMs - now < RENEW_WITHIN_MS) {
    expiresAt = new Date(now + SESSION_LIFETIME_MS);
    data.expires_at = expiresAt;
    renewed = true;
  }
  // "Last seen" of the Security section, to 5 minutes: one write per session per 5 minutes at most.
  if (now - lastSeenMs >= LAST_SEEN_STEP_MS) data.last_seen_at = new Date(now);
  if (data.expires_at || data.last_seen_at) {
    // deleteMany/updateMany: a session signed out meanwhile is not an error.
    await prisma.session.updateMany({ where: { id }, data });
  }
  const session: SessionRecord = { id, user_id: user.id, expires_at: expiresAt };
  return { session, user, renewed };
}

export async function invalidateSession(prisma: PrismaClient, token: string): Promise<void> {
  await prisma.session.deleteMany({ where: { id: hashToken(token) } });
}

export async function invalidateUserSessions(prisma: PrismaClient, userId: number): Promise<void> {
  await prisma.session.deleteMany({ where: { user_id: userId } });
}
