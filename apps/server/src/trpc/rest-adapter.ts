import type { Request, RequestHandler, Response } from "express";
import { TRPCError, getTRPCErrorFromUnknown } from "@trpc/server";
import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import type { Context, ContextServices } from "./context.js";
import { errorMessages, errorStatus } from "./error-messages.js";
import { canonicalIdOf, LIST_PAGE } from "@screens/domain";
import { HttpError } from "../http/errors.js";
import { clientOf } from "../auth/client.js";
import { requestLog } from "../log.js";

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
 * The API (docs/api.md) has `PATCH /api/{resource}` with the id in the body next to `PATCH /api/{resource}/{id}`:
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

/**
 * Path parameters written as canonical decimal integers become numbers; any other text (`0x1`, `01`,
 * `1e0`, ` 1`) stays text, which no id schema takes (decision 145). Query values stay strings for the
 * schemas to read.
 */
function restInput(req: Request, params: Record<string, string>): Record<string, unknown> {
  const raw: unknown = req.body;
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const query: Record<string, unknown> = req.method === "GET" || req.method === "DELETE" ? req.query : {};
  const input: Record<string, unknown> = { ...query, ...body };
  for (const [key, value] of Object.entries(params)) input[key] = canonicalIdOf(value);
  return input;
}

/** A REST route made ready to match: its path's segments and its procedure. */
interface CompiledRoute extends RestRoute {
  /** Upper case, as Node gives `req.method`. */
  httpMethod: string;
  /** Each segment of the path: its literal text in lower case, or the parameter that goes there. */
  segments: Array<string | { param: string }>;
  procedure: AnyTRPCProcedure;
}

/** Express's own error for a parameter that is not valid percent-encoding: a 400. */
function badParam(value: string): Error {
  return Object.assign(new URIError(`Failed to decode param '${value}'`), { status: 400, statusCode: 400 });
}

/** The parameters of a path's segments when they fit the route's, else null; a bad encoding: an Error. */
function matchSegments(route: CompiledRoute, parts: string[]): Record<string, string> | null | Error {
  for (const [i, part] of parts.entries()) {
    const segment = route.segments[i];
    if (segment === undefined) return null;
    if (typeof segment === "string") {
      if (part.length !== segment.length || part.toLowerCase() !== segment) return null;
    } else if (part.length === 0) return null;
  }
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = route.segments[i];
    if (typeof segment !== "object") continue;
    try {
      params[segment.param] = part.includes("%") ? decodeURIComponent(part) : part;
    } catch {
      return badParam(part);
    }
  }
  return params;
}

/**
 * The route a request takes, matched as Express's router matches its routes (in `restRoutes`'
 * order, literal segments case-insensitively, one trailing slash allowed, parameters decoded, a GET
 * route answering HEAD), but from a table by segment count instead of trying ninety routes in turn.
 * For OPTIONS: the methods of every route of the path (Express answers them in an Allow header).
 */
function restRouteMatcher(routes: readonly CompiledRoute[]) {
  const bySegments = new Map<number, CompiledRoute[]>();
  for (const route of routes) {
    const list = bySegments.get(route.segments.length) ?? [];
    list.push(route);
    bySegments.set(route.segments.length, list);
  }
  return function match(
    method: string,
    path: string,
  ):
    { route: CompiledRoute; params: Record<string, string> } | { allow: string[] } | { error: Error } | null {
    if (!path.startsWith("/")) return null;
    const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
    const parts = trimmed.split("/").slice(1);
    const allow: string[] = [];
    for (const route of bySegments.get(parts.length) ?? []) {
      const params = matchSegments(route, parts);
      if (params === null) continue;
      if (params instanceof Error) return { error: params };
      if (route.httpMethod === method || (method === "HEAD" && route.httpMethod === "GET"))
        return { route, params };
      if (method === "OPTIONS") allow.push(route.httpMethod, ...(route.httpMethod === "GET" ? ["HEAD"] : []));
    }
    return allow.length > 0 ? { allow } : null;
  };
}

/** Express's automatic answer to OPTIONS: the path's methods, sorted, once each. */
function sendAllow(res: Response, methods: string[]): void {
  const allow = [...new Set(methods)].sort().join(", ");
  res.setHeader("Allow", allow);
  res.setHeader("Content-Length", Buffer.byteLength(allow));
  res.setHeader("Content-Type", "text/plain");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.end(allow);
}

/**
 * JSON as Express's res.json sends it (Content-Type with charset, Content-Length), in one write. A
 * conditional request goes through res.json itself, which may answer 304.
 */
function sendJson(req: Request, res: Response, status: number, value: unknown): void {
  if (req.headers["if-none-match"] !== undefined || req.headers["if-modified-since"] !== undefined) {
    res.status(status).json(value);
    return;
  }
  const body = JSON.stringify(value);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(body);
}

/** Calls the route's procedure with the request's input and session, and sends its answer or error. */
async function answer(
  req: Request,
  res: Response,
  route: CompiledRoute,
  params: Record<string, string>,
  services: ContextServices,
): Promise<void> {
  try {
    const ctx: Context = { ...services, session: res.locals.session, client: clientOf(req) };
    const input = restInput(req, params);
    const result: unknown = await route.procedure({
      ctx,
      type: route.type,
      path: route.procedurePath,
      getRawInput: () => Promise.resolve(input),
      signal: undefined,
      batchIndex: 0,
    });
    if (Array.isArray(result) && result.length === 0) {
      res.status(204).end();
      return;
    }
    const link = route.paged && Array.isArray(result) ? nextPageLink(req, result) : null;
    if (link) res.setHeader("Link", link);
    sendJson(req, res, 200, result ?? null);
  } catch (cause) {
    const error = cause instanceof TRPCError ? cause : getTRPCErrorFromUnknown(cause);
    const status = errorStatus(error);
    if (status >= 500) requestLog(req).error({ err: error.cause ?? error }, "Unhandled error");
    if (error.cause instanceof HttpError)
      for (const [name, value] of Object.entries(error.cause.headers)) res.setHeader(name, value);
    sendJson(req, res, status, { errors: errorMessages(error) });
  }
}

/**
 * The REST face of the tRPC procedures (docs/api.md): lists answer a JSON array or
 * 204 with no body when empty; errors are `{ errors: [...] }` with their HTTP status. One
 * middleware: the route is found in a table (restRouteMatcher) and its procedure called directly,
 * with the request's session in its context (looked up when the procedure first asks).
 */
export function createRestAdapter(router: AnyTRPCRouter, services: ContextServices): RequestHandler {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  const match = restRouteMatcher(
    restRoutes(router).map((route) => {
      const procedure = procedures[route.procedurePath];
      if (!procedure) throw new Error(`createRestAdapter: no procedure ${route.procedurePath}`);
      return {
        ...route,
        httpMethod: route.method.toUpperCase(),
        segments: route.path
          .split("/")
          .slice(1)
          .map((segment) => (segment.startsWith(":") ? { param: segment.slice(1) } : segment.toLowerCase())),
        procedure,
      };
    }),
  );
  return (req, res, next) => {
    const found = match(req.method, req.path);
    if (!found) {
      next();
      return;
    }
    if ("error" in found) {
      next(found.error);
      return;
    }
    if ("allow" in found) {
      sendAllow(res, found.allow);
      return;
    }
    answer(req, res, found.route, found.params, services).catch(next);
  };
}
