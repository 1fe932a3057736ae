import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateHOTP, generateTOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { EMAIL_CHANGE_MESSAGES, MESSAGES, SECURITY_MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld, DEMO_PASSWORD } from "../../src/seed/demo-world.js";
import { hashPassword } from "../../src/auth/password.js";
import { currentStep } from "../../src/auth/two-factor.js";
import { sweepExpired } from "../../src/services/sweeper.js";

// Argon2 and seeding take their time on a busy machine.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The code an authenticator app shows now for `secret` (base32), or `offset` steps from now. */
function codeOf(secret: string, offset = 0): string {
  const key = decodeBase32IgnorePadding(secret);
  if (offset === 0) return generateTOTP(key, 30, 6);
  return generateHOTP(key, BigInt(currentStep() + offset), 6);
}

/** A code of the app that is neither this step's nor a neighbour's: always wrong. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((offset) => codeOf(secret, offset)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}

/** Account security (docs/decisions/140-password-checks-count-as-sign-ins.md to 143). */
forEachDatabase("account security", (getDatabase) => {
  let app: RunningApp;
  const ids = new Map<string, number>();

  /** A new browser, signed in as `username` (no second step expected). */
  const signIn = async (username: string, password = DEMO_PASSWORD, userAgent?: string) => {
    const client = new Client(app.url);
    const answer = await client.request(
      "POST",
      "/api/login",
      { username, password },
      userAgent ? { "user-agent": userAgent } : {},
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return { client, answer };
  };
  const idOf = (username: string) => ids.get(username)!;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const dealeradmin = await prisma.user.findUniqueOrThrow({ where: { username: "dealeradmin" } });
    const password_hash = await hashPassword(DEMO_PASSWORD);
    // One user per rule, so that the rules' counters and sessions never meet.
    const extra = ["guessed", "changer", "enroller", "sessions", "coder", "coder2", "admin2"];
    await prisma.user.createMany({
      data: extra.map((username) => ({
        username,
        first_name: username,
        last_name: "Tester",
        role_id: username === "admin2" ? 4 : 6,
        dealer_id: dealeradmin.dealer_id,
        password_hash,
      })),
    });
    for (const user of await prisma.user.findMany({ select: { id: true, username: true } }))
      ids.set(user.username, user.id);
    // The per-address allowance is raised (every test signs in from 127.0.0.1); the
    // per-(account, address) one stays at its 10.
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000 } });
  });
  afterAll(() => app.close());

  describe("every password check counts as a sign-in", () => {
    it("a stolen session guessing the password through an e-mail change gets 429 after 10 wrong guesses", async () => {
      const { client } = await signIn("guessed");
      const path = `/api/users/${idOf("guessed")}`;
      const statuses: number[] = [];
      let limited: Awaited<ReturnType<Client["patch"]>> | undefined;
      for (let guess = 0; guess < 15; guess++) {
        const answer = await client.patch(path, {
          email: "thief@attacker.example",
          current_password: `Wrong#${guess}aa`,
        });
        statuses.push(answer.status);
        if (answer.status === 400)
          expect(answer.json.errors).toEqual([`current_password: ${EMAIL_CHANGE_MESSAGES.passwordWrong}`]);
        if (answer.status === 429) limited = answer;
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(5).fill(429));
      expect(limited!.json.errors).toEqual([MESSAGES.tooManyAttempts]);
      expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
      // Even the right password is not checked now: nothing to learn from the answer.
      const right = await client.patch(path, {
        email: "thief@attacker.example",
        current_password: DEMO_PASSWORD,
      });
      expect(right.status).toBe(429);
      // The same allowance as the login form's: signing in from this address waits too.
      const login = await new Client(app.url).post("/api/login", {
        username: "guessed",
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(429);
      expect(
        await getDatabase().prisma.emailChangeRequest.count({ where: { user_id: idOf("guessed") } }),
      ).toBe(0);
    });
  });

  describe("change password", () => {
    it("needs the current password, signs out the other sessions and keeps this one", async () => {
      const { client } = await signIn("changer");
      const { client: phone } = await signIn("changer", DEMO_PASSWORD, IPHONE);
      const path = `/api/users/${idOf("changer")}/password`;

      const wrong = await client.post(path, { current_password: "Nope#1234", password: "Brand#New2026" });
      expect(wrong.status).toBe(400);
      expect(wrong.json.errors).toEqual([`current_password: ${SECURITY_MESSAGES.passwordWrong}`]);
      const weak = await client.post(path, { current_password: DEMO_PASSWORD, password: "short" });
      expect(weak.status).toBe(400);
      const mismatch = await client.post(path, {
        current_password: DEMO_PASSWORD,
        password: "Brand#New2026",
        confirm_password: "Brand#New2027",
      });
      expect(mismatch.status).toBe(400);

      const changed = await client.post(path, { current_password: DEMO_PASSWORD, password: "Brand#New2026" });
      expect(changed.status, JSON.stringify(changed.json)).toBe(200);
      expect(changed.json).toEqual({ signed_out: 1 });
      expect((await client.get("/api/check-session")).status).toBe(200);
      expect((await phone.get("/api/check-session")).status).toBe(401);

      expect(
        (await new Client(app.url).post("/api/login", { username: "changer", password: DEMO_PASSWORD }))
          .status,
      ).toBe(401);
      await signIn("changer", "Brand#New2026");
      const status = await client.get(`/api/users/${idOf("changer")}/security`);
      expect(status.json.password_changed_at).not.toBeNull();
    });

    it("answers 429 after 10 wrong current passwords, and only for one's own id", async () => {
      const { client } = await signIn("sessions");
      const path = `/api/users/${idOf("sessions")}/password`;
      const statuses: number[] = [];
      for (let guess = 0; guess < 12; guess++)
        statuses.push(
          (await client.post(path, { current_password: `Bad#guess${guess}`, password: "Brand#New2026" }))
            .status,
        );
      expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
      const other = await client.post(`/api/users/${idOf("changer")}/password`, {
        current_password: DEMO_PASSWORD,
        password: "Brand#New2026",
      });
      expect(other.status).toBe(403);
      expect(other.json.errors).toEqual([SECURITY_MESSAGES.ownOnly]);
      // The allowance of this pair is used up: clean it for the sessions test below.
      await getDatabase().prisma.rateLimitHit.deleteMany({
        where: { key: { contains: `user:${idOf("sessions")}` } },
      });
    });
  });

  describe("two-factor sign-in", () => {
    it("enrols with a real code, signs in with a code once, with a recovery code once, and turns off", async () => {
      const { client } = await signIn("enroller");
      const base = `/api/users/${idOf("enroller")}`;

      const noPassword = await client.post(`${base}/two-factor`, {});
      expect(noPassword.status).toBe(400);
      const badPassword = await client.post(`${base}/two-factor`, { current_password: "Nope#1234" });
      expect(badPassword.status).toBe(400);
      const setup = await client.post(`${base}/two-factor`, { current_password: DEMO_PASSWORD });
      expect(setup.status, JSON.stringify(setup.json)).toBe(200);
      const secret: string = setup.json.secret;
      expect(setup.json.uri).toMatch(/^otpauth:\/\/totp\/Screens%20Panel:enroller\?/);
      expect(setup.json.qr_svg).toContain("<svg");
      // Not on until a code comes back.
      expect((await client.get(`${base}/security`)).json.two_factor).toBe(false);

      const wrong = await client.post(`${base}/two-factor/confirm`, { code: wrongCode(secret) });
      expect(wrong.status).toBe(400);
      expect(wrong.json.errors).toEqual([`code: ${SECURITY_MESSAGES.codeWrong}`]);
      const confirmed = await client.post(`${base}/two-factor/confirm`, { code: codeOf(secret) });
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
      const recovery: string[] = confirmed.json.recovery_codes;
      expect(recovery).toHaveLength(10);
      expect(new Set(recovery).size).toBe(10);
      // Stored hashed: no code is in the database as written.
      const stored = await getDatabase().prisma.recoveryCode.findMany({
        where: { user_id: idOf("enroller") },
      });
      expect(stored.map((row) => row.code_hash)).not.toContain(recovery[0]);
      const status = (await client.get(`${base}/security`)).json;
      expect(status).toMatchObject({ two_factor: true, recovery_codes_left: 10, two_factor_required: false });

      // Sign-in: the password, then the code; no session before the code.
      const browser = new Client(app.url);
      const first = await browser.post("/api/login", { username: "enroller", password: DEMO_PASSWORD });
      expect(first.status).toBe(200);
      expect(first.json).toEqual({ two_factor: "code" });
      expect(browser.cookie).toBeUndefined();
      expect((await browser.get("/api/check-session")).status).toBe(401);
      const badCode = await browser.post("/api/login/two-factor", { code: wrongCode(secret) });
      expect(badCode.status).toBe(400);
      expect(badCode.json.errors).toEqual([SECURITY_MESSAGES.signInCodeWrong]);
      // The step after the one the set-up used: a code already used never signs in again.
      const next = codeOf(secret, 1);
      const signedIn = await browser.post("/api/login/two-factor", { code: next });
      expect(signedIn.status, JSON.stringify(signedIn.json)).toBe(200);
      expect(signedIn.json.username).toBe("enroller");
      expect((await browser.get("/api/check-session")).status).toBe(200);

      const replay = new Client(app.url);
      expect(
        (await replay.post("/api/login", { username: "enroller", password: DEMO_PASSWORD })).json,
      ).toEqual({
        two_factor: "code",
      });
      expect((await replay.post("/api/login/two-factor", { code: next })).status).toBe(400);
      // A recovery code, typed in capitals with spaces: once.
      const typed = ` ${recovery[0]!.toUpperCase()} `;
      const byRecovery = await replay.post("/api/login/two-factor", { code: typed });
      expect(byRecovery.status, JSON.stringify(byRecovery.json)).toBe(200);
      const again = new Client(app.url);
      await again.post("/api/login", { username: "enroller", password: DEMO_PASSWORD });
      expect((await again.post("/api/login/two-factor", { code: recovery[0] })).status).toBe(400);
      expect((await client.get(`${base}/security`)).json.recovery_codes_left).toBe(9);

      // New codes: the old ones stop working.
      const renewed = await client.post(`${base}/recovery-codes`, { current_password: DEMO_PASSWORD });
      expect(renewed.status).toBe(200);
      expect((await again.post("/api/login/two-factor", { code: recovery[1] })).status).toBe(400);
      expect(
        (await again.post("/api/login/two-factor", { code: renewed.json.recovery_codes[0] })).status,
      ).toBe(200);

      // Off: with the password only.
      const offWrong = await client.request("DELETE", `${base}/two-factor`, {
        current_password: "Nope#1234",
      });
      expect(offWrong.status).toBe(400);
      const off = await client.request("DELETE", `${base}/two-factor`, { current_password: DEMO_PASSWORD });
      expect(off.status, JSON.stringify(off.json)).toBe(200);
      expect(off.json.two_factor).toBe(false);
      const plain = await new Client(app.url).post("/api/login", {
        username: "enroller",
        password: DEMO_PASSWORD,
      });
      expect(plain.json.username).toBe("enroller");
    });

    it("rate-limits the code like the password: 429 after 10 wrong codes", async () => {
      const { prisma } = getDatabase();
      const { client } = await signIn("coder");
      const base = `/api/users/${idOf("coder")}`;
      const { secret } = (await client.post(`${base}/two-factor`, { current_password: DEMO_PASSWORD }))
        .json as {
        secret: string;
      };
      expect((await client.post(`${base}/two-factor/confirm`, { code: codeOf(secret) })).status).toBe(200);
      const browser = new Client(app.url);
      await browser.post("/api/login", { username: "coder", password: DEMO_PASSWORD });
      const statuses: number[] = [];
      for (let guess = 0; guess < 10; guess++)
        statuses.push((await browser.post("/api/login/two-factor", { code: wrongCode(secret) })).status);
      expect(statuses).toEqual(Array(10).fill(400));
      const limited = await browser.post("/api/login/two-factor", { code: codeOf(secret, 1) });
      expect(limited.status).toBe(429);
      expect(limited.json.errors).toEqual([MESSAGES.tooManyAttempts]);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await prisma.session.count({ where: { user_id: idOf("coder") } })).toBe(1);
    });

    it("a known password does not reset the count of wrong codes", async () => {
      const { client } = await signIn("coder2");
      const base = `/api/users/${idOf("coder2")}`;
      const { secret } = (await client.post(`${base}/two-factor`, { current_password: DEMO_PASSWORD }))
        .json as {
        secret: string;
      };
      expect((await client.post(`${base}/two-factor/confirm`, { code: codeOf(secret) })).status).toBe(200);
      const browser = new Client(app.url);
      await browser.post("/api/login", { username: "coder2", password: DEMO_PASSWORD });
      for (let guess = 0; guess < 9; guess++)
        expect((await browser.post("/api/login/two-factor", { code: wrongCode(secret) })).status).toBe(400);
      // The right password again: a new challenge, but the nine wrong codes still count.
      expect(
        (await browser.post("/api/login", { username: "coder2", password: DEMO_PASSWORD })).json,
      ).toEqual({
        two_factor: "code",
      });
      expect((await browser.post("/api/login/two-factor", { code: wrongCode(secret) })).status).toBe(400);
      expect((await browser.post("/api/login/two-factor", { code: codeOf(secret, 1) })).status).toBe(429);
    });

    it("without the password first, or after the challenge ended, the code step answers 401", async () => {
      const stranger = new Client(app.url);
      const answer = await stranger.post("/api/login/two-factor", { code: "123456" });
      expect(answer.status).toBe(401);
      expect(answer.json.errors).toEqual([SECURITY_MESSAGES.challengeExpired]);
      expect((await stranger.post("/api/login/two-factor/setup", {})).status).toBe(401);
    });

    it("a dealer that requires it: its admin without an app sets one up at sign-in; its other roles are not asked", async () => {
      const { prisma } = getDatabase();
      const dealerId = (await prisma.user.findUniqueOrThrow({ where: { username: "dealeradmin" } }))
        .dealer_id!;
      const { client: rep } = await signIn("salesrep");
      const refused = await rep.patch(`/api/dealers/${dealerId}/two-factor-rule`, {
        require_admin_two_factor: true,
      });
      expect(refused.status).toBe(403);
      const { client: admin } = await signIn("dealeradmin");
      const set = await admin.patch(`/api/dealers/${dealerId}/two-factor-rule`, {
        require_admin_two_factor: true,
      });
      expect(set.status, JSON.stringify(set.json)).toBe(200);
      expect(set.json).toMatchObject({ require_admin_two_factor: true, admins_with_two_factor: 0 });
      expect(set.json.admins).toBeGreaterThanOrEqual(2);

      // A sales rep of the dealer signs in as before.
      expect((await signIn("salesrep")).answer.json.username).toBe("salesrep");

      const browser = new Client(app.url);
      const first = await browser.post("/api/login", { username: "admin2", password: DEMO_PASSWORD });
      expect(first.json).toEqual({ two_factor: "enroll" });
      expect((await browser.get("/api/check-session")).status).toBe(401);
      // The code step of an app it does not have is not open to it.
      expect((await browser.post("/api/login/two-factor", { code: "123456" })).status).toBe(401);
      const setup = await browser.post("/api/login/two-factor/setup", {});
      expect(setup.status, JSON.stringify(setup.json)).toBe(200);
      const wrong = await browser.post("/api/login/two-factor/enroll", {
        code: wrongCode(setup.json.secret),
      });
      expect(wrong.status).toBe(400);
      const enrolled = await browser.post("/api/login/two-factor/enroll", {
        code: codeOf(setup.json.secret),
      });
      expect(enrolled.status, JSON.stringify(enrolled.json)).toBe(200);
      expect(enrolled.json.agent.username).toBe("admin2");
      expect(enrolled.json.recovery_codes).toHaveLength(10);
      expect((await browser.get("/api/check-session")).status).toBe(200);

      const base = `/api/users/${idOf("admin2")}`;
      const status = (await browser.get(`${base}/security`)).json;
      expect(status).toMatchObject({ two_factor: true, two_factor_required: true });
      const off = await browser.request("DELETE", `${base}/two-factor`, { current_password: DEMO_PASSWORD });
      expect(off.status).toBe(403);
      expect(off.json.errors).toEqual([SECURITY_MESSAGES.requiredByCompany]);

      // Next time: the code step, like any user with an app.
      const next = new Client(app.url);
      expect((await next.post("/api/login", { username: "admin2", password: DEMO_PASSWORD })).json).toEqual({
        two_factor: "code",
      });
      const rule = await admin.get(`/api/dealers/${dealerId}/two-factor-rule`);
      expect(rule.json.admins_with_two_factor).toBe(1);
      // The rule off again, so the demo admin signs in plainly in the tests below.
      await admin.patch(`/api/dealers/${dealerId}/two-factor-rule`, { require_admin_two_factor: false });
      // Another tenant's dealer is not found; the manufacturer's own admins may set its rule.
      const { client: foreign } = await signIn("cadealer");
      expect((await foreign.get(`/api/dealers/${dealerId}/two-factor-rule`)).status).toBe(404);
      const { client: mfg } = await signIn("mfgadmin");
      const account = await mfg.get(`/api/accounts/2/two-factor-rule`);
      expect(account.status).toBe(200);
      expect(
        (await admin.patch(`/api/accounts/2/two-factor-rule`, { require_admin_two_factor: true })).status,
      ).toBe(404);
    });
    it("a sign-in waiting for its code ends after 10 minutes: swept, and the code step answers 401", async () => {
      const { prisma } = getDatabase();
      // A sign-in that waited past its 10 minutes: the sweeper deletes it, the code step refuses it.
      const late = new Client(app.url);
      expect((await late.post("/api/login", { username: "admin2", password: DEMO_PASSWORD })).json).toEqual({
        two_factor: "code",
      });
      await prisma.loginChallenge.updateMany({
        where: { user_id: idOf("admin2") },
        data: { expires_at: new Date(Date.now() - 1000) },
      });
      const swept = await sweepExpired(prisma);
      expect(swept.loginChallenges).toBeGreaterThanOrEqual(1);
      const answer401 = await late.post("/api/login/two-factor", { code: "123456" });
      expect(answer401.status).toBe(401);
    });
  });

  describe("sessions", () => {
    it("lists only one's own sessions with their devices, signs out one, and the others", async () => {
      const { client: desktop } = await signIn("sessions", DEMO_PASSWORD, MAC_CHROME);
      const { client: phone } = await signIn("sessions", DEMO_PASSWORD, IPHONE);
      const { client: third } = await signIn("sessions");
      const base = `/api/users/${idOf("sessions")}/sessions`;
      const listed = await desktop.get(base);
      expect(listed.status).toBe(200);
      const sessions = listed.json as Array<{ id: string; device: string; kind: string; current: boolean }>;
      expect(sessions.length).toBeGreaterThanOrEqual(3);
      expect(sessions[0]).toMatchObject({ current: true, device: "Chrome on macOS", kind: "desktop" });
      const iphone = sessions.find((session) => session.device === "Safari on iPhone")!;
      expect(iphone.kind).toBe("mobile");
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
      // Handles are neither the cookie nor the database's key.
      expect(sessions.every((session) => /^[0-9a-f]{24}$/.test(session.id))).toBe(true);

      // Another user's sessions: never listed, never signed out.
      const { client: other } = await signIn("salesmanager");
      expect((await other.get(base)).status).toBe(403);
      const otherOwn = (await other.get(`/api/users/${idOf("salesmanager")}/sessions`)).json as Array<{
        id: string;
      }>;
      const foreignId = otherOwn[0]!.id;
      const refused = await desktop.delete(`${base}/${foreignId}`);
      expect(refused.status).toBe(404);
      expect(refused.json.errors).toEqual([SECURITY_MESSAGES.sessionNotFound]);
      expect((await other.get("/api/check-session")).status).toBe(200);
      expect((await other.delete(`${base}/${iphone.id}`)).status).toBe(403);

      const one = await desktop.delete(`${base}/${iphone.id}`);
      expect(one.status).toBe(200);
      expect(one.json).toEqual({ signed_out: 1 });
      expect((await phone.get("/api/check-session")).status).toBe(401);
      expect((await third.get("/api/check-session")).status).toBe(200);
      expect((await desktop.delete(`${base}/${iphone.id}`)).status).toBe(404);

      const others = await desktop.delete(base);
      expect(others.status).toBe(200);
      expect(others.json.signed_out).toBeGreaterThanOrEqual(1);
      expect((await third.get("/api/check-session")).status).toBe(401);
      expect((await desktop.get("/api/check-session")).status).toBe(200);
      const left = (await desktop.get(base)).json as unknown[];
      expect(left).toHaveLength(1);
    });

    it("records the last request, at most every 5 minutes", async () => {
      const { prisma } = getDatabase();
      const { client } = await signIn("sessions");
      const old = new Date(Date.now() - 60 * 60 * 1000);
      await prisma.session.updateMany({ where: { user_id: idOf("sessions") }, data: { last_seen_at: old } });
      await client.get("/api/check-session");
      const rows = await prisma.session.findMany({ where: { user_id: idOf("sessions") } });
      expect(rows.some((row) => row.last_seen_at.getTime() > Date.now() - 60_000)).toBe(true);
    });
  });
});
