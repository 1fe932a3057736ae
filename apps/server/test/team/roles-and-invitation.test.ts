import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EMAIL_CHANGE_MESSAGES, INVITATION_MESSAGES, TEAM_MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

const person = { first_name: "Pat", last_name: "Purchaser", phone: "+1 (941) 555-0150" };
const PASSWORD = "Invited#2026";

/** Roles at invite and later, and the one invitation e-mail (decisions 156, 159). */
forEachDatabase("team: roles and the invitation", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  const ids: Record<string, number> = {};
  let seq = 0;
  const unique = (stem: string) => `${stem}${++seq}`;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    for (const user of await prisma.user.findMany()) ids[user.username] = user.id;
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  const create = async (as_: string, body: Record<string, unknown>) => {
    const username = unique("teammate");
    const answer = await (
      await as(as_)
    ).post("/api/users", {
      ...person,
      username,
      email: `${username}@team.example`,
      ...body,
    });
    return answer;
  };

  describe("roles at invite", () => {
    it("a dealer admin gives any dealer role, and the role asked for is the role stored", async () => {
      for (const role_id of [4, 5, 6, 7]) {
        const answer = await create("dealeradmin", { role_id });
        expect(answer.status, JSON.stringify(answer.json)).toBe(200);
        expect(answer.json.role_id).toBe(role_id);
        const stored = await getDatabase().prisma.user.findUniqueOrThrow({ where: { id: answer.json.id } });
        expect(stored.role_id).toBe(role_id);
      }
    });

    it("without a role a dealer user is a Dealer Admin and an account user a Manufacturer User", async () => {
      expect((await create("dealeradmin", {})).json.role_id).toBe(4);
      expect((await create("mfgadmin", {})).json.role_id).toBe(3);
    });

    it("refuses a role of the other side, and one above the creator's own, with a message", async () => {
      const staffRole = await create("dealeradmin", { role_id: 3 });
      expect(staffRole.status).toBe(400);
      expect(staffRole.json.errors).toEqual([TEAM_MESSAGES.dealerRoleNeeded]);
      const dealerRoleOnAccount = await create("mfgadmin", { role_id: 5, account_id: 2 });
      expect(dealerRoleOnAccount.status).toBe(400);
      expect(dealerRoleOnAccount.json.errors).toEqual([TEAM_MESSAGES.accountRoleNeeded]);
      const superAdmin = await create("mfgadmin", { role_id: 1 });
      expect(superAdmin.status).toBe(403);
      expect(superAdmin.json.errors).toEqual([TEAM_MESSAGES.roleAboveOwn]);
      expect((await create("mfgadmin", { role_id: 2 })).json.role_id).toBe(2);
      expect((await create("superadmin", { role_id: 1 })).json.role_id).toBe(1);
    });

    it("users without user.c create nobody", async () => {
      for (const username of ["salesmanager", "salesrep", "purchaser", "mfguser"]) {
        const answer = await create(username, { role_id: 7 });
        expect(answer.status, username).toBe(403);
      }
    });
  });

  describe("roles later", () => {
    it("a dealer admin changes a dealer user's role; the change is what is stored", async () => {
      const made = await create("dealeradmin", { role_id: 6 });
      const admin = await as("dealeradmin");
      const changed = await admin.patch(`/api/users/${made.json.id}`, { role_id: 5 });
      expect(changed.status, JSON.stringify(changed.json)).toBe(200);
      expect(changed.json.role_id).toBe(5);
      const refused = await admin.patch(`/api/users/${made.json.id}`, { role_id: 2 });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual([TEAM_MESSAGES.dealerRoleNeeded]);
    });

    it("nobody changes their own role", async () => {
      const own = await (await as("dealeradmin")).patch(`/api/users/${ids.dealeradmin}`, { role_id: 5 });
      expect(own.status).toBe(403);
      expect(own.json.errors).toEqual([TEAM_MESSAGES.ownRole]);
    });

    it("nobody raises a user above their own role or changes one above it", async () => {
      const manager = await (await as("mfgadmin")).patch(`/api/users/${ids.mfguser}`, { role_id: 1 });
      expect(manager.status).toBe(403);
      expect(manager.json.errors).toEqual([TEAM_MESSAGES.roleAboveOwn]);
      const above = await (await as("mfgadmin")).patch(`/api/users/${ids.superadmin}`, { role_id: 3 });
      expect(above.status).toBe(403);
      expect(above.json.errors).toEqual([TEAM_MESSAGES.outranked]);
    });

    it("a sales manager changes no role (no user.u)", async () => {
      const answer = await (await as("salesmanager")).patch(`/api/users/${ids.salesrep}`, { role_id: 7 });
      expect(answer.status).toBe(403);
    });

    it("another dealer's user is not found, for its role as for anything", async () => {
      const answer = await (await as("dealeradmin")).patch(`/api/users/${ids.cadealer}`, { role_id: 7 });
      expect(answer.status).toBe(404);
    });
  });

  describe("the invitation e-mail", () => {
    const invitationToken = (text: string) => {
      const match = /\/invitation\/([\w-]+)/.exec(text);
      if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
      return match[1];
    };
    const welcomeOf = async (address: string) =>
      getDatabase().prisma.emailJob.findFirstOrThrow({ where: { to_address: address } });

    it("one link confirms the address and sets the password; the user signs in with either name", async () => {
      const made = await create("dealeradmin", { role_id: 7 });
      const address: string = made.json.pending_email;
      const welcome = await welcomeOf(address);
      expect(welcome).toMatchObject({
        kind: "new_user_invitation",
        subject: "Welcome to the Screens Panel: set your password",
      });
      expect(welcome.text).toContain("Set my password");
      expect(welcome.text).not.toContain("/forgot-password");
      const token = invitationToken(welcome.text);

      const anonymous = new Client(app.url);
      const mismatch = await anonymous.post("/api/accept-invitation", {
        token,
        password: PASSWORD,
        confirmPassword: "Other#2026",
      });
      expect(mismatch.status).toBe(400);
      const weak = await anonymous.post("/api/accept-invitation", {
        token,
        password: "short",
        confirmPassword: "short",
      });
      expect(weak.status).toBe(400);

      const accepted = await anonymous.post("/api/accept-invitation", {
        token,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
      expect(accepted.json).toEqual({
        email: address,
        username: made.json.username,
        message: INVITATION_MESSAGES.accepted,
      });
      expect((await new Client(app.url).login(made.json.username, PASSWORD)).role_id).toBe(7);
      expect((await new Client(app.url).login(address, PASSWORD)).email).toBe(address);

      // Once only.
      const again = await anonymous.post("/api/accept-invitation", {
        token,
        password: "Another#2026",
        confirmPassword: "Another#2026",
      });
      expect(again.status).toBe(400);
      expect(again.json.errors).toEqual([EMAIL_CHANGE_MESSAGES.linkInvalid]);
    });

    it("a link of an address change, or a made-up one, sets no password", async () => {
      const { prisma } = getDatabase();
      const admin = await as("dealeradmin");
      await admin.patch(`/api/users/${ids.purchaser}`, { email: "purchaser.new@team.example" });
      const change = await prisma.emailJob.findFirstOrThrow({
        where: { to_address: "purchaser.new@team.example" },
      });
      const token = /\/confirm-email\/([\w-]+)/.exec(change.text)?.[1];
      expect(token).toBeTruthy();
      for (const candidate of [token, "made-up-token"]) {
        const answer = await new Client(app.url).post("/api/accept-invitation", {
          token: candidate,
          password: PASSWORD,
          confirmPassword: PASSWORD,
        });
        expect(answer.status).toBe(400);
        expect(answer.json.errors).toEqual([EMAIL_CHANGE_MESSAGES.linkInvalid]);
      }
      // The change's link still works where it belongs.
      expect((await new Client(app.url).post("/api/confirm-email", { token })).status).toBe(200);
    });

    it("a user created with a password gets the confirmation link, as before", async () => {
      const made = await create("dealeradmin", { role_id: 6, password: PASSWORD });
      const welcome = await welcomeOf(made.json.pending_email);
      expect(welcome.kind).toBe("new_user_confirm");
      expect(welcome.text).toContain("/confirm-email/");
    });
  });
});
