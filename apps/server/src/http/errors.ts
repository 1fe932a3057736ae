import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { MESSAGES } from "@screens/domain";
import { requestLog } from "../log.js";

/** An error whose message is safe to show: it goes out as `{ errors: [...] }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0] ?? `HTTP ${status}`);
  }
}

/** 429 with Retry-After: an allowance of attempts is used up (decision 005). */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, [message], { "Retry-After": String(retryAfterSeconds) });

export const badRequest = (...errors: string[]) => new HttpError(400, errors);
export const unauthorized = (message: string = MESSAGES.unauthenticated) => new HttpError(401, [message]);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, [message]);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, [message]);
export const conflict = (...errors: string[]) => new HttpError(409, errors);

/** zod issues as readable lines: "email: Invalid email address." (the path is dropped for top-level issues). */
export function zodMessages(error: ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.join(".");
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ errors: [MESSAGES.notFound] });
};

/** The last middleware: known errors keep their status; anything else is a 500 with no stack or SQL. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof HttpError) {
    for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
    res.status(error.status).json({ errors: error.errors });
    return;
  }
  if (error instanceof ZodError) {
    res.status(400).json({ errors: zodMessages(error) });
    return;
  }
  // Body parser errors (malformed JSON, payload too large) carry a 4xx status of their own.
  const parserError = error as { status?: unknown; type?: unknown; message?: unknown } | null | undefined;
  const status = typeof parserError?.status === "number" ? parserError.status : 500;
  if (status >= 400 && status < 500) {
    const message =
      parserError?.type === "entity.parse.failed"
        ? "The request body is not valid JSON."
        : typeof parserError?.message === "string"
          ? parserError.message
          : "Bad request.";
    res.status(status).json({ errors: [message] });
    return;
  }
  requestLog(req).error({ err: error }, "Unhandled error");
  res.status(500).json({ errors: [MESSAGES.internalError] });
};
