import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_INACTIVE, ORDER_STATUS, QUOTE_STATUS } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { makeQuote } from "../helpers/fixtures.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { appRouter } from "../../src/trpc/root.js";
import { restRoutes } from "../../src/trpc/rest-adapter.js";

/** REST operations that were missing: PATCH with the id in the body, order deactivation (decision 080), dealer country. */
forEachDatabase("REST: PATCH with the id in the body, order deactivation, dealer country", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);

  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({
      prisma: getDatabase().prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  describe("PATCH /api/{resource} with the id in the body", () => {
    it("exists for every resource that has PATCH /api/{resource}/{id}, in REST and in openapi.json", async () => {
      const routes = restRoutes(appRouter).map((route) => `${route.method} ${route.path}`);
      const byId = routes.filter((route) => /^patch \/[\w-]+\/:id$/.test(route));
      expect(byId.length).toBeGreaterThanOrEqual(8);
      const doc = (await new Client(app.url).get("/api/openapi.json")).json;
      for (const route of byId) {
        const collection = route.replace(/^patch /, "").replace(/\/:id$/, "");
        expect(routes, collection).toContain(`patch ${collection}`);
        const operation = doc.paths[collection]?.patch;
        expect(operation, collection).toBeDefined();
        const schema = operation.requestBody.content["application/json"].schema;
        expect(schema.required, collection).toContain("id");
        expect(schema.properties.id, collection).toBeDefined();
        expect(
          (operation.parameters ?? []).some((p: { in: string }) => p.in === "path"),
          collection,
        ).toBe(false);
      }
    });

    it("updates a quote and a customer like the path form does", async () => {
      const rep = await as("salesrep");
      const quote = (await rep.post("/api/quotes", { title: "Body id" })).json;
      const renamed = await rep.patch("/api/quotes", { id: quote.id, title: "Renamed by body id" });
      expect(renamed.status).toBe(200);
      expect(renamed.json).toMatchObject({ id: quote.id, title: "Renamed by body id" });
      const [customer] = (await rep.get("/api/customers")).json;
      const changed = await rep.patch("/api/customers", { id: customer.id, city: "Sarasota" });
      expect(changed.status).toBe(200);
      expect((await rep.get(`/api/customers/${customer.id}`)).json.city).toBe("Sarasota");
    });

    it("answers 400 without an id, and keeps tenancy: another dealer's record is 404", async () => {
      const rep = await as("salesrep");
      const missing = await rep.patch("/api/quotes", { title: "No id" });
      expect(missing.status).toBe(400);
      expect(missing.json.errors.some((error: string) => error.startsWith("id"))).toBe(true);
      const canadian = (await (await as("cadealer")).post("/api/quotes", { title: "Theirs" })).json;
      expect((await rep.patch("/api/quotes", { id: canadian.id, title: "Mine now" })).status).toBe(404);
    });
  });

  describe("DELETE /api/orders/{id}", () => {
    const orderAt = async (orderStatus: number) => {
      const { prisma } = getDatabase();
      const dealer = await prisma.dealer.findFirstOrThrow({
        where: { company_name: "Gulf Coast Shade & Screen" },
      });
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: "mfgadmin" } });
      const { orderId } = await makeQuote(prisma, {
        dealerId: dealer.id,
        accountId: dealer.account_id,
        userId: admin.id,
        status: QUOTE_STATUS.ORDERED,
        orderStatus,
      });
      return orderId!;
    };

    it("deactivates the order (status 0) for staff with order.d, with history; the quote stays Ordered", async () => {
      const { prisma } = getDatabase();
      const orderId = await orderAt(ORDER_STATUS.PROCESSING);
      const answer = await (await as("mfgadmin")).delete(`/api/orders/${orderId}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ id: orderId, status: ORDER_INACTIVE, status_label: "Inactive" });
      const admin = await prisma.user.findUniqueOrThrow({ where: { username: "mfgadmin" } });
      const log = await prisma.statusChange.findMany({ where: { entity: "order", entity_id: orderId } });
      expect(log).toMatchObject([
        { from_status: ORDER_STATUS.PROCESSING, to_status: ORDER_INACTIVE, user_id: admin.id },
      ]);
      const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      const quote = await prisma.quote.findUniqueOrThrow({ where: { id: order.quote_id } });
      expect(quote.status).toBe(QUOTE_STATUS.ORDERED);
      // Still readable, by its dealer too, and deleting it again changes nothing.
      expect((await (await as("dealeradmin")).get(`/api/orders/${orderId}`)).json.status).toBe(
        ORDER_INACTIVE,
      );
      expect((await (await as("mfgadmin")).delete(`/api/orders/${orderId}`)).status).toBe(200);
      expect(await prisma.statusChange.count({ where: { entity: "order", entity_id: orderId } })).toBe(1);
    });

    it("is staff only: dealers and staff without order.d get 403; a closed order cannot be deactivated", async () => {
      const { prisma } = getDatabase();
      const orderId = await orderAt(ORDER_STATUS.ACTIVE);
      for (const username of ["dealeradmin", "salesrep", "mfguser"]) {
        const answer = await (await as(username)).delete(`/api/orders/${orderId}`);
        expect(answer.status, username).toBe(403);
      }
      expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(
        ORDER_STATUS.ACTIVE,
      );
      const closed = await orderAt(ORDER_STATUS.CLOSED);
      const refused = await (await as("superadmin")).delete(`/api/orders/${closed}`);
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({ errors: ["A closed order cannot be deactivated."] });
    });

    it("is described in openapi.json", async () => {
      const doc = (await new Client(app.url).get("/api/openapi.json")).json;
      expect(doc.paths["/orders/{id}"].delete).toBeDefined();
    });
  });

  it("answers 'Country is required' for a dealer created without a country (product rule R20)", async () => {
    const admin = await as("mfgadmin");
    const dealer = {
      company_name: "No Country Shades",
      email: "info@nocountry.example",
      phone: "+1 (813) 555-0123",
      address_1: "9 Bayshore Blvd",
      city: "Tampa",
      state: "FL",
      zip_code: "33606",
    };
    for (const country of [undefined, ""]) {
      const answer = await admin.post("/api/dealers", { ...dealer, country });
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toContain("country: Country is required");
    }
  });
});
