/**
 * The 100,000-quote bench (docs/performance.md "At 100,000 quotes"):
 *
 *   cd apps/server && npm run build && npx tsx bench/scale-100k.ts
 *
 * Creates a fresh PostgreSQL database on BENCH_DATABASE_URL's server (default: the machine's), seeds
 * the demo world and then, in SQL (INSERT ... SELECT generate_series, never row by row), 200 dealers,
 * 20,000 customers, 2,000 users, 100,000 quotes over the last 13 months with 300,000 units (copies
 * of the demo's units, so the products vary) and an order for every ordered quote. It starts the
 * built server (dist/main.js; `tsx src/main.ts` when there is no build) as its own process on that
 * database and measures over HTTP, one request at a time (BENCH_SAMPLES each, after warm-up):
 * every audience's dashboard figures, a report with filters, the quotes list's first and 100th
 * page, the header search, and a 100,000-row CSV export (time, and the server's peak RSS read from
 * /proc while it streams). The database is dropped at the end (BENCH_KEEP=1 keeps it).
 *
 * BENCH_DB_NAME names the new database, BENCH_SEED_ONLY=1 seeds and keeps it without measuring,
 * BENCH_REUSE=<name> measures a kept one, BENCH_SERVER_ENTRY runs another build of the server
 * (`npx tsup --out-dir <dir>`), BENCH_PORT and BENCH_SAMPLES as named.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";
import pg from "pg";
import { ORDER_STATUS, QUOTE_STATUS } from "@screens/domain";
import { createDatabase } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { seedDemoWorld } from "../src/seed/demo-world.js";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const QUOTES = Number(process.env.BENCH_QUOTES ?? 100_000);
const UNITS_PER_QUOTE = 3;
const DEALERS = 200;
const CUSTOMERS = 20_000;
const USERS = 2_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3108);
const PAGE_SIZE = 10;
const PASSWORD = "Screens#2026";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, "..");

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The bulk rows, each statement one INSERT ... SELECT over generate_series. */
async function seedAtScale(run: (sql: string) => Promise<unknown>) {
  const ACTIVE = 1;
  // 198 more dealers of the manufacturer's account (the demo has 2): 200 in all.
  await run(`
    INSERT INTO dealers (account_id, account_number, company_name, email, phone, address_1, city, state, zip_code, country, status, discount, created_at, updated_at)
    SELECT 2, 'BD-' || lpad(g::text, 4, '0'),
      (ARRAY['Sunset','Harbor','Palm','Coastal','Summit','Lakeside','Prairie','Canyon','Bayou','Granite'])[1 + g % 10]
        || ' ' || (ARRAY['Screens','Shade Co','Outdoor Living','Patio Pros','Enclosures'])[1 + (g / 10) % 5] || ' ' || g,
      'dealer' || g || '@bench.example', '+1 (239) 555-0100', g || ' Bench Rd', 'Naples', 'FL', '34102', 'USA', ${ACTIVE}, 0, now(), now()
    FROM generate_series(1, ${DEALERS - 2}) g`);
  // The dealers numbered 0-199: the rows below are spread over them by number.
  await run(`
    CREATE TEMP TABLE bench_dealers AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, account_id FROM dealers`);
  await run(`
    INSERT INTO customers (dealer_id, first_name, last_name, customername, email, phone, address_1, city, state, zip_code, country, status, created_at, updated_at)
    SELECT d.id, f.name, l.name, f.name || ' ' || l.name, lower(f.name || '.' || l.name || g) || '@mail.example',
      '555-0100', g || ' Main St', 'Tampa', 'FL', '33601', 'USA', ${ACTIVE}, now(), now()
    FROM generate_series(1, ${CUSTOMERS}) g
    JOIN bench_dealers d ON d.n = g % ${DEALERS}
    JOIN LATERAL (SELECT (ARRAY['Olivia','Liam','Emma','Noah','Ava','Elijah','Sophia','Mateo','Isabella','Lucas','Mia','Ethan','Amelia','Aiden','Harper','Kai'])[1 + g % 16] AS name) f ON true
    JOIN LATERAL (SELECT (ARRAY['Smith','Johnson','Garcia','Brown','Nguyen','Patel','Miller','Lopez','Wilson','Tremblay','Martin','Kim','Clark','Hughes','Rivera','Okafor','Schmidt','Rossi','Dubois','Ito'])[1 + (g / 16) % 20] AS name) l ON true`);
  await run(`
    INSERT INTO users (username, email, first_name, last_name, phone, role_id, dealer_id, password_hash, status, created_at, updated_at)
    SELECT 'bench' || g, 'bench' || g || '@bench.example',
      (ARRAY['Ray','Dana','Sofia','Paula','Colin','Maya','Sam','Jo'])[1 + g % 8],
      (ARRAY['Reed','Marsh','Chen','Ortiz','Avery','Stone','Frost','Lane','Park','Moss'])[1 + (g / 8) % 10],
      '+1 (941) 555-0142', 4 + g % 4, d.id, u.password_hash, ${ACTIVE}, now(), now()
    FROM generate_series(1, ${USERS}) g
    JOIN bench_dealers d ON d.n = g % ${DEALERS},
    (SELECT password_hash FROM users ORDER BY id LIMIT 1) u`);
  // Quotes over the last 13 months, every dealer, most with a customer; statuses as a real book has them.
  await run(`
    CREATE TEMP TABLE bench_customers AS
    SELECT row_number() OVER (PARTITION BY dealer_id ORDER BY id) - 1 AS k, id, dealer_id FROM customers
    WHERE email LIKE '%@mail.example'`);
  await run(`
    INSERT INTO quotes (quote_number, title, notes, dealer_id, account_id, customer_id, status, sale_price, discount, markup_variable, created_by, created_at, updated_at)
    SELECT 'Q-' || lpad((500000 + g)::text, 7, '0'),
      c.last_name || ' ' || (ARRAY['lanai','patio','pool cage','porch','deck','garage','pergola','sunroom'])[1 + g % 8]
        || ': ' || (1 + g % 6) || ' screens',
      'Bench notes', d.id, NULL, CASE WHEN g % 10 = 0 THEN NULL ELSE c.id END,
      (ARRAY[${QUOTE_STATUS.STARTED},${QUOTE_STATUS.STARTED},${QUOTE_STATUS.CUSTOMER_APPROVAL},${QUOTE_STATUS.CUSTOMER_REJECTED},${QUOTE_STATUS.AWAITING_APPROVAL},${QUOTE_STATUS.AWAITING_PAYMENT},${QUOTE_STATUS.ORDERED},${QUOTE_STATUS.ORDERED},${QUOTE_STATUS.ORDERED},${QUOTE_STATUS.INACTIVE}])[1 + g % 10],
      round((1500 + (g * 7919) % 18000)::numeric, 0), 0, 1.43, u.id,
      now() - ((g % 395) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
      now()
    FROM generate_series(1, ${QUOTES}) g
    JOIN bench_dealers d ON d.n = g % ${DEALERS}
    -- One of the quote's own dealer's customers (100 each).
    JOIN bench_customers bc ON bc.dealer_id = d.id AND bc.k = (g / ${DEALERS}) % ${CUSTOMERS / DEALERS}
    JOIN customers c ON c.id = bc.id,
    (SELECT id FROM users WHERE username = 'salesrep') u`);
  const columns = (
    await (run(
      `SELECT string_agg(quote_ident(column_name), ', ') AS list FROM information_schema.columns
       WHERE table_name = 'configurations' AND table_schema = current_schema() AND column_name NOT IN ('id', 'quote_id', 'created_at', 'updated_at')`,
    ) as Promise<{ list: string }[]>)
  )[0]!.list;
  const copied = columns
    .split(", ")
    .map((column) => `t.${column}`)
    .join(", ");
  await run(
    `CREATE TEMP TABLE bench_units AS SELECT row_number() OVER (ORDER BY id) - 1 AS n, * FROM configurations`,
  );
  await run(`
    INSERT INTO configurations (quote_id, ${columns}, created_at, updated_at)
    SELECT q.id, ${copied}, q.created_at, q.created_at
    FROM quotes q CROSS JOIN generate_series(1, ${UNITS_PER_QUOTE}) g
    JOIN bench_units t ON t.n = (q.id * ${UNITS_PER_QUOTE} + g) % (SELECT count(*) FROM bench_units)
    WHERE q.quote_number LIKE 'Q-05%'`);
  // An order for every ordered quote, its status along the flow by age.
  await run(`
    INSERT INTO orders (order_number, quote_id, status, sale_price, shipping_cost, created_by, created_at, updated_at)
    SELECT 'O-' || lpad((500000 + q.id)::text, 7, '0'), q.id,
      CASE WHEN q.created_at < now() - interval '60 days' THEN ${ORDER_STATUS.CLOSED}
           WHEN q.created_at < now() - interval '14 days' THEN ${ORDER_STATUS.PRODUCED}
           ELSE (ARRAY[${ORDER_STATUS.ACTIVE},${ORDER_STATUS.PROCESSING},${ORDER_STATUS.IN_PRODUCTION}])[1 + q.id % 3] END,
      round(q.sale_price * 0.55, 2), 0, q.created_by, q.created_at + interval '2 days', now()
    FROM quotes q WHERE q.status = ${QUOTE_STATUS.ORDERED} AND q.quote_number LIKE 'Q-05%'`);
  await run(`
    INSERT INTO status_changes (entity, entity_id, from_status, to_status, user_id, created_at)
    SELECT 'quote', q.id, ${QUOTE_STATUS.AWAITING_APPROVAL}, ${QUOTE_STATUS.ORDERED}, q.created_by, q.created_at + interval '2 days'
    FROM quotes q WHERE q.status = ${QUOTE_STATUS.ORDERED} AND q.quote_number LIKE 'Q-05%'`);
  // As autovacuum leaves a live database: statistics, and the trigram indexes' pending lists merged
  // (GIN's fast update keeps fresh rows in a list every search would otherwise read through).
  await run("VACUUM ANALYZE");
}

