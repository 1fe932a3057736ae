import { afterAll, beforeAll, expect, it } from "vitest";
import { MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, type RunningApp } from "../helpers/http.js";
import { makeQuote } from "../helpers/fixtures.js";
import { startDemoDealerApp } from "../helpers/demo-dealer.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";

/**
 * Decision 070: a unit created by opening the editor's creation route is unsaved until
 * its first Save. It has no price, counts in no total, blocks Submit and approval, and is left out of
 * the customer's document; the first Save prices it.
 */
forEachDatabase("unsaved units", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let staff: Client;

  beforeAll(async () => {
    ({ app } = await startDemoDealerApp(getDatabase().prisma));
    const as = signedInClients(() => app);
    rep = await as("salesrep");
    staff = await as("mfguser");
  });
  afterAll(() => app.close());

  it("a new unit has no price until its first Save, and Submit waits for it", async () => {
    const quote = (await rep.post("/api/quotes", { title: "Three units" })).json;
    const first = (await rep.post("/api/configurations", { quote_id: quote.id })).json;
    await rep.patch(`/api/configurations/${first.id}`, { unit_width_in: 120 });
    const withOne = (await rep.get(`/api/quotes/${quote.id}`)).json;
    const pending = await rep.post("/api/configurations", { quote_id: quote.id });
    expect(pending.status).toBe(200);
    expect(pending.json).toMatchObject({
      saved_at: null,
      unit_total: 0,
      customer_price: 0,
      unit_name: "Unit 2",
    });

    // Only the saved unit counts: on the quote page, in the list's price and in the stored sale price.
    const page = (await rep.get(`/api/quotes/${quote.id}`)).json;
    const saved = page.screenconfigurations.find((unit: { id: number }) => unit.id === first.id);
    expect(saved.saved_at).not.toBeNull();
    expect(
      page.screenconfigurations.map((unit: { saved_at: string | null }) => unit.saved_at === null),
    ).toEqual([false, true]);
    expect(page.summary).toEqual(withOne.summary);
    expect(page.sale_price).toBe(withOne.sale_price);
    const list = (await rep.get("/api/quotes")).json as Array<{ id: number; sale_price: number }>;
    expect(list.find((row) => row.id === quote.id)?.sale_price).toBe(withOne.summary.total);

    // Submit answers its message (product rule R42) while a unit is unsaved, and changes nothing.
    const refused = await rep.patch(`/api/quotes/${quote.id}`, { status: 30 });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ errors: [MESSAGES.allConfigurationsNeedPrice] });

    // The first Save prices it (a PATCH without changes is a Save too) and the totals follow.
    const firstSave = await rep.patch(`/api/configurations/${pending.json.id}`, {});
    expect(firstSave.status).toBe(200);
    expect(firstSave.json.saved_at).not.toBeNull();
    expect(firstSave.json.unit_total).toBeGreaterThan(0);
    const after = (await rep.get(`/api/quotes/${quote.id}`)).json;
    expect(after.summary.customer_price).toBeGreaterThan(page.summary.customer_price);
    expect((await rep.patch(`/api/quotes/${quote.id}`, { status: 30 })).status).toBe(200);
  });

  it("a quote whose only unit is unsaved has the totals of an empty quote", async () => {
    const { prisma } = getDatabase();
    const canadian = new Client(app.url);
    await canadian.login("cadealer");
    const quote = (await canadian.post("/api/quotes", { title: "Canadian draft" })).json;
    const before = (await canadian.get(`/api/quotes/${quote.id}`)).json.summary;
    await canadian.post("/api/configurations", { quote_id: quote.id });
    const after = (await canadian.get(`/api/quotes/${quote.id}`)).json.summary;
    expect(after).toEqual(before);
    expect(after.customer_price).toBe(0);
    const stored = await prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(Number(stored.sale_price)).toBe(before.total);
  });

  it("a client that sends the unit's configuration saves it at once", async () => {
    const quote = (await rep.post("/api/quotes", { title: "API client" })).json;
    const unit = await rep.post("/api/configurations", {
      quote_id: quote.id,
      configuration: { unit_width_in: 100 },
    });
    expect(unit.status).toBe(200);
    expect(unit.json.saved_at).not.toBeNull();
    expect(unit.json.unit_total).toBeGreaterThan(0);
  });

  it("a copy of a saved unit is saved and priced; a copy of an unsaved one stays unsaved", async () => {
    const quote = (await rep.post("/api/quotes", { title: "Copies" })).json;
    const pending = (await rep.post("/api/configurations", { quote_id: quote.id })).json;
    const pendingCopy = (await rep.post("/api/duplicate-configuration", { id: pending.id })).json;
    expect(pendingCopy).toMatchObject({ saved_at: null, unit_total: 0 });

    const saved = (await rep.patch(`/api/configurations/${pending.id}`, {})).json;
    const savedCopy = (await rep.post("/api/duplicate-configuration", { id: pending.id })).json;
    expect(savedCopy.saved_at).not.toBeNull();
    expect(savedCopy.unit_total).toBe(saved.unit_total);
  });

  it("staff cannot approve with an unsaved unit; the homeowner's document leaves it out", async () => {
    const { prisma } = getDatabase();
    const dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA" } });
    const repId = (await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } })).id;
    const { quoteId } = await makeQuote(prisma, {
      dealerId: dealer.id,
      accountId: dealer.account_id,
      userId: repId,
      status: 30,
    });
    const documentBefore = await loadQuoteDocument(prisma, quoteId);

    // Staff may still edit units at 30 (decision 061): a unit they never save is no part of the quote.
    const pending = (await staff.post("/api/configurations", { quote_id: quoteId })).json;
    expect(pending.saved_at).toBeNull();
    const documentAfter = await loadQuoteDocument(prisma, quoteId);
    expect(documentAfter?.units.map((unit) => unit.id)).toEqual(documentBefore?.units.map((unit) => unit.id));
    expect(documentAfter?.totals).toEqual(documentBefore?.totals);

    const approve = await staff.patch(`/api/quotes/${quoteId}`, { status: 50 });
    expect(approve.status).toBe(400);
    expect(approve.json).toEqual({ errors: [MESSAGES.allConfigurationsNeedPrice] });
    expect(await prisma.order.count({ where: { quote_id: quoteId } })).toBe(0);

    await staff.patch(`/api/configurations/${pending.id}`, {});
    expect((await staff.patch(`/api/quotes/${quoteId}`, { status: 50 })).status).toBe(200);
  });
});
