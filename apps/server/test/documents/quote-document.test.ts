import { pdfText } from "../helpers/pdf-text.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUOTE_STATUS } from "@screens/domain";
import { formatUSD } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import {
  canonicalJson,
  documentSha256,
  loadQuoteDocument,
  type QuoteDocument,
} from "../../src/services/documents/quote-document.js";
import { renderQuotePdf } from "../../src/services/documents/quote-pdf.js";
import { INTERNAL_NOTE, makeDocumentQuote } from "./fixtures.js";

const TERMS = "A 50% deposit is due on acceptance; the balance on installation.";

const dollars = (value: number) => formatUSD(value);

forEachDatabase("the customer-facing quote document", (getDatabase) => {
  let app: RunningApp;
  let us: { dealerId: number; userId: number };
  let ca: { dealerId: number; userId: number };
  const clients = new Map<string, Client>();
  const as = async (username: string) => {
    let client = clients.get(username);
    if (!client) {
      client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
    }
    return client;
  };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const usDealer = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    const caDealer = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Maple Leaf Outdoor Living" },
    });
    await prisma.dealer.update({ where: { id: usDealer.id }, data: { quote_terms: TERMS } });
    us = {
      dealerId: usDealer.id,
      userId: (await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } })).id,
    };
    ca = {
      dealerId: caDealer.id,
      userId: (await prisma.user.findUniqueOrThrow({ where: { username: "cadealer" } })).id,
    };
    app = await startApp({ prisma });
  });
  afterAll(() => app.close());

  /** The document's figures against the quote page's (GET /api/quotes/{id}), to the cent. */
  async function expectFiguresOfQuotePage(document: QuoteDocument, username: string) {
    const page = (await (await as(username)).get(`/api/quotes/${document.quote.id}`)).json;
    expect(document.units.map((unit) => [unit.id, unit.price])).toEqual(
      page.screenconfigurations.map((unit: { id: number; customer_price: number }) => [
        unit.id,
        unit.customer_price,
      ]),
    );
    expect(document.accessories.map((line) => [line.id, line.unit_price, line.quantity, line.price])).toEqual(
      page.add_on_accessories.map((line: { id: number; price: number; quantity: number }) => [
        line.id,
        line.price,
        line.quantity,
        line.price * line.quantity,
      ]),
    );
    expect(document.totals.subtotal).toBe(page.summary.customer_price);
    expect(document.totals.brokerage_fee).toBe(page.summary.brokerage_fee);
    expect(document.totals.total).toBe(page.summary.total);
    expect(document.totals.currency).toBe(page.summary.currency);
    // The table adds up: the lines make the subtotal exactly, with no rounding line (decision 075).
    const lines = [...document.units, ...document.accessories].reduce((sum, line) => sum + line.price, 0);
    expect(lines).toBe(document.totals.subtotal);
    expect(document.totals.rounding_adjustment).toBe(0);
    return page;
  }

  describe("figures equal the quote page's to the cent", () => {
    it("a US draft quote with ten units: no brokerage", async () => {
      const { prisma } = getDatabase();
      const id = await makeDocumentQuote(prisma, { ...us, units: 10 });
      const document = (await loadQuoteDocument(prisma, id))!;
      expect(document.units).toHaveLength(10);
      expect(document.accessories).toHaveLength(2);
      const page = await expectFiguresOfQuotePage(document, "salesrep");
      expect(page.summary.brokerage_fee).toBe(0);
      expect(document.totals.total).toBe(document.totals.subtotal);
    });

    it("a Canadian multi-unit quote, as a draft and once submitted (brokerage frozen)", async () => {
      const { prisma } = getDatabase();
      const draft = (await loadQuoteDocument(prisma, await makeDocumentQuote(prisma, { ...ca, units: 4 })))!;
      await expectFiguresOfQuotePage(draft, "cadealer");
      expect(draft.totals.brokerage_fee).toBe(60);
      expect(draft.totals.total).toBe(draft.totals.subtotal + 60);

      const submittedId = await makeDocumentQuote(prisma, {
        ...ca,
        units: 6,
        status: QUOTE_STATUS.AWAITING_APPROVAL,
      });
      const submitted = (await loadQuoteDocument(prisma, submittedId))!;
      await expectFiguresOfQuotePage(submitted, "cadealer");
      expect(submitted.totals.brokerage_fee).toBe(60);
      // Staff read the same quote page figures (plus their own list price, which the document never has).
      await expectFiguresOfQuotePage(submitted, "mfguser");
    });
  });

  it("holds nothing of the dealer's cost side: no cost, list price, markup, order code or internal note", async () => {
    const { prisma } = getDatabase();
    const id = await makeDocumentQuote(prisma, { ...us, units: 3 });
    const document = (await loadQuoteDocument(prisma, id))!;
    const json = canonicalJson(document);
    for (const key of [
      "unit_total",
      "dealer_cost",
      "prod_cost",
      "list_price",
      "markup",
      "discount",
      "order_code",
      "notes",
      "_charge",
      "package_name",
    ])
      expect(json).not.toContain(key);
    expect(json).not.toContain(INTERNAL_NOTE);
    const units = await prisma.configuration.findMany({ where: { quote_id: id } });
    for (const unit of units) expect(json).not.toContain(unit.order_code);
    expect(json).not.toContain("Dock 4, 900 Warehouse Rd");
  });

  it("the PDF draws the names people have, services, discount and tax lines (decisions 130, 131, 132, 135)", async () => {
    const { prisma } = getDatabase();
    const id = await makeDocumentQuote(prisma, { ...us, units: 1 });
    const document = (await loadQuoteDocument(prisma, id))!;
    const text = await pdfText(
      await renderQuotePdf({
        ...document,
        customer: { ...document.customer!, name: "José Nguyễn-Łukasiewicz" },
        services: [{ id: 1, name: "Installation, per opening", quantity: 2, unit_price: 175, price: 350 }],
        totals: {
          ...document.totals,
          discount: { label: "Discount (5%)", amount: 20 },
          services_total: 350,
          taxes: [{ label: "GST (5%)", amount: 12.34 }],
          tax_exempt_note: undefined,
        },
      }),
    );
    expect(text).toContain("José Nguyễn-Łukasiewicz");
    expect(text).toContain("Installation, per opening");
    expect(text).toContain("Discount (5%)");
    expect(text).toContain("GST (5%)");
    expect(text).toContain("$12.34");
  });

  it("the PDF shows the customer prices, quote number, customer and terms, and no dealer cost or list price", async () => {
    const { prisma } = getDatabase();
    const id = await makeDocumentQuote(prisma, { ...us, units: 4 });
    const document = (await loadQuoteDocument(prisma, id))!;
    const pdf = await renderQuotePdf(document);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(pdf);

    expect(text).toContain(document.quote.number);
    expect(text).toContain("Olivia Brooks");
    expect(text).toContain("Gulf Coast Shade & Screen");
    expect(text).toContain(TERMS);
    for (const unit of document.units) {
      expect(text).toContain(unit.name);
      expect(text).toContain(dollars(unit.price));
    }
    for (const line of document.accessories) expect(text).toContain(dollars(line.price));
    expect(text).toContain(dollars(document.totals.subtotal));
    expect(text).toContain(dollars(document.totals.total));
    // Four units whose lines are rounded up one by one: they add up to the subtotal, no rounding line.
    expect(text).not.toContain("Rounding adjustment");

    // What staff see on the quote page beside the customer price: never in the customer's PDF.
    const page = (await (await as("superadmin")).get(`/api/quotes/${id}`)).json;
    expect(page.summary.list_price).toBeGreaterThan(0);
    const secret = [
      page.summary.dealer_cost,
      page.summary.list_price,
      ...page.screenconfigurations.map((unit: { unit_total: number }) => unit.unit_total),
      ...page.add_on_accessories.map((line: { dealer_cost: number }) => line.dealer_cost),
    ];
    for (const figure of secret) {
      expect(text).not.toContain(dollars(figure));
      expect(text).not.toContain(dollars(figure).slice(1));
    }
    expect(text).not.toContain(INTERNAL_NOTE);
    for (const unit of page.screenconfigurations) expect(text).not.toContain(unit.order_code);
  });

  it("the valid-until date: today + the dealer's validity until sent, then the quote's own", async () => {
    const { prisma } = getDatabase();
    await prisma.dealer.update({ where: { id: us.dealerId }, data: { quote_validity_days: 14 } });
    const id = await makeDocumentQuote(prisma, { ...us, units: 1 });
    const now = new Date("2026-03-10T15:00:00Z");
    const draft = (await loadQuoteDocument(prisma, id, { now }))!;
    expect(draft.quote.date).toBe("2026-03-10");
    expect(draft.quote.valid_until).toBe("2026-03-24");

    await prisma.quote.update({
      where: { id },
      data: { sent_at: new Date("2026-02-01T10:00:00Z"), valid_until: new Date("2026-03-03T10:00:00Z") },
    });
    const sent = (await loadQuoteDocument(prisma, id, { now }))!;
    expect(sent.quote.date).toBe("2026-02-01");
    expect(sent.quote.valid_until).toBe("2026-03-03");
    await prisma.dealer.update({ where: { id: us.dealerId }, data: { quote_validity_days: 30 } });
  });

  it("a deactivated or missing quote has no document", async () => {
    const { prisma } = getDatabase();
    const id = await makeDocumentQuote(prisma, { ...us, units: 1 });
    await prisma.quote.update({ where: { id }, data: { status: QUOTE_STATUS.INACTIVE } });
    expect(await loadQuoteDocument(prisma, id)).toBeNull();
    expect(await loadQuoteDocument(prisma, 999_999)).toBeNull();
  });

  it("documentSha256 binds the exact content, not the key order", async () => {
    const { prisma } = getDatabase();
    const id = await makeDocumentQuote(prisma, { ...us, units: 2 });
    const now = new Date("2026-05-01T12:00:00Z");
    const document = (await loadQuoteDocument(prisma, id, { now }))!;
    const again = (await loadQuoteDocument(prisma, id, { now }))!;
    expect(documentSha256(document)).toMatch(/^[0-9a-f]{64}$/);
    expect(documentSha256(again)).toBe(documentSha256(document));
    const reordered = Object.fromEntries(Object.entries(document).reverse()) as unknown as QuoteDocument;
    expect(documentSha256(reordered)).toBe(documentSha256(document));
    const cheaper = { ...document, totals: { ...document.totals, total: document.totals.total - 1 } };
    expect(documentSha256(cheaper)).not.toBe(documentSha256(document));
  });
});
