import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sumCents } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { makeQuote } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import {
  createNetSuiteConnector,
  netsuiteConfigFromEnv,
  salesOrderBody,
  type NetSuiteConfig,
} from "../../src/services/erp/netsuite-connector.js";
import type { ErpOrderPayload } from "../../src/services/erp/connector.js";
import { erpPushJobHandler } from "../../src/services/erp/retries.js";
import { drainJobs } from "../../src/jobs/queue.js";
import type { PrismaClient } from "../../src/db/client.js";

/** The push's next try on the queue (decision 200) comes due, as the clock would make it. */
async function makeErpJobsDue(prisma: PrismaClient, key: string) {
  return prisma.$executeRawUnsafe(
    `UPDATE jobs SET run_at = (now() AT TIME ZONE 'UTC') - interval '1 second'
      WHERE kind = 'erp.push' AND status = 'pending' AND payload->>'key' = $1`,
    key,
  );
}

const CREDENTIALS = {
  accountId: "1234567_SB1",
  consumerKey: "ck-test",
  consumerSecret: "cs-test",
  tokenId: "tk-test",
  tokenSecret: "ts-test",
};

/** RFC 3986 encoding, as OAuth 1.0a wants it. */
const enc = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

type SalesOrder = ReturnType<typeof salesOrderBody>;

interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

/**
 * A local NetSuite: the REST record service's sales order upsert by external id. It checks the TBA
 * signature by recomputing it (RFC 5849 with HMAC-SHA256, realm and body left out as NetSuite
 * does), refuses a reused nonce, checks the body's shape, and answers like NetSuite: 204 with the
 * record's Location, or its problem-details error with `o:errorDetails`.
 */
class FakeNetSuite {
  server: Server;
  url = "";
  down = false;
  records = new Map<string, { id: number; body: Record<string, unknown>; puts: number }>();
  nonces = new Set<string>();
  refusals: string[] = [];
  private nextId = 9001;

