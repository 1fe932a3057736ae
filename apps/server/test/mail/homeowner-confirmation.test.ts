import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, memoryMailer, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { makeQuote } from "../helpers/fixtures.js";
import { pdfText } from "../helpers/pdf-text.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { drainEmailQueue } from "../../src/mail/queue.js";
import { computeQuoteTotals } from "../../src/services/quote-totals.js";

const usd = (amount: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);

/**
 * After signing, the homeowner gets its own copy (docs/decisions/167-homeowner-confirmation-signed-pdf.md):
 * in the dealer's name, replies to the rep who sent it, the signed PDF attached; never a dealer cost.
 */
forEachDatabase("the homeowner's confirmation with the signed PDF", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  let anonymous: Client;
  let dealer: { id: number; account_id: number; company_name: string };
  let repId: number;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
    repId = (await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } })).id;
    await prisma.dealer.update({
      where: { id: dealer.id },
      data: { deposit_kind: "percent", deposit_value: 40 },
    });
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
    anonymous = new Client(app.url, null);
  });
  afterAll(() => app.close());

  async function sentQuote(email: string) {
    const { prisma } = getDatabase();
    const { quoteId } = await makeQuote(prisma, {
      dealerId: dealer.id,
      accountId: dealer.account_id,
      userId: repId,
    });
    const customer = await prisma.customer.create({
      data: {
        dealer_id: dealer.id,
        first_name: "Hana",
        last_name: "Okafor",
        email,
        state: "FL",
        country: "USA",
      },
    });
    await prisma.quote.update({ where: { id: quoteId }, data: { customer_id: customer.id } });
    expect((await (await as("salesrep")).post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const job = await prisma.emailJob.findFirstOrThrow({ where: { kind: "quote_sent", to_address: email } });
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(job.text)![1]!;
    return { quoteId, token };
  }

  it("confirms an acceptance to the homeowner with the signed quote attached, never the dealer's cost", async () => {
    const { prisma } = getDatabase();
    const email = "hana.signed@example.com";
    const { quoteId, token } = await sentQuote(email);
    const shown = (await anonymous.get(`/api/public/quotes/${token}`)).json;
    const answer = await anonymous.post(`/api/public/quotes/${token}/accept`, {
      signer_name: "Hana Okafor",
      consent: true,
      document_sha256: shown.document_sha256,
    });
    expect(answer.status).toBe(200);

    const job = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "quote_accepted", to_address: email },
    });
    const rep = await prisma.user.findUniqueOrThrow({ where: { id: repId } });
    expect(job).toMatchObject({ from_name: dealer.company_name, reply_to: rep.email });
    const number = shown.document.quote.number as string;
    expect(job.subject).toBe(`You accepted quote ${number} from ${dealer.company_name}`);
    const totals = await computeQuoteTotals(prisma, quoteId);
    expect(job.text).toContain(`${usd(totals.total)} USD`);
    expect(job.text).toContain("Deposit due on acceptance (40%)");
    expect(job.text).toContain("Signed by: Hana Okafor");

    // Delivered: the PDF rendered from the document as signed, with the signature and its fingerprint.
    const mailer = memoryMailer();
    await drainEmailQueue({ prisma, mailer });
    const sent = mailer.sent.find(
      (message) => message.to === email && message.subject.startsWith("You accepted"),
    );
    expect(sent?.attachments?.[0]).toMatchObject({
      filename: `Quote-${number.replace(/[^A-Za-z0-9_-]/g, "")}-signed.pdf`,
      contentType: "application/pdf",
    });
    const text = (await pdfText(sent!.attachments![0]!.content)).replace(/\s+/g, " ");
    expect(text).toContain("Signed electronically by Hana Okafor");
    expect(text).toContain(shown.document_sha256.slice(0, 16));
    expect(text).toContain(usd(totals.total));

    // Nothing the homeowner receives shows the dealer's cost.
    const units = await prisma.configuration.findMany({ where: { quote_id: quoteId } });
    expect(totals.dealer_cost_subtotal).not.toBe(totals.total);
    for (const body of [job.text, job.html, text]) {
      expect(body).not.toContain(usd(totals.dealer_cost_subtotal));
      for (const unit of units) expect(body).not.toContain(usd(unit.unit_total.toNumber()));
      expect(body).not.toMatch(/dealer cost/i);
    }
  });

  it("sends nothing of the kind on a decline", async () => {
    const { prisma } = getDatabase();
    const email = "hana.declined@example.com";
    const { token } = await sentQuote(email);
    expect((await anonymous.post(`/api/public/quotes/${token}/decline`, { reason: "Later" })).status).toBe(
      200,
    );
    expect(await prisma.emailJob.count({ where: { kind: "quote_accepted", to_address: email } })).toBe(0);
  });
});
