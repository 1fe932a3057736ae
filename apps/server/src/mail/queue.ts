// The durable e-mail queue (decision 068, docs/email.md): the outbox pattern on `email_jobs`.
// A request enqueues inside its own transaction, so an e-mail exists if and only if the change it
// reports committed; a worker sends due jobs with the mailer, retries with back-off, and leaves jobs
// that keep failing as 'failed' for staff (GET /api/emails?status=failed, then retry).
//
// Time is always the database's (`now() AT TIME ZONE 'UTC'`, the convention of Prisma's timestamp
// columns), so two server processes with different clocks agree on what is due.
import { databaseOf, type Prisma, type PrismaClient } from "../db/client.js";
import type { Mailer } from "./mailer.js";
import type { QuoteDocument } from "@screens/domain";
import { silentLogger, type Logger } from "../log.js";

type Tx = Prisma.TransactionClient | PrismaClient;

export const EMAIL_JOB_STATUSES = ["pending", "sent", "failed"] as const;
export type EmailJobStatus = (typeof EMAIL_JOB_STATUSES)[number];

export interface EmailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * An attachment made when the e-mail is delivered rather than when it is queued: a document too slow
 * to render inside the change's transaction (the order acknowledgement, decision 137). The job holds
 * what to render; the worker renders it on the PDF thread (decision 147) and retries like a send.
 */
export interface RenderedAttachment {
  filename: string;
  contentType: "application/pdf";
  render:
    | { kind: "order_acknowledgement"; order_id: number }
    // The quote as the homeowner signed it, frozen at the signature (decision 167).
    | {
        kind: "signed_quote";
        document: QuoteDocument;
        signature: { signer_name: string; signed_at: string; document_sha256: string };
      };
}

export interface QueuedEmail {
  /** What the e-mail is ("quote_sent", "password_reset", ...): shown to staff, picks the retry schedule. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Array<EmailAttachment | RenderedAttachment>;
  /**
   * In someone's name (decision 138): the display name the recipient sees (the dealer; the address
   * stays the panel's, whose domain may send) and where a reply goes. Default: the panel's own.
   */
  fromName?: string | null;
  replyTo?: string | null;
}

/** PostgreSQL NOTIFY channel: delivered at commit only, so a worker never wakes for a rolled-back job. */
export const EMAIL_QUEUE_CHANNEL = "email_jobs";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Waits before each retry: 30 s, 2 min, 10 min, 1 h, 6 h; a sixth failure makes the job 'failed'. */
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

/** How many times a job of this kind is tried before it is 'failed'. */
export function maxAttemptsFor(kind: string): number {
  return retryDelaysFor(kind).length + 1;
}

const DB_NOW = `(now() AT TIME ZONE 'UTC')`;

/**
 * Queues one e-mail. Pass the request's transaction: the job commits or rolls back with the change
 * it reports. Workers (in this process or another) are woken when the transaction commits.
 */
export async function enqueueEmail(tx: Tx, email: QueuedEmail): Promise<number> {
  const to = email.to.trim();
  if (!to) throw new Error(`enqueueEmail(${email.kind}): no recipient address.`);
  const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
    `INSERT INTO email_jobs (kind, to_address, subject, html, text, attachments, from_name, reply_to, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, ${DB_NOW}, ${DB_NOW})
     RETURNING id`,
    email.kind,
    to,
    email.subject,
    email.html,
    email.text,
    JSON.stringify(email.attachments ?? []),
    email.fromName?.trim() || null,
    email.replyTo?.trim() || null,
  );
  await notifyWorkers(tx);
  const [row] = rows;
  if (!row) throw new Error("enqueueEmail: the INSERT returned no row");
  return row.id;
}

