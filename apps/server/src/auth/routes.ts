import { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  EmailSchema,
  LoginSchema,
  MESSAGES,
  PasswordSchema,
  RECORD_STATUS,
  SECURITY_MESSAGES,
  TEXT_MAX,
  ZSecondFactorCode,
  type Agent,
  type TwoFactorStep,
} from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import type { Mailer } from "../mail/mailer.js";
import { HttpError, unauthorized, zodMessages } from "../http/errors.js";
import {
  addressKey,
  forgotPasswordRateLimit,
  KeyedQueue,
  loginAttempts,
  resetKeyAttempts,
  type SignInAttempts,
} from "../http/rate-limit.js";
import { confirmTwoFactor, startTwoFactorSetup } from "./two-factor-setup.js";
import { clientOf } from "./client.js";
import {
  endLoginChallenge,
  findLoginChallenge,
  startLoginChallenge,
  type ChallengeKind,
} from "./login-challenge.js";
import { confirmedTotp, twoFactorRequired, verifySecondFactor } from "./two-factor.js";
import { loadAgent } from "./agent.js";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.js";
import { consumePasswordReset, liveResetKeyUser, queuePasswordResetEmail } from "./password-reset.js";
import { clearSessionCookie, requestAgent, setSessionCookie } from "./middleware.js";
import { createSession, invalidateSession } from "./sessions.js";
import { requestLog } from "../log.js";

/** Reset e-mails to one address: at most 3 per 15 minutes. */
const RESET_MAILS_PER_WINDOW = 3;
const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

export interface AuthRouteOptions {
  prisma: PrismaClient;
  mailer: Mailer;
  publicOrigin: string | undefined;
  /** The app's sign-in allowances (shared with the procedures' checks); built from rateLimits when absent. */
  signIns?: SignInAttempts;
  /** Allowances (decision 005); tests raise them. */
  rateLimits?: {
    /** Failed logins per username from one address per 15 minutes (default 10). */
    loginPerUsername?: number;
    /** Failed logins from one address per 15 minutes (default 50). */
    loginPerIp?: number;
    /** Failed logins per account from every address per hour (default 100). */
    loginPerAccount?: number;
    /** Reset requests per address per 15 minutes (default 5). */
    forgotPerIp?: number;
    /** Wrong reset keys per address per 15 minutes (default 10). */
    resetKeyPerIp?: number;
  };
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new HttpError(400, zodMessages(result.error));
  return result.data;
}

const ForgotPasswordBody = z.object({ email: EmailSchema, url: z.string().optional() });
const UpdatePasswordBody = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string().optional(),
    hashedKey: z
      .string({ error: "The reset key is missing." })
      .min(1, { error: "The reset key is missing." })
      .max(TEXT_MAX.token, { error: MESSAGES.invalidResetKey }),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    error: "Passwords must match",
    path: ["confirmPassword"],
  });

const TOO_MANY_REQUESTS = "Too many requests. Please wait a few minutes and try again.";

/**
 * The account endpoints (docs/api.md, the session row): check-session, login, logout, forgot-password,
 * update-password; and the second step of a two-factor sign-in (decision 141).
 */
