// Click to the next screen (decision 125, docs/performance.md): the panel reloads the document on every path change
// (decision 030), so this measures what a rep feels on every click: from clicking a quote in the
// Quotes list to that quote's page showing its data, in headless Chromium on the local built
// server (no throttling), signed in as the demo sales rep. Target: under 300 ms (median).
// Measured in the page: from the click event's own time stamp (the moment the button came up, kept in
// sessionStorage across the reload) to the frame after the quote's heading is in the document. The
// script's wall time around Playwright's click (its actionability checks and round trips included) is
// printed beside it.
import { existsSync } from "node:fs";
import { launchBrowser, VIEWPORTS } from "../e2e/chromium.mjs";
import { startBuiltServer } from "./built-server.mjs";

export const NAVIGATION_BUDGET_MS = 300;
const PASSWORD = process.env.E2E_DEMO_PASSWORD ?? "Screens#2026";

export async function runNavigationBench(runs = 7) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) return { skipped: `no Chromium at ${chromium}` };
  // NAVIGATION_BASE_URL: a server already running with the demo data; WEB_DIST passes through otherwise.
  const { baseUrl, stop } = await startBuiltServer({ external: process.env.NAVIGATION_BASE_URL });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript(markClickToHeading);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/username or email/i).fill("salesrep");
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/panel/dashboard");
    const timings = [];
    const wallTimes = [];
    // The first round warms the browser's cache (as a rep's first click of the day does); not counted.
    for (let run = 0; run <= runs; run += 1) {
      await page.goto(`${baseUrl}/panel/quotes`);
      // A row that opens its quote: not one of the placeholders shown while the list loads.
      const row = page.getByRole("table", { name: "Quotes" }).locator("tbody tr[tabindex]").first();
      await row.waitFor();
      // The quote page's heading is the quote's title: read it from the row's Title column.
      const titleColumn = await page
        .getByRole("table", { name: "Quotes" })
        .getByRole("columnheader")
        .evaluateAll((headers) => headers.findIndex((header) => /title/i.test(header.textContent ?? "")));
      const title = (await row.getByRole("cell").nth(titleColumn).innerText()).trim();
      await page.evaluate((expected) => sessionStorage.setItem("bench_heading", expected), title);
      const started = Date.now();
      await row.click();
      await page.waitForURL(/\/panel\/quotes\/\d+$/);
      await page.getByRole("heading", { name: title, exact: false }).first().waitFor();
      const wall = Date.now() - started;
      const inPage = await page
        .waitForFunction(() => window.__clickToHeading)
        .then((handle) => handle.jsonValue());
      if (run > 0) {
        timings.push(Math.round(inPage));
        wallTimes.push(wall);
      }
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return { median: median(timings), max: Math.max(...timings), wallMedian: median(wallTimes), runs };
  } finally {
    await browser.close();
    stop();
  }
}

/**
 * Runs in every document: on a click, keeps the click event's time (epoch ms) in sessionStorage; in
 * the next document, once the quote's h1 (its title, bench_heading) is in it, sets
 * window.__clickToHeading to the time from that click to the frame after the heading.
 */
function markClickToHeading() {
  const KEY = "bench_click_at";
  document.addEventListener(
    "click",
    (event) => sessionStorage.setItem(KEY, String(performance.timeOrigin + event.timeStamp)),
    { capture: true },
  );
  const clickAt = Number(sessionStorage.getItem(KEY));
  const expected = sessionStorage.getItem("bench_heading");
  if (!clickAt || !expected) return;
  sessionStorage.removeItem(KEY);
  const observer = new MutationObserver(() => {
    if (!document.querySelector("main h1")?.textContent?.includes(expected)) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__clickToHeading = performance.timeOrigin + performance.now() - clickAt;
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runNavigationBench();
  if (result.skipped) console.log(`navigation bench skipped: ${result.skipped}`);
  else {
    console.log(
      `click to next screen (Quotes list -> quote page with its data): median ${result.median} ms, max ${result.max} ms over ${result.runs} clicks (budget ${NAVIGATION_BUDGET_MS} ms); the script's wall time around Playwright's click: median ${result.wallMedian} ms`,
    );
    if (result.median > NAVIGATION_BUDGET_MS) process.exitCode = 1;
  }
}
