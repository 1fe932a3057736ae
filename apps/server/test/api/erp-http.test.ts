import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { createHttpErpConnector } from "../../src/services/erp/http-connector.js";

interface ErpRequest {
  headers: http.IncomingHttpHeaders;
  body: { order_id: number; configurators: Record<string, { embed: string }> };
}

/** A real HTTP server on loopback playing the ERP: records requests, can be told to fail. */
async function startFakeErp() {
  const requests: ErpRequest[] = [];
  const records = new Map<string, string>();
  let failWith: number | null = null;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) });
      if (failWith) {
        res.writeHead(failWith).end("upstream exploded");
        return;
      }
      // Idempotent like a real ERP: the same key gives back the same record.
      const key = String(req.headers["idempotency-key"]);
      if (!records.has(key)) records.set(key, `NS-${records.size + 1000}`);
      res
        .writeHead(201, { "content-type": "application/json" })
        .end(JSON.stringify({ id: records.get(key) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`,
    requests,
    records,
    fail(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An ERP that ignores the Idempotency-Key (every POST makes a new record) and answers slowly, so
 * concurrent pushes overlap while it thinks.
 */
async function startCarelessErp() {
  let posts = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = `CARELESS-${++posts}`;
      setTimeout(() => {
        res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ id }));
      }, 150);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`,
    posts: () => posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

forEachDatabase("ERP push, concurrent", (getDatabase) => {
  let app: RunningApp;
  let erp: Awaited<ReturnType<typeof startCarelessErp>>;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    erp = await startCarelessErp();
    app = await startApp({ prisma: getDatabase().prisma, erp: createHttpErpConnector({ url: erp.url }) });
  });
  afterAll(async () => {
    await app.close();
    await erp.close();
  });

  it("sends exactly one POST for 20 concurrent pushes of one order; the other 19 get 409", async () => {
    const { prisma } = getDatabase();
    const order = await prisma.order.findFirstOrThrow({ where: { status: 2, netsuite_id: null } });
    const staff = new Client(app.url);
    await staff.login("mfgadmin");
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => staff.post(`/api/orders/${order.id}/netsuite`, { configurators: {} })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(erp.posts()).toBe(1);
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.netsuite_id).toBe("CARELESS-1");
    expect(stored.erp_claimed_until).toBeNull();
    expect(await prisma.erpPush.count({ where: { order_id: order.id } })).toBe(1);
  });

  it("leaves a crashed push's claim to expire: refused while it stands, pushed once after", async () => {
    const { prisma } = getDatabase();
    // The order of the test above, unpushed again.
    const order = await prisma.order.findFirstOrThrow({ where: { status: 2 } });
    await prisma.erpPush.deleteMany({ where: { order_id: order.id } });
    await prisma.order.update({ where: { id: order.id }, data: { netsuite_id: null } });
    const staff = new Client(app.url);
    await staff.login("mfgadmin");
    const before = erp.posts();
    // A process died after claiming: the claim still stands for a while.
    await prisma.order.update({
      where: { id: order.id },
      data: { erp_claimed_until: new Date(Date.now() + 60_000) },
    });
    const refused = await staff.post(`/api/orders/${order.id}/netsuite`, { configurators: {} });
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0]).toMatch(/being pushed to the ERP/);
    expect(erp.posts()).toBe(before);
    // Once it has expired the order can be pushed again, once.
    await prisma.order.update({
      where: { id: order.id },
      data: { erp_claimed_until: new Date(Date.now() - 1_000) },
    });
    const pushed = await staff.post(`/api/orders/${order.id}/netsuite`, { configurators: {} });
    expect(pushed.status).toBe(200);
    expect(erp.posts()).toBe(before + 1);
  });
});

forEachDatabase("ERP push over HTTP", (getDatabase) => {
  let app: RunningApp;
  let erp: Awaited<ReturnType<typeof startFakeErp>>;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    erp = await startFakeErp();
    app = await startApp({
      prisma: getDatabase().prisma,
      erp: createHttpErpConnector({ url: erp.url, token: "secret-token" }),
    });
  });
  afterAll(async () => {
    await app.close();
    await erp.close();
  });

  it("leaves the order unpushed on failure, then pushes once with the same idempotency key", async () => {
    const { prisma } = getDatabase();
    const order = await prisma.order.findFirstOrThrow({
      include: { quote: { include: { screenconfigurations: true } } },
    });
    expect(order.status).toBe(2);
    const unit = order.quote.screenconfigurations[0]!;
    const staff = new Client(app.url);
    await staff.login("mfgadmin");
    const body = { configurators: { [unit.id]: { embed: unit.order_code, description: "Deck east" } } };

    erp.fail(500);
    const failed = await staff.post(`/api/orders/${order.id}/netsuite`, body);
    expect(failed.status).toBe(502);
    expect(failed.json.errors[0]).toMatch(/^Failed to push order to the ERP/);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).netsuite_id).toBeNull();
    expect((await prisma.erpPush.findFirstOrThrow({ where: { order_id: order.id } })).status).toBe("failed");

    erp.fail(null);
    const pushed = await staff.post(`/api/orders/${order.id}/netsuite`, body);
    expect(pushed.status).toBe(200);
    expect(pushed.json.netsuite_id).toBe("NS-1000");
    expect(erp.requests).toHaveLength(2);
    expect(erp.requests[0]!.headers["idempotency-key"]).toBe(erp.requests[1]!.headers["idempotency-key"]);
    expect(erp.requests[1]!.headers.authorization).toBe("Bearer secret-token");
    expect(erp.requests[1]!.body.configurators[String(unit.id)]?.embed).toBe(unit.order_code);
    expect(erp.records.size).toBe(1);
    expect(await prisma.erpPush.count({ where: { order_id: order.id } })).toBe(1);

    // A dealer cannot push; an already pushed order is not pushed again.
    const dealer = new Client(app.url);
    await dealer.login("cadealer");
    expect((await dealer.post(`/api/orders/${order.id}/netsuite`, body)).status).toBe(403);
    expect((await staff.post(`/api/orders/${order.id}/netsuite`, body)).status).toBe(409);
    expect(erp.requests).toHaveLength(2);
  });
});
