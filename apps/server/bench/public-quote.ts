/**
 * `npx tsx bench/public-quote.ts` in apps/server (also run by `npm run bench -w @screens/server`):
 * the homeowner's page data, GET /api/public/quotes/{token}, under load on the embedded database
 * (docs/performance.md). A 10-unit quote with two accessory lines, a logo and terms, sent (status 10,
 * a live link), behind the server's Express app; autocannon in its own process, BENCH_CONNECTIONS
 * (20) connections for BENCH_SECONDS (10) a run, BENCH_ROUNDS (2) rounds of each run, medians.
 * Also: the first read after a change to the quote (the document is built again), one at a time.
 * Target: at least 500 answers a second with a p99 under 100 ms at 20 connections.
 * BENCH_DATA_DIR: a PGlite data folder instead of memory (created, then deleted).
 */
import http from "node:http";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { promisify } from "node:util";
import type { AddressInfo } from "node:net";
import { QUOTE_STATUS } from "@screens/domain";
import { createApp } from "../src/app.js";
import { createDatabase } from "../src/db/client.js";
import { applyMigrations } from "../src/db/migrate.js";
import { seedDemoWorld } from "../src/seed/demo-world.js";
import { hashToken } from "../src/auth/tokens.js";
import { rasterizeLogo } from "../src/services/documents/logo-image.js";
import { makeDocumentQuote } from "../test/documents/fixtures.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 10);
const DATA_DIR = process.env.BENCH_DATA_DIR;
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">
<circle cx="48" cy="48" r="40" fill="#0e7490"/><path d="M14 56 q17 -14 34 0 t34 0" stroke="#fff" stroke-width="7" fill="none"/>
<text x="102" y="46" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="30" fill="#0f172a">Gulf Coast</text>
<text x="103" y="76" font-family="Helvetica, Arial, sans-serif" font-size="19" letter-spacing="3" fill="#0e7490">SHADE &amp; SCREEN</text></svg>`;

/** autocannon in its own process; the CPU time of this process (the server's) per answer. */
async function cannon(url: string, headers: Record<string, string>) {
  const args = [autocannonCli, "-j", "-c", String(CONNECTIONS), "-d", String(SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}=${value}`);
  args.push(url);
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as CannonResult;
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerAnswer: Math.round((cpu.user + cpu.system) / Math.max(1, result.requests.total)),
    errors: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const database = await createDatabase({ dataDir: DATA_DIR ?? "memory://" });
try {
  await applyMigrations(database);
  const { prisma } = database;
  await seedDemoWorld(prisma);
  const dealer = await prisma.dealer.findFirstOrThrow({
    where: { company_name: "Gulf Coast Shade & Screen" },
  });
  await prisma.dealer.update({
    where: { id: dealer.id },
    data: {
      logo: new Uint8Array(await rasterizeLogo(Buffer.from(LOGO_SVG))),
      logo_mime: "image/png",
      logo_updated_at: new Date(),
      quote_terms: "A 50% deposit is due on acceptance; the balance on installation.",
    },
  });
  const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
  const quoteId = await makeDocumentQuote(prisma, { dealerId: dealer.id, userId: rep.id, units: 10 });
  // As sending leaves it: status 10, sent and valid-until dates, a live link.
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
    createApp({ prisma, mailer: { send: () => Promise.resolve() }, webDist: "/nonexistent" }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/public/quotes/${token}`;
  const first = await fetch(url);
  const body = await first.text();
  if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}: ${body}`);
  for (let index = 0; index < 20; index++) await (await fetch(url)).arrayBuffer();

  // The first read after each change to the quote: the document is built again.
  const afterChange: number[] = [];
  for (let index = 0; index < CHANGES; index++) {
    await prisma.quote.update({ where: { id: quoteId }, data: { title: `Backyard screens ${index}` } });
    const started = performance.now();
    const answer = await fetch(url);
    const text = await answer.text();
    afterChange.push(performance.now() - started);
    if (!text.includes(`Backyard screens ${index}`)) throw new Error("The change did not show.");
  }

  const runs = {
    plain: [] as Array<Awaited<ReturnType<typeof cannon>>>,
    browser: [] as Array<Awaited<ReturnType<typeof cannon>>>,
  };
  for (let round = 0; round < ROUNDS; round++) {
    runs.plain.push(await cannon(url, {}));
    runs.browser.push(await cannon(url, { "accept-encoding": "gzip, deflate, br" }));
  }
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));

  console.log(
    `GET /api/public/quotes/{token}: 10 units, 2 accessory lines, logo and terms (${(body.length / 1024).toFixed(0)} KB of JSON)`,
  );
  console.log(
    `${DATA_DIR ? `PGlite in ${DATA_DIR}` : "PGlite in memory"}, ${CONNECTIONS} connections, ${SECONDS} s a run, ${ROUNDS} rounds (medians); Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log(
    "| request                                   | answers/s | p50 ms | p99 ms | server CPU / answer | errors |",
  );
  console.log(
    "| ----------------------------------------- | --------: | -----: | -----: | ------------------: | -----: |",
  );
  for (const [title, lines] of [
    ["no Accept-Encoding", runs.plain],
    ["a browser's Accept-Encoding (br)", runs.browser],
  ] as const) {
    const pick = (key: keyof (typeof lines)[number]) => median(lines.map((line) => line[key]));
    console.log(
      `| ${title.padEnd(41)} | ${String(pick("perSecond")).padStart(9)} | ${String(pick("p50")).padStart(6)} | ${String(pick("p99")).padStart(6)} | ${`${pick("cpuPerAnswer")} µs`.padStart(19)} | ${String(lines.reduce((sum, line) => sum + line.errors, 0)).padStart(6)} |`,
    );
    console.log(`|   rounds: ${lines.map((line) => `${line.perSecond}/s p99 ${line.p99} ms`).join(", ")}`);
  }
  console.log(
    `\nFirst read after a change to the quote (${CHANGES} changes, one at a time): median ${median(afterChange).toFixed(0)} ms, max ${Math.max(...afterChange).toFixed(0)} ms`,
  );
} finally {
  await database.close();
  if (DATA_DIR) rmSync(DATA_DIR, { recursive: true, force: true });
}
