import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { MESSAGES } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { DatabaseRateLimitStore } from "./rate-limit-store.js";

const WINDOW_MS = 15 * 60 * 1000;

function limiter(
  store: DatabaseRateLimitStore,
  limit: number,
  keyGenerator: (req: import("express").Request) => string | Promise<string>,
) {
  return rateLimit({
    store,
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Successful logins do not count: only failures use up the allowance.
    skipSuccessfulRequests: true,
    keyGenerator,
    handler: (_req, res) => {
      res.status(429).json({ errors: [MESSAGES.tooManyAttempts] });
    },
  });
}

/** Login attempts: 10 failures per username and 50 per IP address per 15 minutes. */
export function loginRateLimits(
  prisma: PrismaClient,
  options: {
    perUsername?: number;
    perIp?: number;
    resolveUserId?: (name: string) => Promise<number | null>;
  } = {},
) {
  const byIp = limiter(
    new DatabaseRateLimitStore(prisma, "login-ip"),
    options.perIp ?? 50,
    (req) => `ip:${ipKeyGenerator(req.ip ?? "unknown")}`,
  );
  const byUsername = limiter(
    new DatabaseRateLimitStore(prisma, "login-user"),
    options.perUsername ?? 10,
    async (req) => {
      const raw = (req.body as { username?: unknown } | undefined)?.username;
      const name = typeof raw === "string" ? raw.trim().toLowerCase() : "";
      const id = name && options.resolveUserId ? await options.resolveUserId(name) : null;
      return id === null ? `name:${name}` : `user:${id}`;
    },
  );
  return [byIp, byUsername];
}

/** Password-reset requests: 5 per IP address per 15 minutes (they send e-mail). */
export function forgotPasswordRateLimit(prisma: PrismaClient, limit = 5) {
  return rateLimit({
    store: new DatabaseRateLimitStore(prisma, "forgot-ip"),
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ errors: ["Too many requests. Please wait a few minutes and try again."] });
    },
  });
}

/**
 * Quote share links (/api/public/quotes/{token}): 30 failed look-ups (an unknown, expired or
 * withdrawn token, a refused answer) per IP address per 15 minutes, so tokens cannot be probed.
 * The customer reading and answering a live link uses none of it.
 */
export function quoteLinkRateLimit(prisma: PrismaClient, limit = 30) {
  return rateLimit({
    store: new DatabaseRateLimitStore(prisma, "quote-link-ip"),
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? "unknown")}`,
    handler: (_req, res) => {
      res.status(429).json({ errors: ["Too many requests. Please wait a few minutes and try again."] });
    },
  });
}
