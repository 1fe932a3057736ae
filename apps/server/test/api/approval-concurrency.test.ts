import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

forEachDatabase("approving a quote", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
  });
  afterAll(() => app.close());

  async function submittedQuote(): Promise<number> {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const quote = (await rep.post("/api/quotes", { title: "Race condition" })).json;
    // A saved unit (an unsaved one has no price yet and cannot be submitted).
    await rep.post("/api/configurations", { quote_id: quote.id, configuration: {} });
    expect((await rep.patch(`/api/quotes/${quote.id}`, { status: 30 })).status).toBe(200);
    return quote.id;
  }

  it("yields exactly one order when two staff approve at the same moment", async () => {
    const quoteId = await submittedQuote();
    const first = new Client(app.url);
    const second = new Client(app.url);
    await first.login("mfguser");
    await second.login("mfgadmin");
    const answers = await Promise.all([
      first.post("/api/orders", { quote_id: quoteId }),
      second.post("/api/orders", { quote_id: quoteId }),
      second.post("/api/orders", { quote_id: quoteId }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    expect(await getDatabase().prisma.order.count({ where: { quote_id: quoteId } })).toBe(1);
    const quote = await getDatabase().prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.status).toBe(50);
    // Approving again through PATCH is refused as POST /orders refuses it: still one order.
    const again = await first.patch(`/api/quotes/${quoteId}`, { status: 50 });
    expect(again.status).toBe(409);
    expect(again.json.errors).toEqual(["Only a quote awaiting approval or payment can be approved."]);
    expect(await getDatabase().prisma.order.count({ where: { quote_id: quoteId } })).toBe(1);
  });

  it("answers 409 to every concurrent PATCH {status: 50} but the one whose approval made the order", async () => {
    const quoteId = await submittedQuote();
    const staff = new Client(app.url);
    await staff.login("mfgadmin");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => staff.patch(`/api/quotes/${quoteId}`, { status: 50 })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(answers.find((answer) => answer.status === 200)?.json.status).toBe(50);
    expect(await getDatabase().prisma.order.count({ where: { quote_id: quoteId } })).toBe(1);
  });

  it("keeps a submitted quote's prices when the price book changes afterwards (price lock)", async () => {
    const quoteId = await submittedQuote();
    const { prisma } = getDatabase();
    const before = await prisma.quote.findUniqueOrThrow({
      where: { id: quoteId },
      include: { screenconfigurations: true },
    });
    // The manufacturer ships a price book where everything costs more.
    const { defaultPriceBook, loadPriceBook } = await import("@screens/pricing");
    const dearer = loadPriceBook({
      ...structuredClone(defaultPriceBook),
      version: "2027-dearer",
      powder_charge: 9999,
    });
    const repriced = await startApp({ prisma, priceBook: dearer });
    try {
      const staff = new Client(repriced.url);
      await staff.login("mfguser");
      const order = await staff.post("/api/orders", { quote_id: quoteId });
      expect(order.status).toBe(200);
      const after = await staff.get(`/api/quotes/${quoteId}`);
      expect(after.json.sale_price).toBe(before.sale_price.toNumber());
      expect(after.json.price_book_version).toBe(before.price_book_version);
      expect(after.json.screenconfigurations[0].unit_total).toBe(
        before.screenconfigurations[0]!.unit_total.toNumber(),
      );
    } finally {
      await repriced.close();
    }
  });
});
