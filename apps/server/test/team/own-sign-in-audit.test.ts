import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { generateTOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import type { TAuditEntry } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld, DEMO_PASSWORD } from "../../src/seed/demo-world.js";
import { hashPassword } from "../../src/auth/password.js";

vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

/** A user's own changes of their sign-in are in the audit log, secrets never (decision 191). */
forEachDatabase("team: one's own sign-in in the audit log", (getDatabase) => {
  let app: RunningApp;
  let userId = 0;
  const NEW_PASSWORD = "Lanai#Screens2027";

  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const client = new Client(app.url);
    const answer = await client.post("/api/login", { username, password });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return client;
  };
  /** The user's events as their dealer admin reads them, newest first. */
  const eventsOfUser = async () => {
    const admin = await signIn("dealeradmin");
    const answer = await admin.get("/api/audit?kind=user&page_size=200");
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return (answer.json.rows as TAuditEntry[]).filter((row) => row.entity_id === userId);
  };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const dealeradmin = await prisma.user.findUniqueOrThrow({ where: { username: "dealeradmin" } });
    const user = await prisma.user.create({
      data: {
        username: "selfkeeper",
        first_name: "Selma",
        last_name: "Keeper",
        email: "selma@gulfcoastshade.example",
        role_id: 6,
        dealer_id: dealeradmin.dealer_id,
        password_hash: await hashPassword(DEMO_PASSWORD),
      },
    });
    userId = user.id;
    app = await startApp({ prisma, rateLimits: { loginPerUsername: 1000, loginPerIp: 10_000 } });
  });
  afterAll(() => app.close());

  it("records a password change, two-factor on, new codes and off, and a confirmed address", async () => {
    const { prisma } = getDatabase();
    const me = await signIn("selfkeeper");
    const base = `/api/users/${userId}`;

    // A refused change records nothing.
    const wrong = await me.post(`${base}/password`, {
      current_password: "Nope#12345",
      password: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(await eventsOfUser()).toEqual([]);

    const changed = await me.post(`${base}/password`, {
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);

    const setup = await me.post(`${base}/two-factor`, { current_password: NEW_PASSWORD });
    expect(setup.status, JSON.stringify(setup.json)).toBe(200);
    const code = generateTOTP(decodeBase32IgnorePadding(setup.json.secret as string), 30, 6);
    const on = await me.post(`${base}/two-factor/confirm`, { code });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    const renewed = await me.post(`${base}/recovery-codes`, { current_password: NEW_PASSWORD });
    expect(renewed.status).toBe(200);
    const off = await me.request("DELETE", `${base}/two-factor`, { current_password: NEW_PASSWORD });
    expect(off.status, JSON.stringify(off.json)).toBe(200);

    const asked = await me.patch(base, { email: "selma@new.example", current_password: NEW_PASSWORD });
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    const job = await prisma.emailJob.findFirstOrThrow({
      where: { to_address: "selma@new.example", kind: "email_change_confirm" },
    });
    const token = /\/confirm-email\/([\w-]+)/.exec(job.text)![1]!;
    expect((await me.post("/api/confirm-email", { token })).status).toBe(200);

    const events = await eventsOfUser();
    expect(events.map((row) => row.action)).toEqual([
      "email_changed",
      "two_factor_off",
      "recovery_codes_renewed",
      "two_factor_on",
      "password_changed",
    ]);
    for (const row of events)
      expect(row).toMatchObject({ kind: "user", entity_label: "selfkeeper", actor_id: userId });
    expect(events[0]!.changes).toEqual([
      { field: "email", from: "selma@gulfcoastshade.example", to: "selma@new.example" },
    ]);
    // The password is named, its value never written.
    expect(events[4]!.changes).toEqual([{ field: "password_hash", from: null, to: null }]);
    const stored = JSON.stringify(await prisma.auditEvent.findMany({ where: { entity_id: userId } }));
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(setup.json.secret as string);
  });
});
