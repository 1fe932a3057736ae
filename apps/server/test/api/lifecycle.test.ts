import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES, quoteFactsOf } from "@screens/domain";
import {
  accessoryCatalogue,
  accessoryDealerCost,
  accessoryDisplayPrice,
  customerPrice,
  defaultConfiguration,
  priceConfiguration,
} from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { quoteFacts } from "../../src/services/quote-transitions.js";

/** The whole quote-to-order lifecycle through the REST paths with a plain HTTP client (product rules R5-R8, docs/api.md). */
forEachDatabase("quote lifecycle over REST", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
  });
  afterAll(() => app.close());

  it("salesrep quotes, mfguser approves, the order is pushed to the ERP outbox", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");

    const created = await rep.post("/api/quotes", {
      title: "Lifecycle lanai",
      notes: "Side gate",
      shipping_address: "1 Bay St",
    });
    expect(created.status).toBe(200);
    const quote = created.json;
    expect(quote).toMatchObject({
      status: 1,
      discount: 0,
      markup_variable: 1.43,
      notes: "Side gate",
      shipping_address: "1 Bay St",
    });
    expect(quote.quote_number).toMatch(/^Q-\d{6}$/);
    expect(quote.dealer).toEqual({ company_name: "Gulf Coast Shade & Screen" });

    // A unit with the defaults (product rule R18): unsaved, so without a price until its first Save (decision 070).
    const unit = await rep.post("/api/configurations", { quote_id: quote.id });
    expect(unit.status).toBe(200);
    expect(unit.json).toMatchObject({
      quote_id: quote.id,
      unit_width_in: 96,
      unit_height_in: 96,
      included_complete_unit: true,
      unit_total: 0,
      saved_at: null,
    });
    expect(unit.json.order_code).not.toBe("");

    // A price sent by the client is ignored; the server's equals the library's for the same unit.
    const saved = await rep.patch(`/api/configurations/${unit.json.id}`, {
      unit_width_in: 150.5,
      unit_total: 1,
      motor_charge: 0,
    });
    expect(saved.status).toBe(200);
    // The dealer's terms: its 5% discount lowers its cost (decision 149).
    const pricing = (await rep.get(`/api/quotes/${quote.id}/pricing`)).json;
    expect(pricing.terms).toEqual({ level: null, factor: 0.55, discount_pct: 5 });
    const expected = priceConfiguration(
      { ...defaultConfiguration(), unit_name: "Unit 1", unit_width_in: 150.5 },
      { terms: pricing.terms },
    );
    if (!expected.ok) throw new Error("the library refused the unit");
    expect(saved.json.unit_total).toBe(expected.breakdown.unit_total);
    expect(saved.json.motor_charge).toBe(expected.breakdown.motor_charge);
    expect(saved.json.customer_price).toBe(expected.breakdown.customer_price);

    // Out-of-range sizes are refused with the field named, and nothing changes.
    const tooWide = await rep.patch(`/api/configurations/${unit.json.id}`, { unit_width_in: 301 });
    expect(tooWide.status).toBe(400);
    expect(tooWide.json.errors[0]).toMatch(/^unit_width_in: /);
    expect((await rep.get(`/api/configurations/${unit.json.id}`)).json.unit_width_in).toBe(150.5);

    // An accessory: its cost comes from the catalogue whatever the client says.
    const item = accessoryCatalogue.find((entry) => (entry.variations ?? []).length > 0)!;
    const variation = item.variations![0]!;
    const noVariation = await rep.post("/api/add-on-accessories", { quote_id: quote.id, sku: item.sku });
    expect(noVariation.status).toBe(400);
    const line = await rep.post("/api/add-on-accessories", {
      quote_id: quote.id,
      sku: item.sku,
      variation_sku: variation.sku,
      cost: 0.01,
      prod_cost: 0.01,
    });
    expect(line.status).toBe(200);
    expect(line.json).toMatchObject({
      prod_name: variation.name,
      sku: variation.sku,
      prod_cost: variation.cost,
      quantity: 1,
    });

    const withContent = await rep.get(`/api/quotes/${quote.id}`);
    expect(withContent.json.screenconfigurations).toHaveLength(1);
    expect(withContent.json.add_on_accessories).toHaveLength(1);
    // Each line rounded up on its own; the total is their sum (decision 075).
    const expectedSale =
      customerPrice(expected.breakdown.unit_total) +
      accessoryDisplayPrice(variation.cost, 1.43, pricing.terms);
    expect(withContent.json.sale_price).toBe(expectedSale);
    expect(withContent.json.summary).toMatchObject({ currency: "USD", brokerage_fee: 0, list_price: null });

    // Submit: 1 -> 30; the dealer can no longer change units.
    const submitted = await rep.patch(`/api/quotes/${quote.id}`, { status: 30 });
    expect(submitted.status).toBe(200);
    expect(submitted.json.status).toBe(30);
    expect(submitted.json.price_book_version).toBeTruthy();
    expect((await rep.patch(`/api/configurations/${unit.json.id}`, { unit_width_in: 100 })).status).toBe(403);
    expect((await rep.delete(`/api/add-on-accessories/${line.json.id}`)).status).toBe(403);
    expect((await rep.post("/api/orders", { quote_id: quote.id })).status).toBe(403);

    // Staff: awaiting payment, then approve.
    const staff = new Client(app.url);
    await staff.login("mfguser");
    const staffView = await staff.get(`/api/quotes/${quote.id}`);
    expect(staffView.json.summary.list_price).toBeGreaterThan(staffView.json.summary.dealer_cost);
    expect((await staff.patch(`/api/quotes/${quote.id}`, { status: 31 })).json.status).toBe(31);
    // Awaiting payment ends with the dealer's payment of the order's value (decision 137).
    const owed = (await staff.get(`/api/quotes/${quote.id}/payments`)).json.dealer.order_value;
    const paid = await staff.post(`/api/quotes/${quote.id}/payments`, {
      payer: "dealer",
      amount: owed,
      received_on: "2026-11-27",
      method: "wire",
    });
    expect(paid.json.dealer.outstanding).toBe(0);
    const order = await staff.post("/api/orders", { quote_id: quote.id });
    expect(order.status).toBe(200);
    expect(order.json.order_number).toMatch(/^SO-\d{6}$/);
    expect(order.json.quote_id).toBe(quote.id);
    expect(order.json.screenconfigurations[0].unit_total).toBe(expected.breakdown.unit_total);
    // The order is at the dealer's cost: the accessory's list cost x 0.55 less the dealer's 5%.
    expect(order.json.sale_price).toBeCloseTo(
      expected.breakdown.unit_total + accessoryDealerCost(variation.cost, pricing.terms),
      2,
    );
    expect((await rep.get(`/api/quotes/${quote.id}`)).json.status).toBe(50);
    expect((await staff.post("/api/orders", { quote_id: quote.id })).status).toBe(409);
    const cannotDelete = await staff.delete(`/api/quotes/${quote.id}`);
    expect(cannotDelete.json).toEqual({ errors: [MESSAGES.quoteCannotBeDeleted] });

    // ERP push: only in status 2 or 50, once.
    const early = await staff.post(`/api/orders/${order.json.id}/netsuite`, { configurators: {} });
    expect(early.status).toBe(409);
    await staff.patch(`/api/orders/${order.json.id}`, { status: 2 });
    const pushed = await staff.post(`/api/orders/${order.json.id}/netsuite`, {
      configurators: {
        [unit.json.id]: { embed: saved.json.order_code, description: saved.json.description },
      },
    });
    expect(pushed.status).toBe(200);
    expect(pushed.json.netsuite_id).toMatch(/^OUTBOX-/);
    expect((await staff.post(`/api/orders/${order.json.id}/netsuite`, { configurators: {} })).status).toBe(
      409,
    );

    // Every change of status is in the audit log, with who.
    const log = await getDatabase().prisma.statusChange.findMany({
      where: { entity: "quote", entity_id: quote.id },
      orderBy: { id: "asc" },
    });
    // The dealer's payment is a change within 31, as an event.
    expect(log.map((entry) => [entry.to_status, entry.event])).toEqual([
      [1, null],
      [30, null],
      [31, null],
      [31, "payment_recorded"],
      [50, null],
    ]);
    const staffUser = await getDatabase().prisma.user.findUniqueOrThrow({ where: { username: "mfguser" } });
    expect(log.at(-1)?.user_id).toBe(staffUser.id);
  });

  it("refuses to submit an empty quote or one with an unpriced unit (product rule R42)", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const empty = (await rep.post("/api/quotes", { title: "Empty one" })).json;
    const refused = await rep.patch(`/api/quotes/${empty.id}`, { status: 30 });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ errors: [MESSAGES.quoteNeedsContent] });

    const unit = (await rep.post("/api/configurations", { quote_id: empty.id })).json;
    await getDatabase().prisma.configuration.update({ where: { id: unit.id }, data: { unit_total: 0 } });
    const unpriced = await rep.patch(`/api/quotes/${empty.id}`, { status: 30 });
    expect(unpriced.json).toEqual({ errors: [MESSAGES.allConfigurationsNeedPrice] });
    expect((await rep.get(`/api/quotes/${empty.id}`)).json.status).toBe(1);
  });

  it("applies the delete rules: dealers at 1 only, staff also at 30", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const staff = new Client(app.url);
    await staff.login("mfguser");
    const draft = (await rep.post("/api/quotes", { title: "Draft to delete" })).json;
    expect((await rep.delete(`/api/quotes/${draft.id}`)).status).toBe(200);
    expect((await rep.get(`/api/quotes/${draft.id}`)).status).toBe(404);
    const row = await getDatabase().prisma.quote.findUniqueOrThrow({ where: { id: draft.id } });
    expect(row.status).toBe(0);

    const submitted = (await rep.post("/api/quotes", { title: "Submitted one" })).json;
    await rep.post("/api/configurations", { quote_id: submitted.id, configuration: {} });
    await rep.patch(`/api/quotes/${submitted.id}`, { status: 30 });
    expect((await rep.delete(`/api/quotes/${submitted.id}`)).json).toEqual({
      errors: [MESSAGES.quoteCannotBeDeleted],
    });
    expect((await staff.delete(`/api/quotes/${submitted.id}`)).status).toBe(200);
  });

  it("adds the Canadian brokerage fee to a Canadian dealer's quote (product rule R13)", async () => {
    const ca = new Client(app.url);
    await ca.login("cadealer");
    const quote = (await ca.post("/api/quotes", { title: "Toronto deck" })).json;
    const unit = (await ca.post("/api/configurations", { quote_id: quote.id, configuration: {} })).json;
    const detail = (await ca.get(`/api/quotes/${quote.id}`)).json;
    expect(detail.summary.brokerage_fee).toBe(60);
    expect(detail.sale_price).toBe(Math.ceil(Math.round(unit.unit_total * 1.43 * 100) / 100) + 60);
  });

  it("the panel reads the same facts from the API's quote as the server's guards do (decision 193)", async () => {
    const { prisma } = getDatabase();
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const quote = (await rep.post("/api/quotes", { title: "Facts" })).json;
    const panelFacts = async () => {
      const shown = (await rep.get(`/api/quotes/${quote.id}`)).json;
      const facts = quoteFactsOf(shown);
      const server = await quoteFacts(prisma, quote.id);
      const read = ["unit_count", "accessory_count", "unpriced_unit_count", "customer_accepted"] as const;
      for (const fact of read) expect(facts[fact], fact).toBe(server[fact]);
      expect(facts.accepted_total_changed).toBe(server.accepted_total_changed);
      return facts;
    };
    expect(await panelFacts()).toMatchObject({ unit_count: 0, unpriced_unit_count: 0 });
    const priced = (await rep.post("/api/configurations", { quote_id: quote.id, configuration: {} })).json;
    const unpriced = (await rep.post("/api/configurations", { quote_id: quote.id, configuration: {} })).json;
    expect(priced.unit_total).toBeGreaterThan(0);
    await prisma.configuration.update({ where: { id: unpriced.id }, data: { unit_total: 0 } });
    expect(await panelFacts()).toMatchObject({ unit_count: 2, unpriced_unit_count: 1 });
    await prisma.quote.update({
      where: { id: quote.id },
      data: { accepted_at: new Date(), accepted_total: 1 },
    });
    expect(await panelFacts()).toMatchObject({ customer_accepted: true, accepted_total_changed: true });
  });

  it("an order's brokerage is its quote's stored fee, on the order page and to the ERP (decision 193)", async () => {
    const { prisma } = getDatabase();
    const ca = new Client(app.url);
    await ca.login("cadealer");
    const staff = new Client(app.url);
    await staff.login("superadmin");
    const quote = (await ca.post("/api/quotes", { title: "Toronto porch" })).json;
    await ca.post("/api/configurations", { quote_id: quote.id, configuration: {} });
    expect((await ca.patch(`/api/quotes/${quote.id}`, { status: 30 })).status).toBe(200);
    // A fee stored apart from what the lines leave of the price: the order shows the stored one.
    await prisma.quote.update({ where: { id: quote.id }, data: { brokerage_fee: 45 } });
    const order = await staff.post("/api/orders", { quote_id: quote.id });
    expect(order.status, JSON.stringify(order.json)).toBe(200);
    expect((await staff.get(`/api/orders/${order.json.id}`)).json.brokerage_fee).toBe(45);
    await staff.patch(`/api/orders/${order.json.id}`, { status: 2 });
    const pushed = await staff.post(`/api/orders/${order.json.id}/netsuite`, { configurators: {} });
    expect(pushed.status, JSON.stringify(pushed.json)).toBe(200);
    const push = await prisma.erpPush.findFirstOrThrow({ where: { order_id: order.json.id } });
    expect(push.payload).toMatchObject({ brokerage_fee: 45 });
  });

  it("answers an empty list with 204 and no body", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const quote = (await rep.post("/api/quotes", { title: "No units yet" })).json;
    const list = await rep.get(`/api/quotes/${quote.id}/configurations`);
    expect(list.status).toBe(204);
    expect(list.json).toBeUndefined();
  });
});
