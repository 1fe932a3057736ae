// Rows that only say "this used to be valid": expired sessions, spent or expired reset keys,
// e-mail change requests and sign-ins that waited for their second step. Nothing reads them once dead (each lookup checks the expiry itself), so
// they are deleted on a timer rather than left to grow the tables and their indexes.
import type { PrismaClient } from "../db/client.js";

/** How long a confirmed e-mail change is kept (support can still see who changed what). */
export const SPENT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** How often main.ts sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweepResult {
  sessions: number;
  resetKeys: number;
  emailChanges: number;
  /** Sign-ins that waited for their second step and ended (decision 141). */
  loginChallenges: number;
}

/** Deletes what is dead as of `now` (one statement per table). */
export async function sweepExpired(prisma: PrismaClient, now = new Date()): Promise<SweepResult> {
  const keepSince = new Date(now.getTime() - SPENT_KEEP_MS);
  const sessions = await prisma.session.deleteMany({ where: { expires_at: { lte: now } } });
  // A reset key lives one hour, spent or not.
  const resetKeys = await prisma.passwordResetToken.deleteMany({ where: { expires_at: { lte: now } } });
  const emailChanges = await prisma.emailChangeRequest.deleteMany({
    where: {
      OR: [{ confirmed_at: null, expires_at: { lte: now } }, { confirmed_at: { lte: keepSince } }],
    },
  });
  const loginChallenges = await prisma.loginChallenge.deleteMany({ where: { expires_at: { lte: now } } });
  return {
    sessions: sessions.count,
    resetKeys: resetKeys.count,
    emailChanges: emailChanges.count,
    loginChallenges: loginChallenges.count,
  };
}

/**
 * Sweeps now and then every `intervalMs`; the timer never keeps the process alive. A failed sweep
 * is logged and tried again at the next tick. Returns the stop function.
 */
export function startSweeper(
  prisma: PrismaClient,
  options: { intervalMs?: number; log?: (message: string, error: unknown) => void } = {},
): () => void {
  const log = options.log ?? ((message, error) => console.warn(message, error));
  const sweep = () => {
    sweepExpired(prisma).catch((error: unknown) => log("Sweeping expired sessions and keys failed:", error));
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
