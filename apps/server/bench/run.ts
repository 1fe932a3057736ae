/**
 * `npm run bench -w @screens/server`: seeds 20,000 quotes with 3 units each on PostgreSQL, then
 * measures with autocannon (its own process, 50 connections) GET /api/quotes/{id}, GET /api/quotes-table and
 * POST /api/login, next to a bare HTTP server answering the same quote with one raw pg query.
 * BENCH_DATABASE_URL names the server (default: the machine's PostgreSQL); a fresh database is
 * created and dropped.
 */
import http from "node:http";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import type autocannon from "autocannon";
import pg from "pg";
import { QUOTE_STATUS, RECORD_STATUS } from "@screens/domain";
import { createApp } from "../src/app.js";
import { createDatabase } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { seedDemoWorld } from "../src/seed/demo-world.js";
import type { Mailer } from "../src/mail/mailer.js";
import { ZQuote } from "@screens/domain";
import { hashToken } from "../src/auth/tokens.js";
import { loadQuotePageWithSession } from "../src/services/quote-page-query.js";
import { toQuoteDetail } from "../src/services/quotes.js";

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const QUOTES = Number(process.env.BENCH_QUOTES ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_ONLY=quote,login: measure only the endpoints whose titles contain one of these words. */
const ONLY = (process.env.BENCH_ONLY ?? "").split(",").filter(Boolean);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

interface Line {
  title: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  /** CPU time of this process (every server under test runs in it) per answered request. */
  "server cpu µs/req": number;
  errors: number;
}

/** autocannon runs as its own process, so the load generator does not share the servers' event loop. */
async function cannon(title: string, options: autocannon.Options): Promise<Line | null> {
  if (ONLY.length > 0 && !ONLY.some((word) => title.includes(word))) return null;
  const args = [
    autocannonCli,
    "-j",
    "-c",
    String(options.connections ?? CONNECTIONS),
    "-d",
    String(DURATION),
  ];
  if (options.method) args.push("-m", options.method);
  for (const [name, value] of Object.entries((options.headers ?? {}) as Record<string, string>))
    args.push("-H", `${name}=${value}`);
  if (options.body) args.push("-b", String(options.body));
  args.push(options.url);
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as autocannon.Result;
  return {
    title,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "server cpu µs/req": Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
    errors: result.non2xx + result.errors,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Runs the targets in turn, ROUNDS times (other load on the machine hits them alike), and prints medians. */
async function interleaved(targets: Array<{ title: string; options: autocannon.Options }>) {
  const runs = new Map<string, Line[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const line = await cannon(target.title, target.options);
      if (line) runs.set(target.title, [...(runs.get(target.title) ?? []), line]);
    }
  }
  const medians = new Map<string, Line>();
  for (const [title, lines] of runs) {
    const pick = (key: keyof Line) => median(lines.map((line) => line[key] as number));
    const line: Line = {
      title,
      "req/s": pick("req/s"),
      "p50 ms": pick("p50 ms"),
      "p99 ms": pick("p99 ms"),
      "server cpu µs/req": pick("server cpu µs/req"),
      errors: lines.reduce((sum, l) => sum + l.errors, 0),
    };
    console.log(JSON.stringify({ ...line, rounds: lines.map((l) => l["req/s"]).join(" / ") }));
    medians.set(title, line);
  }
  return medians;
}

const dbName = `screens_bench_${Date.now()}`;
await admin(`CREATE DATABASE ${dbName}`);
const url = new URL(SERVER_URL);
url.pathname = `/${dbName}`;
const database = await createDatabase({ url: url.toString() });
try {
  await applyMigrations(database);
  await seedDemoWorld(database.prisma);
  console.log(`Seeding ${QUOTES} quotes with 3 units each...`);
  const started = Date.now();
  // Bulk copies of a seeded quote and unit, done in SQL: the seed's rows are the template.
  await database.prisma.$executeRawUnsafe(`
    INSERT INTO quotes (quote_number, title, notes, dealer_id, account_id, status, sale_price, markup_variable, created_by, created_at, updated_at)
    SELECT 'B-' || g, 'Bench quote ' || g, 'Bench notes', q.dealer_id, q.account_id,
      CASE WHEN g % 2 = 0 THEN ${QUOTE_STATUS.STARTED} ELSE ${QUOTE_STATUS.AWAITING_APPROVAL} END,
      q.sale_price, q.markup_variable, q.created_by, now(), now()
    FROM generate_series(1, ${QUOTES}) g, (SELECT * FROM quotes ORDER BY id LIMIT 1) q`);
  const columns = (
    await database.prisma.$queryRawUnsafe<{ column_name: string }[]>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'configurations' AND column_name NOT IN ('id', 'quote_id')`,
    )
  ).map((c) => `"${c.column_name}"`);
  await database.prisma.$executeRawUnsafe(`
    INSERT INTO configurations (quote_id, ${columns.join(", ")})
    SELECT q.id, ${columns.map((c) => `t.${c}`).join(", ")}
    FROM quotes q CROSS JOIN generate_series(1, 3) g, (SELECT * FROM configurations ORDER BY id LIMIT 1) t
    WHERE q.quote_number LIKE 'B-%'`);
  await database.prisma.$executeRawUnsafe("ANALYZE");
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);

  const noMail: Mailer = { send: () => Promise.resolve() };
  // What main.ts serves: the Express app.
  const app = createApp({
    prisma: database.prisma,
    mailer: noMail,
    webDist: "/nonexistent",
    rateLimits: { loginPerIp: 1e9, loginPerUsername: 1e9 },
  });
  const appServer = http.createServer(app);
  const base = await listen(appServer);
  const signIn = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "mfguser", password: "Screens#2026" }),
  });
  const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
  const sample = await database.prisma.quote.findFirstOrThrow({
    where: { quote_number: { startsWith: "B-" } },
    orderBy: { id: "desc" },
  });

  // The baseline: the same quote and its units through one raw query, behind a bare HTTP server.
  // As many connections as the server's own pool (db/client.ts), so neither waits more for one.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 20 });
  const raw = http.createServer((req, res) => void answerRaw(req, res));
  async function answerRaw(req: http.IncomingMessage, res: http.ServerResponse) {
    const id = Number(req.url?.split("/").pop());
    const { rows } = await pool.query(
      `SELECT q.*, (SELECT json_agg(c ORDER BY c.id) FROM configurations c WHERE c.quote_id = q.id AND c.status <> ${RECORD_STATUS.INACTIVE}) AS screenconfigurations
       FROM quotes q WHERE q.id = $1`,
      [id],
    );
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(rows[0]));
  }
  const rawBase = await listen(raw);

  // A diagnostic between the two: the API's own read for the page (one statement for the session,
  // the tenancy and the page; the page built and checked as the procedure does) behind a bare HTTP
  // server, so the figures show what Express, the session middleware, the REST adapter and tRPC add.
  const bare = http.createServer((req, res) => void answerBare(req, res));
  async function answerBare(req: http.IncomingMessage, res: http.ServerResponse) {
    const id = Number(req.url?.split("/").pop());
    const token = (req.headers.cookie ?? "").split("=")[1] ?? "";
    const found = await loadQuotePageWithSession(database.prisma, hashToken(token), id);
    if (!found.page || !found.session) return void res.writeHead(404).end();
    const page = ZQuote.parse(toQuoteDetail(found.page, found.session));
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(page));
  }
  const bareBase = await listen(bare);

  console.log(
    `Measuring: ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds (medians), ${QUOTES} quotes.`,
  );
  const quotePage = await interleaved([
    { title: "raw pg query (baseline)", options: { url: `${rawBase}/quotes/${sample.id}` } },
    {
      title: "session + quote page in one statement, bare HTTP server (diagnostic)",
      options: { url: `${bareBase}/quotes/${sample.id}`, headers: { cookie } },
    },
    {
      title: "GET /api/quotes/{id}",
      options: { url: `${base}/api/quotes/${sample.id}`, headers: { cookie } },
    },
  ]);
  // The quotes list as the panel asks for it: its first page, a status filter, and a search.
  await interleaved([
    {
      title: "GET /api/quotes-table?limit=50",
      options: { url: `${base}/api/quotes-table?limit=50`, headers: { cookie } },
    },
    {
      title: "GET /api/quotes-table?limit=50&status=1&sort=-updated_at",
      options: { url: `${base}/api/quotes-table?limit=50&status=1&sort=-updated_at`, headers: { cookie } },
    },
    {
      title: "GET /api/quotes-table?limit=50&q=Bench%20quote%2012",
      options: { url: `${base}/api/quotes-table?limit=50&q=Bench%20quote%2012`, headers: { cookie } },
    },
  ]);
  const all = await cannon("GET /api/quotes-table (all 20,004 rows)", {
    url: `${base}/api/quotes-table`,
    headers: { cookie },
    connections: 5,
  });
  if (all) console.log(JSON.stringify(all));
  const login = await cannon("POST /api/login", {
    url: `${base}/api/login`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "mfguser", password: "Screens#2026" }),
  });
  if (login) console.log(JSON.stringify(login));
  const rawLine = quotePage.get("raw pg query (baseline)");
  const apiLine = quotePage.get("GET /api/quotes/{id}");
  if (rawLine && apiLine)
    console.log(
      JSON.stringify({
        "raw / api throughput ratio for GET /api/quotes/{id}": +(rawLine["req/s"] / apiLine["req/s"]).toFixed(
          2,
        ),
      }),
    );
  // Let the requests still in flight when autocannon stopped finish before the pools close.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const server of [appServer, raw, bare]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await pool.end();
} finally {
  await database.close();
  await admin(`DROP DATABASE ${dbName} WITH (FORCE)`);
}
