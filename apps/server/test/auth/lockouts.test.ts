import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { createPasswordReset } from "../../src/auth/password-reset.js";
import * as passwords from "../../src/auth/password.js";

// Counts the argon2 hashes the reset endpoint runs (the module's own export, wrapped).
vi.mock("../../src/auth/password.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/auth/password.js")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const RIGHT = "Screens#2026";
const WRONG = "Nope#12345";

/** Behind a trusted proxy, so each test can speak from addresses of its own (X-Forwarded-For). */
forEachDatabase("lockouts that protect instead of harm", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({
      prisma: getDatabase().prisma,
      trustProxy: true,
      rateLimits: { loginPerUsername: 10, loginPerIp: 50, loginPerAccount: 30, resetKeyPerIp: 10 },
    });
  });
  afterAll(() => app.close());

  const login = (username: string, password: string, address: string) =>
    new Client(app.url).request("POST", "/api/login", { username, password }, { "x-forwarded-for": address });

  describe("POST /api/login", () => {
    it("never counts successful logins: 20 at once all sign in, and the allowance is still whole", async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => login("salesrep", RIGHT, "198.51.100.1")),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      // Nine wrong passwords later the right one still works, from this address and from another.
      for (let i = 0; i < 9; i++) expect((await login("salesrep", WRONG, "198.51.100.1")).status).toBe(401);
      expect((await login("salesrep", RIGHT, "198.51.100.1")).status).toBe(200);
      expect((await login("salesrep", RIGHT, "198.51.100.2")).status).toBe(200);
    });

    it("never counts its own 429 answers", async () => {
      const { prisma } = getDatabase();
      for (let i = 0; i < 10; i++) expect((await login("purchaser", WRONG, "198.51.100.3")).status).toBe(401);
      const refused = await Promise.all(
        Array.from({ length: 5 }, () => login("purchaser", RIGHT, "198.51.100.3")),
      );
      for (const answer of refused) {
        expect(answer.status).toBe(429);
        expect(answer.json).toEqual({ errors: [MESSAGES.tooManyAttempts] });
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      const counters = await prisma.rateLimitHit.findMany({ where: { key: { startsWith: "login-" } } });
      const pair = counters.filter(
        (row) => row.key.startsWith("login-pair:") && row.key.endsWith("198.51.100.3"),
      );
      expect(pair.map((row) => row.hits)).toEqual([10]);
    });

    it("locks a username out from one address only: ten wrong passwords do not lock it out everywhere", async () => {
      for (let i = 0; i < 10; i++)
        expect((await login("dealeradmin", WRONG, "198.51.100.4")).status).toBe(401);
      expect((await login("dealeradmin", RIGHT, "198.51.100.4")).status).toBe(429);
      expect((await login("dealeradmin", RIGHT, "198.51.100.5")).status).toBe(200);
    });

    it("limits one address across usernames", async () => {
      const names = ["mfguser", "salesmanager", "cadealer", "nobody-1", "nobody-2", "nobody-3"];
      let failures = 0;
      for (const name of names)
        for (let i = 0; i < 9 && failures < 50; i++, failures++)
          expect((await login(name, WRONG, "198.51.100.6")).status).toBe(401);
      expect(failures).toBe(50);
      // The address has used its allowance, for a username it never tried too.
      expect((await login("mfgadmin", RIGHT, "198.51.100.6")).status).toBe(429);
      expect((await login("mfgadmin", RIGHT, "198.51.100.7")).status).toBe(200);
    });

    it("limits one account across addresses, but never locks the owner out from an address they signed in from", async () => {
      // The owner signed in from this address before.
      expect((await login("superadmin", RIGHT, "203.0.113.50")).status).toBe(200);
      // 30 failures for one account, 5 from each of six addresses (none reaches its own limit).
      for (let address = 0; address < 6; address++)
        for (let i = 0; i < 5; i++)
          expect((await login("superadmin", WRONG, `203.0.113.${address + 1}`)).status).toBe(401);
      expect((await login("superadmin", RIGHT, "203.0.113.99")).status).toBe(429);
      // The known address is exempt from the per-account allowance only: its own pair still counts.
      expect((await login("superadmin", RIGHT, "203.0.113.50")).status).toBe(200);
      for (let i = 0; i < 10; i++)
        expect((await login("superadmin", WRONG, "203.0.113.50")).status).toBe(401);
      expect((await login("superadmin", RIGHT, "203.0.113.50")).status).toBe(429);
    });
  });

  describe("POST /api/update-password", () => {
    const update = (body: object, address: string) =>
      new Client(app.url).request("POST", "/api/update-password", body, { "x-forwarded-for": address });

    it("checks the key before hashing the password, and limits wrong keys per address", async () => {
      const hashes = vi.mocked(passwords.hashPassword);
      hashes.mockClear();
      for (let i = 0; i < 10; i++) {
        const bogus = await update({ password: "Newpass#2027", hashedKey: `made-up-${i}` }, "192.0.2.1");
        expect(bogus.status).toBe(400);
        expect(bogus.json).toEqual({ errors: [MESSAGES.invalidResetKey] });
      }
      expect(hashes).not.toHaveBeenCalled();
      const limited = await update({ password: "Newpass#2027", hashedKey: "made-up-11" }, "192.0.2.1");
      expect(limited.status).toBe(429);
      expect(limited.json.errors).toEqual(["Too many requests. Please wait a few minutes and try again."]);
      expect(hashes).not.toHaveBeenCalled();
    });

    it("refuses an over-long key with a 400 before hashing anything", async () => {
      const hashes = vi.mocked(passwords.hashPassword);
      hashes.mockClear();
      const long = await update({ password: "Newpass#2027", hashedKey: "k".repeat(10_000) }, "192.0.2.30");
      expect(long.status).toBe(400);
      expect(long.json.errors).toEqual([`hashedKey: ${MESSAGES.invalidResetKey}`]);
      expect(hashes).not.toHaveBeenCalled();
      // Refused as malformed input, before any lookup: not counted as a wrong key.
      const counted = await getDatabase().prisma.rateLimitHit.count({
        where: { key: { startsWith: "reset-key-ip:", endsWith: "192.0.2.30" } },
      });
      expect(counted).toBe(0);
    });

    it("keeps the link working when setting the password fails, and ends older sessions when it succeeds", async () => {
      const { prisma } = getDatabase();
      const user = await prisma.user.findFirstOrThrow({ where: { username: "cadealer" } });
      const older = new Client(app.url);
      const signedIn = await older.request(
        "POST",
        "/api/login",
        { username: "cadealer", password: RIGHT },
        { "x-forwarded-for": "192.0.2.31" },
      );
      expect(signedIn.status).toBe(200);
      const key = await createPasswordReset(prisma, user.id);
      vi.mocked(passwords.hashPassword).mockRejectedValueOnce(new Error("hashing failed"));
      const failed = await update({ password: "Newpass#2027", hashedKey: key }, "192.0.2.32");
      expect(failed.status).toBe(500);
      expect((await older.get("/api/check-session")).status).toBe(200);
      // The same link still works.
      const done = await update({ password: "Newpass#2027", hashedKey: key }, "192.0.2.32");
      expect(done.status).toBe(200);
      expect((await older.get("/api/check-session")).status).toBe(401);
      const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(after.credentials_changed_at).not.toBeNull();
    });

    it("accepts the spec's payload (password, hashedKey) and checks confirmPassword when sent", async () => {
      const { prisma } = getDatabase();
      const user = await prisma.user.findFirstOrThrow({ where: { username: "salesmanager" } });
      const key = await createPasswordReset(prisma, user.id);
      const mismatch = await update(
        { password: "Newpass#2027", confirmPassword: "Newpass#2028", hashedKey: key },
        "192.0.2.2",
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.json).toEqual({ errors: ["confirmPassword: Passwords must match"] });
      const done = await update({ password: "Newpass#2027", hashedKey: key }, "192.0.2.2");
      expect(done.status).toBe(200);
      expect((await login("salesmanager", "Newpass#2027", "192.0.2.2")).status).toBe(200);
      // Concurrent uses of one key: it works once and is hashed once.
      const again = await createPasswordReset(prisma, user.id);
      const hashes = vi.mocked(passwords.hashPassword);
      hashes.mockClear();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => update({ password: "Other#20288", hashedKey: again }, "192.0.2.3")),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
      expect(hashes).toHaveBeenCalledTimes(1);
    });
  });
});
