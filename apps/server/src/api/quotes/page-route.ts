import { Router } from "express";
import type { IncomingMessage } from "node:http";
import { checkPermission, permissionsForRole, ROLE_IDS, ZQuote, type TQuote } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { readCookie, SESSION_COOKIE } from "../../http/cookies.js";
import { hashToken } from "../../auth/tokens.js";
import { isActiveUser } from "../../auth/agent.js";
import { sessionNeedsRenewal } from "../../auth/sessions.js";
import { loadQuotePageWithSession } from "../../services/quote-page-query.js";
import { toQuoteDetail } from "../../services/quotes.js";

/** The roles holding `quote.r` (the procedure's permission), decided once. */
const MAY_READ_QUOTES: ReadonlySet<number> = new Set(
  ROLE_IDS.filter((role) => checkPermission(permissionsForRole(role), "quote.r")),
);

export const QUOTE_ID = /^[1-9]\d{0,9}$/;
export const MAX_ID = 2_147_483_647;

/**
 * Requests the server's own listener (api/quotes/fast-page.ts) already read in one statement and
 * found not to be the plain case: the route below passes them straight on to the procedure.
 */
export const notThePlainCase = new WeakSet<IncomingMessage>();

/**
 * The quote page for the plain case, checked against the procedure's output schema (what leaves is
 * what `quotes.get` sends), or undefined when it is not the plain case: no session, a session to
 * renew or end, an inactive user, no permission, not found. Those are the procedure's to answer.
 */
export async function plainQuotePage(
  prisma: PrismaClient,
  token: string,
  id: number,
): Promise<TQuote | undefined> {
  const found = await loadQuotePageWithSession(prisma, hashToken(token), id);
  const session = found?.session;
  if (
    !found?.page ||
    !session ||
    !isActiveUser(session) ||
    !MAY_READ_QUOTES.has(session.role_id) ||
    sessionNeedsRenewal(session.expires_ms)
  )
    return undefined;
  return ZQuote.parse(toQuoteDetail(found.page, session));
}

/**
 * GET /api/quotes/{id}, the most viewed answer, in one statement (docs/performance.md): the
 * session, its user's tenancy and the quote page are read together, instead of a session lookup
 * for every request and then the page. It answers only the plain case: a live session of an active
 * user who may read quotes, and a quote that user may see. Everything else (no cookie, a session
 * to renew or end, no permission, not found, a query string) falls through to the procedure
 * (`quotes.get`), which answers it with the same rules. Mounted before the session middleware.
 * The server's listener answers the plain case before Express (api/quotes/fast-page.ts); this
 * route serves an app mounted without it.
 */
export function quotePageRoute(prisma: PrismaClient): Router {
  const router = Router();
  router.get("/quotes/:id", async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    const { id } = req.params;
    if (
      !token ||
      !QUOTE_ID.test(id) ||
      Number(id) > MAX_ID ||
      req.url.includes("?") ||
      notThePlainCase.has(req)
    ) {
      next();
      return;
    }
    const page = await plainQuotePage(prisma, token, Number(id));
    if (!page) {
      next();
      return;
    }
    res.json(page);
  });
  return router;
}
