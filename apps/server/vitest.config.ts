import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Tests import the generated Prisma client: (re)generate it when missing or older than the schema.
const here = path.dirname(fileURLToPath(import.meta.url));
const schema = path.resolve(here, "../../prisma/schema.prisma");
const generated = path.join(here, "src/generated/prisma/client.ts");
if (!existsSync(generated) || statSync(generated).mtimeMs < statSync(schema).mtimeMs) {
  execFileSync(process.execPath, [path.join(here, "scripts/prisma-generate.mjs")], { stdio: "inherit" });
}

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
