import { initTRPC, TRPCError } from "@trpc/server";
import type { OpenApiMeta } from "trpc-to-openapi";
import type { z } from "zod";
import { checkPermission, type Agent, type PermissionCheck } from "@screens/domain";
import type { SessionRow } from "../auth/sessions.js";
import type { Context } from "./context.js";
import { HttpError } from "../http/errors.js";
import { errorMessages } from "./error-messages.js";
import { containsNul, NUL_MESSAGE } from "../http/nul.js";

/**
 * The one tRPC instance. Procedures carry `openapi` metadata (method and REST path, docs/api.md):
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

/** Text PostgreSQL cannot store is refused as bad input before anything reads it. */
async function refuseNulInput(getRawInput: () => Promise<unknown>): Promise<void> {
  if (containsNul(await getRawInput())) throw new TRPCError({ code: "BAD_REQUEST", message: NUL_MESSAGE });
}

/** Domain functions throw framework-free HttpErrors; procedures answer them with the matching code. */
function answerHttpErrors<R extends { ok: boolean; error?: TRPCError }>(result: R): R {
  const cause = result.ok ? undefined : result.error?.cause;
  if (cause instanceof HttpError)
    throw new TRPCError({
      code: CODE_BY_STATUS[cause.status] ?? "INTERNAL_SERVER_ERROR",
      message: cause.message,
      cause,
    });
  return result;
}

// Each procedure kind below is one middleware (tRPC copies its call's options for every middleware).

/** No session needed. */
export const publicProcedure = t.procedure.use(async ({ next, getRawInput }) => {
  await refuseNulInput(getRawInput);
  return answerHttpErrors(await next());
});

/**
 * An output schema that tRPC checks with zod's synchronous parse. tRPC calls `parseAsync`, which
 * leaves out zod's compiled fast path for objects: on the quote page 28 µs against 7 µs a check.
 * Only for schemas without async refinements (a sync parse of one throws).
 */
export function syncChecked<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone();
  copy.parseAsync = (data: unknown) => Promise.resolve(copy.parse(data));
  return copy;
}

/** The caller's agent: the request session's (looked up on first use), or the one passed in process. */
export async function agentOf(ctx: Context): Promise<Agent | null> {
  return ctx.session ? ctx.session.agent() : (ctx.agent ?? null);
}

/** The cookie token of the caller's live session, or null. */
export async function sessionTokenOf(ctx: Context): Promise<string | null> {
  if (!ctx.session) return ctx.sessionToken ?? null;
  return (await ctx.session.agent()) ? ctx.session.token : null;
}

/** Any logged-in, active agent. */
export const protectedProcedure = t.procedure.use(async ({ ctx, next, getRawInput }) => {
  await refuseNulInput(getRawInput);
  const agent = await agentOf(ctx);
  if (!agent) throw new TRPCError({ code: "UNAUTHORIZED" });
  return answerHttpErrors(await next({ ctx: { agent } }));
});

/** The answers of permittedProcedure's checks: 401 without a live session, 403 without the permission. */
export function requirePermitted(agent: Agent | null, check: PermissionCheck): Agent {
  if (!agent) throw new TRPCError({ code: "UNAUTHORIZED" });
  if (!checkPermission(agent.permissions, check)) throw new TRPCError({ code: "FORBIDDEN" });
  return agent;
}

/** A logged-in agent holding every permission of `check` (product rule R2 syntax, e.g. "quote.c"). */
export function permittedProcedure(check: PermissionCheck) {
  return t.procedure.use(async ({ ctx, next, getRawInput }) => {
    await refuseNulInput(getRawInput);
    const agent = requirePermitted(await agentOf(ctx), check);
    return answerHttpErrors(await next({ ctx: { agent } }));
  });
}

/**
 * permittedProcedure for a read whose statement can carry the request's session lookup:
 * `read.withSession(prisma, sessionId, input)` answers the session's row and the read's value in
 * one statement (one round trip instead of two: the quote page, `quotePageRead`). The same checks
 * in the same order (401, 403, then the input's 400). When nothing had looked the session up yet
 * in the request and the raw input fits `read.input`, the resolver finds the value in `ctx.read`;
 * otherwise `ctx.read` is undefined and the resolver reads on its own.
 */
export function permittedReadProcedure<Input, Value>(
  check: PermissionCheck,
  read: {
    input: z.ZodType<Input>;
    withSession(
      prisma: Context["prisma"],
      sessionId: string,
      input: Input,
    ): Promise<{ session: SessionRow | undefined; value: Value }>;
  },
) {
  return t.procedure.use(async ({ ctx, next, getRawInput }) => {
    await refuseNulInput(getRawInput);
    const input = read.input.safeParse(await getRawInput());
    let agent: Agent | null;
    let value: Value | undefined;
    if (ctx.session && input.success) {
      const parsed = input.data;
      ({ agent, value } = await ctx.session.readWith((sessionId) =>
        read.withSession(ctx.prisma, sessionId, parsed),
      ));
    } else agent = await agentOf(ctx);
    return answerHttpErrors(await next({ ctx: { agent: requirePermitted(agent, check), read: value } }));
  });
}
