import { describe, expect, it } from "vitest";
import type { Options } from "express-rate-limit";
import { forEachDatabase } from "../helpers/test-database.js";
import { DatabaseRateLimitStore } from "../../src/http/rate-limit-store.js";

/** The login and reset limits count in the database, so every server process shares one allowance. */
forEachDatabase("rate-limit counters in the database", (getDatabase) => {
  const storeFor = (prefix: string, windowMs = 60_000) => {
    const store = new DatabaseRateLimitStore(getDatabase().prisma, prefix);
    store.init({ windowMs } as Options);
    return store;
  };

  it("counts hits per key across store instances (two processes) and keeps one window", async () => {
    const first = storeFor("login-user");
    const second = storeFor("login-user");
    const a = await first.increment("user:7");
    const b = await second.increment("user:7");
    const c = await first.increment("user:7");
    expect([a.totalHits, b.totalHits, c.totalHits]).toEqual([1, 2, 3]);
    expect(c.resetTime!.getTime()).toBe(a.resetTime!.getTime());
    expect(a.resetTime!.getTime() - Date.now()).toBeGreaterThan(55_000);
    expect((await second.get("user:7"))?.totalHits).toBe(3);
  });

  it("keeps limits and keys apart, undoes a hit, and forgets a key on reset", async () => {
    const byUser = storeFor("login-user");
    const byIp = storeFor("login-ip");
    await byUser.increment("k");
    await byUser.increment("k");
    expect((await byIp.increment("k")).totalHits).toBe(1);
    expect((await byUser.increment("other")).totalHits).toBe(1);
    await byUser.decrement("k");
    expect((await byUser.get("k"))?.totalHits).toBe(1);
    await byUser.resetKey("k");
    expect(await byUser.get("k")).toBeUndefined();
    expect((await byUser.increment("k")).totalHits).toBe(1);
  });

  it("starts again at 1 once the window has ended", async () => {
    const store = storeFor("forgot-ip", 200);
    await store.increment("ip:1");
    expect((await store.increment("ip:1")).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await store.get("ip:1")).toBeUndefined();
    expect((await store.increment("ip:1")).totalHits).toBe(1);
  });

  describe("the sweep", () => {
    it("deletes ended windows as hits are counted", async () => {
      const { prisma } = getDatabase();
      const short = storeFor("sweep-test", 100);
      for (let i = 0; i < 5; i++) await short.increment(`gone:${i}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const store = storeFor("sweep-test");
      for (let i = 0; i < 100; i++) await store.increment("alive");
      expect(await prisma.rateLimitHit.count({ where: { key: { startsWith: "sweep-test:gone" } } })).toBe(0);
      expect(await prisma.rateLimitHit.count({ where: { key: "sweep-test:alive" } })).toBe(1);
    });
  });
});
