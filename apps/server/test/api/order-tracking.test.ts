import { vi, afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ORDER_STATUS } from "@screens/domain";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { signErpRequest, verifyErpSignature } from "../../src/services/erp-webhook.js";
import { seedForeignAccount } from "../helpers/fixtures.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";

// A fresh database (PGlite is a whole PostgreSQL in WASM) takes long to make on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const SECRET = "test-webhook-secret-0123456789abcdef";

/** A webhook call as the ERP makes it: the raw body signed with the timestamp. */
async function postEvent(
  app: RunningApp,
  orderId: number | string,
  body: unknown,
  options: { secret?: string; timestamp?: number; signature?: string; rawBody?: string } = {},
) {
  // The ERP names the order in the signed body (the URL is not signed).
  const signed =
    typeof body === "object" && body !== null && !("order_id" in body) && typeof orderId === "number"
      ? { order_id: orderId, ...body }
      : body;
  const raw = options.rawBody ?? JSON.stringify(signed);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature ?? signErpRequest(options.secret ?? SECRET, timestamp, raw);
  const response = await fetch(`${app.url}/api/erp/orders/${orderId}/events`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-screens-timestamp": String(timestamp),
      "x-screens-signature": signature,
    },
    body: raw,
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

describe("ERP webhook signature", () => {
  const body = Buffer.from('{"event_id":"e1"}');
  const now = new Date("2026-11-23T08:00:00Z");
  const timestamp = Math.floor(now.getTime() / 1000);

  it("accepts the exact bytes signed with the secret, within five minutes", () => {
    const signature = signErpRequest(SECRET, timestamp, body);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(() =>
      verifyErpSignature(SECRET, { timestamp: String(timestamp), signature }, body, now),
    ).not.toThrow();
    const later = new Date(now.getTime() + 299_000);
    expect(() =>
      verifyErpSignature(SECRET, { timestamp: String(timestamp), signature }, body, later),
    ).not.toThrow();
  });

  it("refuses another body, another secret, another timestamp, an old or missing signature", () => {
    const signature = signErpRequest(SECRET, timestamp, body);
    const check =
      (headers: { timestamp?: string; signature?: string }, raw = body, at = now) =>
      () =>
        verifyErpSignature(SECRET, { timestamp: headers.timestamp, signature: headers.signature }, raw, at);
    expect(check({ timestamp: String(timestamp), signature }, Buffer.from('{"event_id":"e2"}'))).toThrow();
    expect(
      check({ timestamp: String(timestamp), signature: signErpRequest("other", timestamp, body) }),
    ).toThrow();
    expect(check({ timestamp: String(timestamp + 1), signature })).toThrow();
    expect(
      check({ timestamp: String(timestamp), signature }, body, new Date(now.getTime() + 301_000)),
    ).toThrow();
    expect(check({ timestamp: String(timestamp) })).toThrow();
    expect(check({ signature })).toThrow();
    expect(check({ timestamp: "1e3", signature })).toThrow();
    expect(check({ timestamp: String(timestamp), signature: signature.slice(0, -2) })).toThrow();
  });
});

forEachDatabase("order tracking", (getDatabase) => {
  let app: RunningApp;
  let orderId: number;
  let staff: Client;
  let rep: Client;
  const prisma = () => getDatabase().prisma;
  const jobs = (kind: string) => prisma().emailJob.count({ where: { kind } });

  beforeAll(async () => {
    await seedDemoWorld(prisma());
    await seedForeignAccount(prisma());
    app = await startApp({ prisma: prisma(), erpWebhookSecret: SECRET });
    const order = await prisma().order.findFirstOrThrow({ orderBy: { id: "asc" } });
    orderId = order.id;
    staff = new Client(app.url);
    await staff.login("mfguser");
    rep = new Client(app.url);
    await rep.login("cadealer");
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    // Every test starts from the demo's order: Processing, no shipments, no ERP events.
    await prisma().erpEvent.deleteMany();
    await prisma().shipment.deleteMany();
    await prisma().emailJob.deleteMany();
    await prisma().job.deleteMany();
    await prisma().statusChange.deleteMany({ where: { entity: "order", entity_id: orderId, actor: "erp" } });
    await prisma().order.update({ where: { id: orderId }, data: { status: ORDER_STATUS.PROCESSING } });
  });

  describe("the ERP's webhook", () => {
    it("moves the order by a signed status event, dated and signed by the ERP, and tells the dealer", async () => {
      const answer = await postEvent(app, orderId, {
        event_id: "erp-status-1",
        kind: "status_changed",
        status: ORDER_STATUS.IN_PRODUCTION,
        occurred_at: new Date(Date.now() - 60_000).toISOString(),
      });
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        event_id: "erp-status-1",
        duplicate: false,
        applied: true,
        shipment_id: null,
      });
      expect((await prisma().order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(10);
      const tracking = await rep.get(`/api/orders/${orderId}/tracking`);
      expect(tracking.status).toBe(200);
      const last = tracking.json.events.find((event: { who: { kind: string } }) => event.who.kind === "erp");
      expect(last).toMatchObject({
        kind: "status",
        from_label: "Processing",
        to_label: "In Production",
        who: { kind: "erp", name: "ERP" },
      });
      expect(await jobs("order_status_changed")).toBeGreaterThan(0);
    });

    it("answers 401 to a bad, missing or replayed signature and writes nothing", async () => {
      const event = { event_id: "erp-bad", kind: "status_changed", status: ORDER_STATUS.IN_PRODUCTION };
      const old = Math.floor(Date.now() / 1000) - 600;
      const answers = [
        await postEvent(app, orderId, event, { secret: "not-the-secret" }),
        await postEvent(app, orderId, event, { signature: "" }),
        await postEvent(app, orderId, event, { signature: `v1=${"0".repeat(64)}` }),
        // A captured request sent again after the window, with its own valid signature.
        await postEvent(app, orderId, event, { timestamp: old }),
        // The body changed after signing.
        await postEvent(app, orderId, event, {
          signature: signErpRequest(
            SECRET,
            Math.floor(Date.now() / 1000),
            JSON.stringify({ ...event, status: 50 }),
          ),
        }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(answer.json.errors).toEqual(["The request's signature is missing, wrong or too old."]);
      }
      expect(await prisma().erpEvent.count()).toBe(0);
      expect((await prisma().order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(2);
      expect(await jobs("order_status_changed")).toBe(0);
    });

    it("refuses a body signed for one order posted to another order's URL, and one naming no order", async () => {
      const other = await prisma().order.create({
        data: { quote_id: (await otherQuote()).id, status: ORDER_STATUS.PROCESSING },
      });
      const event = { event_id: "erp-moved", kind: "status_changed", status: ORDER_STATUS.IN_PRODUCTION };
      // Signed (validly) for this order, replayed to the other within the window.
      const replayed = await postEvent(app, other.id, { order_id: orderId, ...event });
      expect(replayed.status).toBe(400);
      expect(replayed.json.errors).toEqual(["order_id: The signed order is not the order in the URL."]);
      const unnamed = await postEvent(app, other.id, undefined, { rawBody: JSON.stringify(event) });
      expect(unnamed.status).toBe(400);
      expect(unnamed.json.errors).toEqual(["order_id is required (the order the event is for)."]);
      expect(await prisma().erpEvent.count()).toBe(0);
      expect((await prisma().order.findUniqueOrThrow({ where: { id: other.id } })).status).toBe(
        ORDER_STATUS.PROCESSING,
      );
      expect(await prisma().statusChange.count({ where: { entity: "order", entity_id: other.id } })).toBe(0);
    });

    it("is idempotent by event id: a repeated event changes nothing and sends nothing", async () => {
      const event = { event_id: "erp-once", kind: "status_changed", status: ORDER_STATUS.PRODUCED };
      const first = await postEvent(app, orderId, event);
      const again = await postEvent(app, orderId, event);
      expect(first.json.duplicate).toBe(false);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ duplicate: true, applied: false });
      expect(await prisma().erpEvent.count({ where: { event_id: "erp-once" } })).toBe(1);
      expect(
        await prisma().statusChange.count({ where: { entity: "order", entity_id: orderId, actor: "erp" } }),
      ).toBe(1);
      const mails = await jobs("order_status_changed");
      // The same id delivered twice at once: one is applied, the other is a duplicate.
      await prisma().order.update({ where: { id: orderId }, data: { status: ORDER_STATUS.PROCESSING } });
      const race = { event_id: "erp-race", kind: "status_changed", status: ORDER_STATUS.CLOSED };
      const both = await Promise.all([postEvent(app, orderId, race), postEvent(app, orderId, race)]);
      expect(both.map((answer) => answer.status)).toEqual([200, 200]);
      expect(both.filter((answer) => answer.json.duplicate === false)).toHaveLength(1);
      expect(await prisma().erpEvent.count({ where: { event_id: "erp-race" } })).toBe(1);
      expect(await jobs("order_status_changed")).toBeGreaterThan(mails);
      // The same id for another order is a mistake the ERP must hear about.
      const other = await prisma().order.create({ data: { quote_id: (await otherQuote()).id, status: 1 } });
      const reused = await postEvent(app, other.id, event);
      expect(reused.status).toBe(409);
    });

    async function otherQuote() {
      const quote = await prisma().quote.findFirstOrThrow({ where: { order: null }, orderBy: { id: "asc" } });
      return quote;
    }

    it("follows the lifecycle table: a move the table refuses is 409 and nothing is recorded", async () => {
      await prisma().order.update({ where: { id: orderId }, data: { status: ORDER_STATUS.CLOSED } });
      const answer = await postEvent(app, orderId, {
        event_id: "erp-reopen",
        kind: "status_changed",
        status: ORDER_STATUS.ACTIVE,
      });
      expect(answer.status).toBe(409);
      expect(answer.json.errors).toEqual(["A closed order cannot change its status."]);
      expect(await prisma().erpEvent.count()).toBe(0);
    });

    it("ignores a status report older than the order's last change (events out of order)", async () => {
      await postEvent(app, orderId, {
        event_id: "erp-new",
        kind: "status_changed",
        status: ORDER_STATUS.PRODUCED,
      });
      const stale = await postEvent(app, orderId, {
        event_id: "erp-old",
        kind: "status_changed",
        status: ORDER_STATUS.IN_PRODUCTION,
        occurred_at: "2020-01-01T00:00:00Z",
      });
      expect(stale.json).toMatchObject({ duplicate: false, applied: false });
      expect((await prisma().order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe(20);
    });

    it("records shipments: created, then delivered; the dealer's shipped e-mail is queued once", async () => {
      const created = await postEvent(app, orderId, {
        event_id: "erp-ship-1",
        kind: "shipment_created",
        shipment: {
          carrier: "UPS Freight",
          tracking_number: "1Z999",
          tracking_url: "https://www.ups.com/track?tracknum=1Z999",
          shipped_at: "2026-01-06T10:00:00Z",
        },
      });
      expect(created.status).toBe(200);
      expect(created.json.shipment_id).toEqual(expect.any(Number));
      expect(await jobs("order_shipped")).toBeGreaterThan(0);
      const shippedMails = await jobs("order_shipped");
      const delivered = await postEvent(app, orderId, {
        event_id: "erp-ship-2",
        kind: "shipment_updated",
        shipment: { tracking_number: "1Z999", delivered_at: "2026-01-08" },
      });
      expect(delivered.status).toBe(200);
      expect(delivered.json.shipment_id).toBe(created.json.shipment_id);
      // The ERP sending "created" again for the same tracking number updates the shipment.
      await postEvent(app, orderId, {
        event_id: "erp-ship-3",
        kind: "shipment_created",
        shipment: { carrier: "UPS", tracking_number: "1Z999", shipped_at: "2026-01-06T10:00:00Z" },
      });
      expect(await prisma().shipment.count()).toBe(1);
      expect(await jobs("order_shipped")).toBe(shippedMails);

      const tracking = (await rep.get(`/api/orders/${orderId}/tracking`)).json;
      expect(tracking.shipments).toEqual([
        expect.objectContaining({
          carrier: "UPS",
          tracking_number: "1Z999",
          source: "erp",
          shipped_at: "2026-01-06T10:00:00.000Z",
          delivered_at: "2026-01-08T12:00:00.000Z",
        }),
      ]);
      expect(
        tracking.events
          .filter((e: { kind: string }) => e.kind !== "status")
          .map((e: { kind: string }) => e.kind),
      ).toEqual(["shipped", "delivered"]);
    });

    it("answers 400 to a signed body it cannot read, 404 to an unknown order or shipment", async () => {
      const notJson = await postEvent(app, orderId, undefined, { rawBody: "{not json" });
      expect(notJson.status).toBe(400);
      const unknownKind = await postEvent(app, orderId, { event_id: "x1", kind: "order_deleted" });
      expect(unknownKind.status).toBe(400);
      const badUrl = await postEvent(app, orderId, {
        event_id: "x2",
        kind: "shipment_created",
        shipment: { carrier: "UPS", tracking_url: "javascript:alert(1)" },
      });
      expect(badUrl.status).toBe(400);
      expect(badUrl.json.errors).toEqual([
        "shipment.tracking_url: The tracking link must be an http:// or https:// address.",
      ]);
      expect(
        (await postEvent(app, 999999, { event_id: "x3", kind: "status_changed", status: 10 })).status,
      ).toBe(404);
      const noShipment = await postEvent(app, orderId, {
        event_id: "x4",
        kind: "shipment_updated",
        shipment: { tracking_number: "NOPE", delivered_at: "2026-01-08" },
      });
      expect(noShipment.status).toBe(404);
      expect(await prisma().erpEvent.count()).toBe(0);
    });

    it("refuses everything without a configured secret", async () => {
      const bare = await startApp({ prisma: prisma() });
      try {
        const answer = await postEvent(bare, orderId, { event_id: "n1", kind: "status_changed", status: 10 });
        expect(answer.status).toBe(503);
        expect(await prisma().erpEvent.count()).toBe(0);
      } finally {
        await bare.close();
      }
    });
  });

  describe("reading the tracking", () => {
    it("shows the order's dealer (a Canadian one in the demo) and its manufacturer; others get 404", async () => {
      const tracking = await rep.get(`/api/orders/${orderId}/tracking`);
      expect(tracking.status).toBe(200);
      expect(tracking.json).toMatchObject({
        order_id: orderId,
        status: 2,
        status_label: "Processing",
        allowed_statuses: [],
        can_edit_shipments: false,
      });
      expect(tracking.json.estimate.latest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await staff.get(`/api/orders/${orderId}/tracking`)).json).toMatchObject({
        allowed_statuses: [1, 10, 20, 50],
        can_edit_shipments: true,
      });
      for (const username of ["salesrep", "otherstaff", "otherdealer"]) {
        const other = new Client(app.url);
        await other.login(username);
        expect((await other.get(`/api/orders/${orderId}/tracking`)).status).toBe(404);
      }
    });

    it("still shows an inactive order's tracking with its history; no shipment is written on it", async () => {
      const moved = await staff.patch(`/api/orders/${orderId}`, { status: ORDER_STATUS.IN_PRODUCTION });
      expect(moved.status).toBe(200);
      await prisma().order.update({ where: { id: orderId }, data: { status: 0 } });
      for (const reader of [rep, staff]) {
        const tracking = await reader.get(`/api/orders/${orderId}/tracking`);
        expect(tracking.status).toBe(200);
        expect(tracking.json).toMatchObject({ order_id: orderId, status: 0 });
        expect(tracking.json.events.at(-1)).toMatchObject({ kind: "status", to_status: 10 });
      }
      const other = new Client(app.url);
      await other.login("otherdealer");
      expect((await other.get(`/api/orders/${orderId}/tracking`)).status).toBe(404);
      expect((await staff.post(`/api/orders/${orderId}/shipments`, { carrier: "UPS" })).status).toBe(404);
      expect(await prisma().shipment.count()).toBe(0);
    });

    it("shows each status change staff make on the order page with who made it", async () => {
      const moved = await staff.patch(`/api/orders/${orderId}`, { status: ORDER_STATUS.IN_PRODUCTION });
      expect(moved.status).toBe(200);
      const events = (await rep.get(`/api/orders/${orderId}/tracking`)).json.events;
      expect(events.at(-1)).toMatchObject({
        kind: "status",
        from_status: 2,
        to_status: 10,
        who: { kind: "user", name: "Maya Ortiz" },
      });
      await staff.patch(`/api/orders/${orderId}`, { status: ORDER_STATUS.CLOSED });
      const reopened = await staff.patch(`/api/orders/${orderId}`, { status: ORDER_STATUS.ACTIVE });
      expect(reopened.status).toBe(409);
    });
  });

  describe("shipments on the order page", () => {
    it("orders a ship day recorded on that day after the changes made earlier that day", async () => {
      // Days are kept at noon UTC: a shipment entered in the evening must not sort before the
      // afternoon's status change (the browser flow failed after noon UTC).
      // Tomorrow, so these two are the newest events whatever the other tests left on the order.
      const day = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      await prisma().statusChange.create({
        data: {
          entity: "order",
          entity_id: orderId,
          from_status: ORDER_STATUS.PROCESSING,
          to_status: ORDER_STATUS.IN_PRODUCTION,
          actor: "erp",
          created_at: new Date(`${day}T18:00:00Z`),
        },
      });
      await prisma().shipment.create({
        data: {
          order_id: orderId,
          carrier: "UPS Freight",
          shipped_at: new Date(`${day}T12:00:00Z`),
          created_at: new Date(`${day}T23:00:00Z`),
        },
      });
      const events = (await rep.get(`/api/orders/${orderId}/tracking`)).json.events;
      expect(events.slice(-2).map((event: { kind: string }) => event.kind)).toEqual(["status", "shipped"]);
      expect(events.at(-1).at).toBe(`${day}T12:00:00.000Z`);
    });

    it("staff record them; dealers only read; a foreign tenant's staff cannot see them", async () => {
      const denied = await rep.post(`/api/orders/${orderId}/shipments`, { carrier: "UPS" });
      expect(denied.status).toBe(403);
      const created = await staff.post(`/api/orders/${orderId}/shipments`, {
        carrier: "FedEx Freight",
        tracking_number: "FX-1",
        tracking_url: "",
      });
      expect(created.status).toBe(200);
      expect(created.json).toMatchObject({
        carrier: "FedEx Freight",
        tracking_url: null,
        shipped_at: null,
        source: "staff",
      });
      expect(await jobs("order_shipped")).toBe(0);

      const id = created.json.id;
      expect((await rep.patch(`/api/shipments/${id}`, { shipped_at: "2026-01-06" })).status).toBe(403);
      const foreign = new Client(app.url);
      await foreign.login("otherstaff");
      expect((await foreign.patch(`/api/shipments/${id}`, { shipped_at: "2026-01-06" })).status).toBe(404);
      expect((await foreign.post(`/api/orders/${orderId}/shipments`, { carrier: "UPS" })).status).toBe(404);

      // Shipped: the dealer hears of it once, however often the shipment is edited afterwards.
      const shipped = await staff.patch(`/api/shipments/${id}`, { shipped_at: "2026-01-06" });
      expect(shipped.status).toBe(200);
      expect(shipped.json.shipped_at).toBe("2026-01-06T12:00:00.000Z");
      const mails = await jobs("order_shipped");
      expect(mails).toBeGreaterThan(0);
      const recipients = await prisma().emailJob.findMany({ where: { kind: "order_shipped" } });
      expect(recipients.every((job) => job.to_address.endsWith("@mapleleafoutdoor.example"))).toBe(true);
      await staff.patch(`/api/shipments/${id}`, { shipped_at: "2026-01-07", delivered_at: "2026-01-09" });
      expect(await jobs("order_shipped")).toBe(mails);

      const read = (await rep.get(`/api/orders/${orderId}/tracking`)).json;
      expect(read.shipments).toHaveLength(1);

      expect((await rep.delete(`/api/shipments/${id}`)).status).toBe(403);
      expect((await staff.delete(`/api/shipments/${id}`)).status).toBe(200);
      expect(await prisma().shipment.count()).toBe(0);
    });

    it("refuses impossible shipments with the field named", async () => {
      const cases: [unknown, string][] = [
        [{ carrier: "" }, "carrier: Enter the carrier."],
        [
          { carrier: "UPS", tracking_url: "javascript:alert(1)" },
          "tracking_url: The tracking link must be an http:// or https:// address.",
        ],
        [
          { carrier: "UPS", tracking_url: "ftp://ups.example/1" },
          "tracking_url: The tracking link must be an http:// or https:// address.",
        ],
        [
          { carrier: "UPS", shipped_at: "next week" },
          "shipped_at: Enter a date as YYYY-MM-DD or an ISO 8601 time with its offset.",
        ],
        [
          { carrier: "UPS", delivered_at: "2026-01-06" },
          "delivered_at: A shipment is delivered only after it shipped: enter the ship date first.",
        ],
        [
          { carrier: "UPS", shipped_at: "2026-01-06", delivered_at: "2026-01-05" },
          "delivered_at: The delivery date cannot be before the ship date.",
        ],
        [{ carrier: "UPS", shipped_at: "2999-01-01" }, "shipped_at: The ship date cannot be in the future."],
      ];
      for (const [body, message] of cases) {
        const answer = await staff.post(`/api/orders/${orderId}/shipments`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.json.errors).toContain(message);
      }
      expect(await prisma().shipment.count()).toBe(0);
    });
  });
});
