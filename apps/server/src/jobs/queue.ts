// The one queue for background work (decision 200): e-mail, the ERP push's retries, the sweeper
// and the scheduled e-mails are jobs in one table, `jobs`, on both databases.
//
// - `enqueue(tx, kind, payload)` inserts the job in the caller's transaction: a job exists if and
//   only if the change it follows committed, and the workers are woken at commit (NOTIFY).
// - A worker in each server process claims due jobs of the kinds it has handlers for with one
//   statement (FOR UPDATE SKIP LOCKED in a MATERIALIZED CTE): two processes never claim one job.
//   Each claim counts an attempt, and the attempt number fences a late result of an expired claim.
// - A failed attempt is tried again after its kind's waits (jobs/kinds.ts); after the last it is
//   `dead`, listed for staff, who may put it back (`retryJob`).
// - A periodic kind is enqueued once per period by whichever process comes first: its unique key
//   names the period, counted on the database's clock.
// Times are the database's (`now() AT TIME ZONE 'UTC'`, the convention of Prisma's timestamp
// columns), so processes with skewed clocks agree. The SQL is built with Kysely (db/typed-sql.ts).
import { sql, type Expression } from "kysely";
import { databaseOf, type Prisma, type PrismaClient } from "../db/client.js";
import { prepare, runStatement, sqlBuilder } from "../db/typed-sql.js";
import { silentLogger, type Logger } from "../log.js";
import {
  DEFAULT_RETRY_DELAYS_MS,
  JOB_KINDS,
  maxAttemptsOf,
  type JobKind,
  type JobKindPolicy,
  type JobOutcome,
  type JobPayloads,
} from "./kinds.js";

type Tx = Prisma.TransactionClient | PrismaClient;

