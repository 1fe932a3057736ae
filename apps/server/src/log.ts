// The server's logs (pino): one JSON object a line in production, readable lines otherwise, a request
// id on every line a request writes and in its answer's X-Request-Id header (decision 181).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import pretty from "pino-pretty";

export type { Logger };

export interface LogOptions {
  /** JSON lines (production, or a log collector) or readable ones for a person at a terminal. */
  format: "json" | "pretty";
  /** pino's level: trace, debug, info, warn, error, fatal or silent. */
  level: string;
}

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

export function createLogger(options: LogOptions): Logger {
  const settings = { level: options.level, base: undefined };
  if (options.format === "json") return pino(settings);
  // One line a request for a person: "GET /api/quotes 200 12 ms [request id]"; an error's stack below.
  const readable = pretty({
    colorize: process.stdout.isTTY,
    singleLine: true,
    sync: true,
    ignore: "req,res,responseTime",
    messageFormat: (log, messageKey) => {
      const req = log.req as { id?: string; method?: string; url?: string } | undefined;
      const status = (log.res as { status?: number } | undefined)?.status;
      const text = log[messageKey];
      const message = typeof text === "string" ? text : JSON.stringify(text ?? "");
      if (!req) return message;
      const answered = status === undefined ? message : `${status} ${String(log.responseTime)} ms`;
      return `${req.method ?? ""} ${req.url ?? ""} ${answered} [${req.id ?? ""}]`;
    },
  });
  return pino(settings, readable);
}

/** Tests and embedded uses log nothing unless they pass a logger. */
export const silentLogger: Logger = pino({ level: "silent" });

/** An id a client or proxy sent: kept when it is short and plain, so a trace crosses the proxy. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Gives every request its id (the caller's X-Request-Id when plain, else a new UUID), sends it back
 * in X-Request-Id, hangs a child logger with it on `req.log`, and writes one line per answer.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const sent = req.headers["x-request-id"];
      const id = typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // A 5xx is logged once, with its stack, where it is caught (http/errors.ts, the tRPC adapters);
    // the answer's line says only how it ended.
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "warn" : "info"),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    // The static assets would drown the rest.
    autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") === true },
  });
}

/** The request's logger (pino-http's child with the request id), or the silent one outside a request. */
export function requestLog(req: { log?: Logger } | undefined): Logger {
  return req?.log ?? silentLogger;
}
