import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { MESSAGES, QUOTE_STATUS, type QuoteDocument } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import {
  draftForCustomer,
  freshQuoteLinkAllowance,
  homeownerEmail,
  startDemoDealerApp,
} from "../helpers/demo-dealer.js";
import { documentSha256, loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { readPublicQuote, readPublicQuoteJson } from "../../src/services/public-quote.js";
import { publicQuoteRoutes } from "../../src/api/public/quote-link-routes.js";
import { TOO_MANY_REQUESTS } from "../../src/http/rate-limit.js";

/**
 * The homeowner's page data is kept in memory between changes (services/public-quote.ts): every
 * read asks the database whether the link stands and what the document's rows are at, so a
 * withdrawn or expired link is dead at once, a decision and any change to the quote show at once,
 * also when the change was made by another process (here: straight in the database, past every
 * service), and the answer is always the one a fresh read gives.
 */
const DEAD = { errors: [MESSAGES.quoteLinkInvalid] };

forEachDatabase("the homeowner's page data, kept between changes", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let anonymous: Client;
  let dealer: { id: number; account_id: number };
  let repId: number;

  beforeAll(async () => {
    ({ app, dealer, repId, anonymous } = await startDemoDealerApp(getDatabase().prisma));
    rep = await signedInClients(() => app)("salesrep");
  });
  afterAll(() => app.close());
  beforeEach(() => freshQuoteLinkAllowance(getDatabase().prisma));

  /** A quote sent to a customer with an e-mail address, and the plain token of its link. */
  async function sent() {
    const { prisma } = getDatabase();
    const email = homeownerEmail();
    const { quoteId, customerId } = await draftForCustomer(
      prisma,
      { dealer, repId },
      { first_name: "Ines", last_name: "Duarte", email },
    );
    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const job = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "quote_sent", to_address: email },
      orderBy: { id: "desc" },
    });
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(job.text)?.[1];
    if (!token) throw new Error("no link in the e-mail");
    return { quoteId, customerId, token };
  }

  /** What an uncached read answers now: the document built afresh, its SHA-256, and the decision. */
  async function fresh(quoteId: number) {
    const document = await loadQuoteDocument(getDatabase().prisma, quoteId);
    return { document, document_sha256: documentSha256(document!) };
  }

  const page = async (token: string) => anonymous.get(`/api/public/quotes/${token}`);

  it("answers what a fresh read answers, byte for byte, and keeps one document while nothing changes", async () => {
    const { prisma } = getDatabase();
    const { quoteId, token } = await sent();
    const first = await readPublicQuote(prisma, token);
    const second = await readPublicQuote(prisma, token);
    expect(second!.document).toBe(first!.document);
    expect(Object.isFrozen(first!.document.units)).toBe(true);
    const expected = { ...(await fresh(quoteId)), decision: { state: "open" } };
    expect(first).toEqual(expected);
    expect(await readPublicQuoteJson(prisma, token)).toBe(JSON.stringify(expected));
    const answer = await page(token);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(expected);
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // Compressed like every other answer of the API.
    const gzip = await fetch(`${app.url}/api/public/quotes/${token}`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.json()).toEqual(expected);
  });

  it("is dead at once when the link is withdrawn, revoked by another process, expired or its quote deactivated", async () => {
    const { prisma } = getDatabase();
    const withdrawn = await sent();
    expect((await page(withdrawn.token)).status).toBe(200);
    expect((await rep.post(`/api/quotes/${withdrawn.quoteId}/withdraw`)).status).toBe(200);
    expect(await page(withdrawn.token)).toMatchObject({ status: 404, json: DEAD });
    expect(await readPublicQuote(prisma, withdrawn.token)).toBeNull();

    const revoked = await sent();
    expect((await page(revoked.token)).status).toBe(200);
    await prisma.quoteShareLink.updateMany({
      where: { quote_id: revoked.quoteId },
      data: { revoked_at: new Date() },
    });
    expect(await page(revoked.token)).toMatchObject({ status: 404, json: DEAD });

    const expired = await sent();
    expect((await page(expired.token)).status).toBe(200);
    await prisma.quoteShareLink.updateMany({
      where: { quote_id: expired.quoteId },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    expect(await page(expired.token)).toMatchObject({ status: 404, json: DEAD });
    expect(await readPublicQuote(prisma, expired.token)).toBeNull();

    const deactivated = await sent();
    expect((await page(deactivated.token)).status).toBe(200);
    await prisma.quote.update({
      where: { id: deactivated.quoteId },
      data: { status: QUOTE_STATUS.INACTIVE },
    });
    expect(await page(deactivated.token)).toMatchObject({ status: 404, json: DEAD });
  });

  it("shows a change to anything the document is made of at once, however it was made", async () => {
    const { prisma } = getDatabase();
    const { quoteId, customerId, token } = await sent();
    const unit = await prisma.configuration.findFirstOrThrow({ where: { quote_id: quoteId } });
    const line = await prisma.quoteAccessory.findFirstOrThrow({ where: { quote_id: quoteId } });
    const changes: Array<[string, () => Promise<unknown>, (document: QuoteDocument) => unknown, unknown]> = [
      [
        "the quote's title",
        () => prisma.quote.update({ where: { id: quoteId }, data: { title: "Pool cage, revised" } }),
        (document) => document.quote.title,
        "Pool cage, revised",
      ],
      [
        "a unit's name, in raw SQL (no updated_at)",
        () => prisma.$executeRaw`UPDATE configurations SET unit_name = 'Lanai north' WHERE id = ${unit.id}`,
        (document) => document.units[0]?.name,
        "Lanai north",
      ],
      [
        "an accessory line's quantity",
        () => prisma.quoteAccessory.update({ where: { id: line.id }, data: { quantity: 3 } }),
        (document) => document.accessories[0]?.quantity,
        3,
      ],
      [
        "a new accessory line",
        () =>
          prisma.quoteAccessory.create({
            data: {
              quote_id: quoteId,
              prod_name: "Wind sensor",
              sku: "WS",
              prod_cost: 80,
              quantity: 1,
              created_by: repId,
            },
          }),
        (document) => document.accessories.map((item) => item.name),
        ["Fixture remote", "Wind sensor"],
      ],
      [
        "a unit taken off",
        () => prisma.configuration.update({ where: { id: unit.id }, data: { status: 0 } }),
        (document) => document.units.length,
        0,
      ],
      [
        "the customer's name",
        () => prisma.customer.update({ where: { id: customerId }, data: { last_name: "Duarte-Silva" } }),
        (document) => document.customer?.name,
        "Ines Duarte-Silva",
      ],
      [
        "the dealer's terms",
        () => prisma.dealer.update({ where: { id: dealer.id }, data: { quote_terms: "Deposit 30%." } }),
        (document) => document.terms,
        "Deposit 30%.",
      ],
    ];
    try {
      for (const [what, change, read, expected] of changes) {
        const before = (await page(token)).json;
        await change();
        const after = await page(token);
        expect({ what, value: read(after.json.document) }).toEqual({ what, value: expected });
        expect({ what, answer: after.json }).toEqual({
          what,
          answer: { ...(await fresh(quoteId)), decision: { state: "open" } },
        });
        expect(after.json.document_sha256, what).not.toBe(before.document_sha256);
      }
    } finally {
      await prisma.dealer.update({ where: { id: dealer.id }, data: { quote_terms: null } });
    }
  });

  it("shows the customer's decision at once, and the document as it stands after it", async () => {
    const { prisma } = getDatabase();
    const accepting = await sent();
    const shown = (await page(accepting.token)).json;
    expect(shown.decision).toEqual({ state: "open" });
    const accepted = await anonymous.post(`/api/public/quotes/${accepting.token}/accept`, {
      signer_name: "Ines Duarte",
      consent: true,
      document_sha256: shown.document_sha256,
    });
    expect(accepted.status).toBe(200);
    const after = (await page(accepting.token)).json;
    expect(after.decision).toMatchObject({ state: "accepted", signer_name: "Ines Duarte" });
    expect(after).toEqual(accepted.json);
    expect(after).toEqual({ ...(await fresh(accepting.quoteId)), decision: after.decision });
    const link = await prisma.quoteShareLink.findFirstOrThrow({ where: { quote_id: accepting.quoteId } });
    expect(after.decision.decided_at).toBe(link.decided_at!.toISOString());

    const declining = await sent();
    expect((await page(declining.token)).json.decision).toEqual({ state: "open" });
    expect(
      (await anonymous.post(`/api/public/quotes/${declining.token}/decline`, { reason: "Too dear" })).status,
    ).toBe(200);
    expect((await page(declining.token)).json.decision).toMatchObject({
      state: "declined",
      reason: "Too dear",
    });
    expect((await readPublicQuote(prisma, declining.token))!.decision).toMatchObject({ state: "declined" });
  });

  it("counts failed reads only: a homeowner's reads never use the allowance, an exhausted address gets 429 for any token", async () => {
    const { prisma } = getDatabase();
    const limited = await startApp({ prisma, apiRouters: [publicQuoteRoutes({ prisma, lookupLimit: 3 })] });
    try {
      const client = new Client(limited.url, null);
      const { token } = await sent();
      for (let i = 0; i < 10; i += 1)
        expect((await client.get(`/api/public/quotes/${token}`)).status).toBe(200);
      expect(
        await prisma.rateLimitHit.count({ where: { key: { startsWith: "quote-link" }, hits: { gt: 0 } } }),
      ).toBe(0);
      const dead = () => client.get(`/api/public/quotes/${randomBytes(32).toString("base64url")}`);
      for (let i = 0; i < 3; i += 1) expect((await dead()).status).toBe(404);
      expect(await dead()).toMatchObject({ status: 429, json: { errors: [TOO_MANY_REQUESTS] } });
      const live = await client.get(`/api/public/quotes/${token}`);
      expect(live.status).toBe(429);
      expect(Number(live.headers.get("retry-after"))).toBeGreaterThan(0);
      // The window's end frees the address again.
      await prisma.rateLimitHit.updateMany({
        where: { key: { startsWith: "quote-link" } },
        data: { reset_at: new Date(Date.now() - 1000) },
      });
      expect((await client.get(`/api/public/quotes/${token}`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("answers null in process, and 404 over HTTP, for tokens that were never a link", async () => {
    const { prisma } = getDatabase();
    for (const token of ["short", "A".repeat(43), "../../etc/passwd"]) {
      expect(await readPublicQuote(prisma, token)).toBeNull();
      expect(await readPublicQuoteJson(prisma, token)).toBeNull();
    }
    expect(await page("A".repeat(43))).toMatchObject({ status: 404, json: DEAD });
  });
});
