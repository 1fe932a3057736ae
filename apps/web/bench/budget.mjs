// Bundle budget (issue 14): the JS a browser downloads before the /login screen can render, gzipped
// (-9): the entry and every chunk it imports, the login screen's chunk and every chunk that imports.
// Reads the Vite manifest of WEB_DIST (a copy of the build, as the benches serve it) or apps/web/dist.
// `node apps/web/bench/budget.mjs` prints the files; exit code 1 when over budget.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_KB = 200;

export function loginRouteBudget(
  dist = process.env.WEB_DIST ?? resolve(fileURLToPath(new URL("..", import.meta.url)), "dist"),
) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  /** Every chunk loaded statically from `key`, the chunk itself included. */
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loginKey = Object.keys(manifest).find((key) => key.endsWith("features/auth/login-page.tsx"));
  if (!entryKey || !loginKey) throw new Error("Entry or login chunk missing from the manifest");
  const rows = [...new Set([...staticClosure(entryKey), ...staticClosure(loginKey)])].map((key) => {
    const file = manifest[key].file;
    return { file, gzBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzBytes - a.gzBytes);
  return { rows, totalKb: rows.reduce((sum, row) => sum + row.gzBytes, 0) / 1024 };
}

export function printLoginRouteBudget() {
  const { rows, totalKb } = loginRouteBudget();
  for (const { file, gzBytes } of rows) console.log(`${(gzBytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`login route initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
  if (totalKb > BUDGET_KB) {
    console.error("Over budget");
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printLoginRouteBudget();