/** Wakes the workers listening on the channel (at commit when called inside a transaction). */
export async function notifyWorkers(tx: Tx): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_notify('${EMAIL_QUEUE_CHANNEL}', '')`);
}

interface ClaimedJob {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[] | string;
  from_name: string | null;
  reply_to: string | null;
  attempts: number;
}

/**
 * Claims up to `limit` due jobs for `lockMs`: one statement that locks the rows it takes and skips
 * rows another worker holds, so two processes never claim one job. Each claim counts an attempt;
 * the attempt number is the claim's fence (a late result of an expired claim changes nothing).
 * The pick is a MATERIALIZED CTE: as `WHERE id IN (subquery ... LIMIT)` PostgreSQL may re-run the
 * subquery per row and claim far more than `limit` (a test caught it).
 */
async function claimDueJobs(prisma: PrismaClient, limit: number, lockMs: number): Promise<ClaimedJob[]> {
  return prisma.$queryRawUnsafe<ClaimedJob[]>(
    `WITH picked AS MATERIALIZED (
       SELECT id FROM email_jobs
        WHERE status = 'pending' AND next_attempt_at <= ${DB_NOW}
          AND (locked_until IS NULL OR locked_until < ${DB_NOW})
        ORDER BY next_attempt_at, id
        LIMIT $1::int
        FOR UPDATE SKIP LOCKED)
     UPDATE email_jobs AS j
        SET locked_until = ${DB_NOW} + $2::int * interval '1 millisecond', attempts = j.attempts + 1
       FROM picked
      WHERE j.id = picked.id
      RETURNING j.id, j.kind, j.to_address, j.subject, j.html, j.text, j.attachments, j.from_name, j.reply_to, j.attempts`,
    limit,
    lockMs,
  );
}

async function attachmentsOf(prisma: PrismaClient, job: ClaimedJob) {
  const list: unknown = typeof job.attachments === "string" ? JSON.parse(job.attachments) : job.attachments;
  return Promise.all(
    (list as Array<EmailAttachment | RenderedAttachment>).map(async (a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: "render" in a ? await renderAttachment(prisma, a) : Buffer.from(a.contentBase64, "base64"),
    })),
  );
}

async function renderAttachment(prisma: PrismaClient, attachment: RenderedAttachment): Promise<Buffer> {
  const { render } = attachment;
  if (render.kind === "signed_quote") {
    const { renderQuotePdf } = await import("../services/documents/quote-pdf-loader.js");
    return renderQuotePdf(render.document, render.signature);
  }
  // Loaded with the first such e-mail: the documents' code stays out of a server that sends none.
  const [{ loadOrderAcknowledgement }, { renderOrderAcknowledgement }] = await Promise.all([
    import("../services/documents/order-acknowledgement.js"),
    import("../services/documents/quote-pdf-loader.js"),
  ]);
  const acknowledgement = await loadOrderAcknowledgement(prisma, render.order_id);
  if (!acknowledgement) throw new Error(`Order ${render.order_id} no longer exists.`);
  return renderOrderAcknowledgement(acknowledgement);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Sending took longer than ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // A server's reply may hold a NUL, which PostgreSQL text cannot (decision 146).
  return text.replaceAll("\u0000", "").replace(/\s+/g, " ").trim().slice(0, 500) || "Unknown error";
}

type Outcome = "sent" | "retrying" | "failed";

async function deliver(prisma: PrismaClient, mailer: Mailer, job: ClaimedJob, sendTimeoutMs: number) {
  try {
    const attachments = await attachmentsOf(prisma, job);
    await withTimeout(
      mailer.send({
        to: job.to_address,
        subject: job.subject,
        html: job.html || undefined,
        text: job.text,
        attachments,
        fromName: job.from_name ?? undefined,
        replyTo: job.reply_to ?? undefined,
      }),
      sendTimeoutMs,
    );
  } catch (error) {
    const delays = retryDelaysFor(job.kind);
    const delay = delays[job.attempts - 1];
    const last = errorText(error);
    if (delay === undefined) {
      await prisma.$executeRawUnsafe(
        `UPDATE email_jobs SET status = 'failed', locked_until = NULL, last_error = $3
          WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
        job.id,
        job.attempts,
        last,
      );
      return "failed" satisfies Outcome;
    }
    await prisma.$executeRawUnsafe(
      `UPDATE email_jobs
          SET locked_until = NULL, last_error = $3, next_attempt_at = ${DB_NOW} + $4::int * interval '1 millisecond'
        WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      job.id,
      job.attempts,
      last,
      delay,
    );
    return "retrying" satisfies Outcome;
  }
  // A sent job keeps its envelope (kind, address, subject, times); the body goes: it can carry live
  // secrets (a reset key, a quote link) that the database otherwise stores only as hashes.
  await prisma.$executeRawUnsafe(
    `UPDATE email_jobs
        SET status = 'sent', sent_at = ${DB_NOW}, locked_until = NULL, html = '', text = '', attachments = '[]'::jsonb
      WHERE id = $1 AND attempts = $2`,
    job.id,
    job.attempts,
  );
  return "sent" satisfies Outcome;
}

export interface DrainOptions {
  prisma: PrismaClient;
  mailer: Mailer;
  /** Jobs claimed per round trip (default 10). */
  batchSize?: number;
  /** How long a claim holds a job (default 5 min; longer than any send, which times out first). */
  lockMs?: number;
  /** A send that takes longer counts as a failed attempt (default 2 min). */
  sendTimeoutMs?: number;
  /** Checked between jobs: a stopping worker finishes the job in hand and leaves the rest. */
  shouldStop?: () => boolean;
  /** Every attempt and the worker's own trouble (decision 181); default: nowhere. */
  logger?: Logger;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends every job that is due now, once, and returns what happened (tests run the worker this way).
 * Jobs whose retry lies in the future are left for later.
 */
export async function drainEmailQueue(options: DrainOptions): Promise<DrainResult> {
  const { prisma, mailer } = options;
  const batchSize = options.batchSize ?? 10;
  const lockMs = options.lockMs ?? 5 * MINUTE;
  const sendTimeoutMs = options.sendTimeoutMs ?? 2 * MINUTE;
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  while (!options.shouldStop?.()) {
    const jobs = await claimDueJobs(prisma, batchSize, lockMs);
    if (jobs.length === 0) break;
    for (const [index, job] of jobs.entries()) {
      if (options.shouldStop?.()) {
        // Unclaim what was not started, so another worker need not wait for the lock to expire.
        await releaseClaims(prisma, jobs.slice(index));
        return result;
      }
      const outcome = await deliver(prisma, mailer, job, sendTimeoutMs);
      result[outcome] += 1;
      const attempt = { job: job.id, kind: job.kind, attempt: job.attempts, outcome };
      if (outcome === "sent") options.logger?.info(attempt, "E-mail sent");
      else if (outcome === "retrying") options.logger?.warn(attempt, "E-mail failed; it will be retried");
      else options.logger?.error(attempt, "E-mail failed; no more retries (status failed)");
    }
  }
  return result;
}

async function releaseClaims(prisma: PrismaClient, jobs: ClaimedJob[]): Promise<void> {
  for (const job of jobs) {
    await prisma.$executeRawUnsafe(
      `UPDATE email_jobs SET locked_until = NULL, attempts = attempts - 1
        WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
      job.id,
      job.attempts,
    );
  }
}

