import { fileURLToPath, URL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Precompressed copies (.br, .gz) beside every browser asset: the server sends them as they are,
    // so no request pays for compression and brotli can use its best level (decision 105).
    !isSsrBuild &&
      compression({
        algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
        threshold: 1024,
        // React Router reads Vite's manifest at build time and deletes it: no copies of it are served.
        exclude: [/\.vite\//],
      }),
  ],
  resolve: {
    // The pricing engine's source, not its build: the bundle keeps its modules apart, so a screen
    // that formats a price does not load the price book and its schemas. Exact matches: a string key
    // would also catch (and break) the subpaths, `@screens/pricing/money` -> src/index.ts/money.
    // A subpath's name is its module's file name (packages/pricing/tsup.config.ts).
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      {
        find: /^@screens\/pricing$/,
        replacement: fileURLToPath(new URL("../../packages/pricing/src/index.ts", import.meta.url)),
      },
      {
        find: /^@screens\/pricing\/([a-z-]+)$/,
        replacement: `${fileURLToPath(new URL("../../packages/pricing/src", import.meta.url))}/$1.ts`,
      },
    ],
  },
  build: {
    sourcemap: false,
    // Fewer, larger files where the default chunking makes one file per set of routes sharing a
    // module: the icons (each its own small module) in one file, and the domain's plain rule modules
    // merged by the routes that use them. Over HTTP/1.1's six connections the quote page's 118
    // preloaded files held its first paint back on a slow phone; now 82, and no page reads more bytes
    // but /login (+7 KB for the icons). `node apps/web/bench/page-weight.mjs`; docs/performance.md.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
            {
              name: "domain",
              // Not the modules that import zod (the schemas, limits, validation): screens without a form keep it out.
              test: /packages[\\/]domain[\\/]src[\\/](?!index|limits|validation)[a-z-]+\.ts$/,
              entriesAware: true,
              entriesAwareMergeThreshold: 4096,
            },
          ],
        },
      },
    },
  },
}));
