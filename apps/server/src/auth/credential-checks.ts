// Every check of a user's secret counts like a sign-in (docs/decisions/140-password-checks-count-as-sign-ins.md):
// the current password before a change of password or e-mail address or of two-factor sign-in, and
// every second-factor code. They use the login's allowances (decision 005) for the account and the
// caller's address, so a stolen session cannot guess the password faster than a stranger at the
// login form, and a wrong guess here counts against the login there (and the other way round).
import { MESSAGES } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { badRequest, tooManyAttempts } from "../http/errors.js";
import { loginAttempts, type SignInAttempts } from "../http/rate-limit.js";
import { IN_PROCESS_CLIENT, type ClientInfo } from "./client.js";
import { verifyPassword } from "./password.js";

/** What a check needs: the database, the app's allowances and who calls (a procedure's context has them). */
export interface CheckContext {
  prisma: PrismaClient;
  signIns?: SignInAttempts;
  client?: ClientInfo;
}

/** Callers in process without the app's allowances: one per database, counted in it all the same. */
const inProcess = new WeakMap<PrismaClient, SignInAttempts>();

export function signInsOf(ctx: CheckContext): SignInAttempts {
  if (ctx.signIns) return ctx.signIns;
  let attempts = inProcess.get(ctx.prisma);
  if (!attempts) {
    attempts = loginAttempts(ctx.prisma);
    inProcess.set(ctx.prisma, attempts);
  }
  return attempts;
}

/**
 * Runs `verify` (the value, or null for a wrong secret) under the sign-in allowances of the user
 * and the caller's address: 429 with Retry-After when one is used up (nothing is checked), 400 with
 * `wrong` when the secret is wrong (the failure counts).
 */
export async function checkUserSecret<T>(
  ctx: CheckContext,
  userId: number,
  verify: () => Promise<T | null>,
  wrong: string,
): Promise<T> {
  const address = (ctx.client ?? IN_PROCESS_CLIENT).address;
  const outcome = await signInsOf(ctx)(address, `user:${userId}`, verify);
  if (outcome.kind === "limited") throw tooManyAttempts(MESSAGES.tooManyAttempts, outcome.retryAfterSeconds);
  if (outcome.kind === "failed") throw badRequest(wrong);
  return outcome.value;
}

/** The user's current password, checked as a sign-in is (400 `wrong`, 429 when too many were wrong). */
export async function assertOwnPassword(
  ctx: CheckContext,
  userId: number,
  password: string,
  wrong: string,
): Promise<void> {
  await checkUserSecret(
    ctx,
    userId,
    async () => {
      const row = await ctx.prisma.user.findUniqueOrThrow({
        where: { id: userId },
        select: { password_hash: true },
      });
      return (await verifyPassword(row.password_hash, password)) ? true : null;
    },
    wrong,
  );
}
