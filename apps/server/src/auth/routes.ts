import { Router } from "express";
import { z } from "zod";
import { EmailSchema, LoginSchema, MESSAGES, RECORD_STATUS, ResetPasswordSchema } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import type { Mailer } from "../mail/mailer.js";
import { HttpError, unauthorized, zodMessages } from "../http/errors.js";
import { forgotPasswordRateLimit, loginRateLimits } from "../http/rate-limit.js";
import { loadAgent } from "./agent.js";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.js";
import { consumePasswordReset, queuePasswordResetEmail } from "./password-reset.js";
import { clearSessionCookie, setSessionCookie } from "./middleware.js";
import { createSession, invalidateSession } from "./sessions.js";

/** Reset e-mails to one address: at most 3 per 15 minutes. */
const RESET_MAILS_PER_WINDOW = 3;
const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

export interface AuthRouteOptions {
  prisma: PrismaClient;
  mailer: Mailer;
  publicOrigin: string | undefined;
  rateLimits?: { loginPerUsername?: number; loginPerIp?: number; forgotPerIp?: number };
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new HttpError(400, zodMessages(result.error));
  return result.data;
}

const ForgotPasswordBody = z.object({ email: EmailSchema, url: z.string().optional() });
const UpdatePasswordBody = z.intersection(
  ResetPasswordSchema,
  z.object({
    hashedKey: z
      .string({ error: "The reset key is missing." })
      .min(1, { error: "The reset key is missing." }),
  }),
);

/** The account endpoints of panel.md §7: check-session, login, logout, forgot-password, update-password. */
export function authRoutes(options: AuthRouteOptions): Router {
  const { prisma } = options;
  const router = Router();

  router.get("/check-session", (_req, res) => {
    if (!res.locals.agent) throw unauthorized();
    res.json(res.locals.agent);
  });

  router.post(
    "/login",
    ...loginRateLimits(prisma, {
      perUsername: options.rateLimits?.loginPerUsername,
      perIp: options.rateLimits?.loginPerIp,
      // A username and its e-mail address share one allowance.
      resolveUserId: async (name) =>
        (
          await prisma.user.findFirst({
            where: { OR: [{ username: name }, { email: { equals: name, mode: "insensitive" } }] },
            select: { id: true },
          })
        )?.id ?? null,
    }),
    async (req, res) => {
      const { username, password } = parse(LoginSchema, req.body);
      const user = await prisma.user.findFirst({
        where: { OR: [{ username }, { email: { equals: username, mode: "insensitive" } }] },
        select: { id: true, password_hash: true, status: true },
      });
      // Same work and same answer whether or not the user exists.
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
      if (!user || !valid || user.status !== RECORD_STATUS.ACTIVE)
        throw unauthorized(MESSAGES.invalidCredentials);
      const agent = await loadAgent(prisma, user.id);
      if (!agent) throw unauthorized(MESSAGES.invalidCredentials);
      if (res.locals.sessionToken) await invalidateSession(prisma, res.locals.sessionToken);
      const { token, session } = await createSession(prisma, user.id);
      setSessionCookie(req, res, token, session.expires_at);
      res.json(agent);
    },
  );

  router.delete("/logout", async (req, res) => {
    if (res.locals.sessionToken) await invalidateSession(prisma, res.locals.sessionToken);
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
        console.error("Password reset e-mail failed:", error),
      );
      res.json({ success: true, message: MESSAGES.forgotPasswordAccepted });
    },
  );

  async function sendResetLink(email: string, origin: string): Promise<void> {
    const user = await prisma.user.findFirst({
      where: { email: { equals: email, mode: "insensitive" }, status: RECORD_STATUS.ACTIVE },
      select: { id: true, email: true, first_name: true },
    });
    if (!user) return;
    // Per address, silently (the answer never changes): a few e-mails per window, so nobody can
    // flood an inbox from many addresses past the per-IP limit.
    const recent = await prisma.passwordResetToken.count({
      where: { user_id: user.id, created_at: { gt: new Date(Date.now() - RESET_MAIL_WINDOW_MS) } },
    });
    if (recent >= RESET_MAILS_PER_WINDOW) return;
    await queuePasswordResetEmail(prisma, user, origin);
  }

  router.post("/update-password", async (req, res) => {
    const { password, hashedKey } = parse(UpdatePasswordBody, req.body);
    const passwordHash = await hashPassword(password);
    const done = await consumePasswordReset(prisma, hashedKey, passwordHash);
    if (!done) throw new HttpError(400, [MESSAGES.invalidResetKey]);
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
