// E2E runner: node apps/web/e2e/run.mjs [name-filter]
// Runs every e2e/flows/*.flow.mjs (default export: async ({ page, baseUrl }) => void) in a fresh page.
// Base URL: E2E_BASE_URL (a running server), else a static server over apps/web/dist with /api stubbed per flow.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchBrowserServer, startStaticServer, VIEWPORTS, WEB_ROOT } from "./harness.mjs";

const filter = process.argv[2] ?? "";
const flowsDir = join(WEB_ROOT, "e2e", "flows");
const files = readdirSync(flowsDir)
  .filter((file) => file.endsWith(".flow.mjs") && file.includes(filter))
  .sort();

const staticServer = process.env.E2E_BASE_URL ? null : await startStaticServer();
const baseUrl = process.env.E2E_BASE_URL ?? staticServer.baseUrl;
let failures = 0;

/** A flow that runs longer than this has hung (every step has its own shorter timeout). */
const FLOW_TIMEOUT_MS = 120_000;
/** Starting Chromium, opening a page, closing the browser: seconds when healthy. */
const BROWSER_STEP_TIMEOUT_MS = 30_000;

class Hang extends Error {}

/** Rejects with a Hang when `promise` takes longer than `ms`. */
async function within(promise, ms, what) {
  let timer;
  const hung = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Hang(`${what} timed out after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, hung]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One attempt in its own Chromium: a browser that hangs (CI once waited 80 minutes on a context
 * close) is killed, never waited on, and cannot take the next flows down with it.
 */
async function runFlow(flow) {
  const { server, browser } = await within(
    launchBrowserServer(),
    BROWSER_STEP_TIMEOUT_MS,
    "starting Chromium",
  );
  try {
    const context = await within(
      browser.newContext({ viewport: VIEWPORTS.desktop }),
      BROWSER_STEP_TIMEOUT_MS,
      "opening a browser context",
    );
    const page = await within(context.newPage(), BROWSER_STEP_TIMEOUT_MS, "opening a page");
    const pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // Console errors fail the flow too (CSP violations land here), except expected HTTP error statuses.
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        pageErrors.push(message.text());
      }
    });
    await within(flow({ page, baseUrl, context }), FLOW_TIMEOUT_MS, "the flow");
    if (pageErrors.length > 0) throw new Error(`Uncaught page errors: ${pageErrors.join("; ")}`);
  } finally {
    await within(server.close(), BROWSER_STEP_TIMEOUT_MS, "closing Chromium").catch(async (error) => {
      console.log(`KILL Chromium: ${error.message}`);
      await server.kill();
    });
  }
}

for (const file of files) {
  const { default: flow } = await import(pathToFileURL(join(flowsDir, file)).href);
  const started = performance.now();
  try {
    try {
      await runFlow(flow);
    } catch (error) {
      // A hang is retried once, loudly, in a new browser; a failed check never is.
      if (!(error instanceof Hang)) throw error;
      console.log(`RETRY ${file}: ${error.message}`);
      await runFlow(flow);
    }
    console.log(`ok   ${file} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await staticServer?.close();
console.log(`${files.length - failures}/${files.length} flows passed`);
process.exitCode = failures > 0 ? 1 : 0;