// ---------------------------------------------------------------------------------------------
// Measuring

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Line {
  what: string;
  "p50 ms": number;
  "p95 ms": number;
  "max ms": number;
  target: string;
  met: string;
  note?: string;
}
const lines: Line[] = [];

async function login(base: string, username: string): Promise<string> {
  const answer = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login ${username}: ${answer.status} ${await answer.text()}`);
  return (answer.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function timed(base: string, cookie: string, url: string) {
  const started = performance.now();
  const answer = await fetch(base + url, { headers: { cookie } });
  const body = await answer.arrayBuffer();
  return { ms: performance.now() - started, status: answer.status, bytes: body.byteLength, body };
}

/** `SAMPLES` requests one after another after 3 warm-ups; p50 and p95 against `targetMs`. */
async function measure(
  what: string,
  base: string,
  cookie: string,
  url: string,
  targetMs: number,
  note?: string,
) {
  for (let i = 0; i < 3; i++) {
    const warm = await timed(base, cookie, url);
    if (warm.status >= 400) {
      const text = new TextDecoder().decode(warm.body).slice(0, 200);
      console.log(`${what}: ${url} answered ${warm.status} ${text}`);
      lines.push({
        what,
        "p50 ms": NaN,
        "p95 ms": NaN,
        "max ms": NaN,
        target: `< ${targetMs} ms`,
        met: `HTTP ${warm.status}`,
        note,
      });
      return;
    }
  }
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) times.push((await timed(base, cookie, url)).ms);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const line: Line = {
    what,
    "p50 ms": round(percentile(times, 50)),
    "p95 ms": round(p95),
    "max ms": round(times.at(-1)!),
    target: `p95 < ${targetMs} ms`,
    met: p95 < targetMs ? "yes" : "NO",
    note,
  };
  lines.push(line);
  console.log(JSON.stringify(line));
}

function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** The export streamed to the end, with the server's RSS sampled every 10 ms meanwhile. */
async function measureExport(base: string, cookie: string, url: string, pid: number) {
  const before = rssOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid).rss);
  }, 10);
  const started = performance.now();
  const answer = await fetch(base + url, { headers: { cookie } });
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) newlines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(pid).rss);
  const result = {
    what: "CSV export of the quotes list (super admin, every quote)",
    status: answer.status,
    lines: newlines,
    "MB sent": Math.round((bytes / 1048576) * 10) / 10,
    seconds: Math.round(seconds * 100) / 100,
    "server RSS before MB": Math.round(before.rss),
    "server RSS peak during MB": Math.round(peak),
    "server RSS high-water since start MB": Math.round(rssOf(pid).peak),
    target: "< 5 s in < 150 MB RSS",
    met: answer.status === 200 && seconds < 5 && peak < 150 ? "yes" : "NO",
  };
  console.log(JSON.stringify(result));
  return result;
}

async function startServer(databaseUrl: string): Promise<ChildProcess> {
  // BENCH_SERVER_ENTRY: another build of the server (e.g. `npx tsup --out-dir <dir>`), so a bench
  // never depends on a dist/ someone else may be rebuilding.
  const built = process.env.BENCH_SERVER_ENTRY
    ? path.resolve(process.env.BENCH_SERVER_ENTRY)
    : path.join(serverRoot, "dist/main.js");
  const args = existsSync(built) ? [built] : [path.join(serverRoot, "node_modules/.bin/tsx"), "src/main.ts"];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      DEMO_DATA: "0",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(`[server] ${chunk.toString()}`));
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 300; i++) {
    try {
      const answer = await fetch(`${base}/api/check-session`);
      if (answer.status === 401 || answer.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("The server did not start within a minute.");
}

// ---------------------------------------------------------------------------------------------

/** The database migrated, with the demo world and the bulk rows. */
async function createAndSeed(databaseUrl: string) {
  const database = await createDatabase({ url: databaseUrl });
  try {
    await applyMigrations(database);
    await seedDemoWorld(database.prisma);
    console.log(
      `Seeding ${QUOTES} quotes with ${QUOTES * UNITS_PER_QUOTE} units across ${DEALERS} dealers...`,
    );
    const started = Date.now();
    // One connection: the seed's temporary tables live in its session.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await seedAtScale(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
    } finally {
      await client.end();
    }
    const counts = await database.prisma.$queryRawUnsafe<Record<string, number>[]>(
      `SELECT (SELECT count(*)::int FROM quotes) AS quotes, (SELECT count(*)::int FROM configurations) AS units,
        (SELECT count(*)::int FROM dealers) AS dealers, (SELECT count(*)::int FROM orders) AS orders,
        (SELECT count(*)::int FROM customers) AS customers, (SELECT count(*)::int FROM users) AS users`,
    );
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts[0])}`);
  } finally {
    await database.close();
  }
}

