import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../../helpers/http.js";
import { seedDemoWorld } from "../../../src/seed/demo-world.js";

const NEW_ACCOUNT = {
  company_name: "Northwind Shade Works",
  email: "office@northwind.example",
  phone: "+1 (305) 555-0111",
  address_1: "1 Harbor Way",
  city: "Miami",
  state: "FL",
  zip_code: "33101",
  country: "USA",
  website: "https://northwind.example",
  discount: 2.5,
};

forEachDatabase("accounts API", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  describe("lists", () => {
    it("GET /api/accounts and /api/accounts-table answer the accounts of the agent's tenancy", async () => {
      for (const path of ["/api/accounts", "/api/accounts-table"]) {
        for (const username of ["superadmin", "mfgadmin", "mfguser"]) {
          const result = await (await as(username)).get(path);
          expect(result.status).toBe(200);
          expect(Array.isArray(result.json)).toBe(true);
          expect(result.json.map((a: { id: number }) => a.id)).toEqual([2]);
          expect(result.json[0]).toMatchObject({
            id: 2,
            account_number: "ACC-0002",
            company_name: "Solaris Screen Systems",
            status: 1,
            discount: 0,
          });
        }
      }
    });

    it("needs account.r: dealer users get 403", async () => {
      for (const username of ["dealeradmin", "salesrep"]) {
        const result = await (await as(username)).get("/api/accounts");
        expect(result.status).toBe(403);
        expect(result.json.errors[0]).toEqual(expect.any(String));
      }
    });

    it("applies q, sort and limit in the database", async () => {
      const client = await as("superadmin");
      expect((await client.get("/api/accounts?q=SOLARIS")).json).toHaveLength(1);
      expect((await client.get("/api/accounts?q=no-such-company")).status).toBe(204);
      expect((await client.get("/api/accounts?sort=nope")).status).toBe(400);
      expect((await client.get("/api/accounts?limit=0")).status).toBe(400);
    });
  });

  describe("get", () => {
    it("answers the account; an unknown id is 404", async () => {
      const client = await as("mfguser");
      const result = await client.get("/api/accounts/2");
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ id: 2, city: "Fort Myers", country: "USA" });
      expect((await client.get("/api/accounts/999999")).status).toBe(404);
    });
  });

  describe("create", () => {
    it("super admin creates an account: the answer holds id, a generated number and status 1", async () => {
      const client = await as("superadmin");
      const result = await client.post("/api/accounts", NEW_ACCOUNT);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ ...NEW_ACCOUNT, status: 1, address_2: null });
      expect(result.json.id).toEqual(expect.any(Number));
      expect(result.json.account_number).toBe(`ACC-${String(result.json.id).padStart(4, "0")}`);
      const row = await getDatabase().prisma.account.findUnique({ where: { id: result.json.id } });
      expect(row?.company_name).toBe(NEW_ACCOUNT.company_name);
    });

    it("only the super admin may create one (403)", async () => {
      for (const username of ["mfgadmin", "mfguser", "dealeradmin"]) {
        const result = await (
          await as(username)
        ).post("/api/accounts", { ...NEW_ACCOUNT, company_name: "X Co" });
        expect(result.status).toBe(403);
      }
      expect(await getDatabase().prisma.account.count({ where: { company_name: "X Co" } })).toBe(0);
    });

    it("answers 400 with the spec's messages for bad input", async () => {
      const client = await as("superadmin");
      const result = await client.post("/api/accounts", {
        ...NEW_ACCOUNT,
        company_name: "",
        email: "not-an-email",
        city: "",
        discount: 120,
        website: "nope",
      });
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual(
        expect.arrayContaining([
          "company_name: A company name must be entered",
          "email: Invalid email format",
          "city: A city must be entered",
          "discount: Discount cannot exceed 100%",
          "website: Invalid website URL format",
        ]),
      );
      const missing = await client.post("/api/accounts", {});
      expect(missing.status).toBe(400);
      expect(missing.json.errors).toEqual(
        expect.arrayContaining([
          "company_name: A company name must be entered",
          "address_1: An address must be entered",
        ]),
      );
    });

    it("a super admin's new account is invisible to the manufacturer's staff (404)", async () => {
      const created = await (
        await as("superadmin")
      ).post("/api/accounts", {
        ...NEW_ACCOUNT,
        company_name: "Hidden Account",
      });
      const result = await (await as("mfgadmin")).get(`/api/accounts/${created.json.id}`);
      expect(result.status).toBe(404);
      expect(
        (await (await as("mfgadmin")).patch(`/api/accounts/${created.json.id}`, { city: "X" })).status,
      ).toBe(404);
    });
  });

  describe("update", () => {
    it("PATCH writes only the fields that differ", async () => {
      const { prisma } = getDatabase();
      const client = await as("mfgadmin");
      const before = await prisma.account.findUniqueOrThrow({ where: { id: 2 } });

      const same = await client.patch("/api/accounts/2", { company_name: before.company_name, discount: 0 });
      expect(same.status).toBe(200);
      const untouched = await prisma.account.findUniqueOrThrow({ where: { id: 2 } });
      expect(untouched.updated_at.getTime()).toBe(before.updated_at.getTime());

      const result = await client.patch("/api/accounts/2", { city: "Naples", discount: 1.25 });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        id: 2,
        city: "Naples",
        discount: 1.25,
        company_name: before.company_name,
      });
      const after = await prisma.account.findUniqueOrThrow({ where: { id: 2 } });
      expect(after.city).toBe("Naples");
      expect(after.email).toBe(before.email);
      expect(after.status).toBe(1);
    });

    it("answers 400 with the edit form's messages", async () => {
      const client = await as("mfgadmin");
      const result = await client.patch("/api/accounts/2", { discount: -1, email: "x", company_name: "" });
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual(
        expect.arrayContaining([
          "discount: Discount cannot be negative",
          "email: Invalid email format",
          "company_name: A company name must be entered",
        ]),
      );
      expect((await client.patch("/api/accounts/2", { discount: 100.5 })).json.errors).toEqual([
        "discount: Discount cannot exceed 100%",
      ]);
    });

    it("needs account.u: mfguser gets 403", async () => {
      expect((await (await as("mfguser")).patch("/api/accounts/2", { city: "Tampa" })).status).toBe(403);
    });
  });

  describe("deactivate", () => {
    it("DELETE sets status 0 and keeps the row; the list still shows it", async () => {
      const client = await as("superadmin");
      const created = await client.post("/api/accounts", { ...NEW_ACCOUNT, company_name: "Short Lived" });
      const result = await client.delete(`/api/accounts/${created.json.id}`);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ id: created.json.id, status: 0 });
      const row = await getDatabase().prisma.account.findUnique({ where: { id: created.json.id } });
      expect(row?.status).toBe(0);
      const list = await client.get("/api/accounts");
      expect(list.json.find((a: { id: number }) => a.id === created.json.id)?.status).toBe(0);
    });

    it("only with account.d (403), and never one's own account", async () => {
      expect((await (await as("mfgadmin")).delete("/api/accounts/2")).status).toBe(403);
      expect((await (await as("superadmin")).delete("/api/accounts/2")).status).toBe(403);
      expect((await getDatabase().prisma.account.findUniqueOrThrow({ where: { id: 2 } })).status).toBe(1);
    });
  });

  describe("sub-resources", () => {
    it("GET /api/accounts/2/dealers lists both dealers", async () => {
      const result = await (await as("mfguser")).get("/api/accounts/2/dealers");
      expect(result.status).toBe(200);
      expect(result.json.map((d: { company_name: string }) => d.company_name).sort()).toEqual([
        "Gulf Coast Shade & Screen",
        "Maple Leaf Outdoor Living",
      ]);
    });

    it("GET /api/accounts/2/users lists the account's own users, never a hash", async () => {
      const result = await (await as("mfgadmin")).get("/api/accounts/2/users");
      expect(result.status).toBe(200);
      expect(result.json.map((u: { username: string }) => u.username).sort()).toEqual([
        "mfgadmin",
        "mfguser",
        "superadmin",
      ]);
      expect(JSON.stringify(result.json)).not.toMatch(/password|argon2/);
    });

    it("GET /api/accounts/2/quotes-pending lists quotes in 30 and 31", async () => {
      const result = await (await as("mfguser")).get("/api/accounts/2/quotes-pending");
      expect(result.status).toBe(200);
      expect(result.json.map((q: { status: number }) => q.status).sort()).toEqual([30, 31]);
    });

    it("an account without dealers answers 204; a foreign or unknown account 404", async () => {
      const superadmin = await as("superadmin");
      const created = await superadmin.post("/api/accounts", {
        ...NEW_ACCOUNT,
        company_name: "Empty Account",
      });
      for (const sub of ["dealers", "users", "quotes-pending"]) {
        const empty = await superadmin.get(`/api/accounts/${created.json.id}/${sub}`);
        expect(empty.status).toBe(204);
        expect((await (await as("mfgadmin")).get(`/api/accounts/${created.json.id}/${sub}`)).status).toBe(
          404,
        );
        expect((await superadmin.get(`/api/accounts/999999/${sub}`)).status).toBe(404);
      }
    });
  });
});
