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
      }),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The pricing engine's source, not its one-file build: the bundle keeps its modules apart, so a
      // screen that formats a price does not load the price book and its schemas.
      "@screens/pricing": fileURLToPath(new URL("../../packages/pricing/src/index.ts", import.meta.url)),
    },
  },
  build: { sourcemap: false },
}));
