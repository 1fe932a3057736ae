import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_STATUS, RECORD_STATUS } from "@screens/domain";
import { forEachDatabase } from "../../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../../helpers/http.js";
import { seedDemoWorld } from "../../../src/seed/demo-world.js";

const NEW_DEALER = {
  company_name: "Sunset Patio Supply",
  email: "info@sunsetpatio.example",
  phone: "+1 (813) 555-0123",
  address_1: "9 Bayshore Blvd",
  city: "Tampa",
  state: "FL",
  zip_code: "33606",
  country: "USA",
  website: "https://sunsetpatio.example",
};

forEachDatabase("dealers API", (getDatabase) => {
  let app: RunningApp;
  let us: number;
  let ca: number;
  const as = signedInClients(() => app);
  const names = (list: { company_name: string }[]) => list.map((d) => d.company_name).sort();

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    us = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Gulf Coast Shade & Screen" } })).id;
    ca = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Maple Leaf Outdoor Living" } })).id;
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  describe("list and get", () => {
    it("mfguser sees both dealers of account 2", async () => {
      const result = await (await as("mfguser")).get("/api/dealers");
      expect(result.status).toBe(200);
      expect(names(result.json)).toEqual(["Gulf Coast Shade & Screen", "Maple Leaf Outdoor Living"]);
      expect(result.json.find((d: { id: number }) => d.id === us)).toMatchObject({
        account_id: 2,
        account_number: "DLR-1001",
        discount: 5,
        can_create_dealers: false,
        status: RECORD_STATUS.ACTIVE,
        country: "USA",
      });
    });

    it("dealer users see only their own dealer; the other dealer is 404 like a missing one", async () => {
      const client = await as("salesrep");
      const list = await client.get("/api/dealers");
      expect(names(list.json)).toEqual(["Gulf Coast Shade & Screen"]);
      expect((await client.get(`/api/dealers/${us}`)).status).toBe(200);
      const foreign = await client.get(`/api/dealers/${ca}`);
      const missing = await client.get("/api/dealers/999999");
      expect(foreign.status).toBe(404);
      expect(foreign.json).toEqual(missing.json);
      expect((await (await as("cadealer")).get(`/api/dealers/${us}`)).status).toBe(404);
    });

    it("filters with q in the database", async () => {
      const result = await (await as("mfguser")).get("/api/dealers?q=maple");
      expect(names(result.json)).toEqual(["Maple Leaf Outdoor Living"]);
      expect((await (await as("mfguser")).get("/api/dealers?q=zzzz")).status).toBe(204);
    });
  });

  describe("create", () => {
    it("mfgadmin creates a dealer: own account, status 1, discount 0, generated number, created_by", async () => {
      const admin = await as("mfgadmin");
      const result = await admin.post("/api/dealers", { ...NEW_DEALER, status: RECORD_STATUS.INACTIVE });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        ...NEW_DEALER,
        account_id: 2,
        status: RECORD_STATUS.ACTIVE,
        discount: 0,
        can_create_dealers: false,
        address_2: null,
      });
      expect(result.json.id).toEqual(expect.any(Number));
      expect(result.json.account_number).toBe(`DLR-${1000 + Number(result.json.id)}`);
      const creator = await getDatabase().prisma.user.findUniqueOrThrow({ where: { username: "mfgadmin" } });
      expect(result.json.created_by).toBe(creator.id);
      const again = await admin.post("/api/dealers", { ...NEW_DEALER, company_name: "Second New Dealer" });
      expect(again.json.account_number).not.toBe(result.json.account_number);
    });

    it("mfguser and dealer users cannot create a dealer (403)", async () => {
      for (const username of ["mfguser", "dealeradmin", "salesrep"]) {
        const result = await (
          await as(username)
        ).post("/api/dealers", { ...NEW_DEALER, company_name: "Nope Inc" });
        expect(result.status).toBe(403);
      }
      expect(await getDatabase().prisma.dealer.count({ where: { company_name: "Nope Inc" } })).toBe(0);
    });

    it("a manufacturer admin cannot place a dealer in another account", async () => {
      const superadmin = await as("superadmin");
      const other = await superadmin.post("/api/accounts", {
        company_name: "Other Manufacturer",
        email: "o@other.example",
        phone: "555-0100",
        address_1: "1 Road",
        city: "Austin",
        state: "TX",
        zip_code: "73301",
        country: "USA",
      });
      const refused = await (
        await as("mfgadmin")
      ).post("/api/dealers", { ...NEW_DEALER, account_id: other.json.id });
      expect(refused.status).toBe(400);
      expect(refused.json.errors).toEqual(["account_id: No such account."]);
      const placed = await superadmin.post("/api/dealers", { ...NEW_DEALER, account_id: other.json.id });
      expect(placed.status).toBe(200);
      expect(placed.json.account_id).toBe(other.json.id);
      expect((await (await as("mfguser")).get(`/api/dealers/${placed.json.id}`)).status).toBe(404);
    });

    it("answers 400 with the spec's messages for bad input", async () => {
      const result = await (
        await as("mfgadmin")
      ).post("/api/dealers", {
        ...NEW_DEALER,
        company_name: "",
        phone: "12",
        email: "nope",
        website: "not a url",
        discount: 101,
        country: "France",
        city: "",
      });
      expect(result.status).toBe(400);
      expect(result.json.errors).toEqual(
        expect.arrayContaining([
          "company_name: Company name is required",
          "phone: Phone number is not valid.",
          "email: Invalid email address.",
          "website: Invalid URL format",
          "discount: Discount cannot exceed 100%",
          "city: City is required",
        ]),
      );
      expect(result.json.errors.some((e: string) => e.startsWith("country: "))).toBe(true);
    });
  });

  describe("update and deactivate", () => {
    it("PATCH writes only changed fields; a dealer admin may edit its own contact data", async () => {
      const { prisma } = getDatabase();
      const before = await prisma.dealer.findUniqueOrThrow({ where: { id: us } });
      const admin = await as("dealeradmin");
      const same = await admin.patch(`/api/dealers/${us}`, { company_name: before.company_name });
      expect(same.status).toBe(200);
      expect((await prisma.dealer.findUniqueOrThrow({ where: { id: us } })).updated_at).toEqual(
        before.updated_at,
      );

      const result = await admin.patch(`/api/dealers/${us}`, { city: "Venice" });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        id: us,
        city: "Venice",
        discount: 5,
        company_name: before.company_name,
      });
      const after = await prisma.dealer.findUniqueOrThrow({ where: { id: us } });
      expect(after.email).toBe(before.email);
    });

    it("a dealer admin cannot change its discount; staff can", async () => {
      expect((await (await as("dealeradmin")).patch(`/api/dealers/${us}`, { discount: 50 })).status).toBe(
        403,
      );
      const result = await (await as("mfgadmin")).patch(`/api/dealers/${us}`, { discount: 7.5 });
      expect(result.json.discount).toBe(7.5);
      expect((await (await as("mfgadmin")).patch(`/api/dealers/${us}`, { phone: "x" })).json.errors).toEqual([
        "phone: Phone number is not valid.",
      ]);
    });

    it("a dealer user cannot touch the other dealer (404) and salesrep may not update (403)", async () => {
      expect((await (await as("dealeradmin")).patch(`/api/dealers/${ca}`, { city: "X" })).status).toBe(404);
      expect((await (await as("salesrep")).patch(`/api/dealers/${us}`, { city: "X" })).status).toBe(403);
    });

    it("the quote document's terms and validity: default 30 days, set by the dealer admin and staff", async () => {
      const admin = await as("dealeradmin");
      const before = (await admin.get(`/api/dealers/${us}`)).json;
      expect(before).toMatchObject({ quote_terms: null, quote_validity_days: 30, logo_updated_at: null });
      expect(before).not.toHaveProperty("logo");

      const terms = "50% deposit on acceptance.\r\nBalance due on installation.   ";
      const result = await admin.patch(`/api/dealers/${us}`, { quote_terms: terms, quote_validity_days: 45 });
      expect(result.status).toBe(200);
      expect(result.json).toMatchObject({
        quote_terms: "50% deposit on acceptance.\nBalance due on installation.",
        quote_validity_days: 45,
      });
      const staff = await (await as("mfgadmin")).patch(`/api/dealers/${us}`, { quote_validity_days: "14" });
      expect(staff.json.quote_validity_days).toBe(14);
      const row = await getDatabase().prisma.dealer.findUniqueOrThrow({ where: { id: us } });
      expect([row.quote_terms, row.quote_validity_days]).toEqual([
        "50% deposit on acceptance.\nBalance due on installation.",
        14,
      ]);
      // Blank terms are no terms.
      expect((await admin.patch(`/api/dealers/${us}`, { quote_terms: "  \n " })).json.quote_terms).toBeNull();
      expect((await admin.get("/api/dealers")).json[0]).not.toHaveProperty("logo");
    });

    it("refuses terms over 4,000 characters and a validity outside 1-365 days, changing nothing", async () => {
      const admin = await as("dealeradmin");
      const before = await getDatabase().prisma.dealer.findUniqueOrThrow({ where: { id: us } });
      const tooLong = await admin.patch(`/api/dealers/${us}`, { quote_terms: "x".repeat(4001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.json.errors).toEqual(["quote_terms: Terms can be at most 4,000 characters."]);
      for (const days of [0, 366, 2.5, "", null, "thirty"]) {
        const result = await admin.patch(`/api/dealers/${us}`, { quote_validity_days: days });
        expect(result.status, String(days)).toBe(400);
        expect(result.json.errors).toEqual([
          "quote_validity_days: Quote validity must be a whole number of days from 1 to 365.",
        ]);
      }
      expect((await admin.patch(`/api/dealers/${us}`, { quote_terms: "y".repeat(4000) })).status).toBe(200);
      const after = await getDatabase().prisma.dealer.findUniqueOrThrow({ where: { id: us } });
      expect(after.quote_validity_days).toBe(before.quote_validity_days);
      expect(after.quote_terms).toBe("y".repeat(4000));
    });

    it("a sales rep cannot set the terms (403), another dealer's admin cannot see them (404)", async () => {
      expect((await (await as("salesrep")).patch(`/api/dealers/${us}`, { quote_terms: "Mine" })).status).toBe(
        403,
      );
      expect(
        (await (await as("cadealer")).patch(`/api/dealers/${us}`, { quote_validity_days: 10 })).status,
      ).toBe(404);
    });

    it("DELETE deactivates: status 0, the row stays and is still listed", async () => {
      const admin = await as("mfgadmin");
      const created = await admin.post("/api/dealers", { ...NEW_DEALER, company_name: "Closing Soon" });
      const result = await admin.delete(`/api/dealers/${created.json.id}`);
      expect(result.status).toBe(200);
      expect(result.json.status).toBe(RECORD_STATUS.INACTIVE);
      expect((await getDatabase().prisma.dealer.findUnique({ where: { id: created.json.id } }))?.status).toBe(
        RECORD_STATUS.INACTIVE,
      );
      expect((await admin.get(`/api/dealers/${created.json.id}`)).json.status).toBe(RECORD_STATUS.INACTIVE);
      expect((await (await as("mfguser")).delete(`/api/dealers/${us}`)).status).toBe(403);
      expect((await (await as("dealeradmin")).delete(`/api/dealers/${us}`)).status).toBe(403);
    });
  });

  describe("sub-resources", () => {
    it("quotes, orders, users and customers of a dealer", async () => {
      const client = await as("mfguser");
      const quotes = await client.get(`/api/dealers/${us}/quotes`);
      expect(quotes.status).toBe(200);
      expect(quotes.json.map((q: { status: number }) => q.status).sort()).toEqual([
        QUOTE_STATUS.STARTED,
        QUOTE_STATUS.AWAITING_APPROVAL,
        QUOTE_STATUS.AWAITING_PAYMENT,
      ]);
      expect(quotes.json.every((q: { dealer_id: number }) => q.dealer_id === us)).toBe(true);

      const orders = await client.get(`/api/dealers/${ca}/orders`);
      expect(orders.status).toBe(200);
      expect(orders.json).toHaveLength(1);
      expect(orders.json[0].dealer.company_name).toBe("Maple Leaf Outdoor Living");
      expect((await client.get(`/api/dealers/${us}/orders`)).status).toBe(204);

      const users = await client.get(`/api/dealers/${us}/users`);
      expect(users.json.map((u: { username: string }) => u.username).sort()).toEqual([
        "dealeradmin",
        "purchaser",
        "salesmanager",
        "salesrep",
      ]);
      const customers = await client.get(`/api/dealers/${ca}/customers`);
      expect(customers.json.map((c: { last_name: string }) => c.last_name)).toEqual(["Gagnon"]);
    });

    it("a new dealer's sub-lists are empty (204)", async () => {
      const admin = await as("mfgadmin");
      const created = await admin.post("/api/dealers", { ...NEW_DEALER, company_name: "Brand New" });
      for (const sub of ["quotes", "orders", "users", "customers"]) {
        expect((await admin.get(`/api/dealers/${created.json.id}/${sub}`)).status).toBe(204);
      }
    });

    it("the other dealer's sub-lists are 404 for a dealer user", async () => {
      const client = await as("salesrep");
      for (const sub of ["quotes", "orders", "users", "customers"]) {
        expect((await client.get(`/api/dealers/${ca}/${sub}`)).status).toBe(404);
        expect((await client.get(`/api/dealers/999999/${sub}`)).status).toBe(404);
      }
      expect((await client.get(`/api/dealers/${us}/customers`)).json).toHaveLength(3);
    });
  });
});
