import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { MESSAGES } from "@screens/domain";
import { HttpError, zodMessages } from "../http/errors.js";

const DEFAULT_MESSAGES: Partial<Record<TRPCError["code"], string>> = {
  UNAUTHORIZED: MESSAGES.unauthenticated,
  FORBIDDEN: MESSAGES.forbidden,
  NOT_FOUND: MESSAGES.notFound,
  INTERNAL_SERVER_ERROR: MESSAGES.internalError,
};

export const STATUS_BY_CODE: Partial<Record<TRPCError["code"], number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
  INTERNAL_SERVER_ERROR: 500,
};

/** The `errors` list of an error: zod issues, our own messages, or the safe default of its code. */
export function errorMessages(error: TRPCError): string[] {
  const cause = error.cause;
  if (cause instanceof ZodError) return zodMessages(cause);
  if (cause instanceof HttpError) return cause.errors;
  if (error.code === "INTERNAL_SERVER_ERROR") return [MESSAGES.internalError];
  // A TRPCError thrown on purpose carries a message meant for the user; otherwise use the default.
  const own = error.message && error.message !== error.code ? error.message : undefined;
  return [own ?? DEFAULT_MESSAGES[error.code] ?? MESSAGES.internalError];
}

/** The HTTP status of an error raised in a procedure. */
export function errorStatus(error: TRPCError): number {
  if (error.cause instanceof HttpError) return error.cause.status;
  return STATUS_BY_CODE[error.code] ?? 500;
}
