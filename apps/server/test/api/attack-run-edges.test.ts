import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORDER_STATUS, QUOTE_STATUS } from "@screens/domain";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { signErpRequest } from "../../src/services/erp-webhook.js";
import { createHttpErpConnector } from "../../src/services/erp/http-connector.js";
import { drainEmailQueue, enqueueEmail } from "../../src/mail/queue.js";
import { publicQuoteRoutes } from "../../src/api/public/quote-link-routes.js";
import { makeQuote, seedForeignAccount } from "../helpers/fixtures.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";

/**
 * What an attack run found at the edges of the API: ids read loosely (decision 145), a NUL reaching
 * PostgreSQL text through the ERP's webhook and other outside texts (decision 146), the homeowner's
 * link ended by its own refused answers (decision 146), and the shipments' collection without its GET.
 */
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const SECRET = "test-webhook-secret-0123456789abcdef";
const NUL = "Text must not contain NUL characters.";
/** Texts (as they go in a path) that Number() reads as `id`, and none of which is the id. */
const looseForms = (id: number) => [
  `0x${id.toString(16)}`,
  `${id}e0`,
  `0${id}`,
  `%20${id}`,
  `${id}%20`,
  `+${id}`,
  `${id}.0`,
  `0b${id.toString(2)}`,
  `%09${id}`,
];

