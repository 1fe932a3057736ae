import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEAM_MESSAGES } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { makeQuote } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

/** A quote's owner and the pipeline by rep (decisions 157, 158). */
forEachDatabase("team: quote owners and the pipeline by rep", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  const ids: Record<string, number> = {};
  let us: { id: number; account_id: number };
  let ca: { id: number; account_id: number };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    for (const user of await prisma.user.findMany()) ids[user.username] = user.id;
    us = await prisma.dealer.findFirstOrThrow({ where: { company_name: "Gulf Coast Shade & Screen" } });
    ca = await prisma.dealer.findFirstOrThrow({ where: { company_name: "Maple Leaf Outdoor Living" } });
    app = await startApp({ prisma, rateLimits: { loginPerUsername: 1000, loginPerIp: 10000 } });
  });
  afterAll(() => app.close());

  const usQuote = (userId = ids.salesrep!, status?: number) =>
    makeQuote(getDatabase().prisma, { dealerId: us.id, accountId: us.account_id, userId, status });

  describe("the owner", () => {
    it("a new quote belongs to its creator; lists show the owner and filter by it", async () => {
      const rep = await as("salesrep");
      const created = await rep.post("/api/quotes", { title: "Lanai screens" });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      expect(created.json).toMatchObject({ owner_id: ids.salesrep, owner_name: "Ray Patel" });
      const mine = await rep.get(`/api/quotes?owner_id=${ids.salesrep}&limit=100`);
      expect(mine.status).toBe(200);
      expect(mine.json.length).toBeGreaterThan(0);
      expect(mine.json.every((quote: { owner_id: number }) => quote.owner_id === ids.salesrep)).toBe(true);
      expect(mine.json.map((quote: { id: number }) => quote.id)).toContain(created.json.id);
      const theirs = await rep.get(`/api/quotes?owner_id=${ids.salesmanager}&limit=100`);
      expect((theirs.json ?? []).map((quote: { id: number }) => quote.id)).not.toContain(created.json.id);
    });

    it("a sales manager hands a quote to another rep; its history says who, when, from whom to whom", async () => {
      const { quoteId } = await usQuote();
      const manager = await as("salesmanager");
      const candidates = await manager.get(`/api/quotes/${quoteId}/owners`);
      expect(candidates.status).toBe(200);
      expect(candidates.json.map((user: { id: number }) => user.id).sort()).toEqual(
        [ids.dealeradmin, ids.salesmanager, ids.salesrep, ids.purchaser].sort(),
      );
      const moved = await manager.post(`/api/quotes/${quoteId}/owner`, { owner_id: ids.purchaser });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json).toMatchObject({ owner_id: ids.purchaser, owner_name: "Paula Chen" });
      const history = await manager.get(`/api/quotes/${quoteId}/history`);
      const entry = history.json.quote.find((row: { event: string }) => row.event === "owner_changed");
      expect(entry).toMatchObject({
        who: { kind: "user", name: "Sofia Marsh" },
        note: "Owner: Ray Patel → Paula Chen",
      });
      // The same owner again changes nothing and records nothing.
      await manager.post(`/api/quotes/${quoteId}/owner`, { owner_id: ids.purchaser });
      const after = await manager.get(`/api/quotes/${quoteId}/history`);
      expect(after.json.quote.filter((row: { event: string }) => row.event === "owner_changed")).toHaveLength(
        1,
      );
    });

    it("representatives and purchasers reassign nothing, with a message", async () => {
      const { quoteId } = await usQuote();
      for (const username of ["salesrep", "purchaser"]) {
        const client = await as(username);
        const answer = await client.post(`/api/quotes/${quoteId}/owner`, { owner_id: ids.salesmanager });
        expect(answer.status, username).toBe(403);
        expect(answer.json.errors).toEqual([TEAM_MESSAGES.reassignNotAllowed]);
        expect((await client.get(`/api/quotes/${quoteId}/owners`)).status).toBe(403);
      }
    });

    it("the new owner is an active user of the quote's dealer: never another dealer's or staff", async () => {
      const { quoteId } = await usQuote();
      const admin = await as("dealeradmin");
      for (const stranger of [ids.cadealer, ids.mfguser, 999_999]) {
        const answer = await admin.post(`/api/quotes/${quoteId}/owner`, { owner_id: stranger });
        expect(answer.status).toBe(400);
        expect(answer.json.errors).toEqual([TEAM_MESSAGES.ownerNotInDealer]);
      }
      const { prisma } = getDatabase();
      const gone = await prisma.user.create({
        data: {
          username: "gonerep",
          first_name: "Gone",
          last_name: "Rep",
          role_id: 6,
          status: 0,
          dealer_id: us.id,
          password_hash: "x",
        },
      });
      const inactive = await admin.post(`/api/quotes/${quoteId}/owner`, { owner_id: gone.id });
      expect(inactive.status).toBe(400);
      // Staff may hand it within the dealer.
      const staff = await (
        await as("mfgadmin")
      ).post(`/api/quotes/${quoteId}/owner`, { owner_id: ids.salesrep });
      expect(staff.status).toBe(200);
    });

    it("another dealer's quote is not found, for its owners as for its owner's change", async () => {
      const { quoteId } = await makeQuote(getDatabase().prisma, {
        dealerId: ca.id,
        accountId: ca.account_id,
        userId: ids.cadealer!,
      });
      const admin = await as("dealeradmin");
      expect((await admin.get(`/api/quotes/${quoteId}/owners`)).status).toBe(404);
      expect((await admin.post(`/api/quotes/${quoteId}/owner`, { owner_id: ids.salesrep })).status).toBe(404);
      const list = await admin.get(`/api/quotes?owner_id=${ids.cadealer}`);
      expect(list.json ?? []).toEqual([]);
    });
  });

  describe("the pipeline by rep", () => {
    it("a sales manager sees its dealer's quotes of the period by owner and stage, with totals", async () => {
      const { prisma } = getDatabase();
      // A fresh dealer user owns exactly these quotes: one per stage, two open.
      const rep = await prisma.user.create({
        data: {
          username: "pipelinerep",
          first_name: "Pia",
          last_name: "Line",
          role_id: 6,
          status: 1,
          dealer_id: us.id,
          password_hash: "x",
        },
      });
      const quotes = [];
      for (const status of [1, 11, 10, 12, 30, 50]) quotes.push(await usQuote(rep.id, status));
      const prices = await prisma.quote.findMany({
        where: { id: { in: quotes.map((q) => q.quoteId) } },
        select: { sale_price: true },
      });
      const each = Number(prices[0]!.sale_price);
      const answer = await (await as("salesmanager")).get("/api/reports/pipeline-by-rep?period=this_month");
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      expect(answer.json.dealer).toEqual({ id: us.id, company_name: "Gulf Coast Shade & Screen" });
      const row = answer.json.rows.find((r: { owner_id: number }) => r.owner_id === rep.id);
      const money = (n: number) => Math.round(n * each * 100) / 100;
      expect(row).toEqual({
        owner_id: rep.id,
        owner_name: "Pia Line",
        role_id: 6,
        open: { count: 2, total: money(2) },
        sent: { count: 1, total: money(1) },
        accepted: { count: 2, total: money(2) },
        ordered: { count: 1, total: money(1) },
        all: { count: 6, total: money(6) },
      });
      // Every active user of the dealer has a row, and only theirs.
      const owners = answer.json.rows.map((r: { owner_id: number }) => r.owner_id);
      expect(owners).toEqual(
        expect.arrayContaining([ids.dealeradmin, ids.salesmanager, ids.salesrep, ids.purchaser]),
      );
      expect(owners).not.toContain(ids.cadealer);
      const sum = answer.json.rows.reduce((n: number, r: { all: { count: number } }) => n + r.all.count, 0);
      expect(answer.json.totals.all.count).toBe(sum);
    });

    it("a period with no quotes answers zero rows for every user", async () => {
      const answer = await (
        await as("salesmanager")
      ).get("/api/reports/pipeline-by-rep?period=custom&from=2001-01-01&to=2001-01-31");
      expect(answer.status).toBe(200);
      expect(answer.json.totals.all).toEqual({ count: 0, total: 0 });
    });

    it("a dealer's users see their own dealer only; reps and purchasers not at all", async () => {
      const manager = await as("salesmanager");
      expect((await manager.get(`/api/reports/pipeline-by-rep?dealer_id=${ca.id}`)).status).toBe(404);
      expect((await manager.get(`/api/reports/pipeline-by-rep?dealer_id=${us.id}`)).status).toBe(200);
      expect((await (await as("dealeradmin")).get("/api/reports/pipeline-by-rep")).status).toBe(200);
      for (const username of ["salesrep", "purchaser"])
        expect((await (await as(username)).get("/api/reports/pipeline-by-rep")).status, username).toBe(403);
    });

    it("staff name the dealer", async () => {
      const staff = await as("mfguser");
      const missing = await staff.get("/api/reports/pipeline-by-rep");
      expect(missing.status).toBe(400);
      expect(missing.json.errors).toEqual([TEAM_MESSAGES.pipelineDealerNeeded]);
      const answer = await staff.get(`/api/reports/pipeline-by-rep?dealer_id=${ca.id}`);
      expect(answer.status).toBe(200);
      expect(answer.json.dealer.company_name).toBe("Maple Leaf Outdoor Living");
    });
  });
});
