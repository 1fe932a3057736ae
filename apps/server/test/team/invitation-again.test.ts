import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { EMAIL_CHANGE_MESSAGES, TEAM_MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

const PASSWORD = "Invited#2026";

/** An invitation sent again (decision 176): a new link, the old one dead, the rules of decision 156. */
forEachDatabase("team: the invitation sent again", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  const ids: Record<string, number> = {};
  let seq = 0;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    for (const user of await prisma.user.findMany()) ids[user.username] = user.id;
    app = await startApp({ prisma, rateLimits: { loginPerUsername: 1000, loginPerIp: 10000 } });
  });
  afterAll(() => app.close());

  const invite = async (by = "dealeradmin", role_id = 6) => {
    const username = `again${++seq}`;
    const made = await (
      await as(by)
    ).post("/api/users", {
      username,
      first_name: "Ina",
      last_name: "Vite",
      email: `${username}@team.example`,
      phone: "+1 (941) 555-0150",
      role_id,
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    return { id: made.json.id as number, username, address: `${username}@team.example` };
  };
  const tokensTo = async (address: string) => {
    const jobs = await getDatabase().prisma.emailJob.findMany({
      where: { to_address: address, kind: "new_user_invitation" },
      orderBy: { id: "asc" },
    });
    return jobs.map((job) => /\/invitation\/([\w-]+)/.exec(job.text)![1]!);
  };
  const accept = (token: string) =>
    new Client(app.url).post("/api/accept-invitation", {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });

  it("sends a new link; the old one stops working, the new one sets the password", async () => {
    const user = await invite();
    const again = await (await as("dealeradmin")).post(`/api/users/${user.id}/invitation`, {});
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.message).toBe(TEAM_MESSAGES.invitationResent(user.address));
    expect(again.json.user).toMatchObject({ id: user.id, email: null, pending_email: user.address });
    const [first, second] = await tokensTo(user.address);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    const old = await accept(first!);
    expect(old.status).toBe(400);
    expect(old.json.errors).toEqual([EMAIL_CHANGE_MESSAGES.linkInvalid]);
    const fresh = await accept(second!);
    expect(fresh.status, JSON.stringify(fresh.json)).toBe(200);
    expect(fresh.json.username).toBe(user.username);
    // Recorded in the audit log, by whom and to which address.
    const event = await getDatabase().prisma.auditEvent.findFirstOrThrow({
      where: { entity: "user", entity_id: user.id, action: "invitation_resent" },
    });
    expect(event).toMatchObject({
      user_id: ids.dealeradmin,
      changes: [{ field: "email", from: null, to: user.address }],
    });
    // Accepted: nothing to send again.
    const done = await (await as("dealeradmin")).post(`/api/users/${user.id}/invitation`, {});
    expect(done.status).toBe(409);
    expect(done.json.errors).toEqual([TEAM_MESSAGES.invitationAccepted]);
  });

  it("renews an expired invitation, to a corrected address when one is given", async () => {
    const { prisma } = getDatabase();
    const user = await invite();
    await prisma.emailChangeRequest.updateMany({
      where: { user_id: user.id },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const [expired] = await tokensTo(user.address);
    expect((await accept(expired!)).status).toBe(400);
    const corrected = `${user.username}.fixed@team.example`;
    const again = await (
      await as("dealeradmin")
    ).post(`/api/users/${user.id}/invitation`, { email: corrected });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    expect(again.json.user.pending_email).toBe(corrected);
    const [token] = await tokensTo(corrected);
    const accepted = await accept(token!);
    expect(accepted.status).toBe(200);
    expect(accepted.json.email).toBe(corrected);
  });

  it("refuses bad input, oneself, a higher role, another dealer, a deactivated user and readers", async () => {
    const user = await invite();
    const admin = await as("dealeradmin");
    const bad = await admin.post(`/api/users/${user.id}/invitation`, { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect((await admin.post(`/api/users/${ids.dealeradmin}/invitation`, {})).status).toBe(403);
    expect((await admin.post(`/api/users/${ids.cadealer}/invitation`, {})).status).toBe(404);
    for (const username of ["salesmanager", "salesrep", "purchaser", "mfguser"])
      expect((await (await as(username)).post(`/api/users/${user.id}/invitation`, {})).status, username).toBe(
        403,
      );
    const staff = await invite("superadmin", 2);
    const sameRole = await (await as("mfgadmin")).post(`/api/users/${staff.id}/invitation`, {});
    expect(sameRole.status).toBe(200);
    const admin1 = await invite("superadmin", 1);
    const above = await (await as("mfgadmin")).post(`/api/users/${admin1.id}/invitation`, {});
    expect(above.status).toBe(403);
    expect(above.json.errors).toEqual([TEAM_MESSAGES.outranked]);
    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(200);
    const inactive = await admin.post(`/api/users/${user.id}/invitation`, {});
    expect(inactive.status).toBe(409);
    expect(inactive.json.errors).toEqual([TEAM_MESSAGES.invitationInactive]);
    expect((await admin.post(`/api/users/0x1/invitation`, {})).status).toBe(400);
  });
});
