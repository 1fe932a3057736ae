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
    // Hang guards, not timing checks: with two files at a time (decision 180), replaying the
    // migrations or bundling with tsup can take over 30 s on a loaded 2-core machine.
    testTimeout: 90_000,
    // A suite's beforeAll makes its databases: slow when both workers start a PGlite on a busy machine.
    hookTimeout: 90_000,
    // Each file has databases of its own (test/helpers/test-database.ts), so files run side by side,
    // as many as the root config's workers.
    pool: "forks",
  },
});
