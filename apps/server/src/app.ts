import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import compression from "compression";
import helmet from "helmet";
import type { PrismaClient } from "./db/client.js";
import type { Mailer } from "./mail/mailer.js";
import { authRoutes, type AuthRouteOptions } from "./auth/routes.js";
import { sessionMiddleware } from "./auth/middleware.js";
import { quotePageRoute } from "./api/quotes/page-route.js";
import { fastQuotePage, fixedHeadersOf } from "./api/quotes/fast-page.js";
import { requireSameOrigin } from "./http/csrf.js";
import { refuseNul } from "./http/nul.js";
import { jsonBody } from "./http/json-body.js";
import { staticAssets } from "./http/static-assets.js";
import { inlineScriptHashes } from "./http/inline-script-hashes.js";
import { errorHandler, notFoundHandler } from "./http/errors.js";
import { defaultPriceBook, type PriceBook } from "@screens/pricing";
import { resourceApi } from "./trpc/resource-api.js";
import { dealerLogoRoutes } from "./api/dealers/logo-routes.js";
import { quoteDocumentRoutes } from "./api/documents/routes.js";
import { publicQuoteRoutes } from "./api/public/quote-link-routes.js";
import { listExportRoutes } from "./api/exports/routes.js";
import { erpWebhookRoutes } from "./api/erp/webhook-routes.js";
import type { ErpConnector } from "./services/erp/connector.js";
import { createOutboxErpConnector } from "./services/erp/outbox-connector.js";

export interface AppOptions {
  prisma: PrismaClient;
  mailer: Mailer;
  publicOrigin?: string;
  trustProxy?: boolean;
  /** The built panel to serve; defaults to apps/web/dist. Missing: the API still works. */
  webDist?: string;
  rateLimits?: AuthRouteOptions["rateLimits"];
  /** The ERP connection; default: the database outbox. */
  erp?: ErpConnector;
  /** The price book the server prices with; default: the bundled one. */
  priceBook?: PriceBook;
  /** The ERP webhook's shared secret (ERP_WEBHOOK_SECRET); without it the webhook refuses every call. */
  erpWebhookSecret?: string;
  /** Extra routers mounted under /api before the 404 (tests). */
  apiRouters?: express.Router[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, "../../web/dist");

/** helmet with the panel's Content Security Policy: the same fixed headers on every answer. */
export function securityHeaders(indexHtml: string) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        // Toast and dialog libraries inject <style> elements at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'", ...inlineScriptHashes(indexHtml)],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    hsts: false,
  });
}

/**
 * The server's request listener (main.ts, the bench, the tests' startApp): the plain case of
 * GET /api/quotes/{id} is answered before Express (api/quotes/fast-page.ts), with helmet's headers
 * read once; everything else is the Express app's.
 */
export function createRequestListener(options: AppOptions): http.RequestListener {
  const app = createApp(options);
  const indexHtml = path.join(options.webDist ?? DEFAULT_WEB_DIST, "index.html");
  return fastQuotePage({
    prisma: options.prisma,
    securityHeaders: fixedHeadersOf(securityHeaders(indexHtml)),
    fallThrough: (req, res) => void app(req, res),
  });
}

/** The whole HTTP surface on one origin: the JSON API under /api and the built panel everywhere else. */
export function createApp(options: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // API answers are private and never revalidated: no ETag (a SHA-1 of every body), no caching.
  app.set("etag", false);
  if (options.trustProxy) app.set("trust proxy", 1);
  const webDist = options.webDist ?? DEFAULT_WEB_DIST;
  const indexHtml = path.join(webDist, "index.html");

  app.use(securityHeaders(indexHtml));

  // The ERP's signed webhook reads its raw body and has no session: before the panel's API.
  app.use("/api", erpWebhookRoutes({ prisma: options.prisma, secret: options.erpWebhookSecret }));

  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  // Answers above 1 KiB are compressed (a quote page or a list is 10-100 KiB of JSON); the PDF and
  // images are already compressed and are left alone by compression's type filter.
  api.use(compression({ threshold: 1024 }));
  api.use(jsonBody());
  api.use(refuseNul);
  // The quote page resolves its session inside its own statement (docs/performance.md).
  api.use(quotePageRoute(options.prisma));
  api.use(sessionMiddleware(options.prisma));
  api.use(requireSameOrigin(options.publicOrigin));
  api.use(
    authRoutes({
      prisma: options.prisma,
      mailer: options.mailer,
      publicOrigin: options.publicOrigin,
      rateLimits: options.rateLimits,
    }),
  );
  for (const router of options.apiRouters ?? []) api.use(router);
  // Binary answers and uploads (the quote PDF, dealer logos): plain Express next to the procedures.
  api.use(quoteDocumentRoutes({ prisma: options.prisma }));
  api.use(dealerLogoRoutes({ prisma: options.prisma }));
  // CSV of every list and the report workbook, streamed (decision 113).
  api.use(listExportRoutes({ prisma: options.prisma, priceBook: options.priceBook ?? defaultPriceBook }));
  // The homeowner's quote page through its share link: no session (docs/customer-approval.md).
  api.use(publicQuoteRoutes({ prisma: options.prisma }));
  api.use(
    resourceApi({
      prisma: options.prisma,
      erp: options.erp ?? createOutboxErpConnector(),
      priceBook: options.priceBook ?? defaultPriceBook,
    }),
  );
  api.use(notFoundHandler);
  api.use(errorHandler);
  app.use("/api", api);

  // The homeowner's quote page (/q/{token}) is private: never indexed (docs/customer-approval.md).
  app.use("/q", (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    next();
  });

  if (fs.existsSync(indexHtml)) {
    app.use(staticAssets(webDist));
    // Client-side routes: every other GET gets the panel's shell.
    app.get(/.*/, (_req, res) => {
      res.setHeader("Cache-Control", "no-cache");
      res.sendFile(indexHtml);
    });
  } else {
    app.get("/", (_req, res) => {
      res
        .type("text")
        .send(
          "Screens Panel API is running. The panel is not built: run `npm run build` at the repository root.",
        );
    });
  }
  app.use(errorHandler);
  return app;
}
