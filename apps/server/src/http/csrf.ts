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
    if (SAFE_METHODS.has(req.method) || !readCookie(req, SESSION_COOKIE)) {
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
