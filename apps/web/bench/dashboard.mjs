// Dashboard interactive time in headless Chromium against the built server on a fresh database:
// from navigation start to the dashboard's first table row being visible, signed in as the super admin.
import { existsSync } from "node:fs";
import { launchBrowser, VIEWPORTS } from "../e2e/chromium.mjs";
import { startBuiltServer } from "./built-server.mjs";

export const DASHBOARD_BUDGET_MS = 1000;

export async function runDashboardBench(runs = 5) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) return { skipped: `no Chromium at ${chromium}` };
  // DASHBOARD_BASE_URL: a server already running with the demo data.
  const { baseUrl, stop } = await startBuiltServer({ external: process.env.DASHBOARD_BASE_URL });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/username or email/i).fill("superadmin");
    await page.getByLabel(/^password/i).fill(process.env.E2E_DEMO_PASSWORD ?? "Screens#2026");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL((url) => url.pathname === "/panel/dashboard");
    await page.getByRole("table", { name: "Quotes" }).getByRole("row").nth(1).waitFor();
    const timings = [];
    for (let run = 0; run < runs; run += 1) {
      const started = Date.now();
      await page.goto(`${baseUrl}/panel/dashboard`);
      await page.getByRole("table", { name: "Quotes" }).getByRole("row").nth(1).waitFor();
      timings.push(Date.now() - started);
    }
    timings.sort((a, b) => a - b);
    return { median: timings[Math.floor(timings.length / 2)], max: timings[timings.length - 1], runs };
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runDashboardBench();
  if (result.skipped) console.log(`dashboard bench skipped: ${result.skipped}`);
  else
    console.log(
      `dashboard interactive (first table row visible): median ${result.median} ms, max ${result.max} ms over ${result.runs} loads (budget ${DASHBOARD_BUDGET_MS} ms)`,
    );
}
