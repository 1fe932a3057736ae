import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createTestDatabase, testServerUrl, type TestDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

// PostgreSQL only: PGlite is one connection inside the process, nothing can drop it.
describe.runIf(testServerUrl())("PostgreSQL connections dropped or scarce [postgres]", () => {
  let database: TestDatabase;
  let app: RunningApp;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase({ kind: "postgres" });
    await seedDemoWorld(database.prisma);
    app = await startApp({ prisma: database.prisma });
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await admin.end();
    await database.close();
  });

  /** What an administrator (or a failover) does: ends every other session on the database. */
  const terminateBackends = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );

  // Before the test that terminates the connections: the pool drops the dead ones only as their
  // error events arrive, and a transaction is not retried (a write may have committed), so on a busy
  // machine a burst right after it could be handed a connection that is already gone.
  it("queues a burst of transactions for a connection instead of failing to start them", async () => {
    const burst = await Promise.allSettled(
      Array.from({ length: 80 }, () =>
        database.prisma.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT 1 AS slept FROM pg_sleep(0.3)`;
          return true;
        }),
      ),
    );
    const failures = burst.filter((result) => result.status === "rejected");
    expect(failures.map((failure) => String(failure.reason))).toEqual([]);
  });

  it("answers every read with 200 while the server's connections are terminated under it", async () => {
    const staff = new Client(app.url);
    await staff.login("mfguser");
    const quote = await database.prisma.quote.findFirstOrThrow({ orderBy: { id: "asc" } });
    const paths = [
      `/api/quotes/${quote.id}`,
      "/api/quotes-table?limit=20",
      "/api/orders",
      "/api/check-session",
    ];
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const reads = Promise.all(
        Array.from({ length: 24 }, (_, i) => staff.get(paths[i % paths.length]!).then((a) => a.status)),
      );
      // Let the reads reach the database, then cut their connections.
      await new Promise((resolve) => setTimeout(resolve, round % 4));
      await terminateBackends();
      statuses.push(...(await reads));
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
