import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/main.ts"],
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
