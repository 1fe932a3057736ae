// Runs `prisma generate` for prisma/schema.prisma without Prisma's Rust schema engine, which these
// machines cannot download (see docs/decisions/001-prisma-offline-migrations.md): generation does not
// use it, so PRISMA_SCHEMA_ENGINE_BINARY points at a stub that exits 1.
// Quiet on success; prints Prisma's output and exits non-zero on failure.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const schema = path.resolve(serverDir, "../../prisma/schema.prisma");
const require = createRequire(path.join(serverDir, "package.json"));
const prismaCli = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");

const result = spawnSync(process.execPath, [prismaCli, "generate", "--schema", schema], {
  cwd: serverDir,
  encoding: "utf8",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: path.join(serverDir, "scripts", "no-schema-engine"),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});

if (result.error || result.status !== 0) {
  process.stderr.write(result.stdout ?? "");
  process.stderr.write(result.stderr ?? "");
  if (result.error) console.error(result.error.message);
  console.error("prisma generate failed");
  process.exit(result.status || 1);
}
