/**
 * The impact preview's bench (docs/performance.md "Price book impact"; decision 148):
 *
 *   cd apps/server && npx tsx bench/price-book-impact.ts
 *
 * A fresh PostgreSQL database on BENCH_DATABASE_URL's server (default: the machine's): the demo world,
 * then in SQL 10,000 draft quotes (BENCH_QUOTES) with 3 units each, copies of the demo's units. A
 * manufacturer admin makes a draft version with motors raised 4% and the preview prices every open
 * draft with it, BENCH_SAMPLES times after one warm-up; the figures are its wall time in process (no
 * HTTP). The target: under 5 seconds at 10,000 open quotes. The database is dropped at the end.
 */
import pg from "pg";
import { QUOTE_STATUS } from "@screens/domain";
import { createDatabase } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { seedDemoWorld } from "../src/seed/demo-world.js";
import { loadAgent } from "../src/auth/agent.js";
import { PriceBookStore } from "../src/services/price-books/store.js";
import { createDraft, raiseDraft } from "../src/services/price-books/versions.js";
import { previewImpact } from "../src/services/price-books/impact.js";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const QUOTES = Number(process.env.BENCH_QUOTES ?? 10_000);
const UNITS_PER_QUOTE = 3;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 3);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Draft quotes of the demo's dealers, each with copies of the demo's saved units. */
async function seedDrafts(client: pg.Client) {
  await client.query(`
    INSERT INTO quotes (quote_number, title, dealer_id, account_id, status, sale_price, discount, markup_variable, created_by, owner_id, created_at, updated_at)
    SELECT 'Q-B' || lpad(g::text, 6, '0'), 'Bench draft ' || g, d.id, d.account_id, ${QUOTE_STATUS.STARTED}, 0, 0, 1.43, u.id, u.id, now(), now()
    FROM generate_series(1, ${QUOTES}) g
    JOIN (SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, account_id FROM dealers) d
      ON d.n = g % (SELECT count(*) FROM dealers),
    (SELECT id FROM users WHERE username = 'salesrep') u`);
  const { rows } = await client.query<{ list: string }>(
    `SELECT string_agg(quote_ident(column_name), ', ') AS list FROM information_schema.columns
     WHERE table_name = 'configurations' AND table_schema = current_schema()
       AND column_name NOT IN ('id', 'quote_id', 'created_at', 'updated_at')`,
  );
  const columns = rows[0]?.list ?? "";
  const copied = columns
    .split(", ")
    .map((column) => `t.${column}`)
    .join(", ");
  await client.query(
    `CREATE TEMP TABLE bench_units AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, * FROM configurations WHERE saved_at IS NOT NULL`,
  );
  await client.query(`
    INSERT INTO configurations (quote_id, ${columns}, created_at, updated_at)
    SELECT q.id, ${copied}, now(), now()
    FROM quotes q CROSS JOIN generate_series(1, ${UNITS_PER_QUOTE}) g
    JOIN bench_units t ON t.n = (q.id * ${UNITS_PER_QUOTE} + g) % (SELECT count(*) FROM bench_units)
    WHERE q.quote_number LIKE 'Q-B%'`);
}

const dbName = `screens_impact_${Date.now()}`;
await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(SERVER_URL);
url.pathname = `/${dbName}`;
const database = await createDatabase({ url: url.toString() });
try {
  await applyMigrations(database);
  await seedDemoWorld(database.prisma);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const started = Date.now();
  try {
    await seedDrafts(client);
  } finally {
    await client.end();
  }
  const drafts = await database.prisma.quote.count({ where: { status: QUOTE_STATUS.STARTED } });
  const units = await database.prisma.configuration.count({
    where: { quote: { status: QUOTE_STATUS.STARTED } },
  });
  console.log(
    `Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${drafts} open drafts, ${units} units`,
  );

  const user = await database.prisma.user.findUniqueOrThrow({ where: { username: "mfgadmin" } });
  const agent = await loadAgent(database.prisma, user.id);
  if (!agent) throw new Error("mfgadmin could not be loaded");
  const books = new PriceBookStore(database.prisma);
  await createDraft(database.prisma, books, agent, { version: "bench-next" });
  await raiseDraft(database.prisma, books, agent, {
    version: "bench-next",
    section: "all",
    percent: 4,
    step: 1,
  });

  await previewImpact(database.prisma, books, agent, "bench-next");
  const times: number[] = [];
  let changed = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const impact = await previewImpact(database.prisma, books, agent, "bench-next");
    times.push(performance.now() - t0);
    changed = impact.dealers.reduce((sum, dealer) => sum + dealer.quotes_changed, 0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `Impact preview of ${drafts} open drafts (${units} units; ${changed} quotes change): ` +
      `median ${(median / 1000).toFixed(2)} s, max ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s over ${SAMPLES} runs ` +
      `(target: under 5 s)`,
  );
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
