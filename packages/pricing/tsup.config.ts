import { defineConfig } from "tsup";

// The library's entries: "." (the barrel: the whole engine and the price book) and one subpath per
// module a consumer may want without the rest (package.json "exports", README.md). An entry's name is
// its module's file name: the web's Vite build reads the modules from src/, mapping
// `@screens/pricing/<name>` to src/<name>.ts (apps/web/vite.config.ts; README.md).
//   money, bridge, inches      no zod, no price book
//   configuration, book        zod, no price book
//   accessories                zod and the accessories catalogue (parsed at import), no price book
//   price-book                 the price book (data/price-book.json)
//   production                 the cut lists: zod, the price book and the production book (data/production-book.json)
const entries = [
  "index",
  "money",
  "bridge",
  "inches",
  "configuration",
  "book",
  "accessories",
  "price-book",
  "production",
];

// Two builds: the library (ESM + CJS + d.ts) and the CLI (ESM, with a shebang).
// The JSON price book and accessories catalogue are imported by src/price-book.ts and
// src/accessories-data.ts, so esbuild inlines them.
// ESM is code-split: the entries share chunks (dist/chunk-*.js), so `@screens/pricing` and
// `@screens/pricing/book` hand out the same PriceBookError class. CJS is not split (tsup's CJS
// splitting is experimental): each .cjs entry carries its own copy of the modules it needs.
// `npm run build` empties dist/ first: the chunks' names carry a hash.
export default defineConfig([
  {
    entry: Object.fromEntries(entries.map((name) => [name, `src/${name}.ts`])),
    format: ["esm", "cjs"],
    // tsup's declaration build sets baseUrl, which TypeScript 6 (the compiler API the tools use,
    // decision 205) reports as deprecated.
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
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
