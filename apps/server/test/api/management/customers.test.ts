import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../../helpers/http.js";
import { seedDemoWorld } from "../../../src/seed/demo-world.js";

const NEW_CUSTOMER = {
  first_name: "Nora",
  last_name: "Quinn",
  email: "nora.quinn@example.com",
  phone: "(941) 555-0188",
  address_1: "5 Gulf Dr",
  city: "Longboat Key",
  state: "FL",
  zip_code: "34228",
  country: "USA",
};

forEachDatabase("customers API", (getDatabase) => {
  let app: RunningApp;
  let us: number;
  let ca: number;
  let liam: number;
  let olivia: number;
  const as = signedInClients(() => app);

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    us = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Gulf Coast Shade & Screen" } })).id;
    ca = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Maple Leaf Outdoor Living" } })).id;
    liam = (await prisma.customer.findFirstOrThrow({ where: { last_name: "Gagnon" } })).id;
    olivia = (await prisma.customer.findFirstOrThrow({ where: { last_name: "Brooks" } })).id;
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  describe("list and get", () => {
    it("each agent sees the customers of its tenancy", async () => {
      for (const path of ["/api/customers", "/api/customers-table"]) {
        const rep = await (await as("salesrep")).get(path);
        expect(rep.status).toBe(200);
        expect(rep.json.map((c: { last_name: string }) => c.last_name).sort()).toEqual([
          "Brooks",
          "Hale",
          "Nair",
        ]);
        expect(rep.json[0].dealer).toEqual({ company_name: "Gulf Coast Shade & Screen" });
        expect((await (await as("mfguser")).get(path)).json).toHaveLength(4);
        expect((await (await as("cadealer")).get(path)).json.map((c: { id: number }) => c.id)).toEqual([
          liam,
        ]);
      }
    });

    it("the other dealer's customer answers 404 exactly like a missing one", async () => {
      const client = await as("salesrep");
      expect((await client.get(`/api/customers/${olivia}`)).json).toMatchObject({
        id: olivia,
        first_name: "Olivia",
        dealer_id: us,
        status: 1,
      });
      const foreign = await client.get(`/api/customers/${liam}`);
      const missing = await client.get("/api/customers/999999");
      expect(foreign.status).toBe(404);
      expect(foreign.json).toEqual(missing.json);
      expect((await client.patch(`/api/customers/${liam}`, { city: "X" })).status).toBe(404);
      expect((await (await as("salesmanager")).delete(`/api/customers/${liam}`)).status).toBe(404);
    });

    it("sorts and limits in the database", async () => {
      const client = await as("mfguser");
      const result = await client.get("/api/customers?sort=last_name&limit=2");
      expect(result.json.map((c: { last_name: string }) => c.last_name)).toEqual(["Brooks", "Gagnon"]);
      const next = await client.get(`/api/customers?sort=last_name&limit=2&cursor=${result.json[1].id}`);
      expect(next.json.map((c: { last_name: string }) => c.last_name)).toEqual(["Hale", "Nair"]);
    });
  });

  describe("create", () => {
    it("a dealer user creates under its own dealer with status 1", async () => {
      const result = await (await as("salesrep")).post("/api/customers", { ...NEW_CUSTOMER, status: 0 });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        ...NEW_CUSTOMER,
        dealer_id: us,
        status: 1,
        customername: "Nora Quinn",
        dealer: { company_name: "Gulf Coast Shade & Screen" },
      });
      expect(result.json.id).toEqual(expect.any(Number));
    });

    it("a dealer user cannot create for another dealer (403)", async () => {
      const result = await (await as("salesrep")).post("/api/customers", { ...NEW_CUSTOMER, dealer_id: ca });
      expect(result.status).toBe(403);
    });

    it("staff must name a dealer of their account", async () => {
      const admin = await as("mfgadmin");
      const missing = await admin.post("/api/customers", NEW_CUSTOMER);
      expect(missing.status).toBe(400);
      expect(missing.json.errors).toEqual(["dealer_id: This field is required."]);
      expect(
        (await admin.post("/api/customers", { ...NEW_CUSTOMER, dealer_id: 999999 })).json.errors,
      ).toEqual(["dealer_id: No such dealer."]);
      const result = await admin.post("/api/customers", {
        ...NEW_CUSTOMER,
        dealer_id: ca,
        email: "n@ca.example",
      });
      expect(result.status).toBe(200);
      expect(result.json.dealer_id).toBe(ca);
    });

    it("purchaser and mfguser cannot create a customer (403)", async () => {
      expect((await (await as("purchaser")).post("/api/customers", NEW_CUSTOMER)).status).toBe(403);
      expect(
        (await (await as("mfguser")).post("/api/customers", { ...NEW_CUSTOMER, dealer_id: us })).status,
      ).toBe(403);
    });

    it("answers 400 with the spec's messages for bad input", async () => {
      const client = await as("salesrep");
      const before = await getDatabase().prisma.customer.count();
      const result = await client.post("/api/customers", {
        ...NEW_CUSTOMER,
        first_name: "J",
        last_name: "O'Ne1l",
        phone: "abc",
        email: "",
        address_1: "",
        zip_code: "",
      });
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual(
        expect.arrayContaining([
          "first_name: Name must be at least 2 characters long",
          "last_name: Name can only contain letters and spaces.",
          "phone: Phone number is not valid.",
          "email: Email is required.",
          "address_1: Address 1 is required",
          "zip_code: Zip code is required",
        ]),
      );
      const empty = await client.post("/api/customers", {});
      expect(empty.json.errors).toEqual(
        expect.arrayContaining([
          "first_name: Name is required.",
          "phone: Phone number is required.",
          "city: City is required",
          "state: State is required",
          "country: Country is required",
        ]),
      );
      expect(await getDatabase().prisma.customer.count()).toBe(before);
    });
  });

  describe("update and deactivate", () => {
    it("PATCH writes only the changed fields", async () => {
      const { prisma } = getDatabase();
      const client = await as("salesrep");
      const before = await prisma.customer.findUniqueOrThrow({ where: { id: olivia } });
      await client.patch(`/api/customers/${olivia}`, { first_name: "Olivia", city: before.city });
      expect((await prisma.customer.findUniqueOrThrow({ where: { id: olivia } })).updated_at).toEqual(
        before.updated_at,
      );
      const result = await client.patch(`/api/customers/${olivia}`, {
        last_name: "Brooks Hale",
        notes: "Gate code 12",
      });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        last_name: "Brooks Hale",
        customername: "Olivia Brooks Hale",
        notes: "Gate code 12",
        email: before.email,
      });
      expect((await client.patch(`/api/customers/${olivia}`, { phone: "12" })).json.errors).toEqual([
        "phone: Phone number is not valid.",
      ]);
    });

    it("DELETE deactivates (status 0, row kept, still listed); salesrep lacks customer.d", async () => {
      const created = await (
        await as("salesrep")
      ).post("/api/customers", { ...NEW_CUSTOMER, email: "x@y.example" });
      expect((await (await as("salesrep")).delete(`/api/customers/${created.json.id}`)).status).toBe(403);
      const result = await (await as("salesmanager")).delete(`/api/customers/${created.json.id}`);
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({ id: created.json.id, status: 0 });
      expect(
        (await getDatabase().prisma.customer.findUnique({ where: { id: created.json.id } }))?.status,
      ).toBe(0);
      const list = await (await as("salesrep")).get("/api/customers");
      expect(list.json.find((c: { id: number }) => c.id === created.json.id)?.status).toBe(0);
    });
  });
});