export const JOB_STATUSES = ["pending", "done", "dead"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** PostgreSQL NOTIFY channel: delivered at commit only, so a worker never wakes for a rolled-back job. */
export const JOBS_CHANNEL = "jobs";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

const DB_NOW = sql<Date>`(now() AT TIME ZONE 'UTC')`;
const afterMs = (ms: Expression<number>) => sql<Date>`${DB_NOW} + ${ms}::int * interval '1 millisecond'`;

const INSERT = prepare<{
  kind: string;
  payload: string;
  maxAttempts: number;
  delayMs: number;
  runAt: string | null;
  uniqueKey: string | null;
}>("jobs-enqueue").build((value) =>
  sqlBuilder
    .insertInto("jobs")
    .values({
      kind: value("kind"),
      payload: sql`${value("payload")}::jsonb`,
      max_attempts: value("maxAttempts"),
      // An absolute time (an ERP push's next try) or a wait from the database's now.
      run_at: sql<Date>`COALESCE(${value("runAt")}::timestamptz AT TIME ZONE 'UTC', ${afterMs(value("delayMs"))})`,
      unique_key: value("uniqueKey"),
    })
    .onConflict((conflict) => conflict.column("unique_key").doNothing())
    .returning("id"),
);

const NOTIFY = prepare("jobs-notify").build(() =>
  sqlBuilder.selectNoFrom(sql<string>`pg_notify(${sql.lit(JOBS_CHANNEL)}, '')::text`.as("notified")),
);

export interface EnqueueOptions {
  /** Not before this long from now (the database's now). */
  delayMs?: number;
  /** Not before this time. */
  runAt?: Date;
  /** At most one job with this key, ever: a second enqueue of it does nothing and answers null. */
  uniqueKey?: string;
}

/**
 * Queues one job. Pass the change's transaction: the job commits or rolls back with it. Workers (in
 * this process or another) are woken when it commits. Answers the job's id (null when `uniqueKey`
 * already had one).
 */
export async function enqueue<K extends JobKind>(
  tx: Tx,
  kind: K,
  payload: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await runStatement(tx, INSERT, {
    kind,
    payload: JSON.stringify(payload),
    maxAttempts: maxAttemptsOf(kind, payload),
    delayMs: Math.max(0, Math.round(options.delayMs ?? 0)),
    runAt: options.runAt?.toISOString() ?? null,
    uniqueKey: options.uniqueKey ?? null,
  });
  if (!row) return null;
  await notifyWorkers(tx);
  return row.id;
}

/** Wakes the workers listening on the channel (at commit when called inside a transaction). */
export async function notifyWorkers(tx: Tx): Promise<void> {
  await runStatement(tx, NOTIFY, {});
}

// The period a periodic job belongs to, on the database's clock: `sweep:493873` is one hour's sweep.
const ENQUEUE_PERIODIC = prepare<{ kind: string; everyMs: number; maxAttempts: number }>(
  "jobs-periodic",
).build((value) =>
  sqlBuilder
    .insertInto("jobs")
    .values({
      kind: value("kind"),
      payload: sql`'{}'::jsonb`,
      max_attempts: value("maxAttempts"),
      run_at: DB_NOW,
      unique_key: sql<string>`${value("kind")}::text || ':' || floor(extract(epoch FROM now()) * 1000 / ${value("everyMs")}::bigint)::bigint::text`,
    })
    .onConflict((conflict) => conflict.column("unique_key").doNothing())
    .returning("id"),
);

type PeriodicKind = { [K in JobKind]: JobPayloads[K] extends Record<string, never> ? K : never }[JobKind];

/** Enqueues this period's run of a periodic kind unless some process already did; answers its id or null. */
export async function enqueuePeriodic(prisma: Tx, kind: PeriodicKind): Promise<number | null> {
  const everyMs = JOB_KINDS[kind].everyMs;
  if (!everyMs) throw new Error(`Job kind ${kind} is not periodic.`);
  const [row] = await runStatement(prisma, ENQUEUE_PERIODIC, {
    kind,
    everyMs,
    maxAttempts: maxAttemptsOf(kind, {}),
  });
  if (!row) return null;
  await notifyWorkers(prisma);
  return row.id;
}

/** A job as its handler gets it. */
export interface RunningJob<P> {
  id: number;
  kind: JobKind;
  payload: P;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
}

export interface JobHandler<P> {
  run(job: RunningJob<P>): Promise<void>;
  /** An attempt that takes longer fails (default 2 min); the claim holds the job longer than this. */
  timeoutMs?: number;
}

/** What a worker runs: a handler per kind it takes; jobs of other kinds stay for other workers. */
export type JobHandlers = { [K in JobKind]?: JobHandler<JobPayloads[K]> };

interface ClaimedRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/**
 * Claims up to `limit` due jobs of the given kinds for `lockMs`: one statement that locks the rows it
 * takes and skips rows another worker holds. The pick is a MATERIALIZED CTE: as
 * `WHERE id IN (subquery ... LIMIT)` PostgreSQL may re-run the subquery per row and claim far more
 * than `limit` (decision 068: the two-worker test caught it).
 */
const CLAIM = prepare<{ kinds: string[]; limit: number; lockMs: number }>("jobs-claim").build((value) =>
  sqlBuilder
    .with(
      (cte) => cte("picked").materialized(),
      (db) =>
        db
          .selectFrom("jobs")
          .select("jobs.id")
          .where("jobs.status", "=", "pending")
          .where("jobs.run_at", "<=", DB_NOW)
          .where((eb) => eb.or([eb("jobs.locked_until", "is", null), eb("jobs.locked_until", "<", DB_NOW)]))
          .where(sql<boolean>`jobs.kind = ANY(${value("kinds")}::text[])`)
          .orderBy("jobs.run_at")
          .orderBy("jobs.id")
          .limit(sql<number>`${value("limit")}::int`)
          .forUpdate()
          .skipLocked(),
    )
    .updateTable("jobs")
    .from("picked")
    .set((eb) => ({
      locked_until: afterMs(value("lockMs")),
      attempts: sql<number>`${eb.ref("jobs.attempts")} + 1`,
    }))
    .whereRef("jobs.id", "=", "picked.id")
    .returning(["jobs.id", "jobs.kind", "jobs.payload", "jobs.attempts", "jobs.max_attempts"]),
);

// The outcome of an attempt, fenced by the attempt number: a late result of an expired claim is void.
const DONE = prepare<{ id: number; attempts: number }>("jobs-done").build((value) =>
  sqlBuilder
    .updateTable("jobs")
    .set({ status: "done", locked_until: null, last_error: null, finished_at: DB_NOW })
    .where("id", "=", value("id"))
    .where("attempts", "=", value("attempts"))
    .where("status", "=", "pending")
    .returning("id"),
);
const RETRY_LATER = prepare<{ id: number; attempts: number; error: string; delayMs: number }>(
  "jobs-retry-later",
).build((value) =>
  sqlBuilder
    .updateTable("jobs")
    .set({ locked_until: null, last_error: value("error"), run_at: afterMs(value("delayMs")) })
    .where("id", "=", value("id"))
    .where("attempts", "=", value("attempts"))
    .where("status", "=", "pending")
    .returning("id"),
);
const DEAD = prepare<{ id: number; attempts: number; error: string }>("jobs-dead").build((value) =>
  sqlBuilder
    .updateTable("jobs")
    .set({ status: "dead", locked_until: null, last_error: value("error"), finished_at: DB_NOW })
    .where("id", "=", value("id"))
    .where("attempts", "=", value("attempts"))
    .where("status", "=", "pending")
    .returning("id"),
);
const RELEASE = prepare<{ id: number; attempts: number }>("jobs-release").build((value) =>
  sqlBuilder
    .updateTable("jobs")
    .set((eb) => ({ locked_until: null, attempts: sql<number>`${eb.ref("attempts")} - 1` }))
    .where("id", "=", value("id"))
    .where("attempts", "=", value("attempts"))
    .where("status", "=", "pending"),
);

/** A failure's text as the job keeps it: one line, no NUL (PostgreSQL text cannot hold one, decision 146). */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replaceAll("\u0000", "").replace(/\s+/g, " ").trim().slice(0, 500) || "Unknown error";
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The job took longer than ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function parsePayload(payload: unknown): unknown {
  return typeof payload === "string" ? JSON.parse(payload) : payload;
}

/** Records an attempt's outcome and lets the kind's own row follow it, in one transaction. */
async function settle(
  prisma: PrismaClient,
  job: ClaimedRow & { kind: JobKind },
  payload: unknown,
  outcome: JobOutcome,
  error: string | null,
  delayMs: number,
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const fence = { id: job.id, attempts: job.attempts };
    const rows =
      outcome === "done"
        ? await runStatement(tx, DONE, fence)
        : outcome === "retrying"
          ? await runStatement(tx, RETRY_LATER, { ...fence, error: error ?? "Unknown error", delayMs })
          : await runStatement(tx, DEAD, { ...fence, error: error ?? "Unknown error" });
    if (rows.length === 0) return false; // the claim had expired and another attempt took over
    const policy = JOB_KINDS[job.kind] as JobKindPolicy<unknown>;
    await policy.settled?.(tx, { id: job.id, payload, attempts: job.attempts, error }, outcome);
    return true;
  });
}

