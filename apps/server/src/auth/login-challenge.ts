// A sign-in between its password and its second step (docs/decisions/141-two-factor-sign-in.md).
// The password was right; the session is made only when the code is. The browser holds the
// challenge's token in an httpOnly cookie sent only to /api/login; the database keeps its SHA-256.
import type { Request, Response } from "express";
import type { PrismaClient } from "../db/client.js";
import { readCookie } from "../http/cookies.js";
import { generateSecretToken, hashToken } from "./tokens.js";

export const LOGIN_CHALLENGE_COOKIE = "screens_login";
const COOKIE_PATH = "/api/login";
/** Ten minutes to open the app and type its code (or to set it up when the company requires it). */
export const LOGIN_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/** "code": the user has an app; "enroll": the company requires one and the user has none yet. */
export type ChallengeKind = "code" | "enroll";

export async function startLoginChallenge(
  prisma: PrismaClient,
  req: Request,
  res: Response,
  user: { id: number; kind: ChallengeKind; userAgent: string | null },
): Promise<void> {
  const token = generateSecretToken();
  const expiresAt = new Date(Date.now() + LOGIN_CHALLENGE_LIFETIME_MS);
  // One challenge per user and browser is enough; old ones of the user that ended go.
  await prisma.loginChallenge.deleteMany({ where: { user_id: user.id, expires_at: { lte: new Date() } } });
  await prisma.loginChallenge.create({
    data: {
      id: hashToken(token),
      user_id: user.id,
      kind: user.kind,
      user_agent: user.userAgent,
      expires_at: expiresAt,
    },
  });
  res.cookie(LOGIN_CHALLENGE_COOKIE, token, {
    httpOnly: true,
    sameSite: "strict",
    secure: req.secure,
    path: COOKIE_PATH,
    expires: expiresAt,
  });
}

/** The request's live challenge, or null (none, unknown, or ended: an ended one is deleted). */
export async function findLoginChallenge(prisma: PrismaClient, req: Request) {
  const token = readCookie(req, LOGIN_CHALLENGE_COOKIE);
  if (!token) return null;
  const id = hashToken(token);
  const challenge = await prisma.loginChallenge.findUnique({
    where: { id },
    select: { id: true, user_id: true, kind: true, user_agent: true, expires_at: true },
  });
  if (!challenge) return null;
  if (challenge.expires_at.getTime() <= Date.now()) {
    await prisma.loginChallenge.deleteMany({ where: { id } });
    return null;
  }
  return { ...challenge, kind: challenge.kind as ChallengeKind };
}

/** Ends the challenge (its sign-in is done) and clears its cookie. */
export async function endLoginChallenge(
  prisma: PrismaClient,
  req: Request,
  res: Response,
  id: string | null,
): Promise<void> {
  if (id) await prisma.loginChallenge.deleteMany({ where: { id } });
  res.clearCookie(LOGIN_CHALLENGE_COOKIE, {
    httpOnly: true,
    sameSite: "strict",
    secure: req.secure,
    path: COOKIE_PATH,
  });
}
