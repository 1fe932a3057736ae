import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORDER_STATUS, QUOTE_STATUS } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { seedDemoHistory } from "../../src/seed/demo-history.js";
import type { PrismaClient } from "../../src/db/client.js";

/**
 * The dashboards' figures (decisions 110-112): each audience's own tenancy, the
 * period's bounds, the definitions (open now, acceptance among answered, averages in days), and
 * the Reports page's drill-down behind `report.r`.
 */
// The demo world and its six months of history take a while on a busy machine.
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });

forEachDatabase("report figures", (getDatabase) => {
  let app: RunningApp;
  let prisma: PrismaClient;
  const clients = new Map<string, Client>();
  let gulfId: number;
  let otherDealerId: number;

  async function as(username: string) {
    let client = clients.get(username);
    if (!client) {
      client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
    }
    return client;
  }
  const year = "period=custom&from=2021-01-01&to=2030-12-31&tz=UTC";

  beforeAll(async () => {
    prisma = getDatabase().prisma;
    await seedDemoWorld(prisma);
    await seedDemoHistory(prisma);
    gulfId = (await prisma.dealer.findFirstOrThrow({ where: { company_name: "Gulf Coast Shade & Screen" } }))
      .id;
    // Another manufacturer's dealer with a big order: nobody of account 2 may count it.
    const account = await prisma.account.create({
      data: { account_number: "ACC-7777", company_name: "Other Maker", email: "o@other.example", phone: "1" },
    });
    const dealer = await prisma.dealer.create({
      data: { account_id: account.id, account_number: "DLR-7777", company_name: "Other Dealer" },
    });
    otherDealerId = dealer.id;
    const quote = await prisma.quote.create({
      data: { title: "Foreign", dealer_id: dealer.id, account_id: account.id, status: 50, sale_price: 99999 },
    });
    await prisma.order.create({
      data: { quote_id: quote.id, sale_price: 88888, order_number: "SO-FOREIGN" },
    });
    await prisma.quote.create({
      data: {
        title: "Foreign waiting",
        dealer_id: dealer.id,
        account_id: account.id,
        status: 30,
        sale_price: 5,
      },
    });
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  /** The figures computed the plain way, with Prisma, for a dealer (or every dealer of account 2). */
  async function expected(where: { dealer_id?: number; account_id?: number }) {
    const quoteWhere =
      where.dealer_id !== undefined ? { dealer_id: where.dealer_id } : { account_id: where.account_id };
    const open = await prisma.quote.findMany({
      where: { ...quoteWhere, status: { in: [1, 10, 11, 30, 31] } },
    });
    const orders = await prisma.order.findMany({ where: { quote: quoteWhere }, include: { quote: true } });
    const days = orders.map((o) => (o.created_at.getTime() - o.quote.created_at.getTime()) / 86_400_000);
    return {
      open: { count: open.length, value: open.reduce((sum, q) => sum + q.sale_price.toNumber(), 0) },
      awaiting: open.filter((q) => q.status === QUOTE_STATUS.AWAITING_APPROVAL).length,
      orders: { count: orders.length, value: orders.reduce((sum, o) => sum + o.sale_price.toNumber(), 0) },
      avgDays: Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10,
    };
  }

  it("a dealer's figures are its own dealer's, and match the plain count", async () => {
    const rep = await as("salesrep");
    const answer = await rep.get(`/api/reports/figures?${year}`);
    expect(answer.status).toBe(200);
    const figures = answer.json;
    const want = await expected({ dealer_id: gulfId });
    expect(figures.open_quotes.count).toBe(want.open.count);
    expect(figures.open_quotes.value).toBeCloseTo(want.open.value, 2);
    expect(figures.awaiting_approval.count).toBe(want.awaiting);
    expect(figures.orders.count).toBe(want.orders.count);
    expect(figures.orders.value).toBeCloseTo(want.orders.value, 2);
    expect(figures.avg_days_quote_to_order).toBe(want.avgDays);
    expect(figures.orders_by_dealer.map((row: { dealer_id: number }) => row.dealer_id)).toEqual([gulfId]);
    expect(
      figures.awaiting_approval.oldest.every(
        (q: { dealer: string }) => q.dealer === "Gulf Coast Shade & Screen",
      ),
    ).toBe(true);
  });

  it("staff count their account's dealers, never another account's; the super admin counts all", async () => {
    const staff = (await (await as("mfguser")).get(`/api/reports/figures?${year}`)).json;
    const want = await expected({ account_id: 2 });
    expect(staff.orders.count).toBe(want.orders.count);
    expect(staff.orders.value).toBeCloseTo(want.orders.value, 2);
    expect(staff.orders_by_dealer.map((row: { company_name: string }) => row.company_name).sort()).toEqual([
      "Gulf Coast Shade & Screen",
      "Maple Leaf Outdoor Living",
    ]);
    expect(staff.awaiting_approval.oldest.some((q: { title: string }) => q.title === "Foreign waiting")).toBe(
      false,
    );

    const all = (await (await as("superadmin")).get(`/api/reports/figures?${year}`)).json;
    expect(all.orders.count).toBe(want.orders.count + 1);
    expect(all.orders_by_dealer.some((row: { dealer_id: number }) => row.dealer_id === otherDealerId)).toBe(
      true,
    );
    expect(all.awaiting_approval.count).toBe(Number(staff.awaiting_approval.count) + 1);
  });

  it("the approval queue is oldest first with its age in days", async () => {
    const queue = (await (await as("mfguser")).get(`/api/reports/figures?${year}`)).json.awaiting_approval
      .oldest;
    expect(queue.length).toBeGreaterThan(1);
    const ages = queue.map((q: { age_days: number }) => q.age_days);
    expect([...ages].sort((a, b) => b - a)).toEqual(ages);
  });

  it("acceptance counts the customers' answers; lead time and the month, dealer and product groupings add up", async () => {
    const figures = (await (await as("mfgadmin")).get(`/api/reports/figures?${year}`)).json;
    const decisions = await prisma.quoteDecision.findMany();
    const accepted = decisions.filter((d) => d.decision === "accepted").length;
    const declined = decisions.filter((d) => d.decision === "declined").length;
    expect(figures.sent.accepted).toBe(accepted);
    expect(figures.sent.declined).toBe(declined);
    expect(figures.sent.acceptance_rate).toBeCloseTo(accepted / (accepted + declined), 6);
    expect(figures.sent.count).toBe(await prisma.quoteShareLink.count());
    expect(figures.avg_lead_time_days).toBeGreaterThan(0);
    const sum = (rows: Array<{ count?: number; orders?: number }>, key: "count" | "orders") =>
      rows.reduce((total, row) => total + (row[key] ?? 0), 0);
    expect(sum(figures.orders_by_dealer, "count")).toBe(figures.orders.count);
    expect(sum(figures.by_month, "orders")).toBe(figures.orders.count);
    expect(sum(figures.orders_by_status, "count")).toBe(figures.orders.count);
    const units = await prisma.configuration.count({
      where: { status: { not: 0 }, quote: { order: { isNot: null }, account_id: 2 } },
    });
    for (const dimension of ["housing_type", "fabric_collection", "motor_brand"])
      expect(
        figures.orders_by_product[dimension].reduce((t: number, r: { units: number }) => t + r.units, 0),
      ).toBe(units);
    expect(figures.orders_by_status.map((row: { status: number }) => row.status)).toContain(
      ORDER_STATUS.CLOSED,
    );
  });

  it("a period counts only what happened in it; the month buckets cover it", async () => {
    const figures = (
      await (await as("mfgadmin")).get("/api/reports/figures?period=custom&from=2001-01-01&to=2001-03-31")
    ).json;
    expect(figures.orders.count).toBe(0);
    expect(figures.by_month.map((row: { month: string }) => row.month)).toEqual([
      "2001-01",
      "2001-02",
      "2001-03",
    ]);
    // Open quotes are counted now, whatever the period.
    expect(figures.open_quotes.count).toBeGreaterThan(0);

    const month = (
      await (await as("mfgadmin")).get("/api/reports/figures?period=last_30_days&tz=America/New_York")
    ).json;
    expect(month.period.tz).toBe("America/New_York");
    const from = new Date(`${month.period.from}T00:00:00-05:00`).getTime() - 3_600_000;
    const orders = await prisma.order.count({
      where: { created_at: { gte: new Date(from) }, quote: { account_id: 2 } },
    });
    expect(month.orders.count).toBeLessThanOrEqual(orders);
    expect(month.orders.count).toBeGreaterThan(0);
  });

  it("filters by dealer, status and product", async () => {
    const staff = await as("mfguser");
    const gulf = (await staff.get(`/api/reports/figures?${year}&dealer_id=${gulfId}`)).json;
    expect(gulf.orders_by_dealer.map((row: { dealer_id: number }) => row.dealer_id)).toEqual([gulfId]);
    const jumbo = (await staff.get(`/api/reports/figures?${year}&housing_type=jumbo`)).json;
    const jumboOrders = await prisma.order.count({
      where: {
        quote: {
          account_id: 2,
          screenconfigurations: { some: { housing_type: "jumbo", status: { not: 0 } } },
        },
      },
    });
    expect(jumbo.orders.count).toBe(jumboOrders);
    const closed = (await staff.get(`/api/reports/figures?${year}&order_status=50`)).json;
    expect(closed.orders_by_status.map((row: { status: number }) => row.status)).toEqual([50]);
  });

  it("bad periods answer 400 with errors", async () => {
    const staff = await as("mfguser");
    for (const query of [
      "period=decade",
      "period=custom&from=2026-01-01",
      "period=custom&from=2026-03-01&to=2026-02-01",
      "period=custom&from=2026-02-31&to=2026-03-01",
      "tz=Mars/Olympus",
      // Aliases Intl formats with but PostgreSQL's AT TIME ZONE refuses (they were a 500).
      "tz=US/Pacific-New",
      "tz=SystemV/EST5",
      "quote_status=7",
    ]) {
      const answer = await staff.get(`/api/reports/figures?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.errors.length, query).toBeGreaterThan(0);
    }
  });

  /** A Gulf Coast quote with an order, created for one test and removed after it. */
  async function withOrderedQuote(
    order: { status: number },
    run: (ids: { quoteId: number; orderId: number }) => Promise<void>,
  ) {
    const quote = await prisma.quote.create({
      data: { title: "Report probe", dealer_id: gulfId, account_id: 2, status: 50, sale_price: 777 },
    });
    const created = await prisma.order.create({
      data: { quote_id: quote.id, sale_price: 777, order_number: `SO-PROBE-${quote.id}`, ...order },
    });
    try {
      await run({ quoteId: quote.id, orderId: created.id });
    } finally {
      await prisma.configuration.deleteMany({ where: { quote_id: quote.id } });
      await prisma.order.delete({ where: { id: created.id } });
      await prisma.quote.delete({ where: { id: quote.id } });
    }
  }

  it("a deactivated order counts in no figure and no drill-down (decision 112)", async () => {
    const staff = await as("mfguser");
    const before = (await staff.get(`/api/reports/figures?${year}`)).json;
    await withOrderedQuote({ status: 0 }, async ({ orderId }) => {
      const after = (await staff.get(`/api/reports/figures?${year}`)).json;
      expect(after.orders.count).toBe(before.orders.count);
      expect(after.orders.value).toBeCloseTo(before.orders.value, 2);
      expect(after.orders_by_status.map((row: { status: number }) => row.status)).not.toContain(0);
      const drill = await staff.get(`/api/reports/orders?${year}&limit=500`);
      expect(drill.json.map((o: { id: number }) => o.id)).not.toContain(orderId);
      expect(drill.json.length).toBe(before.orders.count);
    });
  });

  it("a unit never saved counts in no product filter, product figure or unit count (decision 070)", async () => {
    const staff = await as("mfguser");
    const unit = await prisma.configuration.findFirstOrThrow({
      where: { status: 1, housing_type: { not: null }, quote: { account_id: 2 } },
      orderBy: { id: "asc" },
    });
    const filter = `${year}&housing_type=${encodeURIComponent(unit.housing_type ?? "")}`;
    const before = (await staff.get(`/api/reports/figures?${filter}`)).json;
    await withOrderedQuote({ status: ORDER_STATUS.PROCESSING }, async ({ quoteId }) => {
      const { id: _id, ...columns } = unit;
      await prisma.configuration.create({ data: { ...columns, quote_id: quoteId, saved_at: null } });
      const after = (await staff.get(`/api/reports/figures?${filter}`)).json;
      expect(after.orders.count).toBe(before.orders.count);
      const units = (figures: { orders_by_product: { housing_type: Array<{ units: number }> } }) =>
        figures.orders_by_product.housing_type.reduce((total, row) => total + row.units, 0);
      expect(units(after)).toBe(units(before));
      const drill = (await staff.get(`/api/reports/quotes?${year}&quote_status=50&limit=500`)).json;
      expect(drill.find((q: { id: number }) => q.id === quoteId)).toMatchObject({ unit_count: 0 });
      const list = (await staff.get("/api/quotes?sort=-id&limit=20")).json;
      expect(list.find((q: { id: number }) => q.id === quoteId)).toMatchObject({ unit_count: 0 });
      // The quote page still lists the unit (as 'Not saved yet'); its count is the list's.
      const page = (await staff.get(`/api/quotes/${quoteId}`)).json;
      expect(page.screenconfigurations).toHaveLength(1);
      expect(page.screenconfigurations[0].saved_at).toBeNull();
      expect(page.unit_count).toBe(0);
    });
  });

  describe("drill-down", () => {
    it("needs report.r: a representative is refused, a dealer admin sees its own dealer's orders", async () => {
      expect((await (await as("salesrep")).get(`/api/reports/orders?${year}`)).status).toBe(403);
      const admin = await as("dealeradmin");
      const orders = await admin.get(`/api/reports/orders?${year}&limit=500`);
      expect(orders.status).toBe(200);
      expect(orders.json.length).toBe((await expected({ dealer_id: gulfId })).orders.count);
      expect(
        orders.json.every(
          (o: { dealer: { company_name: string } }) => o.dealer.company_name === "Gulf Coast Shade & Screen",
        ),
      ).toBe(true);
    });

    it("open quotes and a status's quotes are the figure's own", async () => {
      const staff = await as("mfguser");
      const figures = (await staff.get(`/api/reports/figures?${year}`)).json;
      const open = await staff.get(`/api/reports/quotes?${year}&open=true&limit=500`);
      expect(open.json.length).toBe(figures.open_quotes.count);
      const waiting = await staff.get(`/api/reports/quotes?${year}&quote_status=30&limit=500`);
      const row = figures.quotes_by_status.find((r: { status: number }) => r.status === 30);
      expect(waiting.json.length).toBe(row.count);
      expect(waiting.json.every((q: { status: number }) => q.status === 30)).toBe(true);
    });
  });
});
