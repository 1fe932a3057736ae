import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../../helpers/http.js";
import { DEMO_PASSWORD, seedDemoWorld } from "../../../src/seed/demo-world.js";
import { consumePasswordReset, createPasswordReset } from "../../../src/auth/password-reset.js";
import { hashPassword } from "../../../src/auth/password.js";

const NEW_USER = {
  username: "NewRep",
  first_name: "Nina",
  last_name: "Rivers",
  email: "nina.rivers@gulfcoastshade.example",
  phone: "+1 (941) 555-0150",
  role_id: 6,
};

forEachDatabase("users API", (getDatabase) => {
  let app: RunningApp;
  let us: number;
  let ca: number;
  const ids: Record<string, number> = {};
  const as = signedInClients(() => app);
  const usernames = (list: { username: string }[]) => list.map((u) => u.username).sort();

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    us = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Gulf Coast Shade & Screen" } })).id;
    ca = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Maple Leaf Outdoor Living" } })).id;
    for (const user of await prisma.user.findMany()) ids[user.username] = user.id;
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  describe("list and get", () => {
    it("staff see every user of their account and its dealers; dealer users their own dealer's", async () => {
      for (const path of ["/api/users", "/api/users-table"]) {
        const all = await (await as("mfguser")).get(path);
        expect(all.status).toBe(200);
        expect(all.json).toHaveLength(8);
        expect(JSON.stringify(all.json)).not.toMatch(/password|argon2/);
        const own = await (await as("salesrep")).get(path);
        expect(usernames(own.json)).toEqual(["dealeradmin", "purchaser", "salesmanager", "salesrep"]);
      }
    });

    it("GET /api/users/{id} answers the user with the company name, never the hash", async () => {
      const result = await (await as("salesmanager")).get(`/api/users/${ids.salesrep}`);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        id: ids.salesrep,
        username: "salesrep",
        role_id: 6,
        dealer_id: us,
        account_id: null,
        status: 1,
        company_name: "Gulf Coast Shade & Screen",
        default_links: { create_quote: true },
      });
      expect(result.json).not.toHaveProperty("password_hash");
    });

    it("the other dealer's user answers 404 exactly like a missing one", async () => {
      const client = await as("dealeradmin");
      const foreign = await client.get(`/api/users/${ids.cadealer}`);
      const missing = await client.get("/api/users/999999");
      expect(foreign.status).toBe(404);
      expect(foreign.json).toEqual(missing.json);
      expect((await client.get(`/api/users/${ids.mfguser}`)).status).toBe(404);
      expect((await client.patch(`/api/users/${ids.cadealer}`, { first_name: "Zed" })).status).toBe(404);
      expect((await client.delete(`/api/users/${ids.cadealer}`)).status).toBe(404);
    });
  });

  describe("create", () => {
    it("a dealer admin creates a user in its own dealer: username lowercased, the role asked for", async () => {
      const result = await (
        await as("dealeradmin")
      ).post("/api/users", { ...NEW_USER, password: "Fresh#Pass1" });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        username: "newrep",
        role_id: 6,
        dealer_id: us,
        account_id: null,
        status: 1,
        created_by: ids.dealeradmin,
      });
      expect(result.json.id).toEqual(expect.any(Number));
      expect(JSON.stringify(result.json)).not.toMatch(/password|argon2/);
      const client = new Client(app.url);
      expect((await client.login("newrep", "Fresh#Pass1")).id).toBe(result.json.id);
    });

    it("without a password the user cannot log in until it sets one", async () => {
      const result = await (
        await as("dealeradmin")
      ).post("/api/users", {
        ...NEW_USER,
        username: "nopass",
        email: "nopass@gulfcoastshade.example",
      });
      expect(result.status).toBe(200);
      const login = await new Client(app.url).post("/api/login", {
        username: "nopass",
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(401);
    });

    it("a dealer admin cannot create users in another dealer or an account (403)", async () => {
      const client = await as("dealeradmin");
      const other = { ...NEW_USER, username: "intruder", email: "intruder@example.com" };
      expect((await client.post("/api/users", { ...other, dealer_id: ca })).status).toBe(403);
      expect((await client.post("/api/users", { ...other, account_id: 2 })).status).toBe(403);
      expect(await getDatabase().prisma.user.count({ where: { username: "intruder" } })).toBe(0);
    });

    it("staff with user.a pick a role of the right side, never above their own", async () => {
      const admin = await as("mfgadmin");
      const rep = await admin.post("/api/users", {
        ...NEW_USER,
        username: "carep",
        email: "carep@mapleleafoutdoor.example",
        dealer_id: ca,
      });
      expect(rep.status).toBe(200);
      expect(rep.json).toMatchObject({
        role_id: 6,
        dealer_id: ca,
        company_name: "Maple Leaf Outdoor Living",
      });
      const staff = await admin.post("/api/users", {
        ...NEW_USER,
        username: "newstaff",
        email: "newstaff@solaris-screens.example",
        role_id: 3,
      });
      expect(staff.json).toMatchObject({ role_id: 3, account_id: 2, dealer_id: null });
      const wrongSide = await admin.post("/api/users", {
        ...NEW_USER,
        username: "wrongside",
        email: "wrongside@example.com",
        dealer_id: us,
        role_id: 2,
      });
      expect(wrongSide.status).toBe(400);
      const escalation = await admin.post("/api/users", {
        ...NEW_USER,
        username: "wannabe",
        email: "wannabe@example.com",
        role_id: 1,
      });
      expect(escalation.status).toBe(403);
    });

    it("salesrep and mfguser cannot create a user (403)", async () => {
      const body = { ...NEW_USER, username: "blocked", email: "blocked@example.com" };
      expect((await (await as("salesrep")).post("/api/users", body)).status).toBe(403);
      expect((await (await as("mfguser")).post("/api/users", { ...body, dealer_id: us })).status).toBe(403);
    });

    it("a taken username answers 409 with a clear message; a taken e-mail answers as a free one", async () => {
      const client = await as("dealeradmin");
      const username = await client.post("/api/users", {
        ...NEW_USER,
        username: "SalesRep",
        email: "fresh@example.com",
      });
      expect(username.status).toBe(409);
      expect(username.json.errors).toEqual(["username: This username is already taken."]);
      // Decision 088: the address is confirmed by mail, so the answer never says it is taken.
      const email = await client.post("/api/users", {
        ...NEW_USER,
        username: "freshname",
        email: "SALESREP@gulfcoastshade.example",
      });
      expect(email.status).toBe(200);
      expect(email.json).toMatchObject({
        username: "freshname",
        email: null,
        pending_email: "SALESREP@gulfcoastshade.example",
      });
    });

    it("answers 400 with the spec's messages for bad input", async () => {
      const client = await as("dealeradmin");
      const result = await client.post("/api/users", {
        username: "a b",
        first_name: "X",
        last_name: "",
        email: "no",
        phone: "phone",
        role_id: 9,
        password: "short",
      });
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual(
        expect.arrayContaining([
          "username: Username can only contain letters, numbers, and underscores.",
          "first_name: Name must be at least 2 characters long",
          "last_name: Name is required.",
          "email: Invalid email address.",
          "phone: Phone number is not valid.",
          "role_id: This field is required.",
          "password: Password must be at least 8 characters long",
        ]),
      );
      const empty = await client.post("/api/users", {});
      expect(empty.json.errors).toEqual(
        expect.arrayContaining(["username: Username is required.", "email: Email is required."]),
      );
    });
  });

  describe("update", () => {
    it("everyone may edit their own profile; only changed fields are written", async () => {
      const { prisma } = getDatabase();
      const client = await as("salesrep");
      const before = await prisma.user.findUniqueOrThrow({ where: { id: ids.salesrep } });
      await client.patch(`/api/users/${ids.salesrep}`, { first_name: before.first_name });
      expect((await prisma.user.findUniqueOrThrow({ where: { id: ids.salesrep } })).updated_at).toEqual(
        before.updated_at,
      );
      const result = await client.patch(`/api/users/${ids.salesrep}`, {
        first_name: "Raymond",
        time_zone: "America/New_York",
        default_links: { create_quote: false },
      });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        first_name: "Raymond",
        last_name: before.last_name,
        time_zone: "America/New_York",
        default_links: { create_quote: false },
      });
      expect(
        (await client.patch(`/api/users/${ids.salesrep}`, { time_zone: "Mars/Base" })).json.errors,
      ).toEqual(["time_zone: Unknown time zone."]);
      expect(
        (await client.patch(`/api/users/${ids.salesrep}`, { time_zone: null })).json.time_zone,
      ).toBeNull();
    });

    it("a new e-mail address cancels the reset links mailed to the old one; so does deactivation", async () => {
      const { prisma } = getDatabase();
      const admin = await as("dealeradmin");
      const created = await admin.post("/api/users", {
        ...NEW_USER,
        username: "mover",
        email: "mover@gulfcoastshade.example",
        role_id: 4,
      });
      // The new user's address is set by the link of its welcome e-mail (decisions 088, 159).
      const welcome = await prisma.emailJob.findFirstOrThrow({
        where: { to_address: "mover@gulfcoastshade.example", kind: "new_user_invitation" },
      });
      const first = /\/invitation\/([\w-]+)/.exec(welcome.text)![1]!;
      expect((await new Client(app.url).post("/api/confirm-email", { token: first })).status).toBe(200);
      const oldLink = await createPasswordReset(prisma, created.json.id);
      // The new user is a dealer admin like `admin`: only a higher role may change its e-mail.
      expect(
        (await admin.patch(`/api/users/${created.json.id}`, { email: "mover@elsewhere.example" })).status,
      ).toBe(403);
      const superadmin = await as("superadmin");
      expect(
        (await superadmin.patch(`/api/users/${created.json.id}`, { email: "mover@elsewhere.example" }))
          .status,
      ).toBe(200);
      // The change takes effect when the link mailed to the new address is opened (decision 086).
      const job = await prisma.emailJob.findFirstOrThrow({
        where: { to_address: "mover@elsewhere.example", kind: "email_change_confirm" },
      });
      const token = /\/confirm-email\/([\w-]+)/.exec(job.text)![1]!;
      expect((await admin.post("/api/confirm-email", { token })).status).toBe(200);
      const hash = await hashPassword("Moved#2026x");
      expect(await consumePasswordReset(prisma, oldLink, hash)).toBe(false);
      // Another user's open key is untouched.
      const purchaserLink = await createPasswordReset(prisma, ids.purchaser!);
      expect(await consumePasswordReset(prisma, purchaserLink, hash)).toBe(true);

      const second = await createPasswordReset(prisma, created.json.id);
      expect((await admin.delete(`/api/users/${created.json.id}`)).status).toBe(200);
      expect(await consumePasswordReset(prisma, second, hash)).toBe(false);
    });

    it("without user.u: not another user, not one's own username", async () => {
      const client = await as("salesrep");
      expect((await client.patch(`/api/users/${ids.purchaser}`, { first_name: "Pat" })).status).toBe(403);
      expect((await client.patch(`/api/users/${ids.salesrep}`, { username: "ray" })).status).toBe(403);
    });

    it("a dealer admin edits its users (username lowercased) and their dealer roles (decision 156)", async () => {
      const client = await as("dealeradmin");
      const result = await client.patch(`/api/users/${ids.purchaser}`, { username: "PaulaC" });
      expect(result.status).toBe(200);
      expect(result.json.username).toBe("paulac");
      expect((await client.patch(`/api/users/${ids.purchaser}`, { role_id: 5 })).json.role_id).toBe(5);
      expect((await client.patch(`/api/users/${ids.purchaser}`, { role_id: 7 })).json.role_id).toBe(7);
      const taken = await client.patch(`/api/users/${ids.purchaser}`, {
        email: "salesrep@gulfcoastshade.example",
      });
      // A taken address answers as a free one does (decision 086): nothing changes, the address is told.
      expect(taken.status).toBe(200);
      expect(taken.json.pending_email).toBe("salesrep@gulfcoastshade.example");
      expect(taken.json.email).not.toBe("salesrep@gulfcoastshade.example");
    });

    it("role changes need user.a", async () => {
      const result = await (await as("mfgadmin")).patch(`/api/users/${ids.salesmanager}`, { role_id: 6 });
      expect(result.status).toBe(200);
      expect(result.json.role_id).toBe(6);
      expect(
        (await (await as("mfgadmin")).patch(`/api/users/${ids.superadmin}`, { first_name: "Eve" })).status,
      ).toBe(403);
    });
  });

  describe("deactivate", () => {
    it("DELETE deactivates (row kept, status 0) and ends the user's sessions", async () => {
      const admin = await as("dealeradmin");
      const created = await admin.post("/api/users", {
        ...NEW_USER,
        username: "leaving",
        email: "leaving@gulfcoastshade.example",
        password: "Leaving#2026",
      });
      const leaving = new Client(app.url);
      await leaving.login("leaving", "Leaving#2026");
      expect((await leaving.get("/api/check-session")).status).toBe(200);

      const result = await admin.delete(`/api/users/${created.json.id}`);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ id: created.json.id, status: 0 });
      const row = await getDatabase().prisma.user.findUnique({ where: { id: created.json.id } });
      expect(row?.status).toBe(0);
      expect(await getDatabase().prisma.session.count({ where: { user_id: created.json.id } })).toBe(0);
      expect((await leaving.get("/api/check-session")).status).toBe(401);
      const list = await admin.get("/api/users");
      expect(list.json.find((u: { id: number }) => u.id === created.json.id)?.status).toBe(0);
    });

    it("PATCH {status: 0} deactivates too (ending sessions) and {status: 1} reactivates", async () => {
      const admin = await as("dealeradmin");
      const created = await admin.post("/api/users", {
        ...NEW_USER,
        username: "pausing",
        email: "pausing@gulfcoastshade.example",
        password: "Pausing#2026",
      });
      const pausing = new Client(app.url);
      await pausing.login("pausing", "Pausing#2026");
      const off = await admin.patch(`/api/users/${created.json.id}`, { status: 0 });
      expect(off.json.status).toBe(0);
      expect((await pausing.get("/api/check-session")).status).toBe(401);
      expect(
        (await (await as("salesrep")).patch(`/api/users/${created.json.id}`, { status: 1 })).status,
      ).toBe(403);
      const on = await admin.patch(`/api/users/${created.json.id}`, { status: 1 });
      expect(on.json.status).toBe(1);
      await pausing.login("pausing", "Pausing#2026");
      expect((await pausing.get("/api/check-session")).status).toBe(200);
      expect((await admin.patch(`/api/users/${ids.dealeradmin}`, { status: 0 })).status).toBe(403);
    });

    it("nobody deactivates themself; salesrep lacks user.d", async () => {
      const self = await (await as("dealeradmin")).delete(`/api/users/${ids.dealeradmin}`);
      expect(self.status).toBe(403);
      expect(self.json.errors).toEqual(["You cannot deactivate your own user."]);
      expect((await (await as("salesrep")).delete(`/api/users/${ids.purchaser}`)).status).toBe(403);
      expect(
        await getDatabase().prisma.user.count({
          where: { status: 0, username: { notIn: ["leaving", "mover"] } },
        }),
      ).toBe(0);
    });
  });

  describe("a dealer with no users yet", () => {
    it("lists answer 204", async () => {
      const dealer = await (
        await as("mfgadmin")
      ).post("/api/dealers", {
        company_name: "Quiet Dealer",
        email: "q@quiet.example",
        phone: "555-0101",
        address_1: "1 Main St",
        city: "Ocala",
        state: "FL",
        zip_code: "34470",
        country: "USA",
      });
      expect((await (await as("mfgadmin")).get(`/api/dealers/${dealer.json.id}/users`)).status).toBe(204);
      const first = await (
        await as("mfgadmin")
      ).post("/api/users", {
        ...NEW_USER,
        username: "quietadmin",
        email: "admin@quiet.example",
        role_id: 4,
        dealer_id: dealer.json.id,
        password: "Quiet#2026x",
      });
      const quiet = new Client(app.url);
      await quiet.login("quietadmin", "Quiet#2026x");
      expect((await quiet.get("/api/customers")).status).toBe(204);
      expect((await quiet.get("/api/users")).json.map((u: { id: number }) => u.id)).toEqual([first.json.id]);
    });
  });
});
