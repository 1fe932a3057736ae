import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_WEB_DIST } from "../../src/app.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { makeQuote } from "../helpers/fixtures.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";

/**
 * The panel's documents rendered by the server (docs/web-architecture.md, decision 128): the first
 * HTML holds the screen's data, read in process as the request's agent, within its tenancy; a
 * signed-out visitor is redirected; the homeowner's page renders its document without a session.
 */
forEachDatabase("server rendering", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let foreign: Client;
  let quoteId: number;
  const TITLE = "Lanai screens & the <east> porch";

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA" } });
    const repUser = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
    ({ quoteId } = await makeQuote(prisma, {
      dealerId: dealer.id,
      accountId: dealer.account_id,
      userId: repUser.id,
    }));
    await prisma.quote.update({ where: { id: quoteId }, data: { title: TITLE } });
    app = await startApp({
      prisma,
      webDist: DEFAULT_WEB_DIST,
      rateLimits: { loginPerIp: 1000, loginPerUsername: 1000 },
    });
    rep = new Client(app.url);
    await rep.login("salesrep");
    foreign = new Client(app.url);
    await foreign.login("cadealer");
  });
  afterAll(() => app.close());

  const documentOf = (client: Client | null, path: string) =>
    fetch(app.url + path, { redirect: "manual", headers: client?.cookie ? { cookie: client.cookie } : {} });

  it("renders the quote page with the quote in its first HTML, escaped, and its cache for the browser", async () => {
    const answer = await documentOf(rep, `/panel/quotes/${quoteId}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Lanai screens &amp; the &lt;east&gt; porch");
    expect(html).not.toContain("<east>");
    // The dehydrated query the screen's hook reads: the key of quotes.get for this id.
    expect(html).toMatch(/quotes.{0,20}get/);
  });

  it("keeps a dealer's quote from another dealer: 404, and nothing of it in the page", async () => {
    const answer = await documentOf(foreign, `/panel/quotes/${quoteId}`);
    expect(answer.status).toBe(404);
    const html = await answer.text();
    expect(html).toContain("Error: 404");
    expect(html).not.toContain("Lanai screens");
  });

  it("sends a signed-out visitor of a panel path to sign in, with the path to come back to", async () => {
    const answer = await documentOf(null, `/panel/quotes/${quoteId}?tab=units`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(
      `/login?${new URLSearchParams({ next: `/panel/quotes/${quoteId}?tab=units` }).toString()}`,
    );
  });

  it("names a fresh nonce in the policy and on every inline script of the document", async () => {
    const answer = await documentOf(rep, "/panel/dashboard");
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await answer.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce ?? ""}"`);
    expect(answer.headers.get("content-security-policy")).not.toContain("unsafe-inline'; script");
  });

  it("answers an unknown address with the 404 screen and status", async () => {
    const answer = await documentOf(null, "/no/such/page");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Error: 404");
  });

  it("renders the homeowner's page from its link without a session, and a dead link as a 404", async () => {
    const { prisma } = getDatabase();
    const customer = await prisma.customer.create({
      data: {
        dealer_id: (await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).dealer_id!,
        first_name: "Hana",
        last_name: "Okafor",
        email: "ssr.homeowner@example.com",
        country: "USA",
      },
    });
    await prisma.quote.update({ where: { id: quoteId }, data: { customer_id: customer.id } });
    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const job = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "quote_sent", to_address: "ssr.homeowner@example.com" },
      orderBy: { id: "desc" },
    });
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(job.text)?.[1];
    if (!token) throw new Error("No link in the e-mail");

    const page = await documentOf(null, `/q/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await page.text();
    expect(html).toContain("Lanai screens &amp; the &lt;east&gt; porch");
    expect(html).toContain('name="robots" content="noindex, nofollow"');

    const dead = await documentOf(null, `/q/${"x".repeat(43)}`);
    expect(dead.status).toBe(404);
  });

  // Last: it uses up this address's allowance of dead links.
  it("counts dead links against the address like the API's reads: past the allowance, 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++)
      statuses.push((await documentOf(null, `/q/${String(attempt).padStart(43, "y")}`)).status);
    expect(statuses.slice(0, 29).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
