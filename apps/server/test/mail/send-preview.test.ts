import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { makeQuote } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { computeQuoteTotals } from "../../src/services/quote-totals.js";

const usd = (amount: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);

/** The send dialog's preview (docs/decisions/169-send-preview.md): the real e-mail's template, nothing sent. */
forEachDatabase("the send dialog's e-mail preview", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);

  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({
      prisma: getDatabase().prisma,
      rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 },
    });
  });
  afterAll(() => app.close());

  it("previews the e-mail the send writes, by the same template, without sending or changing anything", async () => {
    const { prisma } = getDatabase();
    const dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
    const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
    const { quoteId } = await makeQuote(prisma, {
      dealerId: dealer.id,
      accountId: dealer.account_id,
      userId: rep.id,
    });
    const customer = await prisma.customer.create({
      data: { dealer_id: dealer.id, first_name: "Lena", last_name: "Park", email: "lena.park@example.com" },
    });
    await prisma.quote.update({ where: { id: quoteId }, data: { customer_id: customer.id } });
    const client = await as("salesrep");
    const message = "See you Thursday for the measure.";
    const preview = await client.get(
      `/api/quotes/${quoteId}/send-preview?message=${encodeURIComponent(message)}`,
    );
    expect(preview.status, JSON.stringify(preview.json)).toBe(200);
    expect(preview.json).toMatchObject({
      to: "lena.park@example.com",
      from_name: dealer.company_name,
      reply_to: rep.email,
    });
    expect(preview.json.text).toContain(message);
    expect(preview.json.text).toContain("/q/the-private-link-made-when-you-send");
    const totals = await computeQuoteTotals(prisma, quoteId);
    expect(preview.json.text).not.toContain(usd(totals.dealer_cost_subtotal));
    // Nothing happened: no e-mail, no link, still a draft.
    expect(await prisma.emailJob.count({ where: { to_address: "lena.park@example.com" } })).toBe(0);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(1);

    // The send writes the same e-mail, its link aside.
    expect((await client.post(`/api/quotes/${quoteId}/send`, { message })).status).toBe(200);
    const job = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "quote_sent", to_address: "lena.park@example.com" },
    });
    expect(job.subject).toBe(preview.json.subject);
    const unlinked = (text: string) => text.replace(/\/q\/[A-Za-z0-9_-]+/g, "/q/LINK");
    expect(unlinked(job.text)).toBe(unlinked(preview.json.text));

    // Without the customer's address: the send's own refusal. Another dealer: not found.
    await prisma.customer.update({ where: { id: customer.id }, data: { email: null } });
    expect((await client.get(`/api/quotes/${quoteId}/send-preview`)).json.errors).toEqual([
      "The quote's customer needs an e-mail address.",
    ]);
    expect((await (await as("cadealer")).get(`/api/quotes/${quoteId}/send-preview`)).status).toBe(404);
  });
});
