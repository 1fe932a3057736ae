import { pdfText } from "../helpers/pdf-text.js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { QUOTE_STATUS } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedForeignAccount } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { makeDocumentQuote } from "./fixtures.js";

/** GET /api/quotes/{id}/pdf as a browser downloads it: the body as bytes. */
async function download(client: Client, id: number | string) {
  const response = await fetch(`${client.baseUrl}/api/quotes/${id}/pdf`, {
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

forEachDatabase("GET /api/quotes/{id}/pdf and /document", (getDatabase) => {
  let app: RunningApp;
  let quoteId: number;
  let quoteNumber: string;
  let owner: { dealerId: number; userId: number };
  const as = async (username: string, password?: string) => {
    const client = new Client(app.url);
    await client.login(username, password);
    return client;
  };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    await seedForeignAccount(prisma);
    const dealer = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
    owner = { dealerId: dealer.id, userId: rep.id };
    quoteId = await makeDocumentQuote(prisma, { ...owner, units: 2 });
    quoteNumber = (await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).quote_number!;
    app = await startApp({ prisma });
  });
  afterAll(() => app.close());

  it("answers the PDF as an attachment named after the quote number, never cached", async () => {
    const { response, body } = await download(await as("salesrep"), quoteId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(quoteNumber).toMatch(/^Q-\d+$/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Quote-${quoteNumber}.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(body);
    expect(text).toContain(quoteNumber);
    expect(text).toContain("Lanai left");
  });

  it("every user of the dealer and the manufacturer's staff may download it", async () => {
    for (const username of ["dealeradmin", "purchaser", "mfguser", "superadmin"]) {
      const { response } = await download(await as(username), quoteId);
      expect(response.status, username).toBe(200);
    }
  });

  it("another dealer's user and another manufacturer get 404, exactly like a missing quote", async () => {
    const missing = await download(await as("cadealer"), 999_999);
    expect(missing.response.status).toBe(404);
    for (const username of ["cadealer", "otherdealer", "otherstaff"]) {
      const { response, body } = await download(await as(username), quoteId);
      expect(response.status, username).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(body.toString()).toBe(missing.body.toString());
    }
  });

  it("needs a session (401); a deactivated quote or a malformed id is 404", async () => {
    const anonymous = await download(new Client(app.url), quoteId);
    expect(anonymous.response.status).toBe(401);
    const rep = await as("salesrep");
    expect((await download(rep, "abc")).response.status).toBe(404);
    const { prisma } = getDatabase();
    const gone = await makeDocumentQuote(prisma, { ...owner, units: 1 });
    await prisma.quote.update({ where: { id: gone }, data: { status: QUOTE_STATUS.INACTIVE } });
    expect((await download(rep, gone)).response.status).toBe(404);
  });

  it("GET /document answers the same document as JSON for the print view, with the same tenancy", async () => {
    const rep = await as("salesrep");
    const result = await rep.get(`/api/quotes/${quoteId}/document`);
    expect(result.status).toBe(200);
    expect(result.headers.get("cache-control")).toBe("no-store");
    expect(result.json).toEqual(await loadQuoteDocument(getDatabase().prisma, quoteId));
    expect(JSON.stringify(result.json)).not.toMatch(/unit_total|dealer_cost|prod_cost|order_code|markup/);
    const foreign = await (await as("cadealer")).get(`/api/quotes/${quoteId}/document`);
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual((await (await as("cadealer")).get("/api/quotes/999999/document")).json);
    expect((await new Client(app.url).get(`/api/quotes/${quoteId}/document`)).status).toBe(401);
  });
});
