// The kinds of background job and what each keeps of itself at rest (decision 200): the payload's
// type, how often it is tried and after what waits, and, for a kind that keeps a row of its own
// (an e-mail's row in `email_jobs`, which staff read on the e-mail screen), how that row follows the
// job's outcome and a retry by staff. What a job does when it runs is its handler, given to the
// worker at start (jobs/queue.ts), for it needs the process's mailer or ERP connector.
import type { Prisma, PrismaClient } from "../db/client.js";
import { emailJobRetried, emailJobSettled, retryDelaysFor } from "../mail/email-job-state.js";

type Tx = Prisma.TransactionClient | PrismaClient;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Each kind's payload: the JSON the job carries (ids and keys, never a secret the row already holds). */
export interface JobPayloads {
  /** Delivers the e-mail of `email_jobs.id`; its kind ("quote_sent", "password_reset") picks the waits. */
  email: { email_id: number; email_kind: string };
  /** Tries the ERP push of `erp_pushes.idempotency_key` again, if it still stands at `attempts` (decision 174). */
  "erp.push": { key: string; attempts: number };
  /** Deletes expired sessions, keys and requests, and finished jobs (decision 087). */
  sweep: Record<string, never>;
  /** Queues the approvers' digests and the homeowners' expiry reminders that are due (decisions 166, 184). */
  "scheduled-mail": Record<string, never>;
}

export type JobKind = keyof JobPayloads;

/** A job's outcome, as its kind's own row records it. */
export type JobOutcome = "done" | "retrying" | "dead";

export interface SettledJob<P> {
  id: number;
  payload: P;
  attempts: number;
  /** Set when the attempt failed (retrying or dead). */
  error: string | null;
}

export interface JobKindPolicy<P> {
  /** The waits before the 2nd, 3rd, ... attempt; one attempt more than waits, then the job is dead. */
  retryDelaysMs(payload: P): readonly number[];
  /** A periodic kind runs once per this long, whichever process enqueues it first (jobs/queue.ts). */
  everyMs?: number;
  /** In the transaction that records the outcome: the kind's own row follows it. */
  settled?(tx: Tx, job: SettledJob<P>, outcome: JobOutcome): Promise<void>;
  /** In the transaction that puts a dead job back: the kind's own row follows it. */
  retried?(tx: Tx, job: { id: number; payload: P }): Promise<void>;
}

/** Waits of a kind that does not say otherwise: 30 s, 2 min, 10 min, 1 h (5 attempts). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR];

/** How often the sweeper runs (decision 087). */
export const SWEEP_INTERVAL_MS = HOUR;
/** How often the scheduled e-mails are looked for: a digest leaves within this long after 7:00. */
export const SCHEDULED_MAIL_INTERVAL_MS = 10 * MINUTE;

export const JOB_KINDS: { [K in JobKind]: JobKindPolicy<JobPayloads[K]> } = {
  email: {
    retryDelaysMs: (payload) => retryDelaysFor(payload.email_kind),
    settled: emailJobSettled,
    retried: emailJobRetried,
  },
  // The ERP's own failures are the push's business (its row, decision 174: the handler records them
  // and queues the next try); the job fails only when the database does.
  "erp.push": { retryDelaysMs: () => DEFAULT_RETRY_DELAYS_MS },
  // A periodic run that fails is tried twice more; the next period's run is another job.
  sweep: { retryDelaysMs: () => [MINUTE, 5 * MINUTE], everyMs: SWEEP_INTERVAL_MS },
  "scheduled-mail": { retryDelaysMs: () => [MINUTE, 5 * MINUTE], everyMs: SCHEDULED_MAIL_INTERVAL_MS },
};

export function isJobKind(kind: string): kind is JobKind {
  return Object.hasOwn(JOB_KINDS, kind);
}

/** How many times a job of this kind and payload is tried before it is dead. */
export function maxAttemptsOf<K extends JobKind>(kind: K, payload: JobPayloads[K]): number {
  return JOB_KINDS[kind].retryDelaysMs(payload).length + 1;
}
