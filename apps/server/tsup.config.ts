import { defineConfig } from "tsup";

export default defineConfig({
  // The PDF renderer's thread is a file of its own beside main.js (decision 147).
  entry: { main: "src/main.ts", "quote-pdf-worker": "src/services/documents/quote-pdf-worker.ts" },
  format: ["esm"],
  target: "node20",
  platform: "node",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  // The workspace packages (@screens/domain, @screens/pricing) ship TypeScript sources: bundle them.
  // Every npm dependency (Prisma's runtime and its WASM query compiler, pg, PGlite...) stays
  // external and is loaded from node_modules at run time (whatever directory tsup runs from).
  noExternal: [/^@screens\//],
  skipNodeModulesBundle: true,
});
