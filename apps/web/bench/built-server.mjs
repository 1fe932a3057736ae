// The built server for the browser benches (dashboard, navigation, lighthouse, configurator): one
// place to start apps/server/dist/main.js on a free port with a fresh embedded database (the demo
// data), wait until it answers, and stop it. `npm run build` first. WEB_DIST in the environment
// passes through (a copy of the web build, apart from rebuilds of apps/web/dist).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** Resolves once the server answers a signed-out session check (401); two minutes at most. */
export async function waitForServer(baseUrl, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/check-session`)).status === 401) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server at ${baseUrl} did not start`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/**
 * The server a bench measures: `external` (a base URL of a server already running with the demo data)
 * when given, else the built server started here on a free port and a fresh embedded database.
 * Resolves once it answers; `stop()` ends the started server and removes its data directory.
 */
export async function startBuiltServer({ external, prefix = "screens-bench-" } = {}) {
  if (external) {
    await waitForServer(external);
    return { baseUrl: external, dataDir: process.env.E2E_DATA_DIR, stop: () => undefined };
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, "apps/server/dist/main.js")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: "ignore",
  });
  let exited = null;
  child.once("exit", (code, signal) => {
    exited = `exited (${code ?? signal})`;
  });
  const stop = () => {
    if (!exited) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      waitForServer(baseUrl),
      new Promise((_, fail) => child.once("exit", () => fail(new Error(`server ${exited}`)))),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

const PASSWORD = process.env.E2E_DEMO_PASSWORD ?? "Screens#2026";

/** The session cookie of an API login as a demo user. */
export async function signIn(baseUrl, username) {
  const answer = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`login as ${username}: ${answer.status}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return cookie;
}

/** The demo data's first quote with a unit: its id and its first unit's. */
export async function firstQuoteWithUnit(baseUrl, cookie) {
  const list = await fetch(`${baseUrl}/api/quotes?limit=50`, { headers: { cookie } }).then((r) => r.json());
  const rows = Array.isArray(list) ? list : (list.items ?? list.rows ?? list.data ?? []);
  for (const row of rows) {
    const quote = await fetch(`${baseUrl}/api/quotes/${row.id}`, { headers: { cookie } }).then((r) =>
      r.json(),
    );
    const unit = quote.screenconfigurations?.[0];
    if (unit) return { quoteId: quote.id, unitId: unit.id };
  }
  throw new Error("no demo quote with a unit");
}
