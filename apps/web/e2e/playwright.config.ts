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
 * Each worker has a server and a database of its own (two workers, one per core): the flows of one
 * file share a server, as they did when one server served all, and two files never meet. The config
 * is read by the runner and again by every worker: the runner picks the ports and data directories
 * once and leaves them in the environment, which the workers inherit; a worker takes the pair of its
 * slot (TEST_PARALLEL_INDEX, set by Playwright before it reads this file).
 */
const SERVERS = Number(process.env.E2E_SERVERS ?? 2);

function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", probe], { encoding: "utf8" });
}

const external = process.env.E2E_BASE_URL;
if (!external && !process.env.E2E_PORTS) {
  const ports = new Set<string>();
  while (ports.size < SERVERS) ports.add(freePort());
  const dataDirs = [...ports].map(() => mkdtempSync(join(tmpdir(), "screens-e2e-")));
  process.env.E2E_PORTS = [...ports].join(",");
  process.env.E2E_DATA_DIRS = dataDirs.join(",");
  // After the web servers have been stopped (Playwright stops them before it exits).
  process.on("exit", () => {
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
}
const ports = (process.env.E2E_PORTS ?? "").split(",");
const dataDirs = (process.env.E2E_DATA_DIRS ?? "").split(",");
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
// The flows read the e-mails from their own server's outbox (e2e/outbox.ts).
if (!external) process.env.E2E_DATA_DIR = dataDirs[slot];
const serverUrl = (port: string | undefined) => `http://127.0.0.1:${port ?? ""}`;
const baseURL = external ?? serverUrl(ports[slot]);

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: join(WEB_ROOT, "test-results", "output"),
  // A worker per server; the flows of a file run in order, in one worker.
  workers: external ? 1 : SERVERS,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A flow waits at most 10 s for one thing to appear and 2 minutes in all; the whole run 25 minutes
  // (the axe walk covers every screen in both themes and viewports).
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
    // A failed flow's retry (CI) records a trace: DOM snapshots of every step, not the screencast (on
    // two shared cores it doubled the flows' time). Recording every first run cost 15% more.
    // Locally, `--trace on` records one (decision 207).
    trace: { mode: "on-first-retry", screenshots: false, snapshots: true, sources: true },
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
    : ports.map((port, index) => ({
        command: `"${process.execPath}" apps/server/dist/main.js`,
        cwd: ROOT,
        url: `${serverUrl(port)}/api/check-session`,
        env: {
          PORT: port,
          DATA_DIR: dataDirs[index] ?? "",
          // The embedded database with the demo users, whatever the calling shell has set.
          DATABASE_URL: "",
          DEMO_DATA: "1",
          PUBLIC_ORIGIN: "",
        },
        reuseExistingServer: false,
        timeout: 90_000,
        gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
      })),
});
