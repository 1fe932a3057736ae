import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import { checkPermission, type PermissionCheck } from "@screens/domain";
import type { Context } from "./context.js";
import { HttpError } from "../http/errors.js";
import { errorMessages } from "./error-messages.js";
import { containsNul, NUL_MESSAGE } from "../http/nul.js";

/**
 * The one tRPC instance. Procedures carry `openapi` metadata (method and REST path of panel.md §7):
 * the REST adapter and /api/openapi.json are both generated from it.
 */
const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      // The panel reads `errors` exactly as from the REST API: `{ errors: [...] }`.
      // The message is the first of the safe messages: never a database error's own text.
      const errors = errorMessages(error);
      return {
        ...shape,
        message: errors[0] ?? shape.message,
        data: { ...shape.data, stack: undefined, errors },
      };
    },
  });

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

const CODE_BY_STATUS: Record<number, TRPCError["code"]> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  429: "TOO_MANY_REQUESTS",
  502: "BAD_GATEWAY",
};

/** Domain functions throw framework-free HttpErrors; procedures answer them with the matching code. */
export const publicProcedure = t.procedure.use(async ({ next, getRawInput }) => {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: "BAD_REQUEST", message: NUL_MESSAGE });
  const result = await next();
  if (!result.ok && result.error.cause instanceof HttpError) {
    const cause = result.error.cause;
    throw new TRPCError({
      code: CODE_BY_STATUS[cause.status] ?? "INTERNAL_SERVER_ERROR",
      message: cause.message,
      cause,
    });
  }
  return result;
});

/** Any logged-in, active agent. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.agent) throw new TRPCError({ code: "UNAUTHORIZED" });
  return next({ ctx: { ...ctx, agent: ctx.agent } });
});

/** A logged-in agent holding every permission of `check` (panel.md §5 syntax, e.g. "quote.c"). */
export function permittedProcedure(check: PermissionCheck) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!checkPermission(ctx.agent.permissions, check)) throw new TRPCError({ code: "FORBIDDEN" });
    return next();
  });
}
