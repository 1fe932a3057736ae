import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

/** Rules a review found loose; each test is the reproduction that used to succeed. */
forEachDatabase("tenancy and price-lock edges", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
  });
  afterAll(() => app.close());

  it("keeps every seeded quote's stored sale_price equal to its summary total", async () => {
    const staff = new Client(app.url);
    await staff.login("superadmin");
    const quotes: Array<{ id: number; sale_price: number }> = (await staff.get("/api/quotes")).json;
    expect(quotes.length).toBeGreaterThanOrEqual(4);
    for (const quote of quotes) {
      const detail = (await staff.get(`/api/quotes/${quote.id}`)).json;
      expect(detail.summary.total, detail.title).toBe(quote.sale_price);
    }
  });

  it("shows a Canadian quote's brokerage from its creation, empty too (decision 081)", async () => {
    const ca = new Client(app.url);
    await ca.login("cadealer");
    const quote = (await ca.post("/api/quotes", { title: "Nothing yet" })).json;
    expect(quote.summary).toMatchObject({ customer_price: 0, brokerage_fee: 60, total: 60 });
    // The stored price (the lists' Price column) says the same from the start.
    expect(quote.sale_price).toBe(60);
    const listed = (await ca.get("/api/quotes")).json.find((row: { id: number }) => row.id === quote.id);
    expect(listed.sale_price).toBe(60);
    await ca.post("/api/configurations", { quote_id: quote.id, configuration: { unit_width_in: 100 } });
    expect((await ca.get(`/api/quotes/${quote.id}`)).json.summary.brokerage_fee).toBe(60);
  });

  it("prices the seeded order like an approval: what the dealer owes", async () => {
    const staff = new Client(app.url);
    await staff.login("superadmin");
    const [order] = (await staff.get("/api/orders")).json;
    const detail = (await staff.get(`/api/orders/${order.id}`)).json;
    const owed =
      (detail.screenconfigurations as { unit_total: number }[]).reduce(
        (sum: number, unit: { unit_total: number }) => sum + unit.unit_total,
        0,
      ) +
      (detail.add_on_accessories as { dealer_cost: number; quantity: number }[]).reduce(
        (sum: number, line: { dealer_cost: number; quantity: number }) =>
          sum + line.dealer_cost * line.quantity,
        0,
      ) +
      60;
    expect(detail.sale_price).toBeCloseTo(owed, 2);
  });

  it("refuses another dealer's customer on a quote, like a missing one", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const quote = (await rep.post("/api/quotes", { title: "Customer check" })).json;
    const foreignCustomer = await getDatabase().prisma.customer.findFirstOrThrow({
      where: { country: "Canada" },
    });
    const foreign = await rep.patch(`/api/quotes/${quote.id}`, { customer_id: foreignCustomer.id });
    const missing = await rep.patch(`/api/quotes/${quote.id}`, { customer_id: 99999 });
    expect(foreign.status).toBe(400);
    expect(foreign.json).toEqual({ errors: ["customer_id: No such customer."] });
    expect(missing.json).toEqual(foreign.json);
    const viaTrpc = await rep.request("POST", "/api/trpc/quotes.update", {
      id: quote.id,
      customer_id: 99999,
    });
    expect(viaTrpc.json.error.message).toBe("customer_id: No such customer.");
  });

  it("freezes the Canadian brokerage at submission; dealers cannot change their country", async () => {
    const ca = new Client(app.url);
    await ca.login("cadealer");
    const dealer = await getDatabase().prisma.dealer.findFirstOrThrow({ where: { country: "Canada" } });
    expect((await ca.patch(`/api/dealers/${dealer.id}`, { country: "USA" })).status).toBe(403);

    const quote = (await ca.post("/api/quotes", { title: "Frozen brokerage" })).json;
    await ca.post("/api/configurations", { quote_id: quote.id, configuration: {} });
    const submitted = (await ca.patch(`/api/quotes/${quote.id}`, { status: 30 })).json;
    expect(submitted.summary.brokerage_fee).toBe(60);

    const staff = new Client(app.url);
    await staff.login("mfgadmin");
    expect((await staff.patch(`/api/dealers/${dealer.id}`, { country: "USA" })).status).toBe(200);
    const after = (await staff.get(`/api/quotes/${quote.id}`)).json;
    expect(after.summary.brokerage_fee).toBe(60);
    expect(after.sale_price).toBe(submitted.sale_price);
    const order = (await staff.post("/api/orders", { quote_id: quote.id })).json;
    expect(order.sale_price).toBeCloseTo(Number(submitted.screenconfigurations[0].unit_total) + 60, 2);
    await staff.patch(`/api/dealers/${dealer.id}`, { country: "Canada" });
  });

  it("ends the access of a deactivated dealer's users", async () => {
    const { prisma } = getDatabase();
    const dealer = await prisma.dealer.create({
      data: {
        account_id: 2,
        account_number: "DLR-7777",
        company_name: "Closing Down Screens",
        country: "USA",
      },
    });
    const staff = new Client(app.url);
    await staff.login("mfgadmin");
    const created = await staff.post("/api/users", {
      username: "closinguser",
      first_name: "Cody",
      last_name: "Close",
      email: "cody@closing.example",
      phone: "555-123-4567",
      role_id: 4,
      dealer_id: dealer.id,
      password: "Screens#2026",
    });
    expect(created.status).toBe(200);
    const user = new Client(app.url);
    await user.login("closinguser");
    expect((await staff.delete(`/api/dealers/${dealer.id}`)).status).toBe(200);
    expect((await user.get("/api/check-session")).status).toBe(401);
    expect(
      (await new Client(app.url).post("/api/login", { username: "closinguser", password: "Screens#2026" }))
        .status,
    ).toBe(401);
  });

  it("hides the units and accessories of a deleted quote", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const quote = (await rep.post("/api/quotes", { title: "Deleted soon" })).json;
    const unit = (await rep.post("/api/configurations", { quote_id: quote.id })).json;
    expect((await rep.delete(`/api/quotes/${quote.id}`)).status).toBe(200);
    expect((await rep.get(`/api/configurations/${unit.id}`)).status).toBe(404);
    const table: Array<{ id: number }> = (await rep.get("/api/configurations-table")).json ?? [];
    expect(table.some((row) => row.id === unit.id)).toBe(false);
  });
});
