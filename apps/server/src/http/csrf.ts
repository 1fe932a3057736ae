import type { RequestHandler } from "express";
import { MESSAGES } from "@screens/domain";
import { readCookie, SESSION_COOKIE } from "./cookies.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF: a state-changing request that carries the session cookie must come from our own origin.
 * Browsers always send `Origin` on such requests; other clients send it by hand (docs/api.md).
 */
export function requireSameOrigin(publicOrigin: string | undefined): RequestHandler {
  return (req, res, next) => {
    // A sign-in waiting for its second step (auth/login-challenge.ts) is a credential too.
    const credential = readCookie(req, SESSION_COOKIE) ?? readCookie(req, "screens_login");
    if (SAFE_METHODS.has(req.method) || !credential) {
      next();
      return;
    }
    const origin = req.headers.origin;
    const allowed = publicOrigin ?? `${req.protocol}://${req.headers.host}`;
    if (origin && origin === allowed) {
      next();
      return;
    }
    res.status(403).json({ errors: [MESSAGES.crossOrigin] });
  };
}