forEachDatabase("the API's edges", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  const prisma = () => getDatabase().prisma;
  let dealer: { id: number; account_id: number };
  let repId: number;

  beforeAll(async () => {
    await seedDemoWorld(prisma());
    await seedForeignAccount(prisma());
    dealer = await prisma().dealer.findFirstOrThrow({ where: { company_name: "Gulf Coast Shade & Screen" } });
    repId = (await prisma().user.findUniqueOrThrow({ where: { username: "salesrep" } })).id;
    app = await startApp({
      prisma: prisma(),
      erpWebhookSecret: SECRET,
      rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 },
    });
  });
  afterAll(() => app.close());

  describe("ids are canonical decimal integers only", () => {
    it("REST paths: 0x1, 1e0, 01, ' 1' and the like address nothing; a fuzzed DELETE deactivates nothing", async () => {
      const staff = await as("superadmin");
      const { quoteId } = await makeQuote(prisma(), {
        dealerId: dealer.id,
        accountId: dealer.account_id,
        userId: repId,
      });
      // The quote is reachable by its id written canonically, and by nothing else.
      expect((await staff.get(`/api/quotes/${quoteId}`)).status).toBe(200);
      for (const text of looseForms(quoteId)) {
        const answer = await staff.get(`/api/quotes/${text}`);
        expect([400, 404], `GET /api/quotes/${text}`).toContain(answer.status);
        const pdf = await staff.get(`/api/quotes/${text}/pdf`);
        expect([400, 404], `GET /api/quotes/${text}/pdf`).toContain(pdf.status);
      }
      const first = await prisma().dealer.findFirstOrThrow({ orderBy: { id: "asc" } });
      for (const text of looseForms(first.id)) {
        const answer = await staff.request("DELETE", `/api/dealers/${text}`);
        expect([400, 404], `DELETE /api/dealers/${text}`).toContain(answer.status);
      }
      expect((await prisma().dealer.findUniqueOrThrow({ where: { id: first.id } })).status).toBe(
        first.status,
      );
      // The same for ids in a query and in a body.
      expect((await staff.get(`/api/quotes?cursor=0x${quoteId.toString(16)}`)).status).toBe(400);
      expect((await staff.get(`/api/configurations?quote_id=0${quoteId}`)).status).toBe(400);
      const body = await staff.post("/api/add-on-accessories", {
        quote_id: `0x${quoteId.toString(16)}`,
        sku: "X",
      });
      expect(body.status).toBe(400);
      expect(body.json.errors).toContain("quote_id: The id must be a whole number.");
      expect((await staff.get(`/api/configurations?quote_id=${quoteId}`)).status).toBe(200);
    });

    it("tRPC: a loose text is no id; a number and its canonical text are", async () => {
      const staff = await as("superadmin");
      const { quoteId } = await makeQuote(prisma(), {
        dealerId: dealer.id,
        accountId: dealer.account_id,
        userId: repId,
      });
      const get = (id: unknown) =>
        staff.get(`/api/trpc/quotes.get?input=${encodeURIComponent(JSON.stringify({ id }))}`);
      expect((await get(quoteId)).status).toBe(200);
      expect((await get(String(quoteId))).status).toBe(200);
      for (const text of looseForms(quoteId).map(decodeURIComponent))
        expect((await get(text)).status, JSON.stringify(text)).toBe(400);
      const first = await prisma().dealer.findFirstOrThrow({ orderBy: { id: "asc" } });
      const deactivate = await staff.request("POST", "/api/trpc/dealers.deactivate", {
        id: `0x${first.id.toString(16)}`,
      });
      expect([400, 404]).toContain(deactivate.status);
      expect((await prisma().dealer.findUniqueOrThrow({ where: { id: first.id } })).status).toBe(
        first.status,
      );
    });
  });

  describe("a NUL never reaches PostgreSQL text", () => {
    const orderOf = async () => {
      const { orderId } = await makeQuote(prisma(), {
        dealerId: dealer.id,
        accountId: dealer.account_id,
        userId: repId,
        status: QUOTE_STATUS.ORDERED,
        orderStatus: ORDER_STATUS.PROCESSING,
      });
      return orderId!;
    };
    const postEvent = async (orderId: number, event: object) => {
      const raw = JSON.stringify({ order_id: orderId, ...event });
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(`${app.url}/api/erp/orders/${orderId}/events`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-screens-timestamp": String(timestamp),
          "x-screens-signature": signErpRequest(SECRET, timestamp, raw),
        },
        body: raw,
      });
      return { status: response.status, json: (await response.json()) as { errors?: string[] } };
    };

    it("a correctly signed ERP event holding a NUL is a 400 like every other input, and writes nothing", async () => {
      const orderId = await orderOf();
      const events = [
        {
          event_id: "nul-1",
          kind: "shipment_created",
          shipment: { carrier: "UPS\u0000", tracking_number: "1Z9" },
        },
        { event_id: "nul\u00002", kind: "status_changed", status: ORDER_STATUS.IN_PRODUCTION },
        { event_id: "nul-3", kind: "status_changed", status: ORDER_STATUS.IN_PRODUCTION, "note\u0000": 1 },
      ];
      for (const event of events) {
        const answer = await postEvent(orderId, event);
        expect(answer.status, JSON.stringify(event)).toBe(400);
        expect(answer.json.errors).toEqual([NUL]);
      }
      expect(await prisma().erpEvent.count({ where: { order_id: orderId } })).toBe(0);
      expect(await prisma().shipment.count({ where: { order_id: orderId } })).toBe(0);
      // The same event without the NUL is taken.
      const clean = await postEvent(orderId, {
        event_id: "clean-1",
        kind: "shipment_created",
        shipment: { carrier: "UPS", tracking_number: "1Z9" },
      });
      expect(clean.status).toBe(200);
    });

    it("the ERP's answer to a push: a record id with a NUL (or of any length) is refused, not stored", async () => {
      let answerId = "";
      const server = http.createServer((_req, res) => {
        res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ id: answerId }));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
      try {
        const erp = createHttpErpConnector({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
        });
        const payload = {} as Parameters<typeof erp.push>[0];
        for (const bad of ["NS\u00001", "N".repeat(101)]) {
          answerId = bad;
          await expect(erp.push(payload, "key")).rejects.toThrow(
            "The ERP answered with a record id the panel cannot keep.",
          );
        }
        answerId = "NS-1001";
        await expect(erp.push(payload, "key")).resolves.toEqual({ externalId: "NS-1001" });
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    it("a mail server's refusal holding a NUL is kept without it", async () => {
      const id = await prisma().$transaction((tx) =>
        enqueueEmail(tx, { kind: "test-nul", to: "nul@example.com", subject: "S", html: "", text: "T" }),
      );
      const mailer = { send: () => Promise.reject(new Error("550 mailbox\u0000 unavailable")) };
      const result = await drainEmailQueue({ prisma: prisma(), mailer, shouldStop: () => false });
      expect(result.retrying + result.failed).toBeGreaterThan(0);
      const job = await prisma().emailJob.findUniqueOrThrow({ where: { id } });
      expect(job.last_error).toBe("550 mailbox unavailable");
    });
  });

  describe("the homeowner's link counts only unknown or dead tokens against an address", () => {
    it("refused answers (409) on a live link cost nothing; dead tokens do, up to the 429", async () => {
      const limited = await startApp({
        prisma: prisma(),
        apiRouters: [publicQuoteRoutes({ prisma: prisma(), lookupLimit: 3 })],
      });
      try {
        await prisma().rateLimitHit.deleteMany({ where: { key: { startsWith: "quote-link" } } });
        const { quoteId } = await makeQuote(prisma(), {
          dealerId: dealer.id,
          accountId: dealer.account_id,
          userId: repId,
        });
        const customer = await prisma().customer.create({
          data: {
            dealer_id: dealer.id,
            first_name: "Lea",
            last_name: "Moreau",
            email: "lea.moreau@example.com",
          },
        });
        await prisma().quote.update({ where: { id: quoteId }, data: { customer_id: customer.id } });
        expect((await (await as("salesrep")).post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
        const job = await prisma().emailJob.findFirstOrThrow({
          where: { kind: "quote_sent", to_address: "lea.moreau@example.com" },
          orderBy: { id: "desc" },
        });
        const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(job.text)![1]!;
        const homeowner = new Client(limited.url, null);
        expect(
          (await homeowner.post(`/api/public/quotes/${token}/decline`, { reason: "Too dear" })).status,
        ).toBe(200);
        // Answering again is refused, ten times over the allowance of 3: never a 429.
        for (let i = 0; i < 10; i++) {
          const again = await homeowner.post(`/api/public/quotes/${token}/accept`, {
            signer_name: "Lea Moreau",
            consent: true,
          });
          expect(again.status).toBe(409);
        }
        expect((await homeowner.get(`/api/public/quotes/${token}`)).status).toBe(200);
        const pdf = await fetch(`${limited.url}/api/public/quotes/${token}/pdf`);
        expect(pdf.status).toBe(200);
        // Dead tokens count, on the page, the PDF and the answers alike: the fourth is 429.
        const dead = () => randomBytes(32).toString("base64url");
        expect((await homeowner.get(`/api/public/quotes/${dead()}`)).status).toBe(404);
        expect((await fetch(`${limited.url}/api/public/quotes/${dead()}/pdf`)).status).toBe(404);
        expect((await homeowner.post(`/api/public/quotes/${dead()}/decline`, {})).status).toBe(404);
        const limitedNow = await homeowner.post(`/api/public/quotes/${dead()}/decline`, {});
        expect(limitedNow.status).toBe(429);
        expect((await homeowner.get(`/api/public/quotes/${token}`)).status).toBe(429);
      } finally {
        await limited.close();
        await prisma().rateLimitHit.deleteMany({ where: { key: { startsWith: "quote-link" } } });
      }
    });
  });

  describe("GET /api/orders/{order_id}/shipments", () => {
    it("lists an order's shipments to whoever reads its tracking, oldest first; 204 when none", async () => {
      const { orderId } = await makeQuote(prisma(), {
        dealerId: dealer.id,
        accountId: dealer.account_id,
        userId: repId,
        status: QUOTE_STATUS.ORDERED,
        orderStatus: ORDER_STATUS.PROCESSING,
      });
      const staff = await as("mfguser");
      const rep = await as("salesrep");
      const none = await rep.get(`/api/orders/${orderId}/shipments`);
      expect(none.status).toBe(204);
      const first = await staff.post(`/api/orders/${orderId}/shipments`, {
        carrier: "UPS",
        tracking_number: "1Z1",
      });
      expect(first.status).toBe(200);
      const second = await staff.post(`/api/orders/${orderId}/shipments`, {
        carrier: "FedEx",
        tracking_number: "77",
      });
      expect(second.status).toBe(200);
      const list = await rep.get(`/api/orders/${orderId}/shipments`);
      expect(list.status).toBe(200);
      expect(list.json.map((row: { id: number }) => row.id)).toEqual([first.json.id, second.json.id]);
      // The same rows as the tracking's.
      expect(list.json).toEqual((await rep.get(`/api/orders/${orderId}/tracking`)).json.shipments);
      // The tracking's tenancy: another dealer (and a missing order) 404; no session 401.
      expect((await (await as("cadealer")).get(`/api/orders/${orderId}/shipments`)).status).toBe(404);
      expect((await (await as("otherdealer")).get(`/api/orders/${orderId}/shipments`)).status).toBe(404);
      expect((await rep.get("/api/orders/999999/shipments")).status).toBe(404);
      expect((await new Client(app.url, null).get(`/api/orders/${orderId}/shipments`)).status).toBe(401);
      // In tRPC and in the API's description.
      const viaTrpc = await rep.get(
        `/api/trpc/shipments.list?input=${encodeURIComponent(JSON.stringify({ order_id: orderId }))}`,
      );
      expect(viaTrpc.status).toBe(200);
      const openapi = (await rep.get("/api/openapi.json")).json;
      expect(Object.keys(openapi.paths["/orders/{order_id}/shipments"])).toEqual(
        expect.arrayContaining(["get", "post"]),
      );
    });
  });
});