export function authRoutes(options: AuthRouteOptions): Router {
  const { prisma } = options;
  const router = Router();

  router.get("/check-session", async (_req, res) => {
    const agent = await requestAgent(res);
    if (!agent) throw unauthorized();
    res.json(agent);
  });

  // One set of allowances for the app: the login form and every other check of a password or a
  // second-factor code count against it (decisions 005, 140).
  const attemptLogin =
    options.signIns ??
    loginAttempts(prisma, {
      perUsername: options.rateLimits?.loginPerUsername,
      perIp: options.rateLimits?.loginPerIp,
      perAccount: options.rateLimits?.loginPerAccount,
    });
  const checks = (req: Request) => ({ prisma, signIns: attemptLogin, client: clientOf(req) });
  const resetKeys = resetKeyAttempts(prisma, options.rateLimits?.resetKeyPerIp);
  const resetQueue = new KeyedQueue();

  /** The session of a finished sign-in: the browser's earlier one, if any, ends. */
  async function signIn(req: Request, res: Response, agent: Agent): Promise<void> {
    const earlier = res.locals.session?.token;
    if (earlier) await invalidateSession(prisma, earlier);
    const { token, session } = await createSession(prisma, agent.id, clientOf(req).userAgent);
    setSessionCookie(req, res, token, session.expires_at);
  }

  function refuseLimited(res: Response, outcome: { kind: string; retryAfterSeconds?: number }): void {
    if (outcome.kind !== "limited") return;
    res.setHeader("Retry-After", String(outcome.retryAfterSeconds ?? 60));
    throw new HttpError(429, [MESSAGES.tooManyAttempts]);
  }

  router.post("/login", async (req, res) => {
    const { username, password } = parse(LoginSchema, req.body);
    const user = await prisma.user.findFirst({
      where: { OR: [{ username }, { email: { equals: username, mode: "insensitive" } }] },
      select: { id: true, password_hash: true, status: true },
    });
    // A username and its e-mail address share one allowance; an unknown name has its own.
    const accountKey = user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
    const outcome = await attemptLogin(
      addressKey(req),
      accountKey,
      async () => {
        // Same work and same answer whether or not the user exists.
        const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
        if (!user || !valid || user.status !== RECORD_STATUS.ACTIVE) return null;
        const agent = await loadAgent(prisma, user.id);
        if (!agent) return null;
        // Two-factor sign-in (decision 141): the password was right, the session waits for the
        // code, or for an app to be set up when the user's company requires one of its admins.
        const step: TwoFactorStep["two_factor"] | null = (await confirmedTotp(prisma, agent.id))
          ? "code"
          : (await twoFactorRequired(prisma, agent.id))
            ? "enroll"
            : null;
        return { agent, step };
      },
      // With a code to come, the password's success clears nothing (the code's will).
      ({ step }) => step !== "code",
    );
    refuseLimited(res, outcome);
    if (outcome.kind !== "signed-in") throw unauthorized(MESSAGES.invalidCredentials);
    const { agent, step } = outcome.value;
    if (step) {
      await startLoginChallenge(prisma, req, res, {
        id: agent.id,
        kind: step,
        userAgent: clientOf(req).userAgent,
      });
      res.json({ two_factor: step } satisfies TwoFactorStep);
      return;
    }
    await signIn(req, res, agent);
    res.json(agent);
  });

  const CodeBody = z.object({ code: ZSecondFactorCode });

  /** The request's challenge of `kind`, else 401: the sign-in starts again from the password. */
  async function challengeOf(req: Request, kind: ChallengeKind) {
    const challenge = await findLoginChallenge(prisma, req);
    if (!challenge || challenge.kind !== kind) throw unauthorized(SECURITY_MESSAGES.challengeExpired);
    return challenge;
  }

  // The second step: a code of the user's app or one of their recovery codes, counted against the
  // same allowances as the password (decision 140).
  router.post("/login/two-factor", async (req, res) => {
    const { code } = parse(CodeBody, req.body);
    const challenge = await challengeOf(req, "code");
    const outcome = await attemptLogin(addressKey(req), `user:${challenge.user_id}`, async () => {
      if (!(await verifySecondFactor(prisma, challenge.user_id, code))) return null;
      return loadAgent(prisma, challenge.user_id);
    });
    refuseLimited(res, outcome);
    if (outcome.kind !== "signed-in") throw new HttpError(400, [SECURITY_MESSAGES.signInCodeWrong]);
    // The session's cookie first, then the challenge's goes.
    await signIn(req, res, outcome.value);
    await endLoginChallenge(prisma, req, res, challenge.id);
    res.json(outcome.value);
  });

  // The company requires two-factor sign-in of its admins and this one has no app yet: set one up
  // before the session starts (decision 141).
  router.post("/login/two-factor/setup", async (req, res) => {
    const challenge = await challengeOf(req, "enroll");
    res.json(await startTwoFactorSetup(prisma, challenge.user_id));
  });

  router.post("/login/two-factor/enroll", async (req, res) => {
    const { code } = parse(CodeBody, req.body);
    const challenge = await challengeOf(req, "enroll");
    const recoveryCodes = await confirmTwoFactor(checks(req), challenge.user_id, code);
    const agent = await loadAgent(prisma, challenge.user_id);
    if (!agent) throw unauthorized(SECURITY_MESSAGES.challengeExpired);
    await signIn(req, res, agent);
    await endLoginChallenge(prisma, req, res, challenge.id);
    res.json({ agent, recovery_codes: recoveryCodes });
  });

  router.delete("/logout", async (req, res) => {
    const token = res.locals.session?.token;
    if (token) await invalidateSession(prisma, token);
    clearSessionCookie(req, res);
    res.json({ success: true });
  });

  router.post(
    "/forgot-password",
    forgotPasswordRateLimit(prisma, options.rateLimits?.forgotPerIp),
    (req, res) => {
      const { email, url } = parse(ForgotPasswordBody, req.body);
      // Never from the Host header, which the caller controls: the configured origin, else our own port.
      const ownOrigin = options.publicOrigin ?? `${req.protocol}://localhost:${req.socket.localPort}`;
      const origin = resetLinkOrigin(url, ownOrigin);
      // The answer does not wait for the lookup or the e-mail: the same answer, in the same time, for
      // addresses we know and addresses we don't.
      void sendResetLink(email, origin).catch((error: unknown) =>
        requestLog(req).error({ err: error }, "Password reset e-mail failed"),
      );
      res.json({ success: true, message: MESSAGES.forgotPasswordAccepted });
    },
  );

  async function sendResetLink(email: string, origin: string): Promise<void> {
    const user = await prisma.user.findFirst({
      where: { email: { equals: email, mode: "insensitive" }, status: RECORD_STATUS.ACTIVE },
      select: { id: true, email: true, first_name: true },
    });
    // A user without a confirmed address (decision 088) never matches: the answer is the same.
    if (!user?.email) return;
    // Per address, silently (the answer never changes): a few e-mails per window, so nobody can
    // flood an inbox from many addresses past the per-IP limit.
    const recent = await prisma.passwordResetToken.count({
      where: { user_id: user.id, created_at: { gt: new Date(Date.now() - RESET_MAIL_WINDOW_MS) } },
    });
    if (recent >= RESET_MAILS_PER_WINDOW) return;
    await queuePasswordResetEmail(prisma, { ...user, email: user.email }, origin);
  }

  // The API's payload is `password` and `hashedKey`; the panel also sends `confirmPassword`,
  // checked when present. The key is checked before the password is hashed (a made-up key costs a
  // lookup, never an argon2 run) and spent together with the password write, so a failed write
  // leaves the link working. Uses of one key run in turn in this process: a burst hashes once.
  router.post("/update-password", async (req, res) => {
    const { password, hashedKey } = parse(UpdatePasswordBody, req.body);
    const from = addressKey(req);
    const wait = await resetKeys.exhausted(from);
    if (wait !== null) {
      res.setHeader("Retry-After", String(wait));
      throw new HttpError(429, [TOO_MANY_REQUESTS]);
    }
    const done = await resetQueue.run(hashedKey, async () => {
      if ((await liveResetKeyUser(prisma, hashedKey)) === null) return false;
      return consumePasswordReset(prisma, hashedKey, await hashPassword(password));
    });
    if (!done) {
      await resetKeys.fail(from);
      throw new HttpError(400, [MESSAGES.invalidResetKey]);
    }
    clearSessionCookie(req, res);
    res.json({ success: true });
  });

  return router;
}

/**
 * The reset link points back to the application the browser used, but only to our own origin:
 * a foreign `url` would let anyone mail our users a link that leaks their reset key.
 */
export function resetLinkOrigin(requested: string | undefined, ownOrigin: string): string {
  if (!requested) return ownOrigin;
  try {
    const origin = new URL(requested).origin;
    return origin === new URL(ownOrigin).origin ? origin : ownOrigin;
  } catch {
    return ownOrigin;
  }
}
