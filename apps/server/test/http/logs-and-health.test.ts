import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pino } from "pino";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";
import { readConfig } from "../../src/config/env.js";

/** A logger that keeps its JSON lines, as a log collector would read them. */
function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, stream), lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

forEachDatabase("logs, request ids and the health checks", (getDatabase) => {
  let app: RunningApp;
  const memory = memoryLogger();
  const prisma = () => getDatabase().prisma;

  beforeAll(async () => {
    await seedDemoWorld(prisma());
    app = await startApp({ prisma: prisma(), logger: memory.logger });
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers liveness, and readiness while the database answers and every migration is applied", async () => {
    const client = new Client(app.url);
    const health = await client.get("/api/health");
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: "ok" });
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await client.get("/api/ready");
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: "ready" });
  });

  it("answers 503 when a migration of this build is not applied, and says no more than that", async () => {
    const [last] = await prisma().$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await prisma().$executeRaw`
      UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${last!.migration_name}`;
    try {
      const ready = await new Client(app.url).get("/api/ready");
      expect(ready.status).toBe(503);
      expect(ready.json).toEqual({ status: "unavailable", errors: ["1 migration is not applied."] });
    } finally {
      await prisma().$executeRaw`
        UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${last!.migration_name}`;
    }
    expect((await new Client(app.url).get("/api/ready")).status).toBe(200);
  });

  it("gives every answer a request id: the caller's when it is plain, a new one otherwise", async () => {
    const client = new Client(app.url);
    const own = await client.request("GET", "/api/health", undefined, { "x-request-id": "lb-7f3a.42" });
    expect(own.headers.get("x-request-id")).toBe("lb-7f3a.42");
    const odd = await client.request("GET", "/api/health", undefined, { "x-request-id": "a b<script>" });
    expect(odd.headers.get("x-request-id")).toMatch(UUID);
    const none = await client.get("/api/check-session");
    expect(none.headers.get("x-request-id")).toMatch(UUID);
    const line = memory.lines.find(
      (entry) => (entry.req as { id?: string } | undefined)?.id === "lb-7f3a.42",
    );
    expect(line).toMatchObject({ msg: "request completed", res: { status: 200 } });
  });

  it("logs a 5xx once, with its stack and the request id, and answers without SQL or stack", async () => {
    const client = new Client(app.url);
    await client.login("dealeradmin");
    // A table gone under the server: every read of it fails inside the database.
    await prisma().$executeRawUnsafe(`ALTER TABLE customers RENAME TO customers_away`);
    try {
      for (const path of ["/api/customers", `/api/trpc/customers.list?input=${encodeURIComponent("{}")}`]) {
        const before = memory.lines.length;
        const answer = await client.request("GET", path, undefined, {
          "x-request-id": `boom-${path.length}`,
        });
        expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(500);
        const body = JSON.stringify(answer.json);
        expect(body).not.toMatch(/customers_away|relation|SELECT|at \w+ \(/i);
        const errors = memory.lines
          .slice(before)
          .filter((entry) => entry.level === 50 && entry.msg === "Unhandled error");
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatchObject({ req: { id: `boom-${path.length}` } });
        expect(String((errors[0]!.err as { stack?: string }).stack)).toContain("\n    at ");
      }
    } finally {
      await prisma().$executeRawUnsafe(`ALTER TABLE customers_away RENAME TO customers`);
    }
  });
});

describe("log settings", () => {
  it("writes JSON in production and readable lines otherwise; refuses what it does not know", () => {
    expect(readConfig({ NODE_ENV: "production" }).log).toEqual({ format: "json", level: "info" });
    expect(readConfig({}).log).toEqual({ format: "pretty", level: "info" });
    expect(readConfig({ LOG_FORMAT: "json", LOG_LEVEL: "warn" }).log).toEqual({
      format: "json",
      level: "warn",
    });
    expect(() => readConfig({ LOG_LEVEL: "loud" })).toThrow(
      "LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent",
    );
    expect(() => readConfig({ LOG_FORMAT: "xml" })).toThrow('LOG_FORMAT must be json or pretty, got "xml".');
  });
});
