import { defineConfig } from "tsup";

// Two builds: the library (ESM + CJS + d.ts) and the CLI (ESM, with a shebang).
// The JSON price book and accessories catalogue are imported by src/data.ts, so esbuild inlines them.
export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
    sourcemap: true,
    clean: false,
    target: "node20",
    outDir: "dist",
  },
  {
    entry: { cli: "src/cli.ts" },
    format: ["esm"],
    dts: false,
    sourcemap: true,
    clean: false,
    target: "node20",
    outDir: "dist",
    banner: { js: "#!/usr/bin/env node" },
  },
]);
