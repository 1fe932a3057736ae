// The web panel's benches: the login route's JS budget (budget.mjs), the quotes filter, the dashboard,
// the configuration editor's, then the Lighthouse figures (reported only). Build first.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { printLoginRouteBudget } from "./budget.mjs";

await printLoginRouteBudget();

// The quotes table's filter on 10,000 rows (per keystroke) and the dashboard in headless Chromium.
const { runFilterBench, FILTER_BUDGET_MS } = await import("./filter.mjs");
const filter = runFilterBench();
console.log(
  `quotes filter, ${filter.rows} rows: median ${filter.median.toFixed(2)} ms, p95 ${filter.p95.toFixed(2)} ms, max ${filter.max.toFixed(2)} ms per keystroke (budget ${FILTER_BUDGET_MS} ms)`,
);
if (filter.median > FILTER_BUDGET_MS) {
  console.error("Filter over budget");
  process.exitCode = 1;
}
const { runDashboardBench, DASHBOARD_BUDGET_MS } = await import("./dashboard.mjs");
const dashboard = await runDashboardBench();
if (dashboard.skipped) console.log(`dashboard bench skipped: ${dashboard.skipped}`);
else {
  console.log(
    `dashboard interactive: median ${dashboard.median} ms, max ${dashboard.max} ms over ${dashboard.runs} loads (budget ${DASHBOARD_BUDGET_MS} ms)`,
  );
  if (dashboard.median > DASHBOARD_BUDGET_MS) {
    console.error("Dashboard over budget");
    process.exitCode = 1;
  }
}

// Other benches of this app (the configuration editor's: bench/configurator*.mjs), each in its own process.
{
  const { readdirSync } = await import("node:fs");
  const { spawnSync } = await import("node:child_process");
  const benchDir = fileURLToPath(new URL(".", import.meta.url));
  for (const file of readdirSync(benchDir)
    .filter((name) => /^configurator.*\.mjs$/.test(name))
    .sort()) {
    console.log(`--- ${file}`);
    const result = spawnSync(process.execPath, [join(benchDir, file)], { stdio: "inherit" });
    if (result.status !== 0) process.exitCode = 1;
  }
}

// The module files and bytes each page preloads (what a slow phone's first paint waits for).
{
  const { runPageWeight } = await import("./page-weight.mjs");
  console.table(await runPageWeight());
}

// docs/performance.md, reported but never failing this script: Lighthouse scores (mobile >= 90, desktop >= 98)
// and click-to-next-screen (300 ms) swing with the machine's load; docs/performance.md has the figures.
{
  const { runNavigationBench, NAVIGATION_BUDGET_MS } = await import("./navigation.mjs");
  const navigation = await runNavigationBench();
  if (navigation.skipped) console.log(`navigation bench skipped: ${navigation.skipped}`);
  else
    console.log(
      `click to next screen: median ${navigation.median} ms, max ${navigation.max} ms over ${navigation.runs} clicks (budget ${NAVIGATION_BUDGET_MS} ms${navigation.median > NAVIGATION_BUDGET_MS ? ", over: reported only" : ""})`,
    );
  const { runLighthouseBench, TARGETS } = await import("./lighthouse.mjs");
  const lighthouse = await runLighthouseBench();
  if (lighthouse.skipped) console.log(`lighthouse bench skipped: ${lighthouse.skipped}`);
  else {
    const missed = lighthouse.rows.filter((row) => row.score < TARGETS[row.profile]);
    console.log(
      missed.length === 0
        ? "lighthouse: every score on target"
        : `lighthouse: ${missed.map((row) => `${row.page} ${row.profile} ${row.score}`).join(", ")} below target (reported only)`,
    );
  }
}