export interface DrainOptions {
  prisma: PrismaClient;
  handlers: JobHandlers;
  /** Jobs claimed per round trip (default 10). */
  batchSize?: number;
  /** How long a claim holds a job (default 5 min; longer than any attempt, which times out first). */
  lockMs?: number;
  /** Checked between jobs: a stopping worker finishes the job in hand and leaves the rest. */
  shouldStop?: () => boolean;
  /** One line per attempt (decision 181); default: nowhere. */
  logger?: Logger;
}

export interface DrainResult {
  done: number;
  retrying: number;
  dead: number;
}

const DEFAULT_TIMEOUT_MS = 2 * MINUTE;

async function runOne(
  options: DrainOptions,
  job: ClaimedRow & { kind: JobKind },
  logger: Logger,
): Promise<JobOutcome | null> {
  const handler: JobHandler<unknown> | undefined = options.handlers[job.kind];
  let payload: unknown;
  let failure: string | null = null;
  try {
    payload = parsePayload(job.payload);
    if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
    await withTimeout(
      handler.run({
        id: job.id,
        kind: job.kind,
        payload,
        attempt: job.attempts,
        maxAttempts: job.max_attempts,
      }),
      handler.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
  } catch (error) {
    failure = errorText(error);
  }
  // A payload that could not be read has no waits of its own: the default ones.
  let delays: readonly number[] = DEFAULT_RETRY_DELAYS_MS;
  try {
    delays = JOB_KINDS[job.kind].retryDelaysMs(payload as never);
  } catch {
    // keep the default
  }
  const delay = delays[job.attempts - 1];
  const outcome: JobOutcome =
    failure === null ? "done" : delay === undefined || job.attempts >= job.max_attempts ? "dead" : "retrying";
  const recorded = await settle(options.prisma, job, payload, outcome, failure, delay ?? 0);
  const line = { job: job.id, kind: job.kind, attempt: job.attempts, of: job.max_attempts, outcome };
  if (!recorded) {
    logger.warn(line, "Job attempt ended after its claim expired; its result is ignored");
    return null;
  }
  if (outcome === "done") logger.info(line, "Job done");
  else if (outcome === "retrying")
    logger.warn({ ...line, error: failure, retry_in_ms: delay }, "Job failed; it will be retried");
  else logger.error({ ...line, error: failure }, "Job failed; no more retries (dead)");
  return outcome;
}

/**
 * Runs every job of the handled kinds that is due now, once, and answers what happened (tests run
 * the worker this way). Jobs whose retry lies in the future are left for later.
 */
export async function drainJobs(options: DrainOptions): Promise<DrainResult> {
  const { prisma } = options;
  const kinds = Object.keys(options.handlers);
  const logger = options.logger ?? silentLogger;
  const result: DrainResult = { done: 0, retrying: 0, dead: 0 };
  if (kinds.length === 0) return result;
  const lockMs = options.lockMs ?? 5 * MINUTE;
  while (!options.shouldStop?.()) {
    const jobs = await runStatement(prisma, CLAIM, { kinds, limit: options.batchSize ?? 10, lockMs });
    if (jobs.length === 0) break;
    for (const [index, job] of jobs.entries()) {
      if (options.shouldStop?.()) {
        // Unclaim what was not started, so another worker need not wait for the lock to expire.
        for (const rest of jobs.slice(index)) await runStatement(prisma, RELEASE, rest);
        return result;
      }
      const outcome = await runOne(options, job as ClaimedRow & { kind: JobKind }, logger);
      if (outcome) result[outcome] += 1;
    }
  }
  return result;
}

/** Subscribes to the queue's NOTIFY channel; returns the unsubscribe, or null where it cannot listen. */
async function listen(prisma: PrismaClient, onJob: () => void, onLost: () => void) {
  const database = databaseOf(prisma);
  if (database?.kind === "pglite") {
    const unlisten = await database.pglite.listen(JOBS_CHANNEL, onJob);
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
      await client.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    return async () => {
      if (released) return;
      await client.query(`UNLISTEN ${JOBS_CHANNEL}`).catch(() => undefined);
      release();
    };
  }
  return null;
}

export interface JobWorkerOptions extends Omit<DrainOptions, "shouldStop"> {
  /** Look for due jobs (retries, jobs of other processes) at least this often; default 5 s. */
  pollIntervalMs?: number;
  /** Periodic kinds this process enqueues each period (every process may: each period runs once). */
  periodic?: PeriodicKind[];
}

/** Stops the worker: waits for the job in hand and unsubscribes. `ready`: listening, first drain done. */
export type StopJobWorker = (() => Promise<void>) & { ready: Promise<void> };

/**
 * Starts the background worker: it runs due jobs at once, again whenever a job is committed (NOTIFY,
 * from this process or another on the same database), and every poll interval for retries; it
 * enqueues each period's run of the periodic kinds. Returns `stop`, which waits for the job in hand
 * and unsubscribes (call it before closing the database).
 */
export function startJobWorker(options: JobWorkerOptions): StopJobWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 5 * SECOND;
  const logger = options.logger ?? silentLogger;
  let stopped = false;
  // Set by wake() and subscribe() below: typed so TypeScript does not take them for always null.
  let running = null as Promise<void> | null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  const periodTimers = new Map<PeriodicKind, NodeJS.Timeout>();
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
        logger.warn({ err: error }, "Job worker: cannot listen for new jobs; polling instead");
      });
  };

  // Another pass when wake() was called during this one (read through a function: the flags change
  // while drainJobs awaits).
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
        await drainJobs({ ...options, logger, shouldStop: () => stopped });
      } while (rerunWanted());
    })()
      .catch((error: unknown) => logger.error({ err: error }, "Job worker failed"))
      .finally(() => {
        running = null;
        if (stopped) return;
        if (!listening) subscribe(); // the LISTEN connection was lost: try again
        timer = setTimeout(wake, pollIntervalMs);
        timer.unref();
      });
  }

  // Each period's run, enqueued at the period's start (by the local clock; the key counts periods on
  // the database's, so a process whose clock is off enqueues the same run, or nothing).
  const schedule = (kind: PeriodicKind) => {
    if (stopped) return;
    const everyMs = JOB_KINDS[kind].everyMs ?? 0;
    enqueuePeriodic(options.prisma, kind).catch((error: unknown) =>
      logger.warn({ err: error, kind }, "Job worker: cannot enqueue a periodic job"),
    );
    const next = setTimeout(() => schedule(kind), everyMs - (Date.now() % everyMs) + 1_000);
    next.unref();
    periodTimers.set(kind, next);
  };

  subscribe();
  wake();
  for (const kind of options.periodic ?? []) schedule(kind);
  const ready = Promise.all([listening, running]).then(() => undefined);

  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    for (const periodTimer of periodTimers.values()) clearTimeout(periodTimer);
    await listening;
    await unlisten?.();
    await running;
  };
  return Object.assign(stop, { ready });
}
