import type { Request, RequestHandler, Response } from "express";
import type { Agent } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { readCookie, SESSION_COOKIE } from "../http/cookies.js";
import { toAgent } from "./agent.js";
import { lookupSession, settleSession, type SessionRow } from "./sessions.js";
import { hashToken } from "./tokens.js";

declare module "express-serve-static-core" {
  interface Locals {
    /** The request's session (sessionMiddleware): looked up once, when something first asks for it. */
    session?: RequestSession;
    /** Set when the session has been looked up and is live: its agent and cookie token. */
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

/** What the request does when its session is settled: the agent (null: none) and, when it slid, the new expiry. */
type OnSettled = (agent: Agent | null, renewedUntil: Date | null) => void;

/**
 * One request's session (never cached beyond the request: decision 002). It is looked up at most once,
 * by whatever first asks for it: `agent()` runs the session lookup; `readWith()` lets a read carry
 * the lookup in its own statement (the quote page: one round trip instead of two). Everything else
 * in the request that asks later shares that lookup. A session that ended is deleted; one in its
 * last 15 days slides (auth/sessions.ts); `onSettled` renews or clears the cookie.
 */
export class RequestSession {
  #settled: Promise<Agent | null> | undefined;

  /** `token`: the session cookie's value, if any. */
  constructor(
    private readonly prisma: PrismaClient,
    readonly token: string | null,
    private readonly onSettled?: OnSettled,
  ) {}

  /** A session already known (a caller in process that holds its agent): nothing to look up. */
  static known(prisma: PrismaClient, agent: Agent | null, token: string | null = null): RequestSession {
    const session = new RequestSession(prisma, token);
    session.#settled = Promise.resolve(agent);
    return session;
  }

  /** The session's agent, or null: no cookie, an unknown or ended session, an inactive user. */
  agent(): Promise<Agent | null> {
    if (!this.#settled) {
      const token = this.token;
      if (token === null) this.#settled = Promise.resolve(null);
      else {
        const id = hashToken(token);
        this.#settled = lookupSession(this.prisma, id).then((row) => this.#settle(id, row));
      }
    }
    return this.#settled;
  }

  /**
   * `read`, a statement that also answers the session's row (`sessionsWithUsers`) for a session id,
   * runs as this request's session lookup when nothing has looked it up yet: its `value` comes with
   * the agent. Otherwise (or without a cookie) only the agent is answered and `value` is undefined:
   * the caller reads on its own. Without a live session the agent is null and `value` undefined.
   */
  async readWith<T>(
    read: (sessionId: string) => Promise<{ session: SessionRow | undefined; value: T }>,
  ): Promise<{ agent: Agent | null; value: T | undefined }> {
    if (this.token === null || this.#settled) return { agent: await this.agent(), value: undefined };
    const id = hashToken(this.token);
    const found = read(id);
    this.#settled = found.then(({ session }) => this.#settle(id, session));
    const [agent, { value }] = await Promise.all([this.#settled, found]);
    return { agent, value: agent ? value : undefined };
  }

  async #settle(id: string, row: SessionRow | undefined): Promise<Agent | null> {
    const result = await settleSession(this.prisma, id, row);
    const agent = result ? toAgent(result.user, result.user.account, result.user.dealer) : null;
    this.onSettled?.(agent, agent && result?.renewed ? result.session.expires_at : null);
    return agent;
  }
}

/**
 * Gives the request its session (`res.locals.session`, a RequestSession) without looking it up:
 * the procedures and routes that need the agent ask for it (`requestAgent`, or the procedures'
 * context), once per request. When it is settled, a stale cookie is cleared, a sliding one renewed,
 * and a live session's agent and token are left in `res.locals.agent` and `res.locals.sessionToken`.
 * Requests that never ask (the homeowner's link, the login form) cost no lookup.
 */
export function sessionMiddleware(prisma: PrismaClient): RequestHandler {
  return (req, res, next) => {
    if (!res.locals.session) {
      const token = readCookie(req, SESSION_COOKIE) ?? null;
      res.locals.session = new RequestSession(prisma, token, (agent, renewedUntil) => {
        if (agent) {
          res.locals.agent = agent;
          res.locals.sessionToken = token ?? undefined;
        }
        if (res.headersSent) return;
        if (!agent) clearSessionCookie(req, res);
        else if (renewedUntil && token) setSessionCookie(req, res, token, renewedUntil);
      });
    }
    next();
  };
}

/** The request's agent (its session looked up on first use), or null. */
export async function requestAgent(res: Response): Promise<Agent | null> {
  const session = res.locals.session;
  return session ? session.agent() : (res.locals.agent ?? null);
}
