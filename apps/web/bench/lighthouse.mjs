// Lighthouse performance scores of the built panel in Debian's Chromium: /login, the dashboard, a
// quote page, the configuration editor and the homeowner's page, on Lighthouse's mobile profile (simulated
// slow 4G and 4x CPU slowdown) and its desktop profile. Starts the built server on a fresh embedded
// database with the demo data; signed-in pages get the session cookie of an API login.
// Run: `npm run build` first, then `node apps/web/bench/lighthouse.mjs` (CHROME_PATH to override;
// LIGHTHOUSE_PAGES to audit some of the pages, LIGHTHOUSE_PROFILES one profile, LIGHTHOUSE_RUNS for
// the runs per page and profile).
// Targets: mobile >= 95, desktop 100 (docs/performance.md). Exit code 1 when a score misses.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { firstQuoteWithUnit, signIn, startBuiltServer } from "./built-server.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const TARGETS = { mobile: 95, desktop: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Sends the dealer's first started quote to its customer; the link's token from the e-mail in the outbox. */
async function homeownerLink(baseUrl, cookie, dataDir) {
  if (!dataDir) return null;
  const list = await fetch(`${baseUrl}/api/quotes?limit=50`, { headers: { cookie } }).then((r) => r.json());
  const rows = Array.isArray(list) ? list : [];
  for (const row of rows.filter((quote) => quote.status === 1)) {
    const sent = await fetch(`${baseUrl}/api/quotes/${row.id}/send`, {
      method: "POST",
      headers: { cookie, origin: baseUrl, "content-type": "application/json" },
      body: "{}",
    });
    if (!sent.ok) continue;
    const outbox = join(dataDir, "outbox");
    for (let attempt = 0; attempt < 40; attempt += 1) {
      for (const file of existsSync(outbox) ? readdirSync(outbox) : []) {
        const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(readFileSync(join(outbox, file), "utf8"))?.[1];
        if (token) return `/q/${token}`;
      }
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  return null;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The browser's cookies become exactly the page's: none for a signed-out page, the session for a
 * panel page. (Lighthouse's `extraHeaders` Cookie does not reach the server from Chromium: every
 * panel page was measured as the sign-in page it redirected to. Lighthouse keeps cookies between
 * runs; it clears the cache.)
 */
async function useCookie(browser, url, cookie) {
  await browser.deleteCookie(...(await browser.cookies()));
  if (!cookie) return;
  const { hostname } = new URL(url);
  await browser.setCookie(
    ...cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), domain: hostname, path: "/", httpOnly: true, sameSite: "Lax" };
    }),
  );
}

async function audit(url, browser, port, cookie, profile) {
  await useCookie(browser, url, cookie);
  const flags = { port, output: "json", logLevel: "error", onlyCategories: ["performance"] };
  const scores = [];
  const lcps = [];
  const tbts = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(url, flags, profile === "desktop" ? desktopConfig : undefined);
    const { categories, audits } = result.lhr;
    // A signed-in page that was sent to the sign-in page measured the wrong page: a failed run.
    if (result.lhr.finalDisplayedUrl !== url)
      throw new Error(`${url} ended on ${result.lhr.finalDisplayedUrl}: not the page to measure`);
    // LIGHTHOUSE_LHR_DIR keeps every report (opportunities, diagnostics) for a closer look.
    if (process.env.LIGHTHOUSE_LHR_DIR)
      writeFileSync(
        join(
          process.env.LIGHTHOUSE_LHR_DIR,
          `${new URL(url).pathname.replace(/\W+/g, "_")}-${profile}-${run}.json`,
        ),
        JSON.stringify(result.lhr),
      );
    // A run Lighthouse could not finish (a runtime error, no score) is left out and named.
    if (result.lhr.runtimeError || categories.performance.score === null) {
      console.log(
        `  ${url} ${profile}: run ${run + 1} failed (${result.lhr.runtimeError?.code ?? "no score"})`,
      );
      continue;
    }
    scores.push(Math.round(categories.performance.score * 100));
    lcps.push(audits["largest-contentful-paint"].numericValue);
    tbts.push(audits["total-blocking-time"].numericValue);
  }
  return { score: median(scores), lcp: median(lcps), tbt: median(tbts), scores };
}

export async function runLighthouseBench() {
  if (!existsSync(CHROME_PATH)) return { skipped: `no Chromium at ${CHROME_PATH}` };
  // LIGHTHOUSE_BASE_URL: audit a server already running (with the demo data) instead of starting one;
  // WEB_DIST passes through to the started server (a copy of the build, apart from rebuilds).
  const { baseUrl, dataDir, stop } = await startBuiltServer({
    external: process.env.LIGHTHOUSE_BASE_URL,
    prefix: "screens-lighthouse-",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const cookie = await signIn(baseUrl, process.env.LIGHTHOUSE_USER ?? "dealeradmin");
    const { quoteId, unitId } = await firstQuoteWithUnit(baseUrl, cookie);
    const pages = [
      { name: "/login", path: "/login", cookie: undefined },
      { name: "dashboard", path: "/panel/dashboard", cookie },
      { name: "quote page", path: `/panel/quotes/${quoteId}`, cookie },
      { name: "editor", path: `/panel/configurations/${unitId}`, cookie },
    ];
    const homeowner = await homeownerLink(baseUrl, cookie, dataDir);
    if (homeowner) pages.push({ name: "homeowner", path: homeowner, cookie: undefined });
    else console.log("homeowner's page skipped: no started quote could be sent");
    const rows = [];
    // LIGHTHOUSE_PAGES: a comma-separated subset ("/login,quote page"); every page by default.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
    for (const page of pages.filter((candidate) => !only || only.includes(candidate.name))) {
      // LIGHTHOUSE_PROFILES: "mobile" or "desktop" alone; both by default.
      const profiles = process.env.LIGHTHOUSE_PROFILES?.split(",").map((name) => name.trim()) ?? [
        "mobile",
        "desktop",
      ];
      for (const profile of profiles) {
        const result = await audit(`${baseUrl}${page.path}`, browser, chrome.port, page.cookie, profile);
        rows.push({ page: page.name, profile, ...result });
        console.log(
          `${page.name.padEnd(11)} ${profile.padEnd(8)} score ${String(result.score).padStart(3)} ` +
            `(runs ${result.scores.join("/")}; target ${TARGETS[profile]})  LCP ${Math.round(result.lcp)} ms  TBT ${Math.round(result.tbt)} ms`,
        );
      }
    }
    return { rows };
  } finally {
    await browser.disconnect();
    await chrome.kill();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLighthouseBench();
  if (result.skipped) console.log(`lighthouse bench skipped: ${result.skipped}`);
  else if (result.rows.some((row) => row.score < TARGETS[row.profile])) {
    console.error("Below target");
    process.exitCode = 1;
  }
}
