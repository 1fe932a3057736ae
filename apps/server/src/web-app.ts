// The panel's documents (docs/web-architecture.md): React Router's framework mode rendered by this
// Express server. A request's session is resolved once (auth/middleware.ts), and the route loaders
// call the tRPC procedures in process, as that session's agent, through a local link.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import { createTRPCClient, unstable_localLink } from "@trpc/client";
import type { ServerBuild } from "react-router";
import type { PrismaClient } from "./db/client.js";
import { requestAgent, sessionMiddleware } from "./auth/middleware.js";
import { addressKey, quoteLinkReads, TOO_MANY_REQUESTS } from "./http/rate-limit.js";
import { staticAssets } from "./http/static-assets.js";
import { readPublicQuote } from "./services/public-quote.js";
import type { ContextServices } from "./trpc/context.js";
import { appRouter, type AppRouter } from "./trpc/root.js";
import { requestLog } from "./log.js";

declare module "express-serve-static-core" {
  interface Locals {
    /** This answer's Content-Security-Policy nonce (helmet's script-src names it). */
    cspNonce?: string;
  }
}

/** A fresh nonce per answer, before helmet writes the policy that names it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

export interface WebAppOptions {
  prisma: PrismaClient;
  services: ContextServices;
  /** The built panel: dist/client (browser assets) and dist/server (the render). */
  webDist: string;
  /** In development: Vite's dev server, whose middleware serves the modules with hot reload. */
  viteDevServer?: { middlewares: express.RequestHandler; ssrLoadModule(url: string): Promise<unknown> };
}

/** True when the built panel (or a dev server) is there to serve. */
export function hasWebBuild(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, "server", "index.js"));
}

/** Serves the panel: its static assets, then every other GET as a server-rendered document. */
export function webApp(options: WebAppOptions): express.Router {
  const { prisma, services, webDist, viteDevServer } = options;
  const router = express.Router();
  if (viteDevServer) router.use(viteDevServer.middlewares);
  else router.use(staticAssets(path.join(webDist, "client")));

  // The homeowner's page (/q/{token}): a dead link counts against the address like the API's reads of it; an address that has used its
  // allowance gets a 429 before anything is read (http/rate-limit.ts, docs/customer-approval.md).
  const linkReads = quoteLinkReads(prisma);
  router.use("/q", async (req, res, next) => {
    const from = addressKey(req);
    const wait = await linkReads.exhausted(from);
    if (wait !== null) {
      res.setHeader("Retry-After", String(wait));
      res.status(429).type("text").send(TOO_MANY_REQUESTS);
      return;
    }
    res.on("finish", () => {
      if (res.statusCode === 404) void linkReads.fail(from).catch(() => undefined);
    });
    next();
  });

  // Documents are made per request: compressed on the way out (the assets above are precompressed).
  router.use(compression({ threshold: 1024 }));
  router.use(sessionMiddleware(prisma));
  const getLoadContext = async (req: express.Request, res: express.Response) => {
    // The session, looked up once for the whole document: every loader's procedures share it.
    const agent = await requestAgent(res);
    const ctx = { ...services, agent, sessionToken: res.locals.sessionToken ?? null };
    const log = requestLog(req);
    return {
      agent,
      cspNonce: res.locals.cspNonce ?? "",
      trpcClient: createTRPCClient<AppRouter>({
        links: [
          unstable_localLink({
            router: appRouter,
            createContext: () => Promise.resolve(ctx),
            onError: ({ error, path }) => {
              if (error.code === "INTERNAL_SERVER_ERROR")
                log.error({ err: error.cause ?? error, procedure: path }, "Unhandled error");
            },
          }),
        ],
      }),
      logError: (error: unknown, message: string) => log.error({ err: error }, message),
      // The homeowner's page reads the same cached document as its JSON (services/public-quote.ts).
      readPublicQuote: (token: string) => readPublicQuote(prisma, token),
    };
  };
  // In development the build is read through Vite on every request (hot reload); in production it is
  // imported once and its routes derived once, with the first request.
  let handler: Promise<express.RequestHandler> | undefined;
  const documents = viteDevServer
    ? createRequestHandler({
        build: () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        mode: "development",
        getLoadContext,
      })
    : (req: express.Request, res: express.Response, next: express.NextFunction) => {
        handler ??= import(pathToFileURL(path.join(webDist, "server", "index.js")).href).then((build) =>
          createRequestHandler({ build: build as ServerBuild, mode: "production", getLoadContext }),
        );
        handler.then((render) => render(req, res, next)).catch(next);
      };
  router.all("/{*splat}", documents);
  return router;
}
