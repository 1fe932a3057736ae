import { Router } from "express";
import { TRPC_MAX_BATCH } from "@screens/domain";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import type { ContextServices } from "./context.js";
import { appRouter } from "./root.js";
import { createRestAdapter } from "./rest-adapter.js";
import { openApiDocument } from "./openapi.js";
import { clientOf } from "../auth/client.js";
import { requestLog } from "../log.js";

/** The resource API: tRPC for the panel at /api/trpc, the same procedures as REST, and their description. */
export function resourceApi(services: ContextServices): Router {
  const router = Router();
  router.use(
    "/trpc",
    createExpressMiddleware({
      router: appRouter,
      // One request is at most this many calls (the panel's client splits larger batches).
      maxBatchSize: TRPC_MAX_BATCH,
      // The request's session, looked up when a procedure first asks (once for a whole batch).
      createContext: ({ req, res }) => ({ ...services, session: res.locals.session, client: clientOf(req) }),
      onError: ({ error, path, req }) => {
        if (error.code === "INTERNAL_SERVER_ERROR")
          requestLog(req).error({ err: error.cause ?? error, procedure: path }, "Unhandled error");
      },
    }),
  );
  router.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument());
  });
  router.use(createRestAdapter(appRouter, services));
  return router;
}
