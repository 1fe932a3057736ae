// Rows that only say "this used to be valid": expired sessions, spent or expired reset keys,
// e-mail change requests and sign-ins that waited for their second step. Nothing reads them once dead (each lookup checks the expiry itself), so
// they are deleted by a periodic job (decision 200) rather than left to grow the tables and their
// indexes. Finished jobs of the queue go the same way.
import type { PrismaClient } from "../db/client.js";
import type { JobHandler } from "../jobs/queue.js";
import type { JobPayloads } from "../jobs/kinds.js";

/** How long a confirmed e-mail change is kept (support can still see who changed what). */
export const SPENT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a job that is done is kept (support can still see what ran); a dead one stays until retried. */
export const DONE_JOB_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export interface SweepResult {
  sessions: number;
  resetKeys: number;
  emailChanges: number;
  /** Sign-ins that waited for their second step and ended (decision 141). */
  loginChallenges: number;
  /** Jobs done more than `DONE_JOB_KEEP_MS` ago. */
  jobs: number;
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
  const jobs = await prisma.job.deleteMany({
    where: { status: "done", finished_at: { lte: new Date(now.getTime() - DONE_JOB_KEEP_MS) } },
  });
  return {
    sessions: sessions.count,
    resetKeys: resetKeys.count,
    emailChanges: emailChanges.count,
    loginChallenges: loginChallenges.count,
    jobs: jobs.count,
  };
}

/** The "sweep" job's handler: one sweep; enqueued hourly by the server's worker (jobs/kinds.ts). */
export function sweepJobHandler(prisma: PrismaClient): JobHandler<JobPayloads["sweep"]> {
  return {
    async run() {
      await sweepExpired(prisma);
    },
  };
}
