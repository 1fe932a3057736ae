import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { codeSplitting, resetChunkGroups, routePreload } from "./scripts/build-chunks";

export default defineConfig({
  plugins: [
    resetChunkGroups,
    react(),
    tailwindcss(),
    // Precompressed copies (.br, .gz) beside every asset: the server sends them as they are, so no
    // request pays for compression and brotli can use its best level (issue 14).
    compression({
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
      threshold: 1024,
    }),
    routePreload(),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // The pricing engine's source, not its one-file build: the bundle then keeps its modules apart,
      // and a list that formats a price does not load the price book and its schemas (build-chunks.ts).
      "@screens/pricing": fileURLToPath(new URL("../../packages/pricing/src/index.ts", import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  preview: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // Few chunks, laid out by scripts/build-chunks.ts (issue 14, decision 123).
      output: { codeSplitting },
    },
  },
});
