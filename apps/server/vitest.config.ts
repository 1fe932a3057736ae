import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    // Integration files share one PostgreSQL server and the machine's memory (each PGlite is a
    // whole PostgreSQL in WASM): run files one after another.
    fileParallelism: false,
  },
});
