// Screenshots of the public screens into docs/screenshots/ (run after `npm run build -w @screens/web`).
// node apps/web/scripts/screenshots.mjs [name-filter]
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import {
  DEMO_AGENT,
  launchBrowser,
  startStaticServer,
  stubSession,
  VIEWPORTS,
  WEB_ROOT,
} from "../e2e/harness.mjs";

const OUT_DIR = resolve(WEB_ROOT, "..", "..", "docs", "screenshots");
const filter = process.argv[2] ?? "";

/** name, path, viewport, signed-in agent (or null), full page. */
const SHOTS = [
  ["landing-desktop", "/", "desktop", null, true],
  ["landing-phone", "/", "phone", null, true],
  ["login-desktop", "/login", "desktop", null, false],
  ["login-phone", "/login", "phone", null, false],
  ["forgot-password-desktop", "/forgot-password", "desktop", null, false],
  ["forgot-password-phone", "/forgot-password", "phone", null, false],
  ["reset-password-desktop", "/reset-password/example-key", "desktop", null, false],
  ["error-404-desktop", "/no-such-page", "desktop", null, false],
  ["error-404-phone", "/no-such-page", "phone", null, false],
  ["forbidden-signed-out-desktop", "/panel/dashboard", "desktop", null, false],
  ["panel-dashboard-desktop", "/panel/dashboard", "desktop", DEMO_AGENT, false],
  ["panel-dashboard-phone", "/panel/dashboard", "phone", DEMO_AGENT, false],
  ["panel-collapsed-nav-desktop", "/panel/dashboard", "desktop", DEMO_AGENT, false],
];

/** Extra steps for some shots: before navigation (init) and after it (act). */
const PREPARE = {
  "panel-collapsed-nav-desktop": {
    init: (context) => context.addInitScript(() => localStorage.setItem("panel_nav_collapsed", "1")),
    act: (page) => page.getByRole("link", { name: "Quotes" }).first().hover(),
  },
};

mkdirSync(OUT_DIR, { recursive: true });
const server = await startStaticServer();
const browser = await launchBrowser();

for (const [name, path, viewport, agent, fullPage] of SHOTS) {
  if (!name.includes(filter)) continue;
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
  await PREPARE[name]?.init?.(context);
  const page = await context.newPage();
  await stubSession(page, agent);
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: "networkidle" });
  await PREPARE[name]?.act?.(page);
  await page.waitForTimeout(300);
  const file = join(OUT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log(`wrote ${file}`);
  await context.close();
}

// The UI kit gallery (data table, forms, alerts) exists only in development: shoot it from Vite's dev server.
if ("ui-gallery".includes(filter) || filter === "") {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: resolve(WEB_ROOT, "vite.config.ts"),
    logLevel: "error",
    server: { port: 5199, strictPort: false },
  });
  await vite.listen();
  const devUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, "") ?? "http://localhost:5199";
  for (const viewport of ["desktop", "phone"]) {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
    const page = await context.newPage();
    await stubSession(page, DEMO_AGENT);
    await page.goto(`${devUrl}/dev/ui`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open row actions" }).nth(1).click();
    await page.waitForTimeout(300);
    const file = join(OUT_DIR, `ui-gallery-${viewport}.png`);
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
    await context.close();
  }
  await vite.close();
}

await browser.close();
await server.close();