  constructor() {
    this.server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const answer = this.answer(req, raw);
        res.writeHead(
          answer.status,
          answer.headers ?? { "content-type": "application/vnd.oracle.resource+json" },
        );
        res.end(answer.body ? JSON.stringify(answer.body) : undefined);
      });
    });
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private error(status: number, title: string, detail: string, code: string): FakeAnswer {
    this.refusals.push(code);
    return {
      status,
      body: {
        type: "https://www.rfc-editor.org/rfc/rfc9110.html#section-15",
        title,
        status,
        "o:errorDetails": [{ detail, "o:errorCode": code }],
      },
    };
  }

  private answer(req: IncomingMessage, raw: string): FakeAnswer {
    if (this.down)
      return this.error(503, "Service Unavailable", "The service is unavailable.", "SERVICE_UNAVAILABLE");
    const path = req.url ?? "";
    const match = /^\/services\/rest\/record\/v1\/salesOrder\/eid:([A-Za-z0-9_-]+)$/.exec(path);
    if (req.method !== "PUT" || !match)
      return this.error(404, "Not Found", `No route ${req.method} ${path}`, "NONEXISTENT_ID");
    // Token-Based Authentication: the header's fields, then the signature recomputed.
    const header = req.headers.authorization ?? "";
    if (!header.startsWith("OAuth "))
      return this.error(401, "Unauthorized", "Invalid login attempt.", "INVALID_LOGIN_ATTEMPT");
    const fields = Object.fromEntries(
      [...header.slice(6).matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]),
    );
    const expected = {
      realm: "1234567_SB1",
      oauth_consumer_key: CREDENTIALS.consumerKey,
      oauth_token: CREDENTIALS.tokenId,
      oauth_signature_method: "HMAC-SHA256",
      oauth_version: "1.0",
    };
    for (const [key, value] of Object.entries(expected))
      if (fields[key] !== value)
        return this.error(401, "Unauthorized", "Invalid login attempt.", "INVALID_LOGIN_ATTEMPT");
    const age = Math.abs(Date.now() / 1000 - Number(fields.oauth_timestamp));
    if (!(age < 300) || !fields.oauth_nonce || this.nonces.has(fields.oauth_nonce))
      return this.error(401, "Unauthorized", "Invalid login attempt.", "INVALID_LOGIN_ATTEMPT");
    const params = Object.entries(fields)
      .filter(([key]) => key !== "realm" && key !== "oauth_signature")
      .map(([key, value]) => [enc(key), enc(value)] as const)
      .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
      .map(([key, value]) => `${key}=${value}`)
      .join("&");
    const base = `PUT&${enc(`${this.url}${path}`)}&${enc(params)}`;
    const key = `${enc(CREDENTIALS.consumerSecret)}&${enc(CREDENTIALS.tokenSecret)}`;
    const signature = createHmac("sha256", key).update(base).digest("base64");
    if (signature !== fields.oauth_signature)
      return this.error(401, "Unauthorized", "Invalid login attempt.", "INVALID_LOGIN_ATTEMPT");
    this.nonces.add(fields.oauth_nonce);
    // The body: a sales order with its external id, the customer and item lines.
    const body = JSON.parse(raw) as {
      externalId?: string;
      entity?: { externalId?: string };
      item?: {
        items?: Array<{ item?: { id?: string }; quantity?: number; rate?: number; description?: string }>;
      };
    };
    const items = body.item?.items ?? [];
    if (body.externalId !== match[1] || !body.entity?.externalId || items.length === 0)
      return this.error(
        400,
        "Bad Request",
        "Invalid value for the resource or sub-resource field 'entity'.",
        "INVALID_VALUE",
      );
    for (const line of items)
      if (
        !line.item?.id ||
        !(Number(line.quantity) > 0) ||
        typeof line.rate !== "number" ||
        !line.description
      )
        return this.error(400, "Bad Request", "Please enter value(s) for: Item", "USER_ERROR");
    const existing = this.records.get(match[1]!);
    const record = existing ?? { id: this.nextId++, body, puts: 0 };
    record.body = body;
    record.puts += 1;
    this.records.set(match[1]!, record);
    return {
      status: 204,
      headers: { location: `${this.url}/services/rest/record/v1/salesOrder/${record.id}` },
      body: null,
    };
  }
}

describe("NetSuite's configuration", () => {
  it("none set: no connector; some set: an error naming the missing ones; all: the config", () => {
    expect(netsuiteConfigFromEnv({})).toBeNull();
    expect(() => netsuiteConfigFromEnv({ NETSUITE_ACCOUNT_ID: "123" })).toThrow(
      /NETSUITE_CONSUMER_KEY.*NETSUITE_TOKEN_SECRET/,
    );
    expect(
      netsuiteConfigFromEnv({
        NETSUITE_ACCOUNT_ID: "123",
        NETSUITE_CONSUMER_KEY: "a",
        NETSUITE_CONSUMER_SECRET: "b",
        NETSUITE_TOKEN_ID: "c",
        NETSUITE_TOKEN_SECRET: "d",
        NETSUITE_UNIT_ITEM_ID: "501",
        NETSUITE_ACCESSORY_ITEM_ID: "502",
      }),
    ).toMatchObject({ accountId: "123", embedField: "custcol_sp_embed_code", unitItemId: "501" });
  });
});

