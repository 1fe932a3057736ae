// E2E runner: node apps/web/e2e/run.mjs [name-filter]
// Runs every e2e/flows/*.flow.mjs (default export: async ({ page, baseUrl }) => void) in a fresh page.
// Base URL: E2E_BASE_URL (a running server), else a static server over apps/web/dist with /api stubbed per flow.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { launchBrowser, startStaticServer, VIEWPORTS, WEB_ROOT } from "./harness.mjs";

const filter = process.argv[2] ?? "";
const flowsDir = join(WEB_ROOT, "e2e", "flows");
const files = readdirSync(flowsDir)
  .filter((file) => file.endsWith(".flow.mjs") && file.includes(filter))
  .sort();

const staticServer = process.env.E2E_BASE_URL ? null : await startStaticServer();
const baseUrl = process.env.E2E_BASE_URL ?? staticServer.baseUrl;
const browser = await launchBrowser();
let failures = 0;

for (const file of files) {
  const { default: flow } = await import(pathToFileURL(join(flowsDir, file)).href);
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const pageErrors = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  // Console errors fail the flow too (CSP violations land here), except expected HTTP error statuses.
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      pageErrors.push(message.text());
    }
  });
  const started = performance.now();
  try {
    await flow({ page, baseUrl, context });
    if (pageErrors.length > 0) throw new Error(`Uncaught page errors: ${pageErrors.join("; ")}`);
    console.log(`ok   ${file} (${Math.round(performance.now() - started)} ms)`);
  } catch (error) {
    failures += 1;
    console.log(`FAIL ${file}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await context.close();
  }
}

await browser.close();
await staticServer?.close();
console.log(`${files.length - failures}/${files.length} flows passed`);
process.exitCode = failures > 0 ? 1 : 0;
