import { Router, type Request, type Response } from "express";
import { TRPCError, getTRPCErrorFromUnknown } from "@trpc/server";
import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import type { ContextServices } from "./context.js";
import { errorMessages, errorStatus } from "./error-messages.js";
import { LIST_PAGE } from "@screens/domain";

interface RestRoute {
  method: string;
  /** Express path, e.g. /quotes/:id */
  path: string;
  procedurePath: string;
  type: "query" | "mutation";
  /** A list that takes `limit` and `cursor`: a full page answers a `Link: <...>; rel="next"` header. */
  paged: boolean;
}

/** Whether a procedure's input takes the list controls (ZListQuery). */
function takesListControls(procedure: AnyTRPCProcedure): boolean {
  const inputs = (procedure._def as { inputs?: unknown[] }).inputs ?? [];
  return inputs.some((input) => {
    const shape = (input as { shape?: Record<string, unknown> } | null)?.shape;
    return Boolean(shape && "limit" in shape && "cursor" in shape);
  });
}

/** The next page's address when `rows` filled the page it asked for (else null: the list ended). */
function nextPageLink(req: Request, rows: unknown[]): string | null {
  const limit = Number(req.query.limit) || LIST_PAGE.default;
  const last = rows[rows.length - 1] as { id?: unknown } | undefined;
  if (rows.length < limit || typeof last?.id !== "number") return null;
  const url = new URL(req.originalUrl, "http://server");
  url.searchParams.set("cursor", String(last.id));
  url.searchParams.set("limit", String(limit));
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/**
 * panel.md §7 lists `PATCH /api/{resource}` with the id in the body next to `PATCH /api/{resource}/{id}`:
 * every PATCH by id also answers at its collection path. The OpenAPI form of that path, or null.
 */
export function idInBodyPath(method: string, openApiPath: string): string | null {
  if (method.toLowerCase() !== "patch") return null;
  return /^(\/[\w-]+)\/\{id\}$/.exec(openApiPath)?.[1] ?? null;
}

/** Every procedure with `openapi` metadata, as an Express route (the same metadata feeds openapi.json). */
export function restRoutes(router: AnyTRPCRouter): RestRoute[] {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  const routes: RestRoute[] = [];
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as OpenApiMeta | undefined;
    if (!meta?.openapi || meta.openapi.enabled === false) continue;
    const method = meta.openapi.method.toLowerCase();
    const type = procedure._def.type === "query" ? "query" : "mutation";
    const paged = method === "get" && takesListControls(procedure);
    const path = meta.openapi.path.replace(/\{(\w+)\}/g, ":$1");
    routes.push({ method, path, procedurePath, type, paged });
    // The same procedure without the path's id: restInput takes the id from the body then.
    const collection = idInBodyPath(method, meta.openapi.path);
    if (collection) routes.push({ method, path: collection, procedurePath, type, paged });
  }
  // Literal segments before parameters, so /quotes-table is not taken for /quotes/:id.
  return routes.sort((a, b) => a.path.split(":").length - b.path.split(":").length);
}

/** Path parameters that look like whole numbers become numbers; query values stay strings for zod to coerce. */
function restInput(req: Request): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(req.params as Record<string, string>))
    params[key] = /^\d+$/.test(value) ? Number(value) : value;
  const raw: unknown = req.body;
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const query: Record<string, unknown> = req.method === "GET" || req.method === "DELETE" ? req.query : {};
  return { ...query, ...body, ...params };
}

/**
 * The REST face of the tRPC procedures, with panel.md §7 semantics: lists answer a JSON array or
 * 204 with no body when empty; errors are `{ errors: [...] }` with their HTTP status.
 */
export function createRestAdapter(router: AnyTRPCRouter, services: ContextServices): Router {
  const rest = Router();
  const createCaller = (router as unknown as { createCaller: (ctx: unknown) => Record<string, unknown> })
    .createCaller;
  for (const route of restRoutes(router)) {
    const register = (
      rest as unknown as Partial<
        Record<string, (path: string, handler: (req: Request, res: Response) => Promise<void>) => void>
      >
    )[route.method];
    if (!register) throw new Error(`createRestAdapter: Express has no method ${route.method}`);
    register.call(rest, route.path, async (req, res) => {
      try {
        const caller = createCaller({
          ...services,
          agent: res.locals.agent ?? null,
          sessionToken: res.locals.sessionToken ?? null,
        });
        const procedure = route.procedurePath
          .split(".")
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
          input: unknown,
        ) => Promise<unknown>;
        const result = await procedure(restInput(req));
        if (Array.isArray(result) && result.length === 0) {
          res.status(204).end();
          return;
        }
        const next = route.paged && Array.isArray(result) ? nextPageLink(req, result) : null;
        if (next) res.setHeader("Link", next);
        res.status(200).json(result ?? null);
      } catch (cause) {
        const error = cause instanceof TRPCError ? cause : getTRPCErrorFromUnknown(cause);
        const status = errorStatus(error);
        if (status >= 500) console.error(`${req.method} ${req.originalUrl}:`, error.cause ?? error);
        res.status(status).json({ errors: errorMessages(error) });
      }
    });
  }
  return rest;
}
