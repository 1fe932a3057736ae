import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

// Tests import the generated Prisma client: (re)generate it when missing or older than the schema.
const here = path.dirname(fileURLToPath(import.meta.url));
const schema = path.resolve(here, "../../prisma/schema.prisma");
const generated = path.join(here, "src/generated/prisma/client.ts");
if (!existsSync(generated) || statSync(generated).mtimeMs < statSync(schema).mtimeMs) {
  execFileSync(process.execPath, [path.join(here, "scripts/prisma-generate.mjs")], { stdio: "inherit" });
}

/** The files that replace a module of the server (vi.mock): they run in a registry of their own. */
export const MODULE_MOCKING_FILES = ["test/auth/lockouts.test.ts"];

/** What both of the server's projects share. */
export const serverTestOptions = {
  // Hang guards, not timing checks: with three files at a time (decision 208), replaying the
  // migrations or bundling with tsup can take over 30 s on a loaded 2-core machine.
  testTimeout: 90_000,
  // A suite's beforeAll makes its databases: slow when several workers start a PGlite on a busy machine.
  hookTimeout: 90_000,
  // Each file has databases of its own (test/helpers/test-database.ts), so files run side by side,
  // as many as the root config's workers.
  pool: "forks",
} as const;

export default defineConfig({
  test: {
    ...serverTestOptions,
    name: "server",
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_FILES],
    // The files of a worker share its modules (decision 180): the server's module graph is imported
    // once per worker, not once per file, which took a quarter of the run. Every file makes its own
    // databases and app, so nothing else is shared.
    isolate: false,
  },
});
