import { beforeAll, expect, it } from "vitest";
import { quoteTotals } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import type { Client } from "../helpers/http.js";
import { draftForCustomer, useDemoDealerApp } from "../helpers/demo-dealer.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";

/**
 * The dealer's selling price over REST (docs/decisions/131-selling-price.md): markup and discount on
 * a draft, each role's limit measured from the standard price, the approval of a figure, and the
 * same total to the cent on the quote page and the customer's document.
 */
forEachDatabase("selling price", (getDatabase) => {
  const demo = useDemoDealerApp(getDatabase);
  let rep: Client;
  let manager: Client;
  let admin: Client;
  let purchaser: Client;
  let staff: Client;
  let foreign: Client;

  beforeAll(async () => {
    rep = await demo.as("salesrep");
    manager = await demo.as("salesmanager");
    admin = await demo.as("dealeradmin");
    purchaser = await demo.as("purchaser");
    staff = await demo.as("mfguser");
    foreign = await demo.as("cadealer");
  });

  /** A draft of the US dealer with a priced unit, an accessory and a customer with an e-mail address. */
  async function draft() {
    const { quoteId } = await draftForCustomer(getDatabase().prisma, demo, {
      first_name: "Hana",
      last_name: "Okafor",
      email: "hana@example.com",
    });
    return quoteId;
  }
  const price = (client: Client, id: number, body: object) =>
    client.request("PUT", `/api/quotes/${id}/selling-price`, body);

  it("a rep's discount within its limit: the one function's figures on the page and the document", async () => {
    const id = await draft();
    const before = (await rep.get(`/api/quotes/${id}`)).json;
    const answer = await price(rep, id, {
      markup: 1.43,
      discount: { kind: "percent", value: 10 },
      reason: "Too expensive: matched a competitor",
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const expected = quoteTotals({
      unitTotals: before.screenconfigurations.map((unit: { unit_total: number }) => unit.unit_total),
      accessories: before.add_on_accessories,
      discount: { kind: "percent", value: 10 },
    });
    expect(answer.json.summary).toMatchObject({
      lines_total: expected.lines_total,
      discount: expected.discount?.amount,
      customer_price: expected.customer_total,
      total: expected.total,
      // The dealer's cost does not move with its discount.
      dealer_cost: before.summary.dealer_cost,
    });
    expect(answer.json.sale_price).toBe(expected.total);
    expect(answer.json.selling).toMatchObject({
      markup: 1.43,
      discount: {
        kind: "percent",
        value: 10,
        amount: expected.discount?.amount,
        reason: "Too expensive: matched a competitor",
      },
      effective_discount_percent: expected.effective_discount_percent,
      limit_percent: 10,
      approval: { status: "not_needed" },
    });
    // The customer's document: subtotal - discount = total, no reason, no markup.
    const document = await loadQuoteDocument(getDatabase().prisma, id);
    expect(document?.totals).toMatchObject({
      subtotal: expected.lines_total,
      discount: { label: "Discount (10%)", amount: expected.discount?.amount },
      total: expected.total,
    });
    expect(JSON.stringify(document)).not.toContain("competitor");
    // The history has the change.
    const history = (await rep.get(`/api/quotes/${id}/history`)).json;
    expect(history.quote.at(-1)).toMatchObject({
      event: "selling_price",
      note: expect.stringContaining("10%"),
    });
    // Within its limit, it sends.
    expect((await rep.post(`/api/quotes/${id}/send`)).status).toBe(200);
    // Sent, the price is frozen.
    const late = await price(rep, id, { markup: 1.5, discount: null });
    expect(late.status).toBe(403);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const id = await draft();
    const cases: [object, RegExp][] = [
      [{ markup: 0.9, discount: null }, /Markup cannot be below 1.00/],
      [{ markup: 1.43, discount: { kind: "percent", value: 101 }, reason: "x" }, /cannot exceed 100%/],
      [{ markup: 1.43, discount: { kind: "amount", value: 10.5 }, reason: "x" }, /whole dollars/],
      [{ markup: 1.43, discount: { kind: "percent", value: 5 } }, /Give a reason for the discount/],
      [{ markup: "lots", discount: null }, /Markup must be a number/],
    ];
    for (const [body, message] of cases) {
      const answer = await price(rep, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.errors.join(" ")).toMatch(message);
    }
    expect((await rep.get(`/api/quotes/${id}`)).json.selling).toMatchObject({ markup: 1.43, discount: null });
  });

  it("a lower markup counts against the limit; above it the quote is not sent until approved", async () => {
    const { prisma } = getDatabase();
    const id = await draft();
    // 1.43 -> 1.20 is about 16% under the standard price: above the rep's 10%.
    const lower = await price(rep, id, { markup: 1.2, discount: null });
    expect(lower.status).toBe(200);
    expect(lower.json.selling.effective_discount_percent).toBeGreaterThan(10);
    expect(lower.json.selling.approval.status).toBe("needed");
    const refused = await rep.post(`/api/quotes/${id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0]).toMatch(/above your limit of 10%/);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id } })).status).toBe(1);

    // The rep asks; the sales manager and the admin are e-mailed, not the rep.
    const asked = await rep.post(`/api/quotes/${id}/discount-approval`);
    expect(asked.status, JSON.stringify(asked.json)).toBe(200);
    expect(asked.json.selling.approval.status).toBe("requested");
    const mails = await prisma.emailJob.findMany({ where: { kind: "discount_approval" } });
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([
      "dealeradmin@gulfcoastshade.example",
      "salesmanager@gulfcoastshade.example",
    ]);
    expect((await rep.post(`/api/quotes/${id}/discount-approval`)).status).toBe(409);

    // The rep and the purchaser cannot decide; a stale figure is refused.
    const seen = asked.json.selling.effective_discount_percent;
    for (const client of [rep, purchaser])
      expect(
        (
          await client.post(`/api/quotes/${id}/discount-decision`, {
            approve: true,
            effective_discount_percent: seen,
          })
        ).status,
      ).toBe(403);
    const stale = await manager.post(`/api/quotes/${id}/discount-decision`, {
      approve: true,
      effective_discount_percent: seen - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.json.errors[0]).toMatch(/changed since you looked/);

    // The manager sees the request and approves it.
    const managerView = (await manager.get(`/api/quotes/${id}`)).json.selling;
    expect(managerView.approval).toMatchObject({ status: "requested", may_decide: true });
    const approved = await manager.post(`/api/quotes/${id}/discount-decision`, {
      approve: true,
      effective_discount_percent: seen,
      note: "OK for this builder",
    });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json.selling.approval).toMatchObject({ status: "approved", approved_percent: seen });

    // A bigger discount afterwards needs a new approval; a smaller one does not.
    expect((await price(rep, id, { markup: 1.1, discount: null })).json.selling.approval.status).toBe(
      "needed",
    );
    expect((await price(rep, id, { markup: 1.25, discount: null })).json.selling.approval.status).toBe(
      "approved",
    );
    expect((await rep.post(`/api/quotes/${id}/send`)).status).toBe(200);

    const events = (await rep.get(`/api/quotes/${id}/history`)).json.quote
      .map((entry: { event: string | null }) => entry.event)
      .filter(Boolean);
    expect(events).toEqual([
      "selling_price",
      "discount_approval_requested",
      "discount_approved",
      "selling_price",
      "selling_price",
    ]);
  });

  it("the sales manager refuses with a note; its own limit bounds what it approves; the admin has none", async () => {
    const id = await draft();
    // 40% is above the manager's 25%: only the admin may approve it.
    await price(rep, id, { markup: 1.43, discount: { kind: "percent", value: 40 }, reason: "Show home" });
    const seen = (await rep.post(`/api/quotes/${id}/discount-approval`)).json.selling
      .effective_discount_percent;
    expect(seen).toBeGreaterThan(39.9);
    expect((await manager.get(`/api/quotes/${id}`)).json.selling.approval.may_decide).toBe(false);
    expect(
      (
        await manager.post(`/api/quotes/${id}/discount-decision`, {
          approve: true,
          effective_discount_percent: seen,
        })
      ).status,
    ).toBe(403);
    const refused = await manager.post(`/api/quotes/${id}/discount-decision`, {
      approve: false,
      effective_discount_percent: seen,
      note: "Too deep for a show home",
    });
    expect(refused.status).toBe(200);
    expect(refused.json.selling.approval.status).toBe("needed");
    expect((await rep.get(`/api/quotes/${id}/history`)).json.quote.at(-1)).toMatchObject({
      event: "discount_refused",
      note: expect.stringContaining("Too deep for a show home"),
    });
    // The admin sets it itself: no limit, allowed by its own authority, and the rep may then send.
    const byAdmin = await price(admin, id, {
      markup: 1.43,
      discount: { kind: "percent", value: 40 },
      reason: "Show home",
    });
    expect(byAdmin.json.selling).toMatchObject({ limit_percent: null, approval: { status: "not_needed" } });
    expect((await rep.post(`/api/quotes/${id}/send`)).status).toBe(200);
  });

  it("the dealer admin keeps the default markup and the limits; new quotes start with that markup", async () => {
    const refusedToManager = await manager.patch(`/api/dealers/${demo.dealer.id}`, { default_markup: 1.6 });
    expect(refusedToManager.status).toBe(403);
    expect(
      (await admin.patch(`/api/dealers/${demo.dealer.id}`, { max_discount_representative: 120 })).status,
    ).toBe(400);
    const saved = await admin.patch(`/api/dealers/${demo.dealer.id}`, {
      default_markup: 1.6,
      max_discount_representative: 15,
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ default_markup: 1.6, max_discount_representative: 15 });
    const created = await rep.post("/api/quotes", { title: "Marked up lanai" });
    expect(created.json.markup_variable).toBe(1.6);
    expect(created.json.selling).toMatchObject({ standard_markup: 1.6, limit_percent: 15 });
    // Another dealer's admin cannot read or change them.
    expect((await foreign.patch(`/api/dealers/${demo.dealer.id}`, { default_markup: 1.1 })).status).toBe(404);
    await admin.patch(`/api/dealers/${demo.dealer.id}`, {
      default_markup: 1.43,
      max_discount_representative: 10,
    });
  });

  it("staff may set the price; another dealer sees nothing of the quote", async () => {
    const id = await draft();
    const byStaff = await price(staff, id, { markup: 1.3, discount: null });
    expect(byStaff.status, JSON.stringify(byStaff.json)).toBe(200);
    expect(byStaff.json.selling.limit_percent).toBeNull();
    expect((await price(foreign, id, { markup: 1.2, discount: null })).status).toBe(404);
    expect((await foreign.post(`/api/quotes/${id}/discount-approval`)).status).toBe(404);
  });
});
