import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { createDatabase, type PrismaClient } from "../../src/db/client.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { createMailer, type Mailer, type MailMessage } from "../../src/mail/mailer.js";
import {
  drainEmailQueue,
  enqueueEmail,
  RETRY_DELAYS_MS,
  startEmailWorker,
  type QueuedEmail,
} from "../../src/mail/queue.js";
import { seedForeignAccount } from "../helpers/fixtures.js";
import { Client, memoryMailer, startApp, type RunningApp } from "../helpers/http.js";
import { startSmtpServer } from "../helpers/smtp.js";
import { forEachDatabase } from "../helpers/test-database.js";
import { waitUntil } from "../helpers/wait.js";

const NOTHING = { sent: 0, retrying: 0, failed: 0 };

function email(n: number): QueuedEmail {
  return {
    kind: "test",
    to: `person${n}@example.com`,
    subject: `Test ${n}`,
    html: `<p>Hello ${n}</p>`,
    text: `Hello ${n}`,
  };
}

/** A mailer that takes a little time per message, so two workers really overlap. */
function slowMailer(sent: MailMessage[]): Mailer {
  return {
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      sent.push(message);
    },
  };
}

forEachDatabase("the durable e-mail queue", (getDatabase, kind) => {
  let prisma: PrismaClient;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let refusal: string | null = null;
  let mailer: Mailer;
  let app: RunningApp;

  beforeAll(async () => {
    prisma = getDatabase().prisma;
    await seedDemoWorld(prisma);
    await seedForeignAccount(prisma);
    smtp = await startSmtpServer({ refuse: () => refusal });
    mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: "/nonexistent",
      from: "Screens Panel <no-reply@test.example>",
    });
    app = await startApp({ prisma, mailer });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    refusal = null;
  });

  // The e-mail's job on the queue (decision 200) is what comes due.
  const makeDue = (id: number) =>
    prisma.$executeRawUnsafe(
      `UPDATE jobs SET run_at = (now() AT TIME ZONE 'UTC') - interval '1 second'
        WHERE kind = 'email' AND payload->>'email_id' = $1`,
      String(id),
    );

  async function loggedIn(username: string) {
    const client = new Client(app.url);
    await client.login(username);
    return client;
  }

  it("queues an e-mail only when its transaction commits, sends it once and keeps only its envelope", async () => {
    const before = smtp.received.length;
    await expect(
      prisma.$transaction(async (tx) => {
        await enqueueEmail(tx, email(1));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await prisma.emailJob.count()).toBe(0);
    expect(await drainEmailQueue({ prisma, mailer })).toEqual(NOTHING);
    expect(smtp.received.length).toBe(before);

    const id = await prisma.$transaction((tx) => enqueueEmail(tx, email(2)));
    expect(await drainEmailQueue({ prisma, mailer })).toEqual({ ...NOTHING, sent: 1 });
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual(["person2@example.com"]);
    expect(smtp.received.at(-1)?.raw).toContain("Hello 2");
    expect(await drainEmailQueue({ prisma, mailer })).toEqual(NOTHING);
    expect(smtp.received.length).toBe(before + 1);

    const job = await prisma.emailJob.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({
      status: "sent",
      attempts: 1,
      to_address: "person2@example.com",
      subject: "Test 2",
    });
    expect(job.sent_at).not.toBeNull();
    // The body may hold a live link (reset key, quote token): gone once delivered.
    expect([job.html, job.text, job.attachments]).toEqual(["", "", []]);
  });

  it("retries a refused e-mail after 30 s, 2 min, 10 min, 1 h and 6 h, then marks it failed", async () => {
    refusal = "Mailbox temporarily unavailable";
    const id = await enqueueEmail(prisma, email(3));
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      expect(await drainEmailQueue({ prisma, mailer })).toEqual({ ...NOTHING, retrying: 1 });
      const job = await prisma.emailJob.findUniqueOrThrow({ where: { id } });
      expect(job.status).toBe("pending");
      expect(job.attempts).toBe(index + 1);
      expect(job.last_error).toContain("Mailbox temporarily unavailable");
      const wait = job.next_attempt_at.getTime() - Date.now();
      expect(wait).toBeGreaterThan(delay - 10_000);
      expect(wait).toBeLessThanOrEqual(delay + 1_000);
      // Not due yet: nothing happens before its time.
      expect(await drainEmailQueue({ prisma, mailer })).toEqual(NOTHING);
      await makeDue(id);
    }
    expect(await drainEmailQueue({ prisma, mailer })).toEqual({ ...NOTHING, failed: 1 });
    const failed = await prisma.emailJob.findUniqueOrThrow({ where: { id } });
    expect(failed).toMatchObject({ status: "failed", attempts: 6, locked_until: null });
    await makeDue(id);
    expect(await drainEmailQueue({ prisma, mailer })).toEqual(NOTHING);

    for (const username of ["superadmin", "mfgadmin", "mfguser"]) {
      const answer = await (await loggedIn(username)).get("/api/emails?status=failed");
      expect(answer.status, username).toBe(200);
      expect(answer.json).toEqual([
        expect.objectContaining({
          id,
          kind: "test",
          to_address: "person3@example.com",
          status: "failed",
          attempts: 6,
          max_attempts: 6,
          next_attempt_at: null,
          last_error: expect.stringContaining("Mailbox temporarily unavailable"),
        }),
      ]);
      expect(answer.json[0]).not.toHaveProperty("html");
    }
    // Dealers, and the staff of another manufacturer account, see nothing of the queue.
    for (const username of ["dealeradmin", "salesrep", "purchaser", "otherstaff", "otherdealer"]) {
      const client = await loggedIn(username);
      expect((await client.get("/api/emails?status=failed")).status, username).toBe(403);
      expect((await client.post(`/api/emails/${id}/retry`)).status, username).toBe(403);
    }
    expect((await new Client(app.url).get("/api/emails")).status).toBe(401);
  });

  it("lets staff retry a failed e-mail, which then goes out", async () => {
    refusal = "Service not available";
    const id = await enqueueEmail(prisma, email(4));
    for (let attempt = 0; attempt < RETRY_DELAYS_MS.length + 1; attempt++) {
      await drainEmailQueue({ prisma, mailer });
      await makeDue(id);
    }
    expect((await prisma.emailJob.findUniqueOrThrow({ where: { id } })).status).toBe("failed");

    refusal = null;
    const staff = await loggedIn("mfguser");
    const retried = await staff.post(`/api/emails/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({
      id,
      status: "pending",
      attempts: 0,
      last_error: "Message failed: 451 Service not available",
    });
    expect(retried.json.next_attempt_at).toEqual(expect.any(String));
    const again = await staff.post(`/api/emails/${id}/retry`);
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ errors: ["Only a failed e-mail can be retried."] });
    expect((await staff.post(`/api/emails/999999/retry`)).status).toBe(404);

    const before = smtp.received.length;
    expect(await drainEmailQueue({ prisma, mailer })).toEqual({ ...NOTHING, sent: 1 });
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([["person4@example.com"]]);
    const sent = await staff.get("/api/emails?status=sent");
    expect(sent.json).toEqual([expect.objectContaining({ id, status: "sent", attempts: 1 })]);
  });

  it("lists newest first, page by page, filtered by status, with clear errors", async () => {
    const ids: number[] = [];
    for (let n = 10; n < 15; n++) ids.push(await enqueueEmail(prisma, email(n)));
    const staff = await loggedIn("mfgadmin");
    const first = await staff.get("/api/emails?status=pending&limit=2");
    expect(first.json.map((job: { id: number }) => job.id)).toEqual([ids[4], ids[3]]);
    const next = await staff.get(`/api/emails?status=pending&limit=2&cursor=${ids[3]}`);
    expect(next.json.map((job: { id: number }) => job.id)).toEqual([ids[2], ids[1]]);
    expect((await staff.get("/api/emails?status=failed")).status).toBe(204);
    expect((await staff.get("/api/emails?q=person12")).json.map((job: { id: number }) => job.id)).toEqual([
      ids[2],
    ]);
    const bad = await staff.get("/api/emails?status=lost");
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ errors: ["status: status must be pending, sent or failed."] });
  });

  it("counts a send that hangs as a failed attempt", async () => {
    const id = await enqueueEmail(prisma, email(5));
    const hanging: Mailer = { send: () => new Promise(() => {}) };
    expect(await drainEmailQueue({ prisma, mailer: hanging, sendTimeoutMs: 100 })).toEqual({
      ...NOTHING,
      retrying: 1,
    });
    const job = await prisma.emailJob.findUniqueOrThrow({ where: { id } });
    expect(job).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    expect(job.last_error).toBe("Sending took longer than 0.1 s.");
  });

  it("wakes its worker when a job commits (not on a rollback) and stops cleanly", async () => {
    const memory = memoryMailer();
    // A poll interval far longer than the test: only the commit's notification can wake it.
    const stop = startEmailWorker({ prisma, mailer: memory, pollIntervalMs: 600_000 });
    await stop.ready;
    await prisma
      .$transaction(async (tx) => {
        await enqueueEmail(tx, email(6));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    const started = Date.now();
    await prisma.$transaction((tx) => enqueueEmail(tx, email(7)));
    await waitUntil(() => memory.sent.length >= 1, "the queued e-mail", 5_000);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(memory.sent.map((m) => m.to)).toEqual(["person7@example.com"]);

    if (kind === "postgres") {
      // Another server process on the same database wakes this one too.
      const other = await createDatabase({ url: getDatabase().url });
      try {
        await other.prisma.$transaction((tx) => enqueueEmail(tx, email(8)));
        await waitUntil(() => memory.sent.length >= 2, "the other process's e-mail", 5_000);
      } finally {
        await other.close();
      }
    }

    await stop();
    const count = memory.sent.length;
    await enqueueEmail(prisma, email(9));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(memory.sent.length).toBe(count);
    expect(await prisma.emailJob.count({ where: { status: "pending" } })).toBe(1);
  });

  it("never lets two workers send one job twice", async () => {
    const total = 40;
    await prisma.$transaction(async (tx) => {
      for (let n = 100; n < 100 + total; n++) await enqueueEmail(tx, email(n));
    });
    // On PostgreSQL a second client is a second server process; PGlite has one connection.
    const other = kind === "postgres" ? await createDatabase({ url: getDatabase().url }) : null;
    await other?.prisma.$queryRawUnsafe("SELECT 1"); // connected before the race starts
    const sentByA: MailMessage[] = [];
    const sentByB: MailMessage[] = [];
    try {
      await Promise.all([
        drainEmailQueue({ prisma, mailer: slowMailer(sentByA), batchSize: 3 }),
        drainEmailQueue({ prisma: other?.prisma ?? prisma, mailer: slowMailer(sentByB), batchSize: 3 }),
      ]);
    } finally {
      await other?.close();
    }
    const addresses = [...sentByA, ...sentByB].map((m) => m.to);
    expect(addresses).toHaveLength(total);
    expect(new Set(addresses).size).toBe(total);
    if (kind === "postgres") {
      expect(sentByA.length).toBeGreaterThan(0);
      expect(sentByB.length).toBeGreaterThan(0);
    }
    const rows = await prisma.emailJob.findMany({ select: { status: true, attempts: true } });
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("delivers the password reset e-mail through the queue as soon as it is committed", async () => {
    // The worker's poll is an hour away: only the committed job's NOTIFY can wake it in time.
    const resetApp = await startApp({
      prisma,
      mailer,
      emailWorker: { pollIntervalMs: 3_600_000 },
      rateLimits: { forgotPerIp: 1000 },
    });
    try {
      const before = smtp.received.length;
      const answer = await new Client(resetApp.url).post("/api/forgot-password", {
        email: "dealeradmin@gulfcoastshade.example",
        url: resetApp.url,
      });
      expect(answer.status).toBe(200);
      await waitUntil(() => smtp.received.length === before + 1, "the reset e-mail", 30_000);
      const raw = smtp.received.at(-1)!.raw;
      expect(raw).toContain("Content-Type: text/html");
      expect(raw).toContain("Content-Type: text/plain");
      // The worker records the delivery right after the SMTP server took the message.
      const sentJob = () => prisma.emailJob.findFirstOrThrow({ where: { kind: "password_reset" } });
      await waitUntil(async () => (await sentJob()).status === "sent", "the delivery recorded");
      expect(await sentJob()).toMatchObject({
        status: "sent",
        to_address: "dealeradmin@gulfcoastshade.example",
        text: "",
      });
    } finally {
      await resetApp.close();
    }
  });
});
