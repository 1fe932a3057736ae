import { Router, type NextFunction, type Request, type Response } from "express";
import type { z } from "zod";
import { ZAcceptQuoteRequest, ZDeclineQuoteRequest } from "@screens/domain";
import { writePosition, type PrismaClient } from "../../db/client.js";
import { HttpError, zodMessages } from "../../http/errors.js";
import { addressKey, quoteLinkReads, TOO_MANY_REQUESTS } from "../../http/rate-limit.js";
import { answerQuote, publicQuotePdf, type AnswerOrigin } from "../../services/quote-sharing.js";
import { deadLink, readPublicQuoteJson } from "../../services/public-quote.js";

/**
 * The homeowner's side (docs/customer-approval.md, decision 062): no session, the share link's token
 * is the key. Plain Express routes: the answer keeps the caller's address and user agent, and the
 * PDF is binary. Every dead token (unknown, expired, withdrawn) answers the same 404; failed
 * look-ups are rate-limited per address. Only a dead token is a failed look-up: an answer the live
 * link refuses (409: already answered, changed since opened), a bad body (400, 415) or a page that
 * failed (500) probes no token, and counting them would end the homeowner's own link with 429
 * (decision 146). A POST carrying a panel session cookie passes the Origin check (http/csrf.ts)
 * like any other.
 */
export function publicQuoteRoutes({ prisma, lookupLimit }: { prisma: PrismaClient; lookupLimit?: number }) {
  const router = Router();
  const reads = quoteLinkReads(prisma, lookupLimit);

  /** An address that has used its allowance is refused first; a dead token counts against it. */
  const limit = (req: Request, res: Response, next: NextFunction) => {
    const from = addressKey(req);
    reads.exhausted(from).then((wait) => (wait === null ? next() : tooManyRequests(res, wait)), next);
  };
  /** The route's error: a dead token is counted, and the failure over the limit is a 429 already. */
  const countDeadLink = async (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!isDeadLink(error)) {
      next(error);
      return;
    }
    const from = addressKey(req);
    if ((await reads.fail(from)) > reads.limit) tooManyRequests(res, (await reads.exhausted(from)) ?? 1);
    else next(error);
  };

  // The token is a secret: no search engine indexes the page, no Referer carries it away.
  router.use("/public", (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "no-referrer");
    next();
  });

  // The page's data, read again on every visit: its document is kept in memory between changes
  // (services/public-quote.ts), and only failed reads write to the allowance.
  router.get("/public/quotes/:token", async (req, res) => {
    const from = addressKey(req);
    // On the embedded database the allowance and the link are read again only after a write.
    const position = await writePosition(prisma);
    const wait = await reads.exhausted(from, position);
    if (wait !== null) {
      tooManyRequests(res, wait);
      return;
    }
    const json = await readPublicQuoteJson(prisma, tokenOf(req), { position });
    if (json === null) throw deadLink();
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.send(json);
  });

  router.get("/public/quotes/:token/pdf", limit, async (req, res) => {
    const { filename, pdf } = await publicQuotePdf(prisma, tokenOf(req));
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.send(pdf);
  });

  router.post("/public/quotes/:token/accept", limit, async (req, res) => {
    requireJson(req);
    const body = parse(ZAcceptQuoteRequest, req.body);
    res.json(await answerQuote(prisma, tokenOf(req), { decision: "accepted", ...body }, originOf(req)));
  });

  router.post("/public/quotes/:token/decline", limit, async (req, res) => {
    requireJson(req);
    const body = parse(ZDeclineQuoteRequest, req.body);
    res.json(await answerQuote(prisma, tokenOf(req), { decision: "declined", ...body }, originOf(req)));
  });

  router.use("/public/quotes", countDeadLink);
  return router;
}

/** The one answer of every dead token (deadLink): a 404 with its message. */
function isDeadLink(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

function tokenOf(req: Request): string {
  const token = req.params.token;
  return typeof token === "string" ? token : "";
}

/** The signer's address (behind a proxy: TRUST_PROXY) and user agent, kept with the decision. */
function originOf(req: Request): AnswerOrigin {
  return { ip: req.ip ?? null, user_agent: req.get("user-agent") ?? null };
}

/**
 * The answers are JSON only: a cross-site HTML form can post text/plain or form data without a
 * session (so without the Origin check that guards the panel), never application/json.
 */
function requireJson(req: Request): void {
  if (!req.is("application/json")) throw new HttpError(415, ["Send the answer as application/json."]);
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw new HttpError(400, zodMessages(result.error));
  return result.data;
}

/** The answer when an address has used its allowance of failed look-ups. */
function tooManyRequests(res: Response, retryAfterSeconds: number): void {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(429).json({ errors: [TOO_MANY_REQUESTS] });
}
