import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, type RunningApp } from "../helpers/http.js";
import { draftForCustomer, startDemoDealerApp } from "../helpers/demo-dealer.js";
import { seedDemoSelling } from "../../src/seed/demo-world.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";

/**
 * The dealer's service lines and sales tax over REST (docs/decisions/132-service-lines-and-sales-tax.md):
 * a catalogue and rates kept by the dealer admin, services on a draft, the rate of the customer's
 * state or province, an exemption; the same total on the page and the document, and none of it on
 * the manufacturer's order.
 */
forEachDatabase("services and tax", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let admin: Client;
  let foreign: Client;
  let dealer: { id: number; account_id: number };
  let repId: number;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    ({ app, dealer, repId } = await startDemoDealerApp(prisma));
    await seedDemoSelling(prisma);
    const as = signedInClients(() => app);
    rep = await as("salesrep");
    admin = await as("dealeradmin");
    foreign = await as("cadealer");
  });
  afterAll(() => app.close());

  async function draft(state: string | null) {
    const { quoteId } = await draftForCustomer(
      getDatabase().prisma,
      { dealer, repId },
      { first_name: "Hana", last_name: "Okafor", email: "hana@example.com", state },
    );
    return quoteId;
  }

  it("the admin keeps the catalogue and the rates; a rep reads them and cannot change them", async () => {
    const services = (await rep.get(`/api/dealers/${dealer.id}/services`)).json;
    expect(services.map((service: { name: string }) => service.name)).toContain("Installation, per opening");
    const refused = await rep.post("/api/dealer-services", {
      dealer_id: dealer.id,
      name: "Haul-away",
      unit_price: 50,
    });
    expect(refused.status).toBe(403);
    const created = await admin.post("/api/dealer-services", {
      dealer_id: dealer.id,
      name: "Haul-away",
      unit_price: 49.5,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.json).toMatchObject({ name: "Haul-away", unit_price: 49.5, taxable: true });
    expect(
      (await admin.post("/api/dealer-services", { dealer_id: dealer.id, name: " ", unit_price: 1 })).json
        .errors[0],
    ).toMatch(/A service needs a name/);
    // Rates: "Georgia" is GA; an unknown region is refused; the same tax twice is refused.
    const rate = await admin.post("/api/dealer-tax-rates", {
      dealer_id: dealer.id,
      region: "Georgia",
      name: "Sales tax",
      rate: 4,
    });
    expect(rate.status, JSON.stringify(rate.json)).toBe(200);
    expect(rate.json).toMatchObject({ region: "GA", rate: 4 });
    expect(
      (
        await admin.post("/api/dealer-tax-rates", {
          dealer_id: dealer.id,
          region: "Atlantis",
          name: "Tax",
          rate: 4,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin.post("/api/dealer-tax-rates", {
          dealer_id: dealer.id,
          region: "GA",
          name: "Sales tax",
          rate: 5,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await admin.post("/api/dealer-tax-rates", {
          dealer_id: dealer.id,
          region: "GA",
          name: "Extra",
          rate: 31,
        })
      ).status,
    ).toBe(400);
    // Another dealer sees none of it.
    expect((await foreign.get(`/api/dealers/${dealer.id}/services`)).status).toBe(404);
    expect((await foreign.patch(`/api/dealer-services/${created.json.id}`, { unit_price: 1 })).status).toBe(
      404,
    );
  });

  it("services and the customer's state's tax add up on the page, the document and the sent quote", async () => {
    const { prisma } = getDatabase();
    const id = await draft("Florida");
    const install = (await rep.get(`/api/dealers/${dealer.id}/services`)).json.find(
      (service: { name: string }) => service.name === "Installation, per opening",
    );
    const added = await rep.post(`/api/quotes/${id}/service-lines`, { service_id: install.id, quantity: 2 });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const typed = await rep.post(`/api/quotes/${id}/service-lines`, {
      name: "Trip to the island",
      unit_price: 120.25,
      taxable: true,
    });
    expect(typed.status).toBe(200);
    const page = typed.json;
    expect(page.service_lines).toMatchObject([
      { name: "Installation, per opening", quantity: 2, unit_price: 175, price: 350, taxable: false },
      { name: "Trip to the island", quantity: 1, unit_price: 120.25, price: 120.25, taxable: true },
    ]);
    // Florida's 7% on the products and the taxable service, to the cent.
    const base = (page.summary.customer_price as number) + 120.25;
    expect(page.tax).toMatchObject({
      region: "FL",
      region_source: "customer",
      exempt: false,
      taxable_base: base,
    });
    const tax = Math.round(base * 7) / 100;
    expect(page.tax.lines).toEqual([{ name: "Sales tax", rate: 7, amount: tax }]);
    expect(page.summary).toMatchObject({ services_total: 470.25, tax_total: tax });
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(page.summary.total)).toBe(cents(page.summary.customer_price) + cents(470.25) + cents(tax));
    expect(page.sale_price).toBe(page.summary.total);

    // The customer's document: the services, the tax line, the same total.
    const document = await loadQuoteDocument(prisma, id);
    expect(document?.services?.map((line) => line.price)).toEqual([350, 120.25]);
    expect(document?.totals).toMatchObject({
      services_total: 470.25,
      taxes: [{ label: "Sales tax (7%)", amount: tax }],
      total: page.summary.total,
    });

    // A region set on the quote wins; exempt needs a certificate; exempt means no tax.
    const georgia = await rep.request("PUT", `/api/quotes/${id}/tax`, { region: "GA", exempt: false });
    expect(georgia.json.tax).toMatchObject({ region: "GA", region_source: "quote" });
    const noCertificate = await rep.request("PUT", `/api/quotes/${id}/tax`, { region: null, exempt: true });
    expect(noCertificate.status).toBe(400);
    expect(noCertificate.json.errors[0]).toMatch(/exemption certificate number/);
    const exempt = await rep.request("PUT", `/api/quotes/${id}/tax`, {
      region: null,
      exempt: true,
      certificate: "FL-EX-4471",
    });
    expect(exempt.json.tax).toMatchObject({ exempt: true, certificate: "FL-EX-4471", lines: [], total: 0 });
    expect((await loadQuoteDocument(prisma, id))?.totals.tax_exempt_note).toBe(
      "Tax exempt, certificate FL-EX-4471",
    );
    await rep.request("PUT", `/api/quotes/${id}/tax`, { region: null, exempt: false });

    // Sent, the lines are frozen.
    expect((await rep.post(`/api/quotes/${id}/send`)).status).toBe(200);
    const frozen = await rep.post(`/api/quotes/${id}/service-lines`, { name: "Late extra", unit_price: 10 });
    expect(frozen.status).toBe(403);
    expect((await rep.get(`/api/quotes/${id}`)).json.summary.total).toBe(page.summary.total);
  });

  it("the manufacturer's order carries neither the services nor the dealer's tax", async () => {
    const id = await draft("FL");
    const before = (await rep.get(`/api/quotes/${id}`)).json;
    const after = (
      await rep.post(`/api/quotes/${id}/service-lines`, { name: "Removal", unit_price: 85, quantity: 3 })
    ).json;
    expect(after.summary.dealer_cost).toBe(before.summary.dealer_cost);
    expect((await rep.patch(`/api/quotes/${id}`, { status: 30 })).status).toBe(200);
    const staff = new Client(app.url);
    await staff.login("mfguser");
    const order = await staff.post("/api/orders", { quote_id: id });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect(order.json.sale_price).toBe(before.summary.dealer_cost);
  });

  it("a line is changed or removed on a draft only, within the tenancy", async () => {
    const id = await draft(null);
    const page = (await rep.post(`/api/quotes/${id}/service-lines`, { name: "Removal", unit_price: 85 }))
      .json;
    const lineId = page.service_lines[0].id;
    // No state on the customer: the dealer's (FL).
    expect(page.tax.region_source).toBe("dealer");
    const changed = await rep.patch(`/api/service-lines/${lineId}`, { quantity: 4 });
    expect(changed.json.service_lines[0]).toMatchObject({ quantity: 4, price: 340 });
    expect((await rep.patch(`/api/service-lines/${lineId}`, { quantity: 0 })).status).toBe(400);
    expect((await foreign.patch(`/api/service-lines/${lineId}`, { quantity: 1 })).status).toBe(404);
    expect((await foreign.delete(`/api/service-lines/${lineId}`)).status).toBe(404);
    const removed = await rep.delete(`/api/service-lines/${lineId}`);
    expect(removed.json.service_lines).toEqual([]);
    expect(removed.json.summary.services_total).toBe(0);
  });
});
