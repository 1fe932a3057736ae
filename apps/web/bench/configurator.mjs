// Configuration editor budget: changing a field re-prices and re-renders the summary in under 16 ms.
// Headless Chromium against the built app on a real server (BENCH_BASE_URL, or one started here on a
// fresh embedded database). Each sample: set a field's value and dispatch its event, let React commit,
// force layout; the time covers normalize + fieldState + validate + price + render of form and summary.
import { launchBrowser } from "../e2e/chromium.mjs";
import { startBuiltServer } from "./built-server.mjs";

const BUDGET_MS = 16;

const server = await startBuiltServer({ external: process.env.BENCH_BASE_URL, prefix: "bench-cfg-" });
const base = server.baseUrl;
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/login`);
  await page.getByLabel(/username or email/i).fill("salesrep");
  await page.getByLabel(/^password/i).fill("Screens#2026");
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/panel/dashboard");
  const quoteId = await page.evaluate(async () => {
    const r = await fetch("/api/trpc/quotes.create", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "Bench quote" }),
    });
    return (await r.json()).result.data.id;
  });
  await page.goto(`${base}/panel/quotes/${quoteId}/new-configuration`);
  await page.waitForURL(/\/panel\/configurations\/\d+$/);
  await page.getByTestId("unit-total").waitFor();

  const samples = await page.evaluate(async () => {
    const out = {};
    const setValue = (el, value) => {
      const proto =
        el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, "value").set.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
    };
    const cases = [
      ["unit_width_in", ["150", "96"]],
      ["unit_height_in", ["130", "96"]],
      ["motor_brand", ["alpha", "somfy"]],
      ["fabric_collection", ["nano99", "nano95"]],
      ["retention_type", ["recessed", "surface"]],
      ["hem_bar_type", ["tall", "standard"]],
    ];
    for (const [name, values] of cases) {
      const times = [];
      for (let i = 0; i < 60; i++) {
        const el = document.querySelector(`[name="${name}"]`);
        const before = document.querySelector('[data-testid="unit-total"]')?.textContent;
        const t0 = performance.now();
        setValue(el, values[i % 2]);
        await Promise.resolve();
        document.body.getBoundingClientRect();
        void before;
        times.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 0));
      }
      times.sort((a, b) => a - b);
      out[name] = {
        median: times[Math.floor(times.length / 2)],
        p95: times[Math.floor(times.length * 0.95)],
        max: times[times.length - 1],
      };
    }
    return out;
  });
  let worst = 0;
  console.log("field                 median   p95     max  (ms)");
  for (const [name, s] of Object.entries(samples)) {
    worst = Math.max(worst, s.p95);
    console.log(
      `${name.padEnd(20)} ${s.median.toFixed(2).padStart(7)} ${s.p95.toFixed(2).padStart(7)} ${s.max.toFixed(2).padStart(7)}`,
    );
  }
  console.log(
    `worst p95 ${worst.toFixed(2)} ms, budget ${BUDGET_MS} ms: ${worst < BUDGET_MS ? "OK" : "OVER"}`,
  );
  process.exitCode = worst < BUDGET_MS ? 0 : 1;
} finally {
  await browser.close();
  server.stop();
}
