// The one queue for background work (decision 200), on both databases: a job exists only if its
// transaction commits, runs once, is retried after its kind's waits, is dead after the last attempt
// (listed for staff, who put it back), writes one log line per attempt, and two server processes on
// one PostgreSQL database share the work without running a job twice.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createDatabase, type PrismaClient } from "../../src/db/client.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import {
  drainJobs,
  enqueue,
  enqueuePeriodic,
  startJobWorker,
  type JobHandlers,
  type RunningJob,
} from "../../src/jobs/queue.js";
import { JOB_KINDS } from "../../src/jobs/kinds.js";
import { enqueueEmail, drainEmailQueue } from "../../src/mail/queue.js";
import type { Mailer } from "../../src/mail/mailer.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";
import { waitUntil } from "../helpers/wait.js";

const NOTHING = { done: 0, retrying: 0, dead: 0 };

/** Handlers of the "sweep" kind that record which job ran (the kind is only a carrier here). */
function recording(ran: number[], fail: () => string | null = () => null): JobHandlers {
  return {
    sweep: {
      async run(job: RunningJob<unknown>) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        const refusal = fail();
        if (refusal) throw new Error(refusal);
        ran.push(job.id);
      },
    },
  };
}

function memoryLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

forEachDatabase("the one queue for background work", (getDatabase, kind) => {
  let prisma: PrismaClient;
  let app: RunningApp;

  beforeAll(async () => {
    prisma = getDatabase().prisma;
    await seedDemoWorld(prisma);
    app = await startApp({ prisma });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await prisma.job.deleteMany();
    await prisma.emailJob.deleteMany();
  });

  const makeDue = (id: number) =>
    prisma.$executeRawUnsafe(
      `UPDATE jobs SET run_at = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE id = $1`,
      id,
    );

  it("enqueues inside the change's transaction: a rollback leaves no job, a commit's job runs once", async () => {
    await prisma
      .$transaction(async (tx) => {
        await enqueue(tx, "sweep", {});
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    expect(await prisma.job.count()).toBe(0);
    const id = await prisma.$transaction((tx) => enqueue(tx, "sweep", {}));
    const ran: number[] = [];
    expect(await drainJobs({ prisma, handlers: recording(ran) })).toEqual({ ...NOTHING, done: 1 });
    expect(await drainJobs({ prisma, handlers: recording(ran) })).toEqual(NOTHING);
    expect(ran).toEqual([id]);
    expect(await prisma.job.findUniqueOrThrow({ where: { id: id! } })).toMatchObject({
      status: "done",
      attempts: 1,
      locked_until: null,
      finished_at: expect.any(Date),
    });
    // A worker takes only the kinds it has handlers for.
    await enqueue(prisma, "sweep", {});
    expect(await drainJobs({ prisma, handlers: {} })).toEqual(NOTHING);
  });

  it("a job with a unique key is enqueued once; a periodic kind once per period, whoever enqueues it", async () => {
    expect(await enqueue(prisma, "erp.push", { key: "k", attempts: 1 }, { uniqueKey: "once" })).toEqual(
      expect.any(Number),
    );
    expect(await enqueue(prisma, "erp.push", { key: "k", attempts: 1 }, { uniqueKey: "once" })).toBeNull();
    const first = await enqueuePeriodic(prisma, "sweep");
    expect(first).toEqual(expect.any(Number));
    expect(await enqueuePeriodic(prisma, "sweep")).toBeNull();
    expect(await enqueuePeriodic(prisma, "scheduled-mail")).toEqual(expect.any(Number));
    const sweep = await prisma.job.findUniqueOrThrow({ where: { id: first! } });
    const period = Math.floor(Date.now() / JOB_KINDS.sweep.everyMs!);
    expect([`sweep:${period}`, `sweep:${period - 1}`]).toContain(sweep.unique_key);
  });

  it("two workers that both schedule the hourly sweep run it once", async () => {
    const other = kind === "postgres" ? await createDatabase({ url: getDatabase().url }) : null;
    const ranByA: number[] = [];
    const ranByB: number[] = [];
    const stopA = startJobWorker({ prisma, handlers: recording(ranByA), periodic: ["sweep"] });
    const stopB = startJobWorker({
      prisma: other?.prisma ?? prisma,
      handlers: recording(ranByB),
      periodic: ["sweep"],
    });
    try {
      await waitUntil(() => ranByA.length + ranByB.length >= 1, "this hour's sweep", 5_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await stopA();
      await stopB();
      await other?.close();
    }
    expect([...ranByA, ...ranByB]).toHaveLength(1);
    expect(await prisma.job.count({ where: { kind: "sweep" } })).toBe(1);
  });

  it("retries after its kind's waits, is dead after the last attempt, logs each attempt; staff put it back", async () => {
    const { logger, lines } = memoryLogger();
    const id = (await enqueue(prisma, "sweep", {}))!;
    const ran: number[] = [];
    let refusal: string | null = "The disk is full";
    const handlers = recording(ran, () => refusal);
    const waits = JOB_KINDS.sweep.retryDelaysMs({});
    for (const [index, wait] of waits.entries()) {
      expect(await drainJobs({ prisma, handlers, logger })).toEqual({ ...NOTHING, retrying: 1 });
      const job = await prisma.job.findUniqueOrThrow({ where: { id } });
      expect(job).toMatchObject({ status: "pending", attempts: index + 1, last_error: "The disk is full" });
      const due = job.run_at.getTime() - Date.now();
      expect(due).toBeGreaterThan(wait - 10_000);
      expect(due).toBeLessThanOrEqual(wait + 1_000);
      // Not due yet: nothing happens before its time.
      expect(await drainJobs({ prisma, handlers, logger })).toEqual(NOTHING);
      await makeDue(id);
    }
    expect(await drainJobs({ prisma, handlers, logger })).toEqual({ ...NOTHING, dead: 1 });
    expect(await prisma.job.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "dead",
      attempts: waits.length + 1,
      max_attempts: waits.length + 1,
      locked_until: null,
    });
    await makeDue(id);
    expect(await drainJobs({ prisma, handlers, logger })).toEqual(NOTHING);
    // One structured line per attempt: warn while it will be retried, error when it is dead.
    expect(lines.map((line) => [line.level, line.job, line.kind, line.attempt, line.outcome])).toEqual([
      ...waits.map((_, index) => [40, id, "sweep", index + 1, "retrying"]),
      [50, id, "sweep", waits.length + 1, "dead"],
    ]);
    expect(lines.at(-1)).toMatchObject({
      error: "The disk is full",
      msg: "Job failed; no more retries (dead)",
    });

    // The manufacturer admin sees it among the dead jobs and puts it back.
    const admin = new Client(app.url);
    await admin.login("mfgadmin");
    const dead = await admin.get("/api/jobs?status=dead");
    expect(dead.status).toBe(200);
    expect(dead.json).toEqual([
      {
        id,
        kind: "sweep",
        status: "dead",
        attempts: waits.length + 1,
        max_attempts: waits.length + 1,
        next_attempt_at: null,
        last_error: "The disk is full",
        created_at: expect.any(String),
        finished_at: expect.any(String),
      },
    ]);
    const retried = await admin.post(`/api/jobs/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ id, status: "pending", attempts: 0, finished_at: null });
    expect(retried.json.next_attempt_at).toEqual(expect.any(String));
    const again = await admin.post(`/api/jobs/${id}/retry`);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ errors: ["Only a job that failed for good can be retried."] });
    expect((await admin.post("/api/jobs/999999/retry")).status).toBe(404);
    expect((await admin.get("/api/jobs?status=lost")).json).toEqual({
      errors: ["status: status must be pending, done or dead."],
    });

    refusal = null;
    expect(await drainJobs({ prisma, handlers, logger })).toEqual({ ...NOTHING, done: 1 });
    expect(ran).toEqual([id]);
    expect(lines.at(-1)).toMatchObject({ level: 30, job: id, attempt: 1, outcome: "done", msg: "Job done" });
    expect((await admin.get("/api/jobs?status=dead")).status).toBe(204);
  });

  it("a dead e-mail is retried from the jobs list too: its row on the e-mail screen is pending again", async () => {
    const refusing: Mailer = { send: () => Promise.reject(new Error("Mailbox unavailable")) };
    const emailId = await enqueueEmail(prisma, {
      kind: "password_reset",
      to: "person@example.com",
      subject: "Reset",
      html: "",
      text: "Reset",
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      await drainEmailQueue({ prisma, mailer: refusing });
      await prisma.$executeRawUnsafe(
        `UPDATE jobs SET run_at = (now() AT TIME ZONE 'UTC') - interval '1 second' WHERE status = 'pending'`,
      );
    }
    expect(await prisma.emailJob.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({
      status: "failed",
      attempts: 5,
      last_error: "Mailbox unavailable",
    });
    const [job] = await prisma.job.findMany({ where: { kind: "email" } });
    expect(job).toMatchObject({ status: "dead", attempts: 5, max_attempts: 5 });
    const admin = new Client(app.url);
    await admin.login("superadmin");
    expect((await admin.post(`/api/jobs/${job!.id}/retry`)).status).toBe(200);
    expect(await prisma.emailJob.findUniqueOrThrow({ where: { id: emailId } })).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    const sent: string[] = [];
    const mailer: Mailer = { send: (message) => Promise.resolve(void sent.push(message.to)) };
    expect(await drainEmailQueue({ prisma, mailer })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent).toEqual(["person@example.com"]);
  });

  it("two workers (two server processes on PostgreSQL) share the work and never run one job twice", async () => {
    const total = 60;
    const ids = await prisma.$transaction(async (tx) => {
      const made: number[] = [];
      for (let n = 0; n < total; n++) made.push((await enqueue(tx, "sweep", {}))!);
      return made;
    });
    // On PostgreSQL the second worker is another process's: its own client and pool. PGlite has one
    // connection: two claim loops on it.
    const other = kind === "postgres" ? await createDatabase({ url: getDatabase().url }) : null;
    const ranByA: number[] = [];
    const ranByB: number[] = [];
    const stopA = startJobWorker({ prisma, handlers: recording(ranByA), batchSize: 4, pollIntervalMs: 50 });
    const stopB = startJobWorker({
      prisma: other?.prisma ?? prisma,
      handlers: recording(ranByB),
      batchSize: 4,
      pollIntervalMs: 50,
    });
    try {
      await waitUntil(() => ranByA.length + ranByB.length >= total, "every job", 20_000);
      // A moment more: a job run twice would show up now.
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await stopA();
      await stopB();
      await other?.close();
    }
    const all = [...ranByA, ...ranByB];
    expect(all).toHaveLength(total);
    expect(new Set(all)).toEqual(new Set(ids));
    if (kind === "postgres") {
      expect(ranByA.length).toBeGreaterThan(0);
      expect(ranByB.length).toBeGreaterThan(0);
    }
    const rows = await prisma.job.findMany({ select: { status: true, attempts: true } });
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });
});
