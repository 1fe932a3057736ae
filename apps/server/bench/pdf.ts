/**
 * `npm run bench -w @screens/server` (or `npx tsx bench/pdf.ts` in apps/server, whose tsconfig sets
 * the JSX runtime): the customer-facing quote PDF of a 10-unit quote with a logo, two accessories
 * and terms (docs/performance.md, "The quote PDF"). Measures, on an embedded
 * database (no server needed):
 * - cold: the first render in a fresh Node process (module load timed apart), BENCH_COLD processes;
 * - warm: BENCH_RUNS renders in one process after three warm-ups (wall and CPU time);
 * - loadQuoteDocument alone, and GET /api/quotes/{id}/pdf end to end, one request at a time;
 * - the homeowner's link: GET /api/public/quotes/{token} (what /q/{token} renders) and the /q/{token}
 *   page itself under load, autocannon in its own process (BENCH_CONNECTIONS, BENCH_SECONDS).
 * - the largest quote the bounds allow (decision 144): BENCH_LARGEST_RUNS renders, wall and CPU time.
 * Target: a 10-unit PDF under 300 ms.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { QuoteDocument } from "../src/services/documents/quote-document.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const COLD = Number(process.env.BENCH_COLD ?? 7);
const HTTP_RUNS = Number(process.env.BENCH_HTTP_RUNS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LARGEST_RUNS = Number(process.env.BENCH_LARGEST_RUNS ?? 3);
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** autocannon in its own process (the server under test runs in this one). */
async function cannon(url: string): Promise<CannonResult> {
  const args = [autocannonCli, "-j", "-c", String(CONNECTIONS), "-d", String(SECONDS), url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 });
  return JSON.parse(stdout) as CannonResult;
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">
<circle cx="48" cy="48" r="40" fill="#0e7490"/><path d="M14 56 q17 -14 34 0 t34 0" stroke="#fff" stroke-width="7" fill="none"/>
<path d="M14 40 q17 -14 34 0 t34 0" stroke="#a5f3fc" stroke-width="5" fill="none"/>
<text x="102" y="46" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="30" fill="#0f172a">Gulf Coast</text>
<text x="103" y="76" font-family="Helvetica, Arial, sans-serif" font-size="19" letter-spacing="3" fill="#0e7490">SHADE &amp; SCREEN</text></svg>`;

const TERMS = [
  "A 50% deposit is due on acceptance; the balance on installation.",
  "Prices include installation by our certified crew. Screens carry a 5-year limited warranty on fabric and motor.",
  "This quote is valid until the date shown above.",
].join("\n");

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const line = (title: string, values: number[]) =>
  `| ${title.padEnd(48)} | ${ms(percentile(values, 50)).padStart(7)} | ${ms(percentile(values, 95)).padStart(7)} | ${String(values.length).padStart(4)} |`;

const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0;

/** The child of a cold run: load the renderer, render the document once, print both times. */
async function coldChild(documentPath: string) {
  const started = performance.now();
  const { renderQuotePdf } = await import("../src/services/documents/quote-pdf.js");
  const loaded = performance.now();
  const document = JSON.parse(readFileSync(documentPath, "utf8")) as QuoteDocument;
  await renderQuotePdf(document);
  const rendered = performance.now();
  process.stdout.write(JSON.stringify({ load: loaded - started, render: rendered - loaded }));
}

async function main() {
  const { createDatabase } = await import("../src/db/client.js");
  const { applyMigrations } = await import("../src/db/migrate.js");
  const { seedDemoWorld } = await import("../src/seed/demo-world.js");
  const { makeDocumentQuote, makeLargestQuote } = await import("../test/documents/fixtures.js");
  const { rasterizeLogo } = await import("../src/services/documents/logo-image.js");
  const { loadQuoteDocument } = await import("../src/services/documents/quote-document.js");
  const { renderQuotePdf } = await import("../src/services/documents/quote-pdf.js");
  const { startApp, Client } = await import("../test/helpers/http.js");
  const { hashToken } = await import("../src/auth/tokens.js");
  const { QUOTE_STATUS } = await import("@screens/domain");

  const database = await createDatabase({ dataDir: "memory://" });
  await applyMigrations(database);
  const { prisma } = database;
  await seedDemoWorld(prisma);
  const dealer = await prisma.dealer.findFirstOrThrow({
    where: { company_name: "Gulf Coast Shade & Screen" },
  });
  const logo = await rasterizeLogo(Buffer.from(LOGO_SVG));
  await prisma.dealer.update({
    where: { id: dealer.id },
    data: {
      logo: new Uint8Array(logo),
      logo_mime: "image/png",
      logo_updated_at: new Date(),
      quote_terms: TERMS,
    },
  });
  const rep = await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } });
  const quoteId = await makeDocumentQuote(prisma, { dealerId: dealer.id, userId: rep.id, units: 10 });

  const loads: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await loadQuoteDocument(prisma, quoteId);
    loads.push(performance.now() - started);
  }
  const document = (await loadQuoteDocument(prisma, quoteId))!;
  const directory = mkdtempSync(path.join(tmpdir(), "pdf-bench-"));
  const documentPath = path.join(directory, "document.json");
  writeFileSync(documentPath, JSON.stringify(document));

  // Cold: a fresh process each time, started with this process's loader (tsx).
  const coldLoads: number[] = [];
  const coldRenders: number[] = [];
  const self = fileURLToPath(import.meta.url);
  for (let index = 0; index < COLD; index++) {
    const { stdout } = await promisify(execFile)(process.execPath, [
      ...process.execArgv,
      self,
      "--cold",
      documentPath,
    ]);
    const result = JSON.parse(stdout) as { load: number; render: number };
    coldLoads.push(result.load);
    coldRenders.push(result.render);
  }
  rmSync(directory, { recursive: true, force: true });

  for (let index = 0; index < 3; index++) await renderQuotePdf(document);
  const renders: number[] = [];
  const cpu: number[] = [];
  let pdf: Buffer = Buffer.alloc(0);
  for (let index = 0; index < RUNS; index++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    pdf = await renderQuotePdf(document);
    renders.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }

  // The largest quote the bounds allow: its pages are cut by the pagination (decision 209).
  const largest = (await loadQuoteDocument(
    prisma,
    await makeLargestQuote(prisma, { dealerId: dealer.id, userId: rep.id, title: "Marina condominiums" }),
  ))!;
  const largestWall: number[] = [];
  const largestCpu: number[] = [];
  let largestPages = 0;
  for (let index = 0; index < LARGEST_RUNS; index++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const rendered = await renderQuotePdf(largest);
    largestWall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    largestCpu.push((used.user + used.system) / 1000);
    largestPages = pageCount(rendered);
  }

  // The built panel too (npm run build), so /q/{token} answers its page as in production.
  const { DEFAULT_WEB_DIST } = await import("../src/app.js");
  const app = await startApp({ prisma, webDist: DEFAULT_WEB_DIST });
  const client = new Client(app.url);
  await client.login("salesrep");
  const requests: number[] = [];
  for (let index = 0; index < HTTP_RUNS + 2; index++) {
    const started = performance.now();
    const response = await fetch(`${app.url}/api/quotes/${quoteId}/pdf`, {
      headers: { cookie: client.cookie! },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET /pdf answered ${response.status}`);
    if (index >= 2) requests.push(performance.now() - started);
  }

  // The homeowner's link: the quote at 10 with a live link, as sending leaves it.
  const token = randomBytes(32).toString("base64url");
  await prisma.quote.update({ where: { id: quoteId }, data: { status: QUOTE_STATUS.CUSTOMER_APPROVAL } });
  await prisma.quoteShareLink.create({
    data: { quote_id: quoteId, token_hash: hashToken(token), expires_at: new Date(Date.now() + 86_400_000) },
  });
  const publicJson = await cannon(`${app.url}/api/public/quotes/${token}`);
  const publicPage = await cannon(`${app.url}/q/${token}`);
  await app.close();
  await database.close();

  const size = `${(pdf.length / 1024).toFixed(0)} KB, ${pageCount(pdf)} pages`;
  console.log(`Quote PDF, 10 units + 2 accessories + logo + terms (${size})`);
  console.log(`Node ${process.version}, load average at the end ${loadavg()[0]!.toFixed(1)}\n`);
  console.log(`| ${"measure".padEnd(48)} |     p50 |     p95 |    n |`);
  console.log(`| ${"-".repeat(48)} | ------: | ------: | ---: |`);
  console.log(line("cold: module load (react-pdf, yoga), fresh process", coldLoads));
  console.log(line("cold: first render in that process", coldRenders));
  console.log(line("warm: renderQuotePdf, wall", renders));
  console.log(line("warm: renderQuotePdf, CPU of the process", cpu));
  console.log(line("loadQuoteDocument (embedded database)", loads));
  console.log(line("GET /api/quotes/{id}/pdf, one at a time", requests));
  console.log(line(`largest quote (${largestPages} pages): render, wall`, largestWall));
  console.log(line("largest quote: render, CPU of the process", largestCpu));
  console.log(
    `\nThe homeowner's link under load (${CONNECTIONS} connections, ${SECONDS} s, embedded database):\n`,
  );
  console.log(`| ${"request".padEnd(48)} | answers/s | p50 ms | p99 ms | errors |`);
  console.log(`| ${"-".repeat(48)} | --------: | -----: | -----: | -----: |`);
  for (const [title, result] of [
    ["GET /api/public/quotes/{token} (10-unit document)", publicJson],
    ["GET /q/{token} (the page's HTML)", publicPage],
  ] as const) {
    const { requests: r, latency: l } = result;
    console.log(
      `| ${title.padEnd(48)} | ${Math.round(r.average).toString().padStart(9)} | ${String(l.p50).padStart(6)} | ${String(l.p99).padStart(6)} | ${String(result.non2xx + result.errors).padStart(6)} |`,
    );
  }
}

if (process.argv[2] === "--cold") await coldChild(process.argv[3]!);
else await main();
