import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import compression from "compression";
import helmet from "helmet";
import type { PrismaClient } from "./db/client.js";
import type { Mailer } from "./mail/mailer.js";
import { authRoutes, type AuthRouteOptions } from "./auth/routes.js";
import { sessionMiddleware } from "./auth/middleware.js";
import { requireSameOrigin } from "./http/csrf.js";
import { loginAttempts } from "./http/rate-limit.js";
import { refuseNul } from "./http/nul.js";
import { jsonBody } from "./http/json-body.js";
import { cspNonce, hasWebBuild, webApp, type WebAppOptions } from "./web-app.js";
import type { ContextServices } from "./trpc/context.js";
import { errorHandler, notFoundHandler } from "./http/errors.js";
import type { PriceBook } from "@screens/pricing";
import { PriceBookStore } from "./services/price-books/store.js";
import { resourceApi } from "./trpc/resource-api.js";
import { dealerLogoRoutes } from "./api/dealers/logo-routes.js";
import { quoteDocumentRoutes } from "./api/documents/routes.js";
import { workOrderRoutes } from "./api/documents/work-order-routes.js";
import { pricingForQuote } from "./services/price-books/quote-pricing.js";
import { publicQuoteRoutes } from "./api/public/quote-link-routes.js";
import { listExportRoutes } from "./api/exports/routes.js";
import { priceBookWorkbookRoutes } from "./api/price-books/workbook-routes.js";
import { erpWebhookRoutes } from "./api/erp/webhook-routes.js";
import type { ErpConnector } from "./services/erp/connector.js";
import { createOutboxErpConnector } from "./services/erp/outbox-connector.js";
import { requestLogger, silentLogger, type Logger } from "./log.js";
import { healthRoutes } from "./api/health/routes.js";

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
  /** Version 1 of an empty database's price book; default: the bundled one (decision 148). */
  priceBook?: PriceBook;
  /** The price book versions, shared by the apps of one test; default: a store of this app's own. */
  priceBooks?: PriceBookStore;
  /** What "now" is for the price books' effective instants (tests move it); default: the clock. */
  now?: () => Date;
  /** The ERP webhook's shared secret (ERP_WEBHOOK_SECRET); without it the webhook refuses every call. */
  erpWebhookSecret?: string;
  /** In development (main.ts with NODE_ENV=development): Vite's dev server renders the panel. */
  viteDevServer?: WebAppOptions["viteDevServer"];
  /** Where requests and errors are logged (decision 181); default: nowhere (tests). */
  logger?: Logger;
  /** Extra routers mounted under /api before the 404 (tests). */
  apiRouters?: express.Router[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, "../../web/dist");

/**
 * helmet with the panel's Content Security Policy. The framework's inline scripts (the route data,
 * the theme before the first paint) run by the answer's nonce (web-app.ts), never by 'unsafe-inline'.
 */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        // Toast and dialog libraries inject <style> elements at run time.
        "style-src": ["'self'", "'unsafe-inline'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce ?? ""}'`],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    hsts: false,
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

  app.use(requestLogger(options.logger ?? silentLogger));
  // For a load balancer: no session, no CSRF check, no compression.
  app.use("/api", healthRoutes({ prisma: options.prisma }));
  app.use(cspNonce);
  app.use(securityHeaders());

  // The ERP's signed webhook reads its raw body and has no session: before the panel's API.
  app.use("/api", erpWebhookRoutes({ prisma: options.prisma, secret: options.erpWebhookSecret }));

  // The login's allowances, shared by every check of a password or a code (decisions 005, 140).
  const signIns = loginAttempts(options.prisma, {
    perUsername: options.rateLimits?.loginPerUsername,
    perIp: options.rateLimits?.loginPerIp,
    perAccount: options.rateLimits?.loginPerAccount,
  });
  const priceBooks =
    options.priceBooks ??
    new PriceBookStore(options.prisma, { firstBook: options.priceBook, now: options.now });
  const services: ContextServices = {
    signIns,
    prisma: options.prisma,
    erp: options.erp ?? createOutboxErpConnector(),
    priceBooks,
  };
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
  api.use(sessionMiddleware(options.prisma));
  api.use(requireSameOrigin(options.publicOrigin));
  api.use(
    authRoutes({
      prisma: options.prisma,
      mailer: options.mailer,
      publicOrigin: options.publicOrigin,
      rateLimits: options.rateLimits,
      signIns,
    }),
  );
  for (const router of options.apiRouters ?? []) api.use(router);
  // Binary answers and uploads (the quote PDF, dealer logos): plain Express next to the procedures.
  api.use(quoteDocumentRoutes({ prisma: options.prisma }));
  // The factory's work order and labels: units cut with the book their quote priced with (decision 154).
  api.use(
    workOrderRoutes({
      prisma: options.prisma,
      bookForQuote: async (quoteId) =>
        (await pricingForQuote(options.prisma, priceBooks, quoteId)).version.book,
    }),
  );
  api.use(dealerLogoRoutes({ prisma: options.prisma }));
  // A price book version as a workbook, out and in (docs/price-book-workbook.md).
  api.use(priceBookWorkbookRoutes({ prisma: options.prisma, priceBooks }));
  // CSV of every list and the report workbook, streamed (decision 113).
  api.use(listExportRoutes({ prisma: options.prisma, priceBooks }));
  // The homeowner's quote page through its share link: no session (docs/customer-approval.md).
  api.use(publicQuoteRoutes({ prisma: options.prisma }));
  api.use(resourceApi(services));
  api.use(notFoundHandler);
  api.use(errorHandler);
  app.use("/api", api);

  // The homeowner's quote page (/q/{token}) is private: never indexed, its token never sent as a
  // Referer (docs/customer-approval.md).
  app.use("/q", (_req, res, next) => {
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res.setHeader("Referrer-Policy", "no-referrer");
    next();
  });
  if (options.viteDevServer || hasWebBuild(webDist)) {
    app.use(webApp({ prisma: options.prisma, services, webDist, viteDevServer: options.viteDevServer }));
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
