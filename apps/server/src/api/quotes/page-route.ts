import { Router } from "express";
import { checkPermission, permissionsForRole, ROLE_IDS, ZQuote } from "@screens/domain";
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

const QUOTE_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * GET /api/quotes/{id}, the most viewed answer, in one statement (docs/performance.md): the
 * session, its user's tenancy and the quote page are read together, instead of a session lookup
 * for every request and then the page. It answers only the plain case: a live session of an active
 * user who may read quotes, and a quote that user may see. Everything else (no cookie, a session
 * to renew or end, no permission, not found, a query string) falls through to the procedure
 * (`quotes.get`), which answers it with the same rules. Mounted before the session middleware.
 */
export function quotePageRoute(prisma: PrismaClient): Router {
  const router = Router();
  router.get("/quotes/:id", async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    const { id } = req.params;
    if (!token || !QUOTE_ID.test(id) || Number(id) > MAX_ID || req.url.includes("?")) {
      next();
      return;
    }
    const found = await loadQuotePageWithSession(prisma, hashToken(token), Number(id));
    const session = found?.session;
    if (
      !found?.page ||
      !session ||
      !isActiveUser(session) ||
      !MAY_READ_QUOTES.has(session.role_id) ||
      sessionNeedsRenewal(session.expires_ms)
    ) {
      next();
      return;
    }
    // The procedure's output schema, checked synchronously: what leaves is what `quotes.get` sends.
    res.json(ZQuote.parse(toQuoteDetail(found.page, session)));
  });
  return router;
}
