import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_CHANGE_MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld, DEMO_PASSWORD } from "../../src/seed/demo-world.js";
import { hashPassword } from "../../src/auth/password.js";
import { hashToken } from "../../src/auth/tokens.js";
import { sweepExpired } from "../../src/services/sweeper.js";
import { createMailer } from "../../src/mail/mailer.js";
import type { PrismaClient } from "../../src/db/client.js";

// The machine running the suite can be busy: seeding and hashing get time.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

/** The token of the newest confirmation link mailed to `to`. */
async function confirmationToken(prisma: PrismaClient, to: string): Promise<string> {
  const job = await prisma.emailJob.findFirstOrThrow({
    where: { to_address: to, kind: "email_change_confirm" },
    orderBy: { id: "desc" },
  });
  return /\/confirm-email\/([\w-]+)/.exec(job.text)![1]!;
}

/** Decisions 086-088: accounts cannot be taken over by a peer. */
forEachDatabase("e-mail changes", (getDatabase) => {
  let app: RunningApp;
  const as = async (username: string) => {
    const client = new Client(app.url);
    await client.login(username);
    return client;
  };
  const idOf = async (username: string) =>
    (await getDatabase().prisma.user.findUniqueOrThrow({ where: { username } })).id;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const dealeradmin = await prisma.user.findUniqueOrThrow({ where: { username: "dealeradmin" } });
    const password_hash = await hashPassword(DEMO_PASSWORD);
    // Peers: a second admin of the same dealer, a second manufacturer admin.
    await prisma.user.createMany({
      data: [
        {
          username: "dealeradmin2",
          email: "admin2@gulfcoastshade.example",
          first_name: "Dee",
          last_name: "Two",
          role_id: 4,
          dealer_id: dealeradmin.dealer_id,
          password_hash,
        },
        {
          username: "mfgadmin2",
          email: "mfgadmin2@solaris-screens.example",
          first_name: "Max",
          last_name: "Two",
          role_id: 2,
          account_id: (await prisma.user.findUniqueOrThrow({ where: { username: "mfgadmin" } })).account_id,
          password_hash,
        },
      ],
    });
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  it("a peer cannot change another user's e-mail: only a higher role can", async () => {
    const { prisma } = getDatabase();
    const dealerPeer = await as("dealeradmin");
    const peer = await dealerPeer.patch(`/api/users/${await idOf("dealeradmin2")}`, {
      email: "evil@attacker.example",
    });
    expect(peer.status).toBe(403);
    expect(peer.json.errors).toEqual([EMAIL_CHANGE_MESSAGES.outranked]);
    const mfgPeer = await as("mfgadmin");
    const staffPeer = await mfgPeer.patch(`/api/users/${await idOf("mfgadmin2")}`, {
      email: "evil@attacker.example",
    });
    expect(staffPeer.status).toBe(403);
    expect(await prisma.emailJob.count({ where: { to_address: "evil@attacker.example" } })).toBe(0);

    // A dealer admin outranks a purchaser; the super admin outranks a manufacturer admin.
    const down = await dealerPeer.patch(`/api/users/${await idOf("purchaser")}`, {
      email: "paula@new.example",
    });
    expect(down.status, JSON.stringify(down.json)).toBe(200);
    expect(down.json.pending_email).toBe("paula@new.example");
    expect(down.json.email).toBe("purchaser@gulfcoastshade.example");
    const superadmin = await as("superadmin");
    const staff = await superadmin.patch(`/api/users/${await idOf("mfgadmin2")}`, {
      email: "max@new.example",
    });
    expect(staff.status, JSON.stringify(staff.json)).toBe(200);
    // Nothing changed yet: the new address confirms first.
    expect((await prisma.user.findUniqueOrThrow({ where: { username: "mfgadmin2" } })).email).toBe(
      "mfgadmin2@solaris-screens.example",
    );
  });

  it("changing one's own e-mail needs the current password", async () => {
    const rep = await as("salesrep");
    const id = await idOf("salesrep");
    const missing = await rep.patch(`/api/users/${id}`, { email: "ray@new.example" });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toEqual([`current_password: ${EMAIL_CHANGE_MESSAGES.passwordRequired}`]);
    const wrong = await rep.patch(`/api/users/${id}`, {
      email: "ray@new.example",
      current_password: "Wrong#2026x",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([`current_password: ${EMAIL_CHANGE_MESSAGES.passwordWrong}`]);
    const right = await rep.patch(`/api/users/${id}`, {
      email: "ray@new.example",
      current_password: DEMO_PASSWORD,
    });
    expect(right.status, JSON.stringify(right.json)).toBe(200);
    expect(right.json.pending_email).toBe("ray@new.example");
    // Other fields of the own profile still need no password.
    const phone = await rep.patch(`/api/users/${id}`, { phone: "+1 (941) 555-0199" });
    expect(phone.status).toBe(200);
  });

  it("answers the same whether or not the address belongs to an account of another tenant", async () => {
    const { prisma } = getDatabase();
    const purchaser = await as("purchaser");
    const id = await idOf("purchaser");
    const taken = "cadealer@mapleleafoutdoor.example"; // another dealer's user
    const answerTaken = await purchaser.patch(`/api/users/${id}`, {
      email: taken,
      current_password: DEMO_PASSWORD,
    });
    // Reading the user back says the same as for a free address (decision 088): the request is
    // recorded either way, a taken address's with a link nobody was sent.
    const readTaken = await purchaser.get(`/api/users/${id}`);
    expect(readTaken.json.pending_email).toBe(taken);
    const answerFree = await purchaser.patch(`/api/users/${id}`, {
      email: "paula.free@new.example",
      current_password: DEMO_PASSWORD,
    });
    expect(answerTaken.status).toBe(200);
    expect(answerFree.status).toBe(200);
    const { pending_email: a, ...restTaken } = answerTaken.json;
    const { pending_email: b, ...restFree } = answerFree.json;
    expect([a, b]).toEqual([taken, "paula.free@new.example"]);
    expect(restTaken).toEqual(restFree);
    const readFree = await purchaser.get(`/api/users/${id}`);
    expect({ ...readTaken.json, pending_email: "" }).toEqual({ ...readFree.json, pending_email: "" });
    // The taken address learns it by mail; no confirmation link is made for it.
    expect(await prisma.emailJob.count({ where: { to_address: taken, kind: "email_in_use" } })).toBe(1);
    expect(await prisma.emailJob.count({ where: { to_address: taken, kind: "email_change_confirm" } })).toBe(
      0,
    );
  });

  it("the link sent to the new address changes it, notifies the old one and ends the other sessions", async () => {
    const { prisma } = getDatabase();
    const id = await idOf("salesmanager");
    const browser = await as("salesmanager");
    const phone = await as("salesmanager");
    const changed = await browser.patch(`/api/users/${id}`, {
      email: "sofia@new.example",
      current_password: DEMO_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const token = await confirmationToken(prisma, "sofia@new.example");
    const confirmed = await browser.post("/api/confirm-email", { token });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    expect(confirmed.json).toEqual({
      email: "sofia@new.example",
      message: EMAIL_CHANGE_MESSAGES.confirmed,
      new_account: false,
    });
    const user = await prisma.user.findUniqueOrThrow({ where: { id } });
    expect(user.email).toBe("sofia@new.example");
    expect(user.credentials_changed_at).not.toBeNull();
    // The old address is told; the other session ended, the confirming one stays.
    const notice = await prisma.emailJob.findFirst({
      where: { to_address: "salesmanager@gulfcoastshade.example", kind: "email_changed_notice" },
    });
    expect(notice?.text).toContain("sofia@new.example");
    expect((await phone.get("/api/check-session")).status).toBe(401);
    expect((await browser.get("/api/check-session")).status).toBe(200);
    // Once only.
    const again = await browser.post("/api/confirm-email", { token });
    expect(again.status).toBe(400);
    expect(again.json.errors).toEqual([EMAIL_CHANGE_MESSAGES.linkInvalid]);
    expect((await new Client(app.url).post("/api/confirm-email", { token: "nope" })).status).toBe(400);
  });

  it("a link opened without a session ends every session; an expired link does nothing", async () => {
    const { prisma } = getDatabase();
    const id = await idOf("mfgadmin2");
    const session = await as("mfgadmin2");
    const token = await confirmationToken(prisma, "max@new.example");
    const anonymous = new Client(app.url);
    expect((await anonymous.post("/api/confirm-email", { token })).status).toBe(200);
    expect((await session.get("/api/check-session")).status).toBe(401);
    // The notice names the administrator who asked.
    const notice = await prisma.emailJob.findFirstOrThrow({
      where: { to_address: "mfgadmin2@solaris-screens.example", kind: "email_changed_notice" },
    });
    expect(notice.text).toContain("Sam Super");

    await prisma.emailChangeRequest.create({
      data: {
        id: hashToken("expired-token"),
        user_id: id,
        new_email: "late@new.example",
        expires_at: new Date(Date.now() - 1000),
      },
    });
    expect((await anonymous.post("/api/confirm-email", { token: "expired-token" })).status).toBe(400);
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).email).toBe("max@new.example");
  });

  it("refuses a link whose address was taken after the request", async () => {
    const { prisma } = getDatabase();
    const id = await idOf("purchaser");
    const token = await confirmationToken(prisma, "paula.free@new.example");
    await prisma.user.update({
      where: { username: "dealeradmin2" },
      data: { email: "paula.free@new.example" },
    });
    const answer = await new Client(app.url).post("/api/confirm-email", { token });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([EMAIL_CHANGE_MESSAGES.addressTaken]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).email).not.toBe("paula.free@new.example");
  });

  describe("the sweep", () => {
    it("deletes expired sessions, reset keys and e-mail change requests, and keeps live ones", async () => {
      const { prisma } = getDatabase();
      const user_id = await idOf("salesrep");
      const past = new Date(Date.now() - 60_000);
      const future = new Date(Date.now() + 3_600_000);
      await prisma.session.createMany({
        data: [
          { id: "sweep-dead", user_id, expires_at: past },
          { id: "sweep-live", user_id, expires_at: future },
        ],
      });
      await prisma.passwordResetToken.createMany({
        data: [
          { id: "sweep-dead", user_id, expires_at: past },
          { id: "sweep-live", user_id, expires_at: future },
        ],
      });
      await prisma.emailChangeRequest.createMany({
        data: [
          { id: "sweep-dead", user_id, new_email: "a@x.example", expires_at: past },
          { id: "sweep-live", user_id, new_email: "b@x.example", expires_at: future },
          {
            id: "sweep-old-confirmed",
            user_id,
            new_email: "c@x.example",
            expires_at: past,
            confirmed_at: new Date(Date.now() - 8 * 24 * 3_600_000),
          },
        ],
      });
      const result = await sweepExpired(prisma);
      expect(result.sessions).toBeGreaterThanOrEqual(1);
      expect(
        await prisma.session.findMany({ where: { id: { startsWith: "sweep-" } }, select: { id: true } }),
      ).toEqual([{ id: "sweep-live" }]);
      expect(
        await prisma.passwordResetToken.findMany({
          where: { id: { startsWith: "sweep-" } },
          select: { id: true },
        }),
      ).toEqual([{ id: "sweep-live" }]);
      expect(
        await prisma.emailChangeRequest.findMany({
          where: { id: { startsWith: "sweep-" } },
          select: { id: true },
        }),
      ).toEqual([{ id: "sweep-live" }]);
    });
  });
});

describe("reset links in the log", () => {
  it("are not printed when links are secrets (NODE_ENV=production)", async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const lines: string[] = [];
    const message = {
      to: "a@example.com",
      subject: "Reset",
      text: "Open http://localhost:3000/reset-password/secret-key to reset.",
    };
    await createMailer({ outboxDir, from: "p@example.com", log: (l) => lines.push(l), logLinks: false }).send(
      message,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("secret-key");
    await createMailer({ outboxDir, from: "p@example.com", log: (l) => lines.push(l) }).send(message);
    expect(lines[1]).toContain("reset-password/secret-key");
    await fs.rm(outboxDir, { recursive: true, force: true });
  });
});
