import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, memoryMailer, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { waitUntil } from "../helpers/wait.js";
import http from "node:http";

/** fetch cannot forge the Host header; node:http can, as an attacker would. */
function postWithHost(baseUrl: string, path: string, body: unknown, host: string): Promise<number> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { host, "content-type": "application/json" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

forEachDatabase("account endpoints", (getDatabase) => {
  let app: RunningApp;
  const mailer = memoryMailer();

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({
      prisma,
      mailer,
      emailWorker: true,
      rateLimits: { loginPerUsername: 5, loginPerIp: 1000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());
  // Without PUBLIC_ORIGIN, links use localhost and the server's own port, never the Host header.
  const ownOrigin = () => app.url.replace("127.0.0.1", "localhost");

  describe("GET /api/check-session", () => {
    it("answers 401 with the errors shape when not logged in", async () => {
      const result = await new Client(app.url).get("/api/check-session");
      expect(result.status).toBe(401);
      expect(result.json).toEqual({ errors: [MESSAGES.unauthenticated] });
    });
  });

  describe("POST /api/login", () => {
    it("logs in by username, sets an httpOnly SameSite=Lax cookie and returns the agent without the hash", async () => {
      const client = new Client(app.url);
      const result = await client.post("/api/login", { username: "SalesRep", password: "Screens#2026" });
      expect(result.status).toBe(200);
      expect(result.setCookie).toMatch(/^screens_session=[a-z0-9]+;/);
      expect(result.setCookie).toMatch(/HttpOnly/);
      expect(result.setCookie).toMatch(/SameSite=Lax/);
      expect(result.setCookie).not.toMatch(/Secure/);
      expect(result.json).toMatchObject({
        username: "salesrep",
        role_id: 6,
        dealer: { company_name: "Gulf Coast Shade & Screen", country: "USA" },
        account: null,
      });
      expect(result.json.permissions.quote).toEqual({
        create: true,
        read: true,
        update: true,
        deactivate: true,
        add_access: false,
      });
      expect(JSON.stringify(result.json)).not.toMatch(/password|argon2/);

      const session = await client.get("/api/check-session");
      expect(session.status).toBe(200);
      expect(session.json.id).toBe(result.json.id);
    });

    it("logs in by e-mail, whatever its case", async () => {
      const result = await new Client(app.url).post("/api/login", {
        username: "MfgUser@Solaris-Screens.example",
        password: "Screens#2026",
      });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        username: "mfguser",
        account: { id: 2, company_name: "Solaris Screen Systems" },
      });
    });

    it("gives the same 401 for a wrong password and an unknown user", async () => {
      const wrong = await new Client(app.url).post("/api/login", {
        username: "purchaser",
        password: "Wrong#2026",
      });
      const unknown = await new Client(app.url).post("/api/login", {
        username: "nobody",
        password: "Wrong#2026",
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.json).toEqual({ errors: [MESSAGES.invalidCredentials] });
      expect(unknown.json).toEqual(wrong.json);
      expect(wrong.setCookie).toBeNull();
    });

    it("answers 400 with the spec's messages for missing fields and bad JSON", async () => {
      const client = new Client(app.url);
      const empty = await client.post("/api/login", { username: "", password: "" });
      expect(empty.status).toBe(400);
      expect(empty.json).toEqual({
        errors: ["username: Username is required.", "password: Password is required."],
      });
      const typed = await client.post("/api/login", { username: 12, password: [] });
      expect(typed.status).toBe(400);
      const malformed = await client.request("POST", "/api/login", "{not json");
      expect(malformed.status).toBe(400);
      expect(malformed.json).toEqual({ errors: ["The request body is not valid JSON."] });
    });

    it("rate-limits failed logins per username with a clear 429", async () => {
      const client = new Client(app.url);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await client.post("/api/login", { username: "dealeradmin", password: "Nope#12345" })).status,
        ).toBe(401);
      }
      const limited = await client.post("/api/login", { username: "dealeradmin", password: "Screens#2026" });
      expect(limited.status).toBe(429);
      expect(limited.json).toEqual({ errors: [MESSAGES.tooManyAttempts] });
      // Another username from the same address is not affected.
      expect(
        (await client.post("/api/login", { username: "salesmanager", password: "Screens#2026" })).status,
      ).toBe(200);
    });

    it("refuses a NUL character in the login or reset body with a clear 400, not a database error", async () => {
      const client = new Client(app.url);
      for (const [path, body] of [
        ["/api/login", { username: "sales\u0000rep", password: "Screens#2026" }],
        ["/api/forgot-password", { email: "a\u0000@example.com", url: app.url }],
      ] as const) {
        const answer = await client.post(path, body);
        expect(answer.status).toBe(400);
        expect(answer.json).toEqual({ errors: ["Text must not contain NUL characters."] });
      }
    });

    it("refuses an absurdly long username with a 400 every time, before any counting or hashing, never a 500", async () => {
      const client = new Client(app.url);
      // Random, so that PostgreSQL could not compress it under its index entry limit (~2.7 kB).
      const username = Array.from({ length: 2_000 }, () => Math.random().toString(36).slice(2, 12)).join("");
      for (let attempt = 0; attempt < 7; attempt++)
        expect((await client.post("/api/login", { username, password: "Nope#12345" })).status).toBe(400);
    });
  });

  describe("DELETE /api/logout", () => {
    it("ends the session: the old cookie no longer works", async () => {
      const client = new Client(app.url);
      await client.login("salesmanager");
      const oldCookie = client.cookie;
      const out = await client.delete("/api/logout");
      expect(out.status).toBe(200);
      const replay = new Client(app.url);
      replay.cookie = oldCookie;
      expect((await replay.get("/api/check-session")).status).toBe(401);
    });

    it("refuses a cross-site request carrying the cookie (CSRF)", async () => {
      const client = new Client(app.url);
      await client.login("purchaser");
      const foreign = await client.request("DELETE", "/api/logout", undefined, {
        origin: "https://evil.example",
      });
      expect(foreign.status).toBe(403);
      expect(foreign.json).toEqual({ errors: [MESSAGES.crossOrigin] });
      const noOrigin = new Client(app.url, null);
      noOrigin.cookie = client.cookie;
      expect((await noOrigin.delete("/api/logout")).status).toBe(403);
      expect((await client.get("/api/check-session")).status).toBe(200);
    });
  });

  describe("password reset", () => {
    it("answers the same for unknown and known addresses, and mails a link to the known one", async () => {
      const client = new Client(app.url);
      mailer.sent.length = 0;
      const unknown = await client.post("/api/forgot-password", { email: "ghost@example.com", url: app.url });
      const known = await client.post("/api/forgot-password", {
        email: "salesrep@gulfcoastshade.example",
        url: app.url,
      });
      expect(unknown.status).toBe(200);
      expect(known.json).toEqual(unknown.json);
      await waitUntil(() => mailer.sent.length === 1, "the reset e-mail");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]?.text).toMatch(new RegExp(`${ownOrigin()}/reset-password/[a-z0-9]+`));
    });

    it("validates the e-mail with the spec's messages", async () => {
      const client = new Client(app.url);
      expect((await client.post("/api/forgot-password", { email: "" })).json).toEqual({
        errors: ["email: Email is required."],
      });
      expect((await client.post("/api/forgot-password", { email: "nope" })).json).toEqual({
        errors: ["email: Invalid email address."],
      });
    });

    it("never points the link at a foreign origin, whether sent as url or as the Host header", async () => {
      mailer.sent.length = 0;
      await new Client(app.url).post("/api/forgot-password", {
        email: "salesrep@gulfcoastshade.example",
        url: "https://phish.example",
      });
      await postWithHost(
        app.url,
        "/api/forgot-password",
        { email: "salesrep@gulfcoastshade.example" },
        "evil.example",
      );
      await waitUntil(() => mailer.sent.length === 2, "two reset e-mails");
      for (const message of mailer.sent) {
        expect(message.text).not.toMatch(/phish\.example|evil\.example/);
        expect(message.text).toContain(`${ownOrigin()}/reset-password/`);
      }
    });
  });
});