/** Subscribes to the queue's NOTIFY channel; returns the unsubscribe, or null where it cannot listen. */
async function listen(prisma: PrismaClient, onJob: () => void, onLost: () => void) {
  const database = databaseOf(prisma);
  if (database?.kind === "pglite") {
    const unlisten = await database.pglite.listen(EMAIL_QUEUE_CHANNEL, onJob);
    return () => unlisten();
  }
  if (database?.kind === "postgres") {
    // LISTEN needs a connection of its own, held for the worker's life.
    const client = await database.pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.removeListener("notification", onJob);
      client.release(error);
    };
    client.on("notification", onJob);
    client.once("error", (error: Error) => {
      release(error);
      onLost();
    });
    try {
      await client.query(`LISTEN ${EMAIL_QUEUE_CHANNEL}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    return async () => {
      if (released) return;
      await client.query(`UNLISTEN ${EMAIL_QUEUE_CHANNEL}`).catch(() => undefined);
      release();
    };
  }
  return null;
}

export interface EmailWorkerOptions extends Omit<DrainOptions, "shouldStop"> {
  /** Look for due jobs (retries, jobs of other processes) at least this often; default 5 s. */
  pollIntervalMs?: number;
}

/** Stops the worker: waits for the job in hand and unsubscribes. `ready`: listening, first drain done. */
export type StopEmailWorker = (() => Promise<void>) & { ready: Promise<void> };

/**
 * Starts the background sender: it drains the queue at once, again whenever a job is committed
 * (NOTIFY, from this process or another on the same database), and every poll interval for retries.
 * Returns `stop`, which waits for the job in hand and unsubscribes (call it before closing the database).
 */
export function startEmailWorker(options: EmailWorkerOptions): StopEmailWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 5 * SECOND;
  const logger = options.logger ?? silentLogger;
  let stopped = false;
  // Set by wake() and subscribe() below: typed so TypeScript does not take them for always null.
  let running = null as Promise<void> | null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | null = null;
  let listening = null as Promise<void> | null;

  const subscribe = () => {
    listening ??= listen(options.prisma, wake, () => {
      unlisten = null;
      listening = null;
    })
      .then((stop) => {
        unlisten = stop;
      })
      .catch((error: unknown) => {
        listening = null;
        logger.warn({ err: error }, "E-mail worker: cannot listen for new jobs; polling instead");
      });
  };

  // Another pass when wake() was called during this one (read through a function: the flags change
  // while drainEmailQueue awaits).
  const rerunWanted = () => again && !stopped;

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        await drainEmailQueue({ ...options, logger, shouldStop: () => stopped });
      } while (rerunWanted());
    })()
      .catch((error: unknown) => logger.error({ err: error }, "E-mail worker failed"))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (!listening) subscribe(); // the LISTEN connection was lost: try again
        timer = setTimeout(wake, pollIntervalMs);
        timer.unref();
      });
  }

  subscribe();
  wake();
  const ready = Promise.all([listening, running]).then(() => undefined);

  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await listening;
    await unlisten?.();
    await running;
  };
  return Object.assign(stop, { ready });
}
