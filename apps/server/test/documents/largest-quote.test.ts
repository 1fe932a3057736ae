import { afterAll, beforeAll, expect, it } from "vitest";
import { QUOTE_LINES_MAX, QUOTE_STATUS } from "@screens/domain";
import { accessoryCatalogue } from "@screens/pricing";
import { pdfText } from "../helpers/pdf-text.js";
import { availableDatabaseKinds, forEachDatabase } from "../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { documentSha256, loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { makeDocumentQuote, makeLargestQuote } from "./fixtures.js";

/**
 * The largest quote the bounds allow (decision 144): 200 units, 300 accessory lines and 50 service
 * lines. Its PDF renders (an unbreakable accessory table taller than a page made react-pdf fail with
 * "unsupported number: Infinity"), it can be sent, and the homeowner's PDF opens. A line beyond a
 * bound is a clear 400. While it is sent, the PDF is rendered outside the send's transaction and off
 * the server's thread (decision 147): other requests do not wait for it, and the attachment is the
 * document as frozen.
 */
const { units: UNITS, accessories: ACCESSORIES, services: SERVICES } = QUOTE_LINES_MAX;
const SLOW = 240_000;
// A render of this quote takes seconds of CPU and does not depend on the database: it is rendered
// once, by the send on the last database available (PostgreSQL in CI).
const kinds = availableDatabaseKinds();
const SEND_KIND = kinds[kinds.length - 1];

forEachDatabase("the largest quote the bounds allow", (getDatabase, kind) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  let quoteId: number;
  let otherQuoteId: number;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const dealer = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
    const owner = { dealerId: dealer.id, userId: rep.id };
    const customer = await prisma.customer.create({
      data: { dealer_id: dealer.id, first_name: "Ines", last_name: "Bauer", email: "ines.bauer@example.com" },
    });
    quoteId = await makeLargestQuote(prisma, {
      ...owner,
      title: "Marina condominiums",
      customerId: customer.id,
    });
    otherQuoteId = await makeDocumentQuote(prisma, { ...owner, units: 1 });
    app = await startApp({ prisma });
  }, SLOW);
  afterAll(() => app.close());

  it("holds exactly the bounds' lines", async () => {
    const { prisma } = getDatabase();
    const active = { quote_id: quoteId, status: { not: 0 } };
    expect(await prisma.configuration.count({ where: active })).toBe(UNITS);
    expect(await prisma.quoteAccessory.count({ where: active })).toBe(ACCESSORIES);
    expect(await prisma.quoteServiceLine.count({ where: active })).toBe(SERVICES);
  });

  it("one line more of any kind is a 400 that names the bound", async () => {
    const rep = await as("salesrep");
    const unit = await rep.post("/api/configurations", { quote_id: quoteId });
    expect(unit.status).toBe(400);
    expect(unit.json).toEqual({ errors: [`A quote can hold at most ${UNITS} units.`] });
    const { prisma } = getDatabase();
    const first = await prisma.configuration.findFirstOrThrow({ where: { quote_id: quoteId } });
    const copy = await rep.post("/api/duplicate-configuration", { id: first.id });
    expect(copy.status).toBe(400);
    expect(copy.json).toEqual({ errors: [`A quote can hold at most ${UNITS} units.`] });
    const sku = accessoryCatalogue.find((item) => !item.variations?.length)!.sku;
    const accessory = await rep.post("/api/add-on-accessories", { quote_id: quoteId, sku, quantity: 1 });
    expect(accessory.status).toBe(400);
    expect(accessory.json).toEqual({ errors: [`A quote can hold at most ${ACCESSORIES} accessory lines.`] });
    const service = await rep.post(`/api/quotes/${quoteId}/service-lines`, {
      name: "Permit",
      unit_price: 80,
      quantity: 1,
    });
    expect(service.status).toBe(400);
    expect(service.json).toEqual({ errors: [`A quote can hold at most ${SERVICES} service lines.`] });
    // Nothing was added; a quote below a bound still takes a line.
    expect(await prisma.configuration.count({ where: { quote_id: quoteId, status: { not: 0 } } })).toBe(
      UNITS,
    );
    expect(
      (await rep.post("/api/add-on-accessories", { quote_id: otherQuoteId, sku, quantity: 1 })).status,
    ).toBe(200);
  });

  it.runIf(kind === SEND_KIND)(
    "is sent without holding up other requests, the attachment being the document as frozen; its PDF renders every line, on as many pages as it takes, for the homeowner and the rep",
    async () => {
      const { prisma } = getDatabase();
      const rep = await as("salesrep");
      // A document this process has never rendered (rendered PDFs are kept by what they are made of,
      // and the other database's run may have rendered this one): the send renders it.
      await prisma.quote.update({
        where: { id: quoteId },
        data: { title: `Largest quote, sent from ${kind}` },
      });
      // While the quote is sent, another user reads another quote again and again.
      const other = await as("dealeradmin");
      const sending = { done: false };
      let slowest = 0;
      const reads = (async () => {
        while (!sending.done) {
          const started = performance.now();
          const answer = await other.get(`/api/quotes/${otherQuoteId}`);
          expect(answer.status).toBe(200);
          slowest = Math.max(slowest, performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const sendStarted = performance.now();
      const sent = await rep.post(`/api/quotes/${quoteId}/send`);
      const sendTook = performance.now() - sendStarted;
      sending.done = true;
      await reads;
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      expect(sent.json.status).toBe(QUOTE_STATUS.CUSTOMER_APPROVAL);
      // The render of the whole document takes seconds; the reads wait for a transaction's statements
      // only. Held up by the render, a read would wait about as long as the send (on any machine's speed).
      expect(slowest).toBeLessThan(sendTook / 2);

      const job = await prisma.emailJob.findFirstOrThrow({
        where: { kind: "quote_sent", to_address: "ines.bauer@example.com" },
        orderBy: { id: "desc" },
      });
      const [attachment] = job.attachments as Array<{ contentBase64: string }>;
      const attached = await pdfText(Buffer.from(attachment!.contentBase64, "base64"));
      const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(job.text)![1]!;

      // The homeowner's page shows the document frozen by the send, and the attachment is that document.
      const page = await fetch(`${app.url}/api/public/quotes/${token}`);
      const { document_sha256 } = (await page.json()) as { document_sha256: string };
      const frozen = (await loadQuoteDocument(prisma, quoteId))!;
      expect(documentSha256(frozen)).toBe(document_sha256);
      const pdf = await fetch(`${app.url}/api/public/quotes/${token}/pdf`);
      expect(pdf.status).toBe(200);
      const shown = await pdfText(Buffer.from(await pdf.arrayBuffer()));
      expect(attached).toBe(shown);
      expect(attached).toContain(frozen.quote.number);
      expect(attached).toContain(`Lanai left`);
      expect(attached).toContain(`(line ${ACCESSORIES})`);
      expect(attached).toContain(`Installation, floor ${SERVICES}`);
      expect(Number(/Page 1 of (\d+)/.exec(attached)?.[1])).toBeGreaterThan(20);

      // The rep's PDF of the sent quote is the same document (rendered once: decision 204).
      const staff = await fetch(`${app.url}/api/quotes/${quoteId}/pdf`, { headers: { cookie: rep.cookie! } });
      expect(staff.status).toBe(200);
      expect(await pdfText(Buffer.from(await staff.arrayBuffer()))).toBe(attached);
    },
    SLOW,
  );
});
