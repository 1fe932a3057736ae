import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { MESSAGES } from "@screens/domain";

const WINDOW_MS = 15 * 60 * 1000;

function limiter(limit: number, keyGenerator: (req: import("express").Request) => string | Promise<string>) {
  return rateLimit({
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
  options: {
    perUsername?: number;
    perIp?: number;
    resolveUserId?: (name: string) => Promise<number | null>;
  } = {},
) {
  const byIp = limiter(options.perIp ?? 50, (req) => `ip:${ipKeyGenerator(req.ip ?? "unknown")}`);
  const byUsername = limiter(options.perUsername ?? 10, async (req) => {
    const raw = (req.body as { username?: unknown } | undefined)?.username;
    const name = typeof raw === "string" ? raw.trim().toLowerCase() : "";
    const id = name && options.resolveUserId ? await options.resolveUserId(name) : null;
    return id === null ? `name:${name}` : `user:${id}`;
  });
  return [byIp, byUsername];
}

/** Password-reset requests: 5 per IP address per 15 minutes (they send e-mail). */
export function forgotPasswordRateLimit(limit = 5) {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ errors: ["Too many requests. Please wait a few minutes and try again."] });
    },
  });
}
