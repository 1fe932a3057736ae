import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateHOTP, generateTOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { TEAM_MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import {
  openSealed,
  parseTotpKey,
  resolveTotpKey,
  sealStoredTotpSecrets,
  sealSecret,
  TOTP_KEY_FILE,
} from "../../src/auth/totp-secrets.js";

vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

const PASSWORD = "Screens#2026";
const codeOf = (secret: string) => generateTOTP(decodeBase32IgnorePadding(secret), 30, 6);
/** The code of the next 30-second step: the server takes one step either side of its clock. */
const nextCodeOf = (secret: string) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + 1), 6);

/** An admin resets another user's two-factor sign-in; secrets sealed at rest (decision 177). */
forEachDatabase("team: two-factor reset and sealed secrets", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    for (const user of await prisma.user.findMany()) ids[user.username] = user.id;
    app = await startApp({ prisma, rateLimits: { loginPerUsername: 1000, loginPerIp: 10000 } });
  });
  afterAll(() => app.close());

  /** Turns two-factor sign-in on for `username` as its app would; answers the secret. */
  const enrol = async (username: string) => {
    const client = await as(username);
    const base = `/api/users/${ids[username]}`;
    const setup = await client.post(`${base}/two-factor`, { current_password: PASSWORD });
    expect(setup.status, JSON.stringify(setup.json)).toBe(200);
    const confirmed = await client.post(`${base}/two-factor/confirm`, { code: codeOf(setup.json.secret) });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    return setup.json.secret as string;
  };

  it("stores the secret sealed, never as the app reads it", async () => {
    const secret = await enrol("purchaser");
    const row = await getDatabase().prisma.userTotp.findUniqueOrThrow({ where: { user_id: ids.purchaser! } });
    expect(row.secret.startsWith("v1:")).toBe(true);
    expect(row.secret).not.toContain(secret);
    expect(openSealed(row.secret)).toBe(secret);
  });

  it("a dealer admin resets a rep's app: sessions end, the password alone signs in, the user is told", async () => {
    const { prisma } = getDatabase();
    await enrol("salesrep");
    const repSession = await as("salesrep");
    const reset = await (await as("dealeradmin")).post(`/api/users/${ids.salesrep}/two-factor/reset`, {});
    expect(reset.status, JSON.stringify(reset.json)).toBe(200);
    expect(reset.json.message).toBe(TEAM_MESSAGES.twoFactorReset);
    expect(await prisma.userTotp.count({ where: { user_id: ids.salesrep! } })).toBe(0);
    expect(await prisma.recoveryCode.count({ where: { user_id: ids.salesrep! } })).toBe(0);
    expect((await repSession.get("/api/check-session")).status).toBe(401);
    const signIn = await new Client(app.url).post("/api/login", { username: "salesrep", password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(signIn.json.two_factor).toBeUndefined();
    const mail = await prisma.emailJob.findFirstOrThrow({ where: { kind: "two_factor_reset" } });
    const rep = await prisma.user.findUniqueOrThrow({ where: { id: ids.salesrep! } });
    expect(mail.to_address).toBe(rep.email);
    expect(mail.text).toContain("removed the authenticator app");
    const event = await prisma.auditEvent.findFirstOrThrow({ where: { action: "two_factor_reset" } });
    expect(event).toMatchObject({
      entity_id: ids.salesrep,
      user_id: ids.dealeradmin,
      dealer_id: rep.dealer_id,
    });
    // Nothing left to reset.
    const again = await (await as("dealeradmin")).post(`/api/users/${ids.salesrep}/two-factor/reset`, {});
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual([TEAM_MESSAGES.twoFactorResetNone]);
  });

  it("never oneself, never above one's role, never another dealer's, never without user.u", async () => {
    await enrol("mfgadmin");
    await enrol("dealeradmin");
    const own = await (await as("dealeradmin")).post(`/api/users/${ids.dealeradmin}/two-factor/reset`, {});
    expect(own.status).toBe(403);
    expect(own.json.errors).toEqual([TEAM_MESSAGES.twoFactorResetOwn]);
    const above = await (await as("dealeradmin")).post(`/api/users/${ids.mfgadmin}/two-factor/reset`, {});
    expect(above.status).toBe(404);
    const foreign = await (await as("cadealer")).post(`/api/users/${ids.dealeradmin}/two-factor/reset`, {});
    expect(foreign.status).toBe(404);
    for (const username of ["salesmanager", "purchaser", "mfguser"]) {
      const answer = await (await as(username)).post(`/api/users/${ids.dealeradmin}/two-factor/reset`, {});
      expect(answer.status, username).toBe(403);
    }
    const staffAbove = await (await as("mfgadmin")).post(`/api/users/${ids.superadmin}/two-factor/reset`, {});
    expect(staffAbove.status).toBe(403);
    expect(staffAbove.json.errors).toEqual([TEAM_MESSAGES.outranked]);
    // A manufacturer admin may reset its dealers' admins.
    const down = await (await as("mfgadmin")).post(`/api/users/${ids.dealeradmin}/two-factor/reset`, {});
    expect(down.status, JSON.stringify(down.json)).toBe(200);
  });

  it("seals secrets stored in the clear, once, and still signs in with them", async () => {
    const { prisma } = getDatabase();
    const secret = await enrol("salesmanager");
    // As the table held it before decision 177.
    await prisma.userTotp.update({ where: { user_id: ids.salesmanager! }, data: { secret } });
    expect(await sealStoredTotpSecrets(prisma)).toBe(1);
    expect(await sealStoredTotpSecrets(prisma)).toBe(0);
    const row = await prisma.userTotp.findUniqueOrThrow({ where: { user_id: ids.salesmanager! } });
    expect(row.secret.startsWith("v1:")).toBe(true);
    const browser = new Client(app.url);
    const first = await browser.post("/api/login", { username: "salesmanager", password: PASSWORD });
    expect(first.json).toEqual({ two_factor: "code" });
    // The confirmation spent this step's code: the next step's signs in.
    const answer = await browser.post("/api/login/two-factor", { code: nextCodeOf(secret) });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  });
});

describe("the server's key for two-factor secrets", () => {
  it("comes from TOTP_SECRET_KEY, else a key file made once in the data directory, owner-only", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "totp-key-"));
    const made = resolveTotpKey({}, dir);
    expect(made).toHaveLength(32);
    const file = path.join(dir, TOTP_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveTotpKey({}, dir).equals(made)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(made.toString("base64"));
    const configured = Buffer.alloc(32, 7);
    expect(resolveTotpKey({ TOTP_SECRET_KEY: configured.toString("base64") }, dir).equals(configured)).toBe(
      true,
    );
    expect(() => parseTotpKey("c2hvcnQ=", "TOTP_SECRET_KEY")).toThrow(/32 random bytes/);
  });

  it("seals with a fresh IV each time and refuses a tampered value", () => {
    const a = sealSecret("JBSWY3DPEHPK3PXP");
    const b = sealSecret("JBSWY3DPEHPK3PXP");
    expect(a).not.toBe(b);
    expect(openSealed(a)).toBe("JBSWY3DPEHPK3PXP");
    const raw = Buffer.from(a.slice(3), "base64");
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(() => openSealed(`v1:${raw.toString("base64")}`)).toThrow(/cannot be decrypted/);
    // A value from before encryption reads as it is.
    expect(openSealed("JBSWY3DPEHPK3PXP")).toBe("JBSWY3DPEHPK3PXP");
  });
});
