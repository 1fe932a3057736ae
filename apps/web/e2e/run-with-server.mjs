// npm test's end-to-end step: starts the built server (apps/server/dist/main.js) on a free port with a
// fresh temporary DATA_DIR (embedded PGlite + demo data), runs every flow against it, stops it.
// Without Chromium: fails when E2E_REQUIRED=1 (CI), otherwise says loudly that it skipped.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { WEB_ROOT } from "./harness.mjs";

const ROOT = resolve(WEB_ROOT, "..", "..");
const SERVER = join(ROOT, "apps", "server", "dist", "main.js");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromiumPath)) {
  const why = `Chromium was not found at ${chromiumPath} (set CHROMIUM_PATH, or: apt-get install -y chromium).`;
  if (process.env.E2E_REQUIRED === "1") {
    console.error(`E2E_REQUIRED=1 but ${why}`);
    process.exit(1);
  }
  const line = "!".repeat(78);
  console.warn(
    [
      "",
      line,
      "!!  END-TO-END TESTS SKIPPED",
      `!!  ${why}`,
      "!!  The browser flows (sign-in per audience, quote lifecycle, delete rules, errors)",
      "!!  did NOT run. CI runs them (.ci/run installs Chromium and sets E2E_REQUIRED=1).",
      line,
      "",
    ].join("\n"),
  );
  process.exit(0);
}
for (const file of [SERVER, join(WEB_ROOT, "dist", "index.html")]) {
  if (!existsSync(file)) {
    console.error(`Missing ${file}: run "npm run build" first.`);
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Whole-run limit of the browser flows (E2E_DEADLINE_MINUTES, default 15). */
const RUN_DEADLINE_MS = Number(process.env.E2E_DEADLINE_MINUTES ?? 15) * 60_000;

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "screens-e2e-"));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [SERVER], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" },
  stdio: ["ignore", "pipe", "pipe"],
});
let serverLog = "";
server.stdout.on("data", (chunk) => (serverLog += chunk));
server.stderr.on("data", (chunk) => (serverLog += chunk));

function stop() {
  if (server.exitCode === null) server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

async function waitForServer(timeoutMs = 60000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`Server exited (${server.exitCode}):\n${serverLog}`);
    try {
      const response = await fetch(`${baseUrl}/api/check-session`);
      if (response.status === 401 || response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`Server did not start within ${timeoutMs} ms:\n${serverLog}`);
}

let code = 1;
try {
  await waitForServer();
  console.log(`e2e: real server on ${baseUrl} (fresh database in ${dataDir})`);
  const runner = spawn(process.execPath, [join(WEB_ROOT, "e2e", "run.mjs"), ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: baseUrl },
    stdio: "inherit",
    // Its own process group, so a stop also ends the Chromium processes it started.
    detached: true,
  });
  // The flows take about two minutes; past the deadline something hangs that the runner's own
  // timeouts did not catch: fail now rather than hold CI until its limit.
  const deadline = setTimeout(() => {
    console.log(`FAIL e2e: the flows did not finish within ${RUN_DEADLINE_MS / 60_000} minutes; stopped`);
    process.kill(-runner.pid, "SIGKILL");
  }, RUN_DEADLINE_MS);
  code = await new Promise((done) => runner.on("exit", (exitCode) => done(exitCode ?? 1)));
  clearTimeout(deadline);
  if (code !== 0) console.log(`--- server log ---\n${serverLog.slice(-4000)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
}
process.exit(code);
