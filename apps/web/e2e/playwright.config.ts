// Browser flows: Playwright Test in Debian's Chromium against the built server on a fresh embedded
// database (decision 033). Run through `npm run e2e` (run-playwright.mjs checks for Chromium first).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from "./chromium.mjs";

const WEB_ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
const ROOT = resolve(WEB_ROOT, "..", "..");
const CI = Boolean(process.env.CI);

/**
 * The config is read by the runner and again by every worker: the runner picks the port and the data
 * directory once and leaves them in the environment, which the workers inherit.
 */
function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" });
}

const external = process.env.E2E_BASE_URL;
if (!external && !process.env.E2E_PORT) {
  process.env.E2E_PORT = freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "screens-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // After the web server has been stopped (Playwright stops it before it exits).
  process.on("exit", () => {
    rmSync(dataDir, { recursive: true, force: true });
  });
}
const baseURL = external ?? `http://127.0.0.1:${process.env.E2E_PORT ?? ""}`;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: join(WEB_ROOT, "test-results", "output"),
  // One worker: the flows share one server and database, and CI has two cores for everything.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A flow waits at most 10 s for one thing to appear and 2 minutes in all; the whole run 25 minutes
  // (the axe walk covers every screen twice per theme and viewport).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  globalTimeout: 25 * 60_000,
  reporter: [["list"], ["html", { open: "never", outputFolder: join(WEB_ROOT, "test-results", "report") }]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A failed test keeps its trace (DOM snapshots of every step) and a screenshot. Without the trace's
    // screencast: on two shared cores it doubled the flows' time, and the snapshots show the same.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "desktop", grepInvert: /@phone-only/, use: { viewport: VIEWPORTS.desktop } },
    {
      name: "phone",
      grep: /@phone/,
      use: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: `"${process.execPath}" apps/server/dist/main.js`,
        cwd: ROOT,
        url: `${baseURL}/api/check-session`,
        env: {
          PORT: process.env.E2E_PORT ?? "",
          DATA_DIR: process.env.E2E_DATA_DIR ?? "",
          // The embedded database with the demo users, whatever the calling shell has set.
          DATABASE_URL: "",
          DEMO_DATA: "1",
          PUBLIC_ORIGIN: "",
        },
        reuseExistingServer: false,
        timeout: 90_000,
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      },
});
