import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { resetKeyFrom, startSmtpServer } from "../helpers/smtp.js";
import { createMailer } from "../../src/mail/mailer.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { hashToken } from "../../src/auth/tokens.js";
import { waitUntil } from "../helpers/wait.js";

forEachDatabase("password reset through a real SMTP server", (getDatabase) => {
  let app: RunningApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    smtp = await startSmtpServer();
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: "/nonexistent",
      from: "test@screens.example",
    });
    app = await startApp({ prisma, mailer, emailWorker: true, rateLimits: { forgotPerIp: 1000 } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function requestKey(email: string): Promise<string> {
    const before = smtp.received.length;
    const result = await new Client(app.url).post("/api/forgot-password", { email, url: app.url });
    expect(result.status).toBe(200);
    await waitUntil(() => smtp.received.length === before + 1, "the reset e-mail");
    expect(smtp.received.at(-1)?.to).toEqual([email]);
    return resetKeyFrom(smtp.received.at(-1)!.raw);
  }

  it("sets the new password once, ends every session, and refuses the key a second time", async () => {
    const loggedIn = new Client(app.url);
    await loggedIn.login("purchaser");
    const key = await requestKey("purchaser@gulfcoastshade.example");

    const client = new Client(app.url);
    const update = await client.post("/api/update-password", {
      password: "Newpass#2027",
      confirmPassword: "Newpass#2027",
      hashedKey: key,
    });
    expect(update.status).toBe(200);
    expect((await loggedIn.get("/api/check-session")).status).toBe(401);
    expect(
      (await client.post("/api/login", { username: "purchaser", password: "Screens#2026" })).status,
    ).toBe(401);
    expect(
      (await client.post("/api/login", { username: "purchaser", password: "Newpass#2027" })).status,
    ).toBe(200);

    const reuse = await new Client(app.url).post("/api/update-password", {
      password: "Other#20288",
      confirmPassword: "Other#20288",
      hashedKey: key,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json).toEqual({ errors: [MESSAGES.invalidResetKey] });
  });

  it("spends every other key of the user when one is used", async () => {
    const first = await requestKey("mfguser@solaris-screens.example");
    const second = await requestKey("mfguser@solaris-screens.example");
    const client = new Client(app.url);
    const body = (hashedKey: string) => ({
      password: "Newpass#2027",
      confirmPassword: "Newpass#2027",
      hashedKey,
    });
    expect((await client.post("/api/update-password", body(first))).status).toBe(200);
    expect((await client.post("/api/update-password", body(second))).status).toBe(400);
  });

  it("stores only the key's hash", async () => {
    const key = await requestKey("salesmanager@gulfcoastshade.example");
    const { prisma } = getDatabase();
    expect(await prisma.passwordResetToken.findUnique({ where: { id: key } })).toBeNull();
    expect(await prisma.passwordResetToken.findUnique({ where: { id: hashToken(key) } })).not.toBeNull();
  });

  it("refuses an expired key", async () => {
    const key = await requestKey("dealeradmin@gulfcoastshade.example");
    const { prisma } = getDatabase();
    await prisma.passwordResetToken.update({
      where: { id: hashToken(key) },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const result = await new Client(app.url).post("/api/update-password", {
      password: "Newpass#2027",
      confirmPassword: "Newpass#2027",
      hashedKey: key,
    });
    expect(result.status).toBe(400);
    expect(result.json).toEqual({ errors: [MESSAGES.invalidResetKey] });
    expect(
      (await new Client(app.url).post("/api/login", { username: "dealeradmin", password: "Screens#2026" }))
        .status,
    ).toBe(200);
  });

  it("mails one address at most 3 times in 15 minutes, answering every request the same", async () => {
    const email = "cadealer@mapleleafoutdoor.example";
    for (let i = 0; i < 3; i++) await requestKey(email);
    const before = smtp.received.length;
    const fourth = await new Client(app.url).post("/api/forgot-password", { email, url: app.url });
    expect(fourth.status).toBe(200);
    expect(fourth.json).toEqual({ success: true, message: MESSAGES.forgotPasswordAccepted });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(before);
  });

  it("checks the password rules with the spec's messages before touching the key", async () => {
    const key = await requestKey("salesrep@gulfcoastshade.example");
    const client = new Client(app.url);
    const weak = await client.post("/api/update-password", {
      password: "short",
      confirmPassword: "short",
      hashedKey: key,
    });
    expect(weak.status).toBe(400);
    expect(weak.json.errors).toEqual([
      "password: Password must be at least 8 characters long",
      "password: Password must contain at least one uppercase letter",
      "password: Password must contain at least one number",
      "password: Password must contain at least one special character",
    ]);
    const mismatch = await client.post("/api/update-password", {
      password: "Newpass#2027",
      confirmPassword: "Newpass#2028",
      hashedKey: key,
    });
    expect(mismatch.json).toEqual({ errors: ["confirmPassword: Passwords must match"] });
    const missingKey = await client.post("/api/update-password", {
      password: "Newpass#2027",
      confirmPassword: "Newpass#2027",
    });
    expect(missingKey.status).toBe(400);
    // The key survived the refused attempts.
    const ok = await client.post("/api/update-password", {
      password: "Newpass#2027",
      confirmPassword: "Newpass#2027",
      hashedKey: key,
    });
    expect(ok.status).toBe(200);
  });
});
