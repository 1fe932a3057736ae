import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { ROLE, type Agent, type TReportQuery } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { seedDemoHistory } from "../../src/seed/demo-history.js";
import { reportFigures } from "../../src/services/reports/figures.js";
import { sqlOf, type PrismaClient } from "../../src/db/client.js";
import type { PriceBook } from "@screens/pricing";

/**
 * The figures' month summaries (decision 120): kept by triggers in every write's transaction, they
 * must give exactly what the live statements give, for every audience, period, time zone and filter,
 * and after any sequence of writes they must equal a rebuild from the tables.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 180_000 });

// A fixed "now": the rows below sit around the month starts of 2025-11 .. 2026-04.
const NOW = new Date("2026-03-20T12:00:00Z");
const BOOK = { housing_types: [], fabric_collections: [], motor_brands: [] } as unknown as PriceBook;
const ZONES = [
  "UTC",
  "America/New_York",
  "Asia/Calcutta",
  "Asia/Katmandu",
  "Pacific/Chatham",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
];

const SUMMARIES = {
  report_quote_months: ["dealer_id", "account_id", "status", "month"],
  report_order_months: ["dealer_id", "account_id", "status", "month"],
  report_product_months: ["dealer_id", "account_id", "status", "month", "dimension", "value"],
} as const;

forEachDatabase("report figures from the month summaries", (getDatabase, kind) => {
  let prisma: PrismaClient;
  const agents: Agent[] = [];
  let gulfId = 0;
  const run = <Row>(text: string, params: unknown[] = []) => sqlOf(prisma)<Row>("", text, params);

  /** Every summary row's sums per key (rows of one key added, zero rows left out), as text. */
  async function snapshot() {
    const out: Record<string, string[]> = {};
    for (const [table, keys] of Object.entries(SUMMARIES)) {
      const sums =
        table === "report_quote_months"
          ? "sum(quotes) AS a, sum(value) AS b, 0 AS c, 0 AS d, 0 AS e"
          : table === "report_order_months"
            ? "sum(orders) AS a, sum(value) AS b, round(sum(quote_to_order_s)::numeric, 3) AS c, sum(lead_times) AS d, round(sum(lead_time_s)::numeric, 3) AS e"
            : "sum(orders) AS a, sum(amount) AS b, sum(units) AS c, 0 AS d, 0 AS e";
      const rows = await run<{ line: string }>(
        `SELECT concat_ws(' | ', ${keys.join(", ")}, a, b, c, d, e) AS line FROM (
           SELECT ${keys.join(", ")}, ${sums} FROM ${table} GROUP BY ${keys.join(", ")}
           HAVING sum(${table === "report_quote_months" ? "quotes" : "orders"}) <> 0
             OR sum(${table === "report_product_months" ? "amount" : "value"}) <> 0) t
         ORDER BY 1`,
      );
      out[table] = rows.map((row) => row.line);
    }
    return out;
  }

  /** The summaries as the triggers left them equal a rebuild from the tables. */
  async function expectSummariesKept() {
    const kept = await snapshot();
    expect(kept.report_quote_months!.length).toBeGreaterThan(0);
    await run("SELECT 1 AS done FROM report_rebuild()");
    expect(await snapshot()).toEqual(kept);
  }

  async function expectSameFigures(queries: TReportQuery[]) {
    for (const agent of agents)
      for (const query of queries) {
        const summary = await reportFigures(prisma, agent, query, BOOK, NOW, "auto");
        const live = await reportFigures(prisma, agent, query, BOOK, NOW, "live");
        expect({ role: agent.role_id, query, figures: summary }).toEqual({
          role: agent.role_id,
          query,
          figures: live,
        });
      }
  }

  beforeAll(async () => {
    prisma = getDatabase().prisma;
    await seedDemoWorld(prisma);
    await seedDemoHistory(prisma, NOW);
    const gulf = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    gulfId = gulf.id;
    // Another account's dealer: staff of account 2 never count it.
    const account = await prisma.account.create({
      data: { account_number: "ACC-8888", company_name: "Other Maker", email: "o@other.example", phone: "1" },
    });
    await prisma.dealer.create({
      data: { account_id: account.id, account_number: "DLR-8888", company_name: "Other Dealer" },
    });
    // Quotes, orders, units and status changes a few hours either side of each UTC month start
    // (where local months and UTC months part), every dealer, every status.
    await run(`
      INSERT INTO quotes (quote_number, title, dealer_id, account_id, status, sale_price, created_at, updated_at, submitted_at)
      SELECT 'QS-' || g || '-' || d.id || '-' || to_char(m, 'YYMM'), 'Boundary ' || g, d.id, CASE WHEN g % 3 = 0 THEN d.account_id END,
        (ARRAY[1, 10, 11, 30, 31, 50, 50, 0])[1 + g % 8], 100 + g * 7 + d.id,
        m + make_interval(hours => h) + make_interval(mins => (g % 50)::int), now(),
        CASE WHEN g % 4 = 0 THEN m + make_interval(hours => h + 3) END
      FROM dealers d,
        generate_series(timestamp '2025-11-01', timestamp '2026-04-01', interval '1 month') m,
        unnest(ARRAY[-14, -13, -11, -10, -6, -5, -4, -1, 0, 1, 4, 5, 6, 10, 11, 13, 14, 300, -300]) WITH ORDINALITY AS hh(h, g)`);
    // Quotes of no dealer (the account's own), ordered and not: the summaries' NULL dealer rows.
    await run(`
      INSERT INTO quotes (quote_number, title, dealer_id, account_id, status, sale_price, created_at, updated_at)
      SELECT 'QS-N-' || k, 'No dealer ' || k, NULL, 2, (ARRAY[1, 50, 30])[1 + k % 3], 70 + k,
        timestamp '2026-01-31 20:00' + make_interval(hours => k), now()
      FROM generate_series(1, 9) k`);
    await run(`
      INSERT INTO configurations (quote_id, status, housing_type, fabric_collection, motor_brand, unit_total, saved_at, created_at, updated_at)
      SELECT q.id, CASE WHEN q.id % 11 = 0 THEN 0 ELSE 1 END,
        (ARRAY['standard', 'jumbo', NULL])[1 + (q.id + k) % 3], (ARRAY['suntex', 'phifer'])[1 + (q.id * k) % 2],
        (ARRAY['somfy', NULL, 'gaposa'])[1 + k % 3], 50 * k + q.id % 13,
        CASE WHEN q.id % 7 = 0 AND k = 2 THEN NULL ELSE q.created_at END, q.created_at, q.created_at
      FROM quotes q CROSS JOIN generate_series(1, 3) k WHERE q.quote_number LIKE 'QS-%'`);
    await run(`
      INSERT INTO orders (order_number, quote_id, status, sale_price, created_at, updated_at)
      SELECT 'OS-' || q.id, q.id, CASE WHEN q.id % 9 = 0 THEN 0 ELSE (ARRAY[1, 2, 10, 20, 50])[1 + q.id % 5] END,
        round(q.sale_price * 0.6, 2), q.created_at + make_interval(hours => (q.id % 5) * 3), now()
      FROM quotes q WHERE q.quote_number LIKE 'QS-%' AND q.status = 50`);
    await run(`
      INSERT INTO status_changes (entity, entity_id, from_status, to_status, created_at)
      SELECT 'order', o.id, 10, 20, o.created_at + make_interval(days => 3 + o.id % 4)
      FROM orders o WHERE o.order_number LIKE 'OS-%' AND o.status IN (20, 50)`);
    await run(`
      INSERT INTO status_changes (entity, entity_id, from_status, to_status, created_at)
      SELECT 'order', o.id, 20, 50, o.created_at + make_interval(days => 9)
      FROM orders o WHERE o.order_number LIKE 'OS-%' AND o.status = 50`);

    const user = async (username: string) => {
      const row = await prisma.user.findFirstOrThrow({ where: { username } });
      return {
        ...row,
        permissions: [],
        account: null,
        dealer: null,
        default_links: {},
      } as unknown as Agent;
    };
    agents.push(await user("superadmin"), await user("mfguser"), await user("dealeradmin"));
    expect(agents.map((agent) => agent.role_id)).toEqual([
      ROLE.SUPER_ADMIN,
      ROLE.MANUFACTURER_USER,
      ROLE.DEALER_ADMIN,
    ]);
  });
  afterAll(() => undefined);

  it("the triggers kept the summaries of the seeded rows exactly", async () => {
    await expectSummariesKept();
  });

  it("every preset period, in zones east and west of UTC, equals the live statements", async () => {
    const queries: TReportQuery[] = [];
    for (const tz of ZONES)
      for (const period of ["this_month", "last_30_days", "quarter", "year"] as const)
        queries.push({ period, tz });
    await expectSameFigures(queries);
  });

  it("custom periods across month and year boundaries, and the filters, equal the live statements", async () => {
    const queries: TReportQuery[] = [];
    for (const tz of ZONES) {
      queries.push({ period: "custom", from: "2025-10-31", to: "2026-04-01", tz });
      queries.push({ period: "custom", from: "2025-12-17", to: "2026-01-02", tz });
      queries.push({ period: "custom", from: "2026-02-01", to: "2026-02-28", tz });
    }
    const wide = { period: "custom", from: "2025-09-01", to: "2026-05-31", tz: "America/New_York" } as const;
    queries.push(
      { ...wide, quote_status: 30 },
      { ...wide, order_status: 20 },
      { ...wide, order_status: 50, dealer_id: gulfId },
      { ...wide, dealer_id: gulfId, tz: "Pacific/Kiritimati" },
      { period: "custom", from: "2001-01-01", to: "2001-02-01", tz: "UTC" },
    );
    await expectSameFigures(queries);
  });

  it(`writes of every kind keep the summaries equal to a rebuild [${kind}]`, async () => {
    // Prices and statuses, a quote moved to another dealer and back in time, a deactivation.
    await run(`UPDATE quotes SET sale_price = sale_price + 1000 WHERE quote_number LIKE 'QS-1-%'`);
    await run(`UPDATE quotes SET status = 30 WHERE quote_number LIKE 'QS-2-%' AND status = 1`);
    await run(`UPDATE quotes SET status = 0 WHERE quote_number LIKE 'QS-6-%'`);
    await run(`UPDATE quotes SET dealer_id = $1 WHERE quote_number LIKE 'QS-7-%'`, [gulfId]);
    await run(
      `UPDATE quotes SET created_at = created_at - interval '40 days' WHERE quote_number LIKE 'QS-8-%'`,
    );
    // Orders: status moves (with their status changes), a price, a deactivation, a new one, a delete.
    await run(`UPDATE orders SET status = 20 WHERE order_number LIKE 'OS-%' AND status = 10`);
    await run(`
      INSERT INTO status_changes (entity, entity_id, from_status, to_status, created_at)
      SELECT 'order', id, 10, 20, created_at + interval '1 day' FROM orders WHERE order_number LIKE 'OS-%' AND status = 20`);
    await run(`UPDATE orders SET sale_price = sale_price * 2 WHERE order_number LIKE 'OS-%' AND id % 4 = 0`);
    await run(`UPDATE orders SET status = 0 WHERE order_number LIKE 'OS-%' AND id % 6 = 1`);
    await run(
      `UPDATE orders SET created_at = created_at + interval '20 days' WHERE order_number LIKE 'OS-%' AND id % 5 = 2`,
    );
    await run(`DELETE FROM status_changes WHERE entity = 'order' AND entity_id % 3 = 0 AND to_status = 20`);
    const open = await run<{ id: number; created_at: string }>(
      `SELECT q.id FROM quotes q WHERE q.quote_number LIKE 'QS-%' AND q.status = 31 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id) LIMIT 3`,
    );
    for (const { id } of open) {
      // As an approval does: the quote becomes ordered and its order is created, in one transaction.
      await prisma.$transaction(async (tx) => {
        await tx.quote.update({ where: { id }, data: { status: 50 } });
        await tx.order.create({ data: { quote_id: id, sale_price: 321.5, order_number: `OS-NEW-${id}` } });
      });
    }
    await run(
      `DELETE FROM erp_pushes WHERE order_id IN (SELECT id FROM orders WHERE order_number LIKE 'OS-%' AND id % 13 = 0)`,
    );
    await run(`DELETE FROM orders WHERE order_number LIKE 'OS-%' AND id % 13 = 0`);
    // Units: another housing, a deactivation, never saved, a price, moved to another quote, deleted.
    await run(`UPDATE configurations SET housing_type = 'jumbo' WHERE id % 10 = 1`);
    await run(`UPDATE configurations SET status = 0 WHERE id % 10 = 2`);
    await run(`UPDATE configurations SET saved_at = NULL WHERE id % 10 = 3`);
    await run(`UPDATE configurations SET unit_total = unit_total + 5 WHERE id % 10 = 4`);
    await run(`
      UPDATE configurations SET quote_id = (SELECT min(quote_id) FROM orders WHERE order_number LIKE 'OS-%')
      WHERE id % 10 = 5`);
    await run(`DELETE FROM configurations WHERE id % 10 = 6`);
    await expectSummariesKept();
    await expectSameFigures([
      { period: "year", tz: "America/New_York" },
      { period: "custom", from: "2025-10-15", to: "2026-04-15", tz: "Pacific/Kiritimati" },
    ]);
  });

  it(`concurrent writes to the same summary rows add up [${kind}]`, async () => {
    const quotes = await run<{ id: number }>(
      `SELECT id FROM quotes WHERE dealer_id = $1 AND status <> 0 ORDER BY id LIMIT 24`,
      [gulfId],
    );
    // Each in its own transaction, all at once (PostgreSQL's pool runs them side by side).
    await Promise.all(
      quotes.map(({ id }, i) =>
        prisma.$transaction(async (tx) => {
          await tx.quote.update({ where: { id }, data: { sale_price: { increment: 10 + i } } });
          await tx.quote.update({ where: { id }, data: { status: i % 2 === 0 ? 30 : 11 } });
        }),
      ),
    );
    // Single-statement moves in opposite directions within one dealer's month: each takes the two
    // summary rows in the same order, so none deadlocks (PostgreSQL would abort one with 40P01).
    const month = await run<{ id: number; status: number }>(
      `SELECT id, status FROM quotes WHERE dealer_id = $1 AND status IN (11, 30)`,
      [gulfId],
    );
    expect(month.length).toBeGreaterThan(10);
    for (let round = 0; round < 3; round++)
      await Promise.all(
        month.map(({ id, status }) =>
          prisma.$executeRawUnsafe(
            `UPDATE quotes SET status = $1 WHERE id = $2`,
            round % 2 === 0 ? 41 - status : status,
            id,
          ),
        ),
      );
    await expectSummariesKept();
  });

  it("a TRUNCATE of a source table rebuilds the summaries", async () => {
    // CASCADE: the production steps of the units (decision 171) reference them.
    await run(`TRUNCATE configurations CASCADE`);
    const [units] = await run<{ n: number }>(`SELECT count(*)::int AS n FROM report_order_product_facts`);
    expect(units?.n).toBe(0);
    await expectSummariesKept();
  });
});
