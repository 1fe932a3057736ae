// An e-mail's row in `email_jobs` (decisions 068, 069): the message and what staff read of it on the
// e-mail screen. Its delivery is a job of kind "email" on the one queue (decision 200); the row
// follows the job's outcome here, in the transaction that records it, so the screen and the queue
// never disagree.
import { sql } from "kysely";
import type { Prisma, PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import type { JobOutcome, SettledJob } from "../jobs/kinds.js";

type Tx = Prisma.TransactionClient | PrismaClient;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits before each retry: 30 s, 2 min, 10 min, 1 h, 6 h; a sixth failure makes the e-mail 'failed'. */
export const RETRY_DELAYS_MS: readonly number[] = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 6 * HOUR];

/**
 * Kinds whose content stops being useful sooner: a reset link dies after one hour, so its e-mail is
 * retried only within that hour (then 'failed', and the user simply asks again).
 */
const RETRY_DELAYS_BY_KIND: Record<string, readonly number[]> = {
  password_reset: [30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE],
};

export function retryDelaysFor(kind: string): readonly number[] {
  return RETRY_DELAYS_BY_KIND[kind] ?? RETRY_DELAYS_MS;
}

/** How many times an e-mail of this kind is tried before it is 'failed'. */
export function maxAttemptsFor(kind: string): number {
  return retryDelaysFor(kind).length + 1;
}

// `timestamp(3)` columns hold UTC: the database's clock, so every process agrees.
const DB_NOW = sql<Date>`(now() AT TIME ZONE 'UTC')`;

// A sent e-mail keeps its envelope (kind, address, subject, times); the body goes: it can carry live
// secrets (a reset key, a quote link) that the database otherwise stores only as hashes (decision 069).
const SENT = prepare<{ id: number; attempts: number }>("email-job-sent").build((value) =>
  sqlBuilder
    .updateTable("email_jobs")
    .set({
      status: sql.lit("sent"),
      sent_at: DB_NOW,
      attempts: value("attempts"),
      last_error: sql.lit(null),
      html: sql.lit(""),
      text: sql.lit(""),
      attachments: sql`'[]'::jsonb`,
    })
    .where("id", "=", value("id")),
);

// Still to be tried: when is the job's own next run.
const RETRYING = prepare<{ id: number; attempts: number; error: string; job: number }>(
  "email-job-retrying",
).build((value) =>
  sqlBuilder
    .updateTable("email_jobs")
    .set((eb) => ({
      attempts: value("attempts"),
      last_error: value("error"),
      next_attempt_at: eb.selectFrom("jobs").select("jobs.run_at").where("jobs.id", "=", value("job")),
    }))
    .where("id", "=", value("id")),
);

const FAILED = prepare<{ id: number; attempts: number; error: string }>("email-job-failed").build((value) =>
  sqlBuilder
    .updateTable("email_jobs")
    .set({ status: sql.lit("failed"), attempts: value("attempts"), last_error: value("error") })
    .where("id", "=", value("id")),
);

const PENDING_AGAIN = prepare<{ id: number }>("email-job-pending-again").build((value) =>
  sqlBuilder
    .updateTable("email_jobs")
    .set({
      status: sql.lit("pending"),
      attempts: sql.lit(0),
      locked_until: sql.lit(null),
      next_attempt_at: DB_NOW,
    })
    .where("id", "=", value("id")),
);

/** The e-mail's row follows its job's outcome (in the transaction that records it). */
export async function emailJobSettled(
  tx: Tx,
  job: SettledJob<{ email_id: number }>,
  outcome: JobOutcome,
): Promise<void> {
  const id = job.payload.email_id;
  const error = job.error ?? "Unknown error";
  if (outcome === "done") await runStatement(tx, SENT, { id, attempts: job.attempts });
  else if (outcome === "retrying")
    await runStatement(tx, RETRYING, { id, attempts: job.attempts, error, job: job.id });
  else await runStatement(tx, FAILED, { id, attempts: job.attempts, error });
}

/** A dead e-mail job put back by staff: its row is pending again, with fresh attempts, due now. */
export async function emailJobRetried(tx: Tx, job: { payload: { email_id: number } }): Promise<void> {
  await runStatement(tx, PENDING_AGAIN, { id: job.payload.email_id });
}