/** BENCH_REUSE=<database>: measure a database a previous run kept (BENCH_KEEP=1), without seeding. */
const reuse = process.env.BENCH_REUSE;
const dbName = reuse ?? process.env.BENCH_DB_NAME ?? `screens_scale_${Date.now()}`;
if (!reuse) await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(SERVER_URL);
url.pathname = `/${dbName}`;
let server: ChildProcess | undefined;
try {
  if (!reuse) await createAndSeed(url.toString());
  if (process.env.BENCH_SEED_ONLY === "1") {
    console.log(`Seeded ${dbName}; BENCH_SEED_ONLY=1, nothing measured.`);
    process.exit(0);
  }

  server = await startServer(url.toString());
  const base = `http://127.0.0.1:${PORT}`;
  const pid = server.pid!;
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(`Load average before measuring: ${load.join(" ")} (${os.cpus().length} cores)`);

  const superadmin = await login(base, "superadmin");
  const staff = await login(base, "mfguser");
  const reporter = await login(base, "mfgadmin");
  const dealer = await login(base, "dealeradmin");

  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // An idle connection ended by the server (another run dropping its database) is no failure here.
  pool.on("error", () => {});
  const one = async <T>(sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows[0] as T;
  const benchDealer = await one<{ id: number }>(`SELECT id FROM dealers WHERE account_number = 'BD-0042'`);
  const housing = await one<{ housing_type: string }>(
    `SELECT housing_type FROM configurations WHERE housing_type IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
  );

  // The yardstick: a signed-in session check, the cheapest request there is. On a busy machine every
  // figure below is inflated by about as much as this one is above its quiet ~1 ms.
  await measure("yardstick: GET /api/check-session", base, staff, "/api/check-session", 10);

  // Dashboards: each audience's figures for the default period and for the year.
  for (const [who, cookie] of [
    ["super admin", superadmin],
    ["manufacturer staff", staff],
    ["dealer admin", dealer],
  ] as const) {
    await measure(
      `dashboard figures, ${who}, last 30 days`,
      base,
      cookie,
      "/api/reports/figures?period=last_30_days",
      150,
    );
    await measure(`dashboard figures, ${who}, year`, base, cookie, "/api/reports/figures?period=year", 150);
  }
  // The Reports page with its filters, and its drill-down list.
  const filters = `period=year&dealer_id=${benchDealer.id}&housing_type=${encodeURIComponent(housing.housing_type)}`;
  await measure(
    "report with filters (dealer, housing type, year)",
    base,
    reporter,
    `/api/reports/figures?${filters}`,
    150,
  );
  await measure(
    "report drill-down: matching quotes",
    base,
    reporter,
    `/api/reports/quotes?${filters}&limit=${PAGE_SIZE + 1}`,
    150,
  );

  // The quotes list: first page and the 100th (its cursor is the last id of page 99, newest first).
  const cursorAt = async (where: string, page: number) =>
    (
      await one<{ id: number } | undefined>(
        `SELECT id FROM quotes q WHERE q.status <> ${QUOTE_STATUS.INACTIVE} ${where} ORDER BY id DESC OFFSET ${(page - 1) * PAGE_SIZE - 1} LIMIT 1`,
      )
    )?.id ?? 0;
  const gulf = await one<{ id: number }>(`SELECT dealer_id AS id FROM users WHERE username = 'dealeradmin'`);
  const dealerQuotes = await one<{ n: number }>(
    `SELECT count(*)::int AS n FROM quotes WHERE dealer_id = ${gulf.id} AND status <> ${QUOTE_STATUS.INACTIVE}`,
  );
  // A dealer has about 450 quotes of the 100,000: its last page stands in for the 100th.
  const dealerLastPage = Math.max(2, Math.min(100, Math.ceil(dealerQuotes.n / PAGE_SIZE)));
  const staffCursor = await cursorAt("", 100);
  const dealerCursor = await cursorAt(`AND q.dealer_id = ${gulf.id}`, dealerLastPage);
  await measure("quotes list page 1, staff", base, staff, `/api/quotes-table?limit=${PAGE_SIZE + 1}`, 50);
  await measure(
    "quotes list page 100, staff",
    base,
    staff,
    `/api/quotes-table?limit=${PAGE_SIZE + 1}&cursor=${staffCursor}`,
    50,
  );
  await measure("quotes list page 1, dealer", base, dealer, `/api/quotes-table?limit=${PAGE_SIZE + 1}`, 50);
  await measure(
    `quotes list page ${dealerLastPage} (its last), dealer`,
    base,
    dealer,
    `/api/quotes-table?limit=${PAGE_SIZE + 1}&cursor=${dealerCursor}`,
    50,
    `the dealer has ${dealerQuotes.n} quotes`,
  );
  await measure(
    "quotes list page 1 filtered ('lanai'), staff",
    base,
    staff,
    `/api/quotes-table?limit=${PAGE_SIZE + 1}&q=lanai`,
    50,
  );

  // The header's search: a common word, a surname, a quote number, a rare text, as staff and dealer.
  const quoteNumber = (
    await one<{ quote_number: string }>(
      `SELECT quote_number FROM quotes WHERE quote_number LIKE 'Q-05%' ORDER BY id DESC OFFSET 777 LIMIT 1`,
    )
  ).quote_number;
  for (const [who, cookie] of [
    ["staff", staff],
    ["dealer", dealer],
  ] as const) {
    for (const [label, q] of [
      ["common word 'lanai'", "lanai"],
      ["surname 'Tremblay'", "Tremblay"],
      ["quote number", quoteNumber],
      ["text found nowhere", "zzqx"],
      ["three letters 'pat'", "pat"],
    ] as const) {
      await measure(`search, ${who}, ${label}`, base, cookie, `/api/search?q=${encodeURIComponent(q)}`, 100);
    }
  }

  const exported = await measureExport(base, superadmin, "/api/quotes/export.csv", pid);
  await pool.end();

  console.log("\nSummary");
  console.table(lines.map((line) => ({ ...line, note: line.note ?? "" })));
  console.table([exported]);
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(" ")}`,
  );
} finally {
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  if (process.env.BENCH_KEEP === "1" || reuse) console.log(`Kept database ${dbName}.`);
  else await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
