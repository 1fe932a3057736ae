// The module files each page preloads and their bytes as sent (brotli), from the built server's
// HTML: the figures behind the mobile Lighthouse scores (docs/performance.md). `npm run build` first;
// WEB_DIST measures another build (an A/B of the chunking).
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { firstQuoteWithUnit, ROOT, signIn, startBuiltServer } from "./built-server.mjs";

const dist = process.env.WEB_DIST
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.WEB_DIST)
  : join(ROOT, "apps/web/dist");

function sentBytes(path) {
  const file = join(dist, "client", path);
  for (const suffix of [".br", ".gz", ""]) if (existsSync(file + suffix)) return statSync(file + suffix).size;
  return 0;
}

export async function runPageWeight() {
  const { baseUrl, stop } = await startBuiltServer({ prefix: "screens-page-weight-" });
  try {
    const cookie = await signIn(baseUrl, "dealeradmin");
    const { quoteId, unitId } = await firstQuoteWithUnit(baseUrl, cookie);
    const pages = [
      ["/login", "/login", undefined],
      ["dashboard", "/panel/dashboard", cookie],
      ["quotes", "/panel/quotes", cookie],
      ["quote page", `/panel/quotes/${quoteId}`, cookie],
      ["editor", `/panel/configurations/${unitId}`, cookie],
    ];
    const rows = [];
    for (const [name, path, pageCookie] of pages) {
      const html = await fetch(`${baseUrl}${path}`, {
        headers: pageCookie ? { cookie: pageCookie } : {},
      }).then((r) => r.text());
      const scripts = new Set(
        [...html.matchAll(/<link[^>]*rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
      );
      for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(m[1]);
      const css = [...html.matchAll(/<link[^>]*rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
      const jsBytes = [...scripts].reduce((sum, src) => sum + sentBytes(src), 0);
      rows.push({
        page: name,
        files: scripts.size,
        jsKB: Math.round(jsBytes / 102.4) / 10,
        cssKB: Math.round(css.reduce((s, c) => s + sentBytes(c), 0) / 102.4) / 10,
      });
    }
    return rows;
  } finally {
    stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await runPageWeight());
