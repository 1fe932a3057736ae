// Bundle budget: the JS a browser downloads before the /login screen can run, gzipped (-9): the
// entry and every chunk it imports, the root route's and the login route's modules and their
// imports. Read from React Router's build manifest (`assets` of dist/server/index.js); WEB_DIST names
// another copy of the build. `node apps/web/bench/budget.mjs` prints the files; exit code 1 when over.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_KB = 200;

export async function loginRouteBudget(
  dist = process.env.WEB_DIST ?? resolve(fileURLToPath(new URL("..", import.meta.url)), "dist"),
) {
  const { assets } = await import(pathToFileURL(join(dist, "server", "index.js")).href);
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const id of ["root", "routes/login"]) {
    const route = assets.routes[id];
    if (!route) throw new Error(`No route ${id} in the build manifest`);
    for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  }
  const rows = [...files].map((file) => ({
    file,
    gzBytes: gzipSync(readFileSync(join(dist, "client", file)), { level: 9 }).length,
  }));
  rows.sort((a, b) => b.gzBytes - a.gzBytes);
  return { rows, totalKb: rows.reduce((sum, row) => sum + row.gzBytes, 0) / 1024 };
}

export async function printLoginRouteBudget() {
  const { rows, totalKb } = await loginRouteBudget();
  for (const { file, gzBytes } of rows) console.log(`${(gzBytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(`login route initial JS: ${totalKb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
  if (totalKb > BUDGET_KB) {
    console.error("Over budget");
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printLoginRouteBudget();
