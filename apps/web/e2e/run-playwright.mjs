// `npm run e2e [-- playwright args]`: the browser flows (Playwright Test, e2e/playwright.config.ts).
// Without Chromium they fail when E2E_REQUIRED=1 (CI), otherwise they are skipped, loudly.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { CHROMIUM_PATH } from "./chromium.mjs";

const CONFIG = fileURLToPath(new URL("playwright.config.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

if (!existsSync(CHROMIUM_PATH)) {
  const why = `Chromium was not found at ${CHROMIUM_PATH} (set CHROMIUM_PATH, or: apt-get install -y chromium-headless-shell).`;
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

// The flows run the built server, which serves the built app (unless E2E_BASE_URL names a running one).
if (!process.env.E2E_BASE_URL) {
  for (const file of ["apps/server/dist/main.js", "apps/web/dist/server/index.js"]) {
    if (!existsSync(ROOT + file)) {
      console.error(`Missing ${file}: run "npm run build" first.`);
      process.exit(1);
    }
  }
}

const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
const runner = spawn(process.execPath, [cli, "test", "--config", CONFIG, ...process.argv.slice(2)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => runner.kill(signal));
runner.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
