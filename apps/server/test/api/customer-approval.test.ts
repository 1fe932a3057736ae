import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MESSAGES, QUOTE_STATUS } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import {
  draftForCustomer,
  freshQuoteLinkAllowance,
  HANA_IN_FLORIDA,
  startDemoDealerApp,
} from "../helpers/demo-dealer.js";
import { publicQuoteRoutes } from "../../src/api/public/quote-link-routes.js";

/**
 * The homeowner's side over REST (docs/customer-approval.md): sending with a share
 * link and the e-mail, the public page and its answers, withdraw and revise, dead links, tenancy,
 * the signature that is kept, concurrent answers, and the history.
 */
const DEAD = { errors: [MESSAGES.quoteLinkInvalid] };
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

forEachDatabase("customer approval", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let staff: Client;
  let foreignDealer: Client;
  let anonymous: Client;
  let dealer: { id: number; account_id: number; company_name: string };
  let repId: number;

  beforeAll(async () => {
    ({ app, dealer, repId, anonymous } = await startDemoDealerApp(getDatabase().prisma));
    const as = signedInClients(() => app);
    rep = await as("salesrep");
    staff = await as("mfguser");
    foreignDealer = await as("cadealer");
  });
  afterAll(() => app.close());
  beforeEach(() => freshQuoteLinkAllowance(getDatabase().prisma));

  /** A draft of the US dealer with a unit, an accessory, internal notes and a customer with an address. */
  async function draft(options: { customerEmail?: string | null } = {}) {
    const { quoteId } = await draftForCustomer(
      getDatabase().prisma,
      { dealer, repId },
      {
        ...HANA_IN_FLORIDA,
        email: options.customerEmail === undefined ? "hana.okafor@example.com" : options.customerEmail,
        address_1: "8 Heron Ct",
        city: "Sarasota",
        zip_code: "34236",
      },
      { notes: "INTERNAL-NOTE gate code 4711" },
    );
    return quoteId;
  }

  /** The plain token of the quote's latest e-mail to its customer (only its hash is stored). */
  async function mailedToken(quoteId: number): Promise<string> {
    const { prisma } = getDatabase();
    const quote = await prisma.quote.findUniqueOrThrow({
      where: { id: quoteId },
      include: { customer: true },
    });
    const job = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "quote_sent", to_address: quote.customer!.email! },
      orderBy: { id: "desc" },
    });
    const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(job.text)?.[1];
    if (!token) throw new Error(`No link in the e-mail: ${job.text}`);
    return token;
  }

  async function sent(options: { customerEmail?: string } = {}) {
    const quoteId = await draft(options);
    const answer = await rep.post(`/api/quotes/${quoteId}/send`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return { quoteId, token: await mailedToken(quoteId) };
  }

  it("sends: 1 -> 10, prices frozen, a hashed link valid through the dealer's validity, the e-mail with the PDF", async () => {
    const { prisma } = getDatabase();
    await prisma.dealer.update({ where: { id: dealer.id }, data: { quote_validity_days: 14 } });
    try {
      const quoteId = await draft({ customerEmail: "send.check@example.com" });
      const before = Date.now();
      const answer = await rep.post(`/api/quotes/${quoteId}/send`);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ id: quoteId, status: QUOTE_STATUS.CUSTOMER_APPROVAL });
      const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
      expect(quote.price_book_version).toBeTruthy();
      expect(quote.sent_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // Valid through the end of the 14th day.
      const days = (quote.valid_until!.getTime() - quote.sent_at!.getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(14);
      expect(days).toBeLessThan(15);
      expect(quote.valid_until!.toISOString()).toMatch(/T23:59:59\.999Z$/);
      // The panel learns when the link dies (it says so once it has).
      expect(answer.json.valid_until).toBe(quote.valid_until!.toISOString());

      const token = await mailedToken(quoteId);
      const links = await prisma.quoteShareLink.findMany({ where: { quote_id: quoteId } });
      expect(links).toHaveLength(1);
      expect(links[0]).toMatchObject({ token_hash: sha256(token), revoked_at: null, decided_at: null });
      // The link works through the printed date in every North American time zone (UTC-10 too).
      expect(links[0]!.expires_at.getTime()).toBe(quote.valid_until!.getTime() + 11 * 3_600_000);
      // Nothing stores the plain token but the e-mail on its way.
      const stored = JSON.stringify(links);
      expect(stored).not.toContain(token);

      const job = await prisma.emailJob.findFirstOrThrow({ where: { to_address: "send.check@example.com" } });
      expect(job.kind).toBe("quote_sent");
      const attachments = job.attachments as Array<{
        filename: string;
        contentType: string;
        contentBase64: string;
      }>;
      expect(attachments).toHaveLength(1);
      expect(attachments[0]!.contentType).toBe("application/pdf");
      expect(attachments[0]!.filename).toMatch(/^Quote-Q-\d+\.pdf$/);
      expect(Buffer.from(attachments[0]!.contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");

      const log = await prisma.statusChange.findMany({ where: { entity: "quote", entity_id: quoteId } });
      expect(log.at(-1)).toMatchObject({ from_status: 1, to_status: 10, user_id: repId, actor: null });
    } finally {
      await prisma.dealer.update({ where: { id: dealer.id }, data: { quote_validity_days: 30 } });
    }
  });

  it("refuses to send without content, with an unpriced unit, or without a customer e-mail address, changing nothing", async () => {
    const { prisma } = getDatabase();
    const noEmail = await draft({ customerEmail: null });
    const noCustomer = await draft();
    await prisma.quote.update({ where: { id: noCustomer }, data: { customer_id: null } });
    const empty = await draft();
    await prisma.configuration.updateMany({ where: { quote_id: empty }, data: { status: 0 } });
    await prisma.quoteAccessory.updateMany({ where: { quote_id: empty }, data: { status: 0 } });
    const unpriced = await draft();
    await prisma.configuration.updateMany({ where: { quote_id: unpriced }, data: { unit_total: 0 } });
    const cases: Array<[number, string]> = [
      [noEmail, MESSAGES.quoteNeedsCustomerEmail],
      [noCustomer, MESSAGES.quoteNeedsCustomerEmail],
      [empty, MESSAGES.quoteNeedsContent],
      [unpriced, MESSAGES.allConfigurationsNeedPrice],
    ];
    for (const [quoteId, message] of cases) {
      const jobsBefore = await prisma.emailJob.count();
      for (const answer of [
        await rep.post(`/api/quotes/${quoteId}/send`),
        await rep.patch(`/api/quotes/${quoteId}`, { status: 10 }),
      ]) {
        expect(answer.status).toBe(400);
        expect(answer.json).toEqual({ errors: [message] });
      }
      const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
      expect(quote).toMatchObject({ status: 1, sent_at: null, valid_until: null });
      expect(await prisma.quoteShareLink.count({ where: { quote_id: quoteId } })).toBe(0);
      expect(await prisma.emailJob.count()).toBe(jobsBefore);
    }
  });

  it("shows the customer the document with customer prices only: no dealer cost, no internal notes, noindex", async () => {
    const { quoteId, token } = await sent();
    const page = await rep.get(`/api/quotes/${quoteId}`);
    const answer = await anonymous.get(`/api/public/quotes/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json.decision).toEqual({ state: "open" });
    expect(answer.json.document_sha256).toMatch(/^[0-9a-f]{64}$/);
    const document = answer.json.document;
    expect(document.quote.id).toBe(quoteId);
    expect(document.dealer.company_name).toBe(dealer.company_name);
    expect(document.customer.name).toBe("Hana Okafor");
    expect(document.totals.total).toBe(page.json.summary.total);
    expect(document.units.map((unit: { price: number }) => unit.price)).toEqual(
      page.json.screenconfigurations.map((unit: { customer_price: number }) => unit.customer_price),
    );

    // The dealer's cost figures of the quote page appear nowhere in what the customer gets.
    const text = JSON.stringify(answer.json);
    const costFigures = [
      page.json.summary.dealer_cost,
      ...page.json.screenconfigurations.map((unit: { unit_total: number }) => unit.unit_total),
      ...page.json.add_on_accessories.map((line: { dealer_cost: number }) => line.dealer_cost),
      ...page.json.add_on_accessories.map((line: { prod_cost: number }) => line.prod_cost),
    ];
    // (Small round figures could match a drawing's coordinates by chance: the telling ones are large.)
    const telling = costFigures.filter((figure) => figure >= 200);
    expect(telling.length).toBeGreaterThanOrEqual(2);
    for (const figure of telling)
      expect(text).not.toMatch(new RegExp(`[^0-9.]${String(figure).replace(".", "\\.")}[^0-9]`));
    for (const secret of ["INTERNAL-NOTE", "4711", "dealer_cost", "unit_total", "markup", "order_code"])
      expect(text).not.toContain(secret);

    // The panel's page for the link is not indexed either.
    expect((await fetch(`${app.url}/q/${token}`)).headers.get("x-robots-tag")).toBe("noindex, nofollow");

    const pdf = await fetch(`${app.url}/api/public/quotes/${token}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/^attachment; filename="Quote-Q-\d+\.pdf"$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("accepts: 10 -> 12, the signed job stays with the dealer, with the e-signature kept, once", async () => {
    const { prisma } = getDatabase();
    const { quoteId, token } = await sent();
    const shown = (await anonymous.get(`/api/public/quotes/${token}`)).json;

    const noConsent = await anonymous.post(`/api/public/quotes/${token}/accept`, {
      signer_name: "Hana Okafor",
    });
    expect(noConsent).toMatchObject({
      status: 400,
      json: { errors: [`consent: ${MESSAGES.consentRequired}`] },
    });
    const noName = await anonymous.post(`/api/public/quotes/${token}/accept`, {
      signer_name: " ",
      consent: true,
    });
    expect(noName).toMatchObject({
      status: 400,
      json: { errors: [`signer_name: ${MESSAGES.signerNameRequired}`] },
    });
    const otherDocument = await anonymous.post(`/api/public/quotes/${token}/accept`, {
      signer_name: "Hana Okafor",
      consent: true,
      document_sha256: "0".repeat(64),
    });
    expect(otherDocument).toMatchObject({
      status: 409,
      json: { errors: [MESSAGES.quoteChangedSinceOpened] },
    });
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(10);

    const accepted = await anonymous.request(
      "POST",
      `/api/public/quotes/${token}/accept`,
      { signer_name: "  Hana   Okafor ", consent: true, document_sha256: shown.document_sha256 },
      { "user-agent": "Homeowner Phone/1.0" },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.json.decision).toMatchObject({ state: "accepted", signer_name: "Hana   Okafor" });

    const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.status).toBe(QUOTE_STATUS.CUSTOMER_ACCEPTED);
    expect(quote.submitted_at).toBeNull();
    expect(quote.accepted_at).not.toBeNull();
    const decision = await prisma.quoteDecision.findFirstOrThrow({ where: { quote_id: quoteId } });
    expect(decision).toMatchObject({
      decision: "accepted",
      signer_name: "Hana   Okafor",
      reason: null,
      user_agent: "Homeowner Phone/1.0",
      document_sha256: shown.document_sha256,
    });
    expect(decision.ip_address).toMatch(/127\.0\.0\.1|::1/);
    const link = await prisma.quoteShareLink.findFirstOrThrow({ where: { quote_id: quoteId } });
    expect(link.decided_at).not.toBeNull();
    const log = await prisma.statusChange.findMany({ where: { entity: "quote", entity_id: quoteId } });
    expect(log.at(-1)).toMatchObject({ from_status: 10, to_status: 12, user_id: null, actor: "customer" });
    // The quote's creator hears of it.
    const creator = await prisma.user.findUniqueOrThrow({ where: { id: repId } });
    expect(
      await prisma.emailJob.count({ where: { kind: "customer_accepted", to_address: creator.email ?? "" } }),
    ).toBe(1);

    // The link never acts twice; it still shows the answer.
    for (const again of [
      await anonymous.post(`/api/public/quotes/${token}/accept`, {
        signer_name: "Hana Okafor",
        consent: true,
      }),
      await anonymous.post(`/api/public/quotes/${token}/decline`, {}),
    ])
      expect(again).toMatchObject({ status: 409, json: { errors: [MESSAGES.quoteAlreadyAnswered] } });
    expect(await prisma.quoteDecision.count({ where: { quote_id: quoteId } })).toBe(1);
    const after = await anonymous.get(`/api/public/quotes/${token}`);
    expect(after.json.decision).toMatchObject({ state: "accepted", signer_name: "Hana   Okafor" });

    // The dealer submits it; the manufacturer approves it as any submitted quote.
    expect((await rep.post(`/api/quotes/${quoteId}/submit`, { measurements_final: true })).status).toBe(200);
    expect((await staff.post("/api/orders", { quote_id: quoteId })).status).toBe(200);
  });

  it("declines: 10 -> 11 with the reason; revise (11 -> 1) ends the link; sending again makes a new one", async () => {
    const { prisma } = getDatabase();
    const { quoteId, token } = await sent();
    const declined = await anonymous.post(`/api/public/quotes/${token}/decline`, {
      reason: " Over our budget ",
    });
    expect(declined.status).toBe(200);
    expect(declined.json.decision).toMatchObject({ state: "declined", reason: "Over our budget" });
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(11);
    const log = await prisma.statusChange.findMany({ where: { entity: "quote", entity_id: quoteId } });
    expect(log.at(-1)).toMatchObject({
      from_status: 10,
      to_status: 11,
      actor: "customer",
      note: "Over our budget",
    });
    expect(await prisma.emailJob.count({ where: { kind: "customer_declined" } })).toBeGreaterThan(0);

    // Read-only until revised.
    expect((await rep.patch(`/api/quotes/${quoteId}`, { title: "Cheaper" })).json).toEqual({
      errors: [MESSAGES.quoteDeclinedByCustomer],
    });
    const revised = await rep.post(`/api/quotes/${quoteId}/revise`);
    expect(revised.status).toBe(200);
    expect(revised.json.status).toBe(1);
    expect(await anonymous.get(`/api/public/quotes/${token}`)).toMatchObject({ status: 404, json: DEAD });
    expect((await rep.patch(`/api/quotes/${quoteId}`, { title: "Cheaper" })).status).toBe(200);

    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const second = await mailedToken(quoteId);
    expect(second).not.toBe(token);
    expect((await anonymous.get(`/api/public/quotes/${second}`)).json.decision).toEqual({ state: "open" });
    expect(await anonymous.get(`/api/public/quotes/${token}`)).toMatchObject({ status: 404, json: DEAD });
    expect(await prisma.quoteShareLink.count({ where: { quote_id: quoteId, revoked_at: null } })).toBe(1);
  });

  it("withdraws: 10 -> 1 and the link dies; sending again ends the earlier link", async () => {
    const { prisma } = getDatabase();
    const { quoteId, token } = await sent();
    expect((await rep.patch(`/api/quotes/${quoteId}`, { title: "Edited while sent" })).json).toEqual({
      errors: [MESSAGES.quoteWithCustomer],
    });
    const withdrawn = await rep.post(`/api/quotes/${quoteId}/withdraw`);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.status).toBe(1);
    const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.valid_until).toBeNull();
    for (const path of ["", "/pdf"])
      expect(await anonymous.get(`/api/public/quotes/${token}${path}`)).toMatchObject({
        status: 404,
        json: DEAD,
      });
    expect(
      await anonymous.post(`/api/public/quotes/${token}/accept`, {
        signer_name: "Hana Okafor",
        consent: true,
      }),
    ).toMatchObject({ status: 404, json: DEAD });
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(1);

    // Withdrawing a quote that is not with its customer is refused by the table.
    expect(await rep.post(`/api/quotes/${quoteId}/withdraw`)).toMatchObject({
      status: 409,
      json: { errors: ["Only a quote waiting for the customer can be withdrawn."] },
    });
    // PATCH {status: 10} sends as POST /send does.
    expect((await rep.patch(`/api/quotes/${quoteId}`, { status: 10 })).status).toBe(200);
    const viaPatch = await mailedToken(quoteId);
    expect((await anonymous.get(`/api/public/quotes/${viaPatch}`)).status).toBe(200);
    expect((await rep.patch(`/api/quotes/${quoteId}`, { status: 1 })).status).toBe(200);
    expect(await anonymous.get(`/api/public/quotes/${viaPatch}`)).toMatchObject({ status: 404, json: DEAD });
  });

  it("answers one 404 for unknown, malformed, expired and withdrawn tokens alike", async () => {
    const { prisma } = getDatabase();
    const expired = await sent();
    await prisma.quoteShareLink.updateMany({
      where: { quote_id: expired.quoteId },
      data: { expires_at: new Date(Date.now() - 1000) },
    });
    const withdrawn = await sent();
    await rep.post(`/api/quotes/${withdrawn.quoteId}/withdraw`);
    const tokens = [randomBytes(32).toString("base64url"), "not-a-token", expired.token, withdrawn.token];
    const answers = [];
    for (const token of tokens) {
      answers.push(await anonymous.get(`/api/public/quotes/${token}`));
      answers.push(await anonymous.get(`/api/public/quotes/${token}/pdf`));
      answers.push(
        await anonymous.post(`/api/public/quotes/${token}/accept`, {
          signer_name: "Hana Okafor",
          consent: true,
        }),
      );
      answers.push(await anonymous.post(`/api/public/quotes/${token}/decline`, {}));
    }
    for (const answer of answers) expect(answer).toMatchObject({ status: 404, json: DEAD });
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: expired.quoteId } })).status).toBe(10);
  });

  it("keeps tenants apart: a token shows its own dealer only; another dealer cannot send, withdraw, revise or read the history", async () => {
    const { token, quoteId } = await sent();
    const answer = await anonymous.get(`/api/public/quotes/${token}`);
    const text = JSON.stringify(answer.json);
    expect(text).toContain(dealer.company_name);
    const { prisma } = getDatabase();
    for (const other of await prisma.dealer.findMany({ where: { id: { not: dealer.id } } }))
      expect(text).not.toContain(other.company_name);
    const draftId = await draft();
    for (const [method, path] of [
      ["POST", `/api/quotes/${draftId}/send`],
      ["POST", `/api/quotes/${quoteId}/withdraw`],
      ["POST", `/api/quotes/${quoteId}/revise`],
      ["GET", `/api/quotes/${quoteId}/history`],
      ["PATCH", `/api/quotes/${quoteId}`],
    ] as const) {
      const body = method === "GET" ? undefined : method === "PATCH" ? { status: 1 } : {};
      const refused = await foreignDealer.request(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(404);
    }
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: draftId } })).status).toBe(1);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(10);
    // No session at all: the panel's calls are closed.
    expect((await anonymous.post(`/api/quotes/${draftId}/send`)).status).toBe(401);
  });

  it("lets exactly one of many simultaneous answers win", async () => {
    const { prisma } = getDatabase();
    const { quoteId, token } = await sent();
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, index) =>
        new Client(app.url, null).post(`/api/public/quotes/${token}/accept`, {
          signer_name: `Signer ${index}`,
          consent: true,
        }),
      ),
      new Client(app.url, null).post(`/api/public/quotes/${token}/decline`, { reason: "No" }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(await prisma.quoteDecision.count({ where: { quote_id: quoteId } })).toBe(1);
    const moves = await prisma.statusChange.count({
      where: { entity: "quote", entity_id: quoteId, from_status: 10 },
    });
    expect(moves).toBe(1);
  });

  it("passes the Origin check as other unauthenticated calls do, and takes JSON only", async () => {
    const { prisma } = getDatabase();
    const { token, quoteId } = await sent();
    // A browser with a panel session (the dealer trying the link) must come from our origin.
    const foreign = new Client(app.url, "https://evil.example");
    foreign.cookie = rep.cookie;
    const refused = await foreign.post(`/api/public/quotes/${token}/decline`, {});
    expect(refused).toMatchObject({ status: 403, json: { errors: [MESSAGES.crossOrigin] } });
    // A cross-site HTML form cannot send JSON: a text/plain post is refused and decides nothing.
    const form = await fetch(`${app.url}/api/public/quotes/${token}/decline`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(form.status).toBe(415);
    expect(await prisma.quoteDecision.count({ where: { quote_id: quoteId } })).toBe(0);
    // Without a session no Origin is needed (a script, a mail client's browser).
    expect((await anonymous.post(`/api/public/quotes/${token}/decline`, {})).status).toBe(200);
  });

  it("rate-limits failed token look-ups per address", async () => {
    const limited = await startApp({
      prisma: getDatabase().prisma,
      apiRouters: [publicQuoteRoutes({ prisma: getDatabase().prisma, lookupLimit: 3 })],
    });
    try {
      const client = new Client(limited.url, null);
      const probe = () => client.get(`/api/public/quotes/${randomBytes(32).toString("base64url")}`);
      for (let i = 0; i < 3; i += 1) expect((await probe()).status).toBe(404);
      expect(await probe()).toMatchObject({
        status: 429,
        json: { errors: ["Too many requests. Please wait a few minutes and try again."] },
      });
    } finally {
      await limited.close();
    }
  });

  describe("history", () => {
    it("lists who moved the quote and its order, when, from -> to, the reason and the signature", async () => {
      const { quoteId, token } = await sent();
      await anonymous.post(`/api/public/quotes/${token}/accept`, {
        signer_name: "Hana Okafor",
        consent: true,
      });
      await rep.post(`/api/quotes/${quoteId}/submit`, { po_reference: "PO-1", measurements_final: true });
      const order = await staff.post("/api/orders", { quote_id: quoteId });
      await staff.patch(`/api/orders/${order.json.id}`, { status: 2 });

      const answer = await rep.get(`/api/quotes/${quoteId}/history`);
      expect(answer.status).toBe(200);
      const { quote, order: orderHistory } = answer.json;
      const rows = quote.map(
        (entry: { from_label: string | null; to_label: string; who: { name: string } }) =>
          [entry.from_label, entry.to_label, entry.who.name].join(" | "),
      );
      // makeQuote made the fixture without history; the rest is the table's moves.
      expect(rows).toEqual([
        "Started | Customer Approval | Ray Patel",
        "Customer Approval | Customer Accepted | Customer",
        "Customer Accepted | Awaiting Approval | Ray Patel",
        "Awaiting Approval | Ordered | Maya Ortiz",
      ]);
      expect(quote[1]).toMatchObject({
        entity: "quote",
        from_status: 10,
        to_status: 12,
        who: { kind: "customer", name: "Customer" },
        signature: { signer_name: "Hana Okafor" },
      });
      expect(quote[0].signature).toBeNull();
      expect(Date.parse(quote[1].at)).toBeGreaterThanOrEqual(Date.parse(quote[0].at));
      expect(
        orderHistory.map(
          (entry: { from_status: number | null; to_status: number; who: { kind: string } }) => [
            entry.from_status,
            entry.to_status,
            entry.who.kind,
          ],
        ),
      ).toEqual([
        [null, 1, "user"],
        [1, 2, "user"],
      ]);
      expect(orderHistory[1].to_label).toBe("Processing");
    });

    it("carries the customer's decline reason", async () => {
      const { quoteId, token } = await sent();
      await anonymous.post(`/api/public/quotes/${token}/decline`, { reason: "Went with a pergola" });
      const { quote } = (await staff.get(`/api/quotes/${quoteId}/history`)).json;
      expect(quote.at(-1)).toMatchObject({
        to_label: "Customer Rejected",
        who: { kind: "customer", name: "Customer" },
        note: "Went with a pergola",
        signature: null,
      });
    });
  });
});
