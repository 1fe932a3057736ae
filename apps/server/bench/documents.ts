/**
 * `npx tsx bench/documents.ts` in apps/server (also run by `npm run bench -w @screens/server`): the
 * server-rendered documents under load on the embedded database (docs/performance.md, decision 128).
 * A 10-unit quote of the demo dealer with two accessory lines, sent (a live link); the built panel
 * (`npm run build` first) behind the server's Express app; autocannon in its own process,
 * BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (10) a run, BENCH_ROUNDS (2) rounds, medians.
 * - GET /panel/quotes/{id} as the dealer's rep: the session, the loader's reads in process, the render.
 *   Target: p95 under 50 ms at 20 connections.
 * - GET /q/{token}, the homeowner's page: the cached document read, the render.
 * React and React Router run in production mode, as the built server runs them (NODE_ENV overrides).
 * "cpu ms" is this process's CPU time (the server's; autocannon runs apart) per answer.
 */
import "./production-mode.js";
import http from "node:http";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import { QUOTE_STATUS } from "@screens/domain";
import { createApp, DEFAULT_WEB_DIST } from "../src/app.js";
import { createDatabase } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { seedDemoWorld } from "../src/seed/demo-world.js";
import { hashToken } from "../src/auth/tokens.js";
import { hasWebBuild } from "../src/web-app.js";
import { makeDocumentQuote } from "../test/documents/fixtures.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number };
  non2xx: number;
  errors: number;
}

async function cannon(url: string, headers: Record<string, string>) {
  const args = [autocannonCli, "-j", "-c", String(CONNECTIONS), "-d", String(SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as CannonResult;
  return {
    cpuMs: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(result.requests.total, 1)) * 10) / 10,
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!hasWebBuild(DEFAULT_WEB_DIST))
  throw new Error(`No built panel in ${DEFAULT_WEB_DIST}: run "npm run build".`);
const database = await createDatabase({ dataDir: "memory://" });
try {
  await applyMigrations(database);
  const { prisma } = database;
  await seedDemoWorld(prisma);
  const dealer = await prisma.dealer.findFirstOrThrow({
    where: { company_name: "Gulf Coast Shade & Screen" },
  });
  const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
  const quoteId = await makeDocumentQuote(prisma, { dealerId: dealer.id, userId: rep.id, units: 10 });
  const sentAt = new Date();
  await prisma.quote.update({
    where: { id: quoteId },
    data: {
      status: QUOTE_STATUS.CUSTOMER_APPROVAL,
      sent_at: sentAt,
      valid_until: new Date(sentAt.getTime() + 30 * 86_400_000),
    },
  });
  const token = randomBytes(32).toString("base64url");
  await prisma.quoteShareLink.create({
    data: {
      quote_id: quoteId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 31 * 86_400_000),
    },
  });

  const server = http.createServer(
    createApp({ prisma, mailer: { send: () => Promise.resolve() }, webDist: DEFAULT_WEB_DIST }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "salesrep", password: "Screens#2026" }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const pages: { title: string; url: string; headers: Record<string, string> }[] = [
    {
      title: `GET /panel/quotes/{id} (10 units, signed in)`,
      url: `${base}/panel/quotes/${quoteId}`,
      headers: { cookie },
    },
    { title: "GET /q/{token} (the homeowner's page)", url: `${base}/q/${token}`, headers: {} },
  ];
  for (const page of pages) {
    const answer = await fetch(page.url, { headers: page.headers });
    const html = await answer.text();
    if (answer.status !== 200 || !html.includes("Backyard")) throw new Error(`${page.url}: ${answer.status}`);
    for (let index = 0; index < 30; index++)
      await (await fetch(page.url, { headers: page.headers })).arrayBuffer();
  }

  const runs = pages.map(() => [] as Array<Awaited<ReturnType<typeof cannon>>>);
  for (let round = 0; round < ROUNDS; round++)
    for (const [index, page] of pages.entries())
      runs[index]!.push(await cannon(page.url, { ...page.headers, "accept-encoding": "gzip, deflate, br" }));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));

  console.log(
    `Server-rendered documents, PGlite in memory, ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds (medians); NODE_ENV=${process.env.NODE_ENV}; Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    "| document                                   | answers/s | cpu ms | p50 ms | p90 ms | p97.5 ms | p99 ms | errors |",
  );
  console.log(
    "| ------------------------------------------ | --------: | -----: | -----: | -----: | -------: | -----: | -----: |",
  );
  for (const [index, page] of pages.entries()) {
    const lines = runs[index]!;
    const pick = (key: "perSecond" | "cpuMs" | "p50" | "p90" | "p97_5" | "p99") =>
      median(lines.map((line) => line[key]));
    const errors = lines.reduce((sum, line) => sum + line.errors, 0);
    console.log(
      `| ${page.title.padEnd(42)} | ${String(pick("perSecond")).padStart(9)} | ${String(pick("cpuMs")).padStart(6)} | ${String(pick("p50")).padStart(6)} | ${String(pick("p90")).padStart(6)} | ${String(pick("p97_5")).padStart(8)} | ${String(pick("p99")).padStart(6)} | ${String(errors).padStart(6)} |`,
    );
  }
} finally {
  await database.close();
}
