import type { Request, RequestHandler, Response } from "express";
import type { Agent } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { readCookie, SESSION_COOKIE } from "../http/cookies.js";
import { toAgent } from "./agent.js";
import { validateSessionToken } from "./sessions.js";

declare module "express-serve-static-core" {
  interface Locals {
    agent?: Agent;
    sessionToken?: string;
  }
}

export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: req.secure,
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" });
}

/** Resolves the session cookie into `res.locals.agent`; a stale cookie is cleared. */
export function sessionMiddleware(prisma: PrismaClient): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (!token) {
      next();
      return;
    }
    try {
      const result = await validateSessionToken(prisma, token);
      const agent = result ? toAgent(result.user, result.user.account, result.user.dealer) : null;
      if (!result || !agent) {
        clearSessionCookie(req, res);
        next();
        return;
      }
      if (result.renewed) setSessionCookie(req, res, token, result.session.expires_at);
      res.locals.agent = agent;
      res.locals.sessionToken = token;
      next();
    } catch (error) {
      next(error);
    }
  };
}
