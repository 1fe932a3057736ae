import { afterAll, beforeAll, expect, it } from "vitest";
import { accessoryCatalogue, CANADIAN_BROKERAGE_FEE, sumCents } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";

interface Unit {
  id: number;
  unit_total: number;
  customer_price: number;
}
interface Line {
  id: number;
  price: number;
  quantity: number;
  dealer_cost: number;
}

/**
 * Numbers that reconcile (decision 075): the quote's total is the sum of the lines it
 * shows, on the page, in the lists, in the API, on the document and on the order; an accessory's
 * quantity changes in place.
 */
forEachDatabase("quote totals are the sums of their lines", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
  });
  afterAll(() => app.close());

  /** A quote of three saved units whose customer prices, rounded up one by one, pass ceil(sum x 1.43). */
  async function threeUnitQuote(client: Client, title: string) {
    const quote = (await client.post("/api/quotes", { title })).json as { id: number };
    for (const width of [96, 120, 150.5]) {
      const unit = (await client.post("/api/configurations", { quote_id: quote.id })).json as { id: number };
      const saved = await client.patch(`/api/configurations/${unit.id}`, { unit_width_in: width });
      expect(saved.status).toBe(200);
    }
    const item = accessoryCatalogue.find((entry) => !entry.variations?.length)!;
    const line = await client.post("/api/add-on-accessories", {
      quote_id: quote.id,
      sku: item.sku,
      quantity: 1,
    });
    expect(line.status).toBe(200);
    return { quoteId: quote.id, lineId: (line.json as Line).id };
  }

  async function expectReconciled(client: Client, quoteId: number, brokerage: number) {
    const page = (await client.get(`/api/quotes/${quoteId}`)).json;
    const units = page.screenconfigurations as Unit[];
    const lines = page.add_on_accessories as Line[];
    const customerLines = [...units.map((u) => u.customer_price), ...lines.map((l) => l.price * l.quantity)];
    const dealerLines = [...units.map((u) => u.unit_total), ...lines.map((l) => l.dealer_cost * l.quantity)];
    expect(page.summary.customer_price).toBe(sumCents(customerLines));
    expect(page.summary.brokerage_fee).toBe(brokerage);
    // The dealer's sales tax (decision 132): each line the taxable base times its rate, to the cent.
    const taxes = (page.tax.lines as Array<{ rate: number; amount: number }>).map((tax) => tax.amount);
    for (const tax of page.tax.lines as Array<{ rate: number; amount: number }>)
      expect(tax.amount).toBe(Math.round(page.tax.taxable_base * tax.rate) / 100);
    expect(page.summary.total).toBe(sumCents([...customerLines, ...taxes, brokerage]));
    expect(page.summary.dealer_cost).toBe(sumCents(dealerLines));
    // The lists show the same total.
    const listed = ((await client.get("/api/quotes")).json as Array<{ id: number; sale_price: number }>).find(
      (item) => item.id === quoteId,
    );
    expect(listed?.sale_price).toBe(page.summary.total);
    // The homeowner's document adds up the same lines, without a rounding line.
    const document = (await loadQuoteDocument(getDatabase().prisma, quoteId))!;
    expect(document.totals.total).toBe(page.summary.total);
    expect(document.totals.rounding_adjustment).toBe(0);
    return { page, units, customerLines, dealerLines };
  }

  it("a three-unit quote: page, list and document totals are the sums of the lines, to the cent", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const { quoteId } = await threeUnitQuote(rep, "Three bays");
    const { units } = await expectReconciled(rep, quoteId, 0);
    // The fixture is one where rounding the total once would differ from the lines.
    const dealerUnits = sumCents(units.map((unit) => unit.unit_total));
    expect(Math.ceil(dealerUnits * 1.43)).not.toBe(sumCents(units.map((unit) => unit.customer_price)));
  });

  it("a Canadian quote adds its brokerage as one more line", async () => {
    const ca = new Client(app.url);
    await ca.login("cadealer");
    const { quoteId } = await threeUnitQuote(ca, "Muskoka deck");
    await expectReconciled(ca, quoteId, CANADIAN_BROKERAGE_FEE);
  });

  it("an accessory's quantity changes in place: the line and the totals follow; tenancy and bad input hold", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const { quoteId, lineId } = await threeUnitQuote(rep, "Quantities");
    const changed = await rep.patch(`/api/add-on-accessories/${lineId}`, { quantity: 3 });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: lineId, quantity: 3 });
    const { page } = await expectReconciled(rep, quoteId, 0);
    expect((page.add_on_accessories as Line[])[0]?.quantity).toBe(3);

    for (const quantity of [0, -1, 1.5, "many", 1000]) {
      const refused = await rep.patch(`/api/add-on-accessories/${lineId}`, { quantity });
      expect(refused.status).toBe(400);
      expect(refused.json.errors[0]).toMatch(/^quantity: /);
    }
    // Another dealer's user cannot see the line, let alone change it.
    const other = new Client(app.url);
    await other.login("cadealer");
    expect((await other.patch(`/api/add-on-accessories/${lineId}`, { quantity: 5 })).status).toBe(404);
    // Once submitted, the dealer's quote is no longer the dealer's to change (decision 061).
    expect((await rep.patch(`/api/quotes/${quoteId}`, { status: 30 })).status).toBe(200);
    expect((await rep.patch(`/api/add-on-accessories/${lineId}`, { quantity: 4 })).status).toBe(403);
    expect((await rep.get(`/api/add-on-accessories/${lineId}`)).json.quantity).toBe(3);
  });

  it("the order is priced at the sum of its dealer-cost lines plus the brokerage", async () => {
    const ca = new Client(app.url);
    await ca.login("cadealer");
    const { quoteId } = await threeUnitQuote(ca, "To order");
    const { dealerLines } = await expectReconciled(ca, quoteId, CANADIAN_BROKERAGE_FEE);
    expect((await ca.patch(`/api/quotes/${quoteId}`, { status: 30 })).status).toBe(200);
    const staff = new Client(app.url);
    await staff.login("mfguser");
    expect((await staff.patch(`/api/quotes/${quoteId}`, { status: 31 })).status).toBe(200);
    // The dealer pays the order's value, brokerage included, before the approval (decision 137).
    const owed = (await staff.get(`/api/quotes/${quoteId}/payments`)).json.dealer;
    expect(owed.order_value).toBe(sumCents([...dealerLines, CANADIAN_BROKERAGE_FEE]));
    await staff.post(`/api/quotes/${quoteId}/payments`, {
      payer: "dealer",
      amount: owed.order_value,
      received_on: "2026-11-27",
      method: "wire",
    });
    const order = await staff.post("/api/orders", { quote_id: quoteId });
    expect(order.status).toBe(200);
    expect(order.json.sale_price).toBe(sumCents([...dealerLines, CANADIAN_BROKERAGE_FEE]));
    const orderUnits = order.json.screenconfigurations as Unit[];
    const orderLines = order.json.add_on_accessories as Line[];
    expect(
      sumCents([
        ...orderUnits.map((unit) => unit.unit_total),
        ...orderLines.map((line) => line.dealer_cost * line.quantity),
        CANADIAN_BROKERAGE_FEE,
      ]),
    ).toBe(order.json.sale_price);
  });
});