forEachDatabase("NetSuite connector against a local fake NetSuite", (getDatabase) => {
  let app: RunningApp;
  let admin: Client;
  const fake = new FakeNetSuite();
  let config: NetSuiteConfig;
  let usDealer: { id: number; account_id: number };

  const newOrder = async () => {
    const made = await makeQuote(getDatabase().prisma, {
      dealerId: usDealer.id,
      accountId: usDealer.account_id,
      userId: 1,
      status: 50,
    });
    return { orderId: made.orderId!, unitId: made.unitId };
  };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    usDealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
    await fake.start();
    config = {
      ...CREDENTIALS,
      unitItemId: "501",
      accessoryItemId: "502",
      brokerageItemId: "503",
      embedField: "custcol_sp_embed_code",
      baseUrl: fake.url,
    };
    app = await startApp({
      prisma,
      erp: createNetSuiteConnector(config),
      rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 },
    });
    admin = new Client(app.url);
    await admin.login("mfgadmin");
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  it("a signed upsert by external id: the sales order's internal id is the order's netsuite_id", async () => {
    const { prisma } = getDatabase();
    const { orderId, unitId } = await newOrder();
    const answer = await admin.post(`/api/orders/${orderId}/netsuite`, {
      configurators: { [String(unitId)]: { embed: "ZT|96x96|EMBED", description: "Zipper screen 96 x 96" } },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const record = fake.records.get(`screens-panel-order-${orderId}`)!;
    expect(answer.json.netsuite_id).toBe(String(record.id));
    const dealer = await prisma.dealer.findUniqueOrThrow({ where: { id: usDealer.id } });
    expect(record.body).toMatchObject({
      externalId: `screens-panel-order-${orderId}`,
      entity: { externalId: dealer.account_number },
      item: {
        items: [
          {
            item: { id: "501" },
            quantity: 1,
            description: "Zipper screen 96 x 96",
            custcol_sp_embed_code: "ZT|96x96|EMBED",
          },
          { item: { id: "502" }, quantity: 1, rate: 55, description: "Fixture remote" },
        ],
      },
    });
    const push = await prisma.erpPush.findUniqueOrThrow({ where: { idempotency_key: `order-${orderId}` } });
    expect(push).toMatchObject({ connector: "netsuite", status: "pushed", external_id: String(record.id) });
    // Pushed once: a second push is refused before NetSuite is called.
    expect((await admin.post(`/api/orders/${orderId}/netsuite`, { configurators: {} })).status).toBe(409);
    expect(record.puts).toBe(1);
  });

  // Decision 210: the Canadian brokerage is part of the order's price, so it is a line of its own.
  it("a Canadian dealer's order: the brokerage fee is a line, and the sales order totals the order", async () => {
    const { prisma } = getDatabase();
    const caDealer = await prisma.dealer.findFirstOrThrow({ where: { country: "Canada" } });
    const made = await makeQuote(prisma, {
      dealerId: caDealer.id,
      accountId: caDealer.account_id,
      userId: 1,
      status: 50,
    });
    await prisma.quote.update({ where: { id: made.quoteId }, data: { brokerage_fee: 60 } });
    const answer = await admin.post(`/api/orders/${made.orderId!}/netsuite`, { configurators: {} });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const push = await prisma.erpPush.findFirstOrThrow({ where: { order_id: made.orderId! } });
    const payload = push.payload as { lines: Array<{ quantity: number; price: number }> };
    const items = (fake.records.get(`screens-panel-order-${made.orderId!}`)!.body as SalesOrder).item.items;
    expect(items.at(-1)).toEqual({
      item: { id: "503" },
      quantity: 1,
      rate: 60,
      description: "Canadian brokerage fee",
    });
    // The sales order's lines add up to the order's lines and its fee.
    expect(sumCents(items.map((line) => line.rate * line.quantity))).toBe(
      sumCents([...payload.lines.map((line) => line.price * line.quantity), 60]),
    );

    // Without a brokerage item NetSuite would get an order for less than its price: refused, with why.
    const { brokerageItemId: _none, ...withoutBrokerage } = config;
    const refused = createNetSuiteConnector(withoutBrokerage).push(
      { ...(push.payload as ErpOrderPayload), order_id: made.orderId! + 100_000 },
      "key",
    );
    await expect(refused).rejects.toThrow(
      "The order carries a Canadian brokerage fee of $60.00: set NETSUITE_BROKERAGE_ITEM_ID to the NetSuite item it is sold as.",
    );
    expect(fake.records.has(`screens-panel-order-${made.orderId! + 100_000}`)).toBe(false);
  });

  it("concurrent pushes: NetSuite is called once, one answer 200 and the others 409", async () => {
    const { orderId } = await newOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.post(`/api/orders/${orderId}/netsuite`, { configurators: {} })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(fake.records.get(`screens-panel-order-${orderId}`)!.puts).toBe(1);
  });

  it("a wrong token secret: NetSuite's own error reaches staff, the order stays unpushed and is not retried", async () => {
    const { prisma } = getDatabase();
    const { orderId } = await newOrder();
    const wrong = new Client(
      (await startApp({ prisma, erp: createNetSuiteConnector({ ...config, tokenSecret: "nope" }) })).url,
    );
    await wrong.login("mfgadmin");
    const answer = await wrong.post(`/api/orders/${orderId}/netsuite`, { configurators: {} });
    expect(answer.status).toBe(502);
    expect(answer.json.errors[0]).toBe(
      "Failed to push order to the ERP: NetSuite refused the sales order (HTTP 401): Invalid login attempt. [INVALID_LOGIN_ATTEMPT].",
    );
    const push = await prisma.erpPush.findUniqueOrThrow({ where: { idempotency_key: `order-${orderId}` } });
    expect(push).toMatchObject({ status: "failed", attempts: 1, next_attempt_at: null });
    expect((await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).netsuite_id).toBeNull();
  });

  it("NetSuite down: the push is kept and tried again; the retry upserts the same sales order once", async () => {
    const { prisma } = getDatabase();
    const { orderId } = await newOrder();
    fake.down = true;
    const answer = await admin.post(`/api/orders/${orderId}/netsuite`, { configurators: {} });
    expect(answer.status).toBe(502);
    expect(answer.json.errors[0]).toMatch(/HTTP 503.*SERVICE_UNAVAILABLE.*tries again/);
    const retrying = await prisma.erpPush.findUniqueOrThrow({
      where: { idempotency_key: `order-${orderId}` },
    });
    expect(retrying).toMatchObject({ status: "retrying", attempts: 1 });
    const erp = createNetSuiteConnector(config);
    const handlers = { "erp.push": erpPushJobHandler(prisma, erp) };
    const key = `order-${orderId}`;
    // The next try is one job, due at the push's next attempt; not yet due: nothing happens.
    const jobs = await prisma.job.findMany({
      where: { kind: "erp.push", payload: { path: ["key"], equals: key } },
    });
    expect(jobs).toMatchObject([{ status: "pending", run_at: retrying.next_attempt_at }]);
    expect(await drainJobs({ prisma, handlers })).toEqual({ done: 0, retrying: 0, dead: 0 });
    // Still down: a second attempt, later again (the job ran; the push's failure is the push's).
    expect(await makeErpJobsDue(prisma, key)).toBe(1);
    expect(await drainJobs({ prisma, handlers })).toEqual({ done: 1, retrying: 0, dead: 0 });
    const second = await prisma.erpPush.findUniqueOrThrow({ where: { idempotency_key: key } });
    expect(second.attempts).toBe(2);
    expect(second.next_attempt_at!.getTime()).toBeGreaterThan(retrying.next_attempt_at!.getTime());
    fake.down = false;
    expect(await makeErpJobsDue(prisma, key)).toBe(1);
    expect(await drainJobs({ prisma, handlers })).toEqual({ done: 1, retrying: 0, dead: 0 });
    const record = fake.records.get(`screens-panel-order-${orderId}`)!;
    expect(record.puts).toBe(1);
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.netsuite_id).toBe(String(record.id));
    expect(order.erp_claimed_until).toBeNull();
    const pushed = await prisma.erpPush.findUniqueOrThrow({ where: { idempotency_key: `order-${orderId}` } });
    expect(pushed).toMatchObject({ status: "pushed", error: null, next_attempt_at: null });
  });

  it("a retry whose stored payload no longer fits is not sent: the push fails with the reason", async () => {
    const { prisma } = getDatabase();
    const { orderId } = await newOrder();
    fake.down = true;
    expect((await admin.post(`/api/orders/${orderId}/netsuite`, { configurators: {} })).status).toBe(502);
    fake.down = false;
    const key = `order-${orderId}`;
    // A payload kept from before a change of its shape: here without its lines.
    expect(
      await prisma.$executeRawUnsafe(
        `UPDATE erp_pushes SET payload = payload - 'lines' WHERE idempotency_key = $1`,
        key,
      ),
    ).toBe(1);
    const handlers = { "erp.push": erpPushJobHandler(prisma, createNetSuiteConnector(config)) };
    expect(await makeErpJobsDue(prisma, key)).toBe(1);
    expect(await drainJobs({ prisma, handlers })).toEqual({ done: 1, retrying: 0, dead: 0 });
    expect(fake.records.has(`screens-panel-order-${orderId}`)).toBe(false);
    const push = await prisma.erpPush.findUniqueOrThrow({ where: { idempotency_key: key } });
    expect(push).toMatchObject({ status: "failed", attempts: 2, next_attempt_at: null });
    expect(push.error).toMatch(
      /^The push's stored payload no longer fits the ERP payload \(lines: .+\): push the order again\.$/,
    );
    const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ netsuite_id: null, erp_claimed_until: null });
  });

  // The order page's ERP card (decision 186): staff read the push's state, the dealer never does.
  it("the order shows staff the retried push (NetSuite's message, attempts, next try), the dealer nothing; a push by staff clears it", async () => {
    const { prisma } = getDatabase();
    const { orderId } = await newOrder();
    fake.down = true;
    expect((await admin.post(`/api/orders/${orderId}/netsuite`, { configurators: {} })).status).toBe(502);
    const row = await prisma.erpPush.findUniqueOrThrow({ where: { idempotency_key: `order-${orderId}` } });
    const staffView = (await admin.get(`/api/orders/${orderId}`)).json;
    expect(staffView.erp_push).toEqual({
      status: "retrying",
      connector: "netsuite",
      error: expect.stringMatching(/^NetSuite .*HTTP 503.*\[SERVICE_UNAVAILABLE\]\.$/),
      attempts: 1,
      max_attempts: 5,
      next_attempt_at: row.next_attempt_at!.toISOString(),
    });
    // NetSuite's message, never a stack trace.
    expect(staffView.erp_push.error).not.toMatch(/\n\s+at /);
    const dealer = new Client(app.url);
    await dealer.login("dealeradmin");
    const dealerView = await dealer.get(`/api/orders/${orderId}`);
    expect(dealerView.status).toBe(200);
    expect(dealerView.json.erp_push).toBeNull();
    expect(JSON.stringify(dealerView.json)).not.toMatch(/SERVICE_UNAVAILABLE|netsuite"/i);

    // Retry now: a second push by staff, still down, counts a second attempt.
    expect((await admin.post(`/api/orders/${orderId}/netsuite`, { configurators: {} })).status).toBe(502);
    expect((await admin.get(`/api/orders/${orderId}`)).json.erp_push).toMatchObject({
      status: "retrying",
      attempts: 2,
    });
    fake.down = false;
    const pushed = await admin.post(`/api/orders/${orderId}/netsuite`, { configurators: {} });
    expect(pushed.status).toBe(200);
    expect(pushed.json.erp_push).toBeNull();
    expect(pushed.json.netsuite_id).toBe(String(fake.records.get(`screens-panel-order-${orderId}`)!.id));
  });

  it("a refusal shows as failed, with no next try", async () => {
    const { prisma } = getDatabase();
    const { orderId } = await newOrder();
    const refusing = await startApp({
      prisma,
      erp: createNetSuiteConnector({ ...config, tokenSecret: "nope" }),
    });
    const wrong = new Client(refusing.url);
    await wrong.login("mfguser");
    expect((await wrong.post(`/api/orders/${orderId}/netsuite`, { configurators: {} })).status).toBe(502);
    expect((await wrong.get(`/api/orders/${orderId}`)).json.erp_push).toEqual({
      status: "failed",
      connector: "netsuite",
      error: "NetSuite refused the sales order (HTTP 401): Invalid login attempt. [INVALID_LOGIN_ATTEMPT].",
      attempts: 1,
      max_attempts: 5,
      next_attempt_at: null,
    });
    await refusing.close();
  });
});
