import { afterAll, beforeAll, expect, it } from "vitest";
import { accessoryCatalogue } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { PriceBookStore } from "../../src/services/price-books/store.js";
import { dealerTermsColumns, pricingForQuote } from "../../src/services/price-books/quote-pricing.js";
import { repriceQuoteUnits } from "../../src/services/configurations.js";
import { makeQuote } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { recomputeQuoteTotals } from "../../src/services/quote-totals.js";

/**
 * A quote copied, saved as a template and started from one, over REST
 * (docs/decisions/133-quote-copies-and-templates.md): the same lines and totals under a new number,
 * the discount approved again, and a dealer's quotes and templates invisible to another dealer.
 */
const plainItem = accessoryCatalogue.find((item) => !item.variations?.length)!;

/** What a unit is, without what makes it this row: id, quote, dates. */
const unitFields = (unit: Record<string, unknown>) => {
  const { id: _id, quote_id: _q, created_at: _c, saved_at: _s, created_by: _b, ...fields } = unit;
  return fields;
};
const accessoryFields = (line: Record<string, unknown>) => ({
  sku: line.sku,
  prod_name: line.prod_name,
  quantity: line.quantity,
  prod_cost: line.prod_cost,
});

forEachDatabase("quote copies and templates", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let admin: Client;
  let staff: Client;
  let foreign: Client;
  let dealer: { id: number; account_id: number };
  let repId: number;
  let managerId: number;
  let customers: Array<{ id: number; first_name: string; last_name: string; address_1: string | null }>;
  let foreignCustomerId: number;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA" } });
    repId = (await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } })).id;
    managerId = (await prisma.user.findUniqueOrThrow({ where: { username: "salesmanager" } })).id;
    customers = await prisma.customer.findMany({ where: { dealer_id: dealer.id }, orderBy: { id: "asc" } });
    foreignCustomerId = (await prisma.customer.findFirstOrThrow({ where: { dealer_id: { not: dealer.id } } }))
      .id;
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
    const as = signedInClients(() => app);
    rep = await as("salesrep");
    admin = await as("dealeradmin");
    staff = await as("mfguser");
    foreign = await as("cadealer");
  });
  afterAll(() => app.close());

  /**
   * A draft of the US dealer for its first customer: a priced unit, a catalogue accessory, a
   * service line, and a 20% discount a sales manager approved (above the rep's 10%).
   */
  async function pricedDraft(status = 1) {
    const { prisma } = getDatabase();
    const { quoteId, accessoryId } = await makeQuote(prisma, {
      dealerId: dealer.id,
      accountId: dealer.account_id,
      userId: repId,
      status,
    });
    // As the panel makes it: with its dealer's terms of today, its unit priced with them (decision 149).
    const books = new PriceBookStore(prisma);
    await prisma.quote.update({
      where: { id: quoteId },
      data: await dealerTermsColumns(prisma, books, dealer.id),
    });
    await prisma.$transaction(async (tx) =>
      repriceQuoteUnits(tx, quoteId, await pricingForQuote(tx, books, quoteId), 1.43),
    );
    await prisma.quoteAccessory.update({
      where: { id: accessoryId },
      data: { sku: plainItem.sku, prod_name: plainItem.name, prod_cost: plainItem.cost, quantity: 2 },
    });
    await prisma.quoteServiceLine.create({
      data: { quote_id: quoteId, name: "Installation", unit_price: 250, quantity: 1, taxable: false },
    });
    await prisma.quote.update({
      where: { id: quoteId },
      data: {
        customer_id: customers[0]!.id,
        notes: "Back porch\n\nShipping Info:\n12 Palm Way",
        start_with: "Measured on site",
        markup_variable: 1.5,
        discount: 20,
        discount_reason: "Builder account",
        discount_approved_percent: 20,
        discount_approved_by: managerId,
        tax_exempt: true,
        tax_exempt_certificate: "FL-EX-991",
        sent_at: status === 1 ? null : new Date(),
        valid_until: status === 1 ? null : new Date(Date.now() + 86_400_000),
      },
    });
    await recomputeQuoteTotals(prisma, quoteId);
    return quoteId;
  }

  it("a copy has the same lines, selling price and totals under a new number, as a new draft", async () => {
    const { prisma } = getDatabase();
    const id = await pricedDraft();
    const answer = await rep.post(`/api/quotes/${id}/copy`, {});
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const source = (await rep.get(`/api/quotes/${id}`)).json;
    const copy = answer.json;
    expect(copy.id).not.toBe(id);
    expect(copy.quote_number).toMatch(/^Q-/);
    expect(copy.quote_number).not.toBe(source.quote_number);
    expect(copy).toMatchObject({
      status: 1,
      title: `${source.title} (copy)`,
      dealer_id: dealer.id,
      customer_id: customers[0]!.id,
      notes: "Back porch",
      shipping_address: "12 Palm Way",
      start_with: "Measured on site",
      markup_variable: 1.5,
      discount: 20,
      order_id: null,
      valid_until: null,
    });
    expect(copy.screenconfigurations.map(unitFields)).toEqual(source.screenconfigurations.map(unitFields));
    expect(copy.add_on_accessories.map(accessoryFields)).toEqual(
      source.add_on_accessories.map(accessoryFields),
    );
    expect(copy.summary).toEqual(source.summary);
    expect(copy.sale_price).toBe(source.sale_price);
    expect(copy.selling.discount).toEqual(source.selling.discount);
    const services = await prisma.quoteServiceLine.findMany({ where: { quote_id: copy.id } });
    expect(services).toMatchObject([{ name: "Installation", quantity: 1, taxable: false, status: 1 }]);
    expect(Number(services[0]!.unit_price)).toBe(250);
    const stored = await prisma.quote.findUniqueOrThrow({ where: { id: copy.id } });
    expect(stored).toMatchObject({
      tax_exempt: true,
      tax_exempt_certificate: "FL-EX-991",
      sent_at: null,
      created_by: repId,
    });
    const history = (await rep.get(`/api/quotes/${copy.id}/history`)).json;
    expect(history.quote).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 1,
        note: `Copied from ${source.quote_number}`,
      }),
    ]);
  });

  it("the approval is not copied: above the copier's limit it is needed again, within it allowed", async () => {
    const { prisma } = getDatabase();
    const id = await pricedDraft();
    expect((await rep.get(`/api/quotes/${id}`)).json.selling.approval.status).toBe("approved");
    const byRep = (await rep.post(`/api/quotes/${id}/copy`, {})).json;
    expect(byRep.selling.approval).toMatchObject({ status: "needed", approved_percent: null });
    expect(await prisma.quote.findUniqueOrThrow({ where: { id: byRep.id } })).toMatchObject({
      discount_approved_by: null,
      discount_approval_requested_at: null,
    });
    // Not sent until approved again.
    expect((await rep.post(`/api/quotes/${byRep.id}/send`)).status).toBe(409);
    // The dealer admin has no limit: its copy is allowed by its own authority, approved by nobody.
    const byAdmin = (await admin.post(`/api/quotes/${id}/copy`, {})).json;
    expect(byAdmin.selling.approval.status).toBe("not_needed");
    expect(
      (await prisma.quote.findUniqueOrThrow({ where: { id: byAdmin.id } })).discount_approved_by,
    ).toBeNull();
  });

  it("copies an ordered quote as a draft without its order, dates or links", async () => {
    const { prisma } = getDatabase();
    const id = await pricedDraft(50);
    const copy = (await staff.post(`/api/quotes/${id}/copy`, { title: "Same again" })).json;
    expect(copy).toMatchObject({ status: 1, title: "Same again", order_id: null, valid_until: null });
    expect(await prisma.quoteShareLink.count({ where: { quote_id: copy.id } })).toBe(0);
    expect(await prisma.quoteDecision.count({ where: { quote_id: copy.id } })).toBe(0);
  });

  it("copies for another customer of the dealer, with that customer's address; never another dealer's", async () => {
    const id = await pricedDraft();
    const other = customers[1]!;
    const copy = (await rep.post(`/api/quotes/${id}/copy`, { customer_id: other.id })).json;
    expect(copy.customer_id).toBe(other.id);
    expect(copy.notes).toBe("Back porch");
    expect(copy.shipping_address).toContain(`${other.first_name} ${other.last_name}`);
    expect(copy.shipping_address).toContain(other.address_1);
    const none = (await rep.post(`/api/quotes/${id}/copy`, { customer_id: null })).json;
    expect(none.customer_id).toBeNull();
    const foreignCustomer = await rep.post(`/api/quotes/${id}/copy`, { customer_id: foreignCustomerId });
    expect(foreignCustomer.status).toBe(400);
    expect(foreignCustomer.json.errors).toEqual(["customer_id: No such customer."]);
  });

  it("another dealer gets 404 for the quote and sees none of its templates", async () => {
    const { prisma } = getDatabase();
    const id = await pricedDraft();
    const before = await prisma.quote.count();
    expect((await foreign.post(`/api/quotes/${id}/copy`, {})).status).toBe(404);
    expect((await foreign.post(`/api/quotes/${id}/template`, { name: "Stolen" })).status).toBe(404);
    const saved = await rep.post(`/api/quotes/${id}/template`, { name: "Tenancy check" });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const template = saved.json;
    // Their own dealer's list: empty (REST answers an empty list with 204).
    const theirs = await foreign.get("/api/quote-templates");
    expect(theirs.status).toBe(204);
    expect((await foreign.get(`/api/quote-templates?dealer_id=${dealer.id}`)).status).toBe(404);
    expect(
      (await foreign.post(`/api/quote-templates/${template.id}/quotes`, { title: "Stolen quote" })).status,
    ).toBe(404);
    expect((await foreign.delete(`/api/quote-templates/${template.id}`)).status).toBe(404);
    expect(await prisma.quote.count()).toBe(before);
    // Staff name the dealer whose templates they read.
    expect((await staff.get("/api/quote-templates")).status).toBe(400);
    const forStaff = (await staff.get(`/api/quote-templates?dealer_id=${dealer.id}`)).json;
    expect(forStaff.map((row: { id: number }) => row.id)).toContain(template.id);
  });

  it("a template round-trips into a new quote with the same lines, priced now", async () => {
    const { prisma } = getDatabase();
    const id = await pricedDraft();
    const saved = await rep.post(`/api/quotes/${id}/template`, { name: "  Patio standard " });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({
      name: "Patio standard",
      dealer_id: dealer.id,
      unit_count: 1,
      accessory_count: 1,
      service_line_count: 1,
    });
    const listed = (await rep.get("/api/quote-templates")).json;
    expect(listed.map((row: { name: string }) => row.name)).toContain("Patio standard");
    // Names are the dealer's own, whatever their case.
    const twice = await admin.post(`/api/quotes/${id}/template`, { name: "patio STANDARD" });
    expect(twice.status).toBe(409);
    expect(twice.json.errors[0]).toMatch(/already exists/);

    const source = (await rep.get(`/api/quotes/${id}`)).json;
    const started = await rep.post(`/api/quote-templates/${saved.json.id}/quotes`, {
      title: "New patio",
      customer_id: customers[0]!.id,
      notes: "Call first",
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    const quote = started.json;
    expect(quote).toMatchObject({
      status: 1,
      title: "New patio",
      start_with: "Patio standard",
      notes: "Call first",
      dealer_id: dealer.id,
      customer_id: customers[0]!.id,
      markup_variable: 1.5,
      discount: 20,
    });
    expect(quote.screenconfigurations.map(unitFields)).toEqual(source.screenconfigurations.map(unitFields));
    expect(quote.add_on_accessories.map(accessoryFields)).toEqual(
      source.add_on_accessories.map(accessoryFields),
    );
    expect(quote.summary.lines_total).toBe(source.summary.lines_total);
    expect(quote.selling.discount).toEqual(source.selling.discount);
    expect(await prisma.quoteServiceLine.count({ where: { quote_id: quote.id } })).toBe(1);
    const history = (await rep.get(`/api/quotes/${quote.id}/history`)).json;
    expect(history.quote[0].note).toBe('Started from the template "Patio standard"');

    // Deleted, it is gone for everyone; the quote started from it keeps its lines.
    expect((await rep.delete(`/api/quote-templates/${saved.json.id}`)).status).toBe(200);
    const after = (await rep.get("/api/quote-templates")).json;
    expect(after.map((row: { id: number }) => row.id)).not.toContain(saved.json.id);
    expect(
      (await rep.post(`/api/quote-templates/${saved.json.id}/quotes`, { title: "Too late" })).status,
    ).toBe(404);
    expect((await rep.get(`/api/quotes/${quote.id}`)).json.screenconfigurations).toHaveLength(1);
  });

  it("refuses bad input with a clear message and creates nothing", async () => {
    const { prisma } = getDatabase();
    const id = await pricedDraft();
    const before = { quotes: await prisma.quote.count(), templates: await prisma.quoteTemplate.count() };
    const cases: Array<[string, string, object, number, RegExp]> = [
      ["POST", `/api/quotes/${id}/copy`, { title: "ab" }, 400, /Title must be at least 3 characters/],
      ["POST", `/api/quotes/${id}/copy`, { customer_id: "abc" }, 400, /customer_id/],
      ["POST", `/api/quotes/abc/copy`, {}, 400, /whole number/],
      ["POST", `/api/quotes/999999/copy`, {}, 404, /./],
      ["POST", `/api/quotes/${id}/template`, { name: "   " }, 400, /Give the template a name/],
      ["POST", `/api/quotes/${id}/template`, { name: "x".repeat(201) }, 400, /at most 200 characters/],
      ["POST", `/api/quotes/${id}/template`, {}, 400, /name/],
      ["POST", `/api/quote-templates/1/quotes`, { notes: "no title" }, 400, /Title is required/],
      ["DELETE", `/api/quote-templates/abc`, {}, 400, /whole number/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = await rep.request(method, path, method === "DELETE" ? undefined : body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect(answer.json.errors.join(" ")).toMatch(message);
    }
    expect({ quotes: await prisma.quote.count(), templates: await prisma.quoteTemplate.count() }).toEqual(
      before,
    );
  });

  it("names the line today's catalogue or price book refuses, and saves no empty template", async () => {
    const { prisma } = getDatabase();
    // makeQuote's accessory is no catalogue item.
    const { quoteId } = await makeQuote(prisma, {
      dealerId: dealer.id,
      accountId: dealer.account_id,
      userId: repId,
    });
    const refused = await rep.post(`/api/quotes/${quoteId}/copy`, {});
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0]).toMatch(/"Fixture remote" \(sku FIXTURE\) is no longer in the catalogue/);

    const id = await pricedDraft();
    const template = (await rep.post(`/api/quotes/${id}/template`, { name: "Soon broken" })).json;
    const row = await prisma.quoteTemplate.findUniqueOrThrow({ where: { id: template.id } });
    const content = row.content as { units: Array<{ unit_width_in: number }> };
    content.units[0]!.unit_width_in = -5;
    await prisma.quoteTemplate.update({ where: { id: template.id }, data: { content } });
    const unpriced = await rep.post(`/api/quote-templates/${template.id}/quotes`, { title: "Broken" });
    expect(unpriced.status).toBe(400);
    expect(unpriced.json.errors[0]).toMatch(/cannot be priced with the current price book/);

    const blank = (await rep.post("/api/quotes", { title: "Nothing yet" })).json;
    const empty = await rep.post(`/api/quotes/${blank.id}/template`, { name: "Empty" });
    expect(empty.status).toBe(400);
    expect(empty.json.errors[0]).toMatch(/no saved units, accessories or services/);
  });

  it("lists a customer's quotes and orders within the agent's tenancy", async () => {
    const { prisma } = getDatabase();
    const customer = customers[2]!;
    const ordered = await pricedDraft(50);
    await prisma.quote.update({ where: { id: ordered }, data: { customer_id: customer.id } });
    const quotes = await rep.get(`/api/customers/${customer.id}/quotes`);
    expect(quotes.status, JSON.stringify(quotes.json)).toBe(200);
    expect(quotes.json.map((row: { id: number }) => row.id)).toContain(ordered);
    expect(quotes.json.every((row: { customer_id: number }) => row.customer_id === customer.id)).toBe(true);
    const open = (await rep.get(`/api/customers/${customer.id}/quotes?hide_closed=true`)).json;
    expect(open.map((row: { id: number }) => row.id)).not.toContain(ordered);
    const orders = (await rep.get(`/api/customers/${customer.id}/orders`)).json;
    expect(orders.map((row: { quote_id: number }) => row.quote_id)).toContain(ordered);
    expect((await foreign.get(`/api/customers/${customer.id}/quotes`)).status).toBe(404);
    expect((await foreign.get(`/api/customers/${customer.id}/orders`)).status).toBe(404);
  });
});
