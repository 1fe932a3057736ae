// `npm run db:migration -- NAME`: writes prisma/migrations/<YYYYMMDDHHMMSS>_<name>/migration.sql with
// the SQL that takes a database from the existing migrations to prisma/schema.prisma, as
// `prisma migrate dev --create-only` would, using Prisma's schema engine compiled to WASM on an
// in-memory PGlite (no Rust engine, no database server). Writes nothing when there is no change.
import { existsSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  diffMigrationsToSchema,
  LOCK_FILE,
  LOCK_FILE_CONTENT,
  MIGRATION_FILE,
} from "../src/db/schema-engine.js";

class UsageError extends Error {}

function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "prisma", "schema.prisma"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new UsageError("Cannot find prisma/schema.prisma above this script.");
    dir = parent;
  }
}

/** Like Prisma: lower case, words joined by "_"; only letters, digits and "_" remain. */
export function migrationSlug(raw: string): string {
  const slug = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (!/^[a-z0-9_]+$/.test(slug) || !/[a-z0-9]/.test(slug)) {
    throw new UsageError(
      `Invalid migration name ${JSON.stringify(raw)}: use letters, digits, "_" or "-" (e.g. add_order_notes).`,
    );
  }
  if (slug.length > 200) throw new UsageError("Invalid migration name: at most 200 characters.");
  return slug;
}

function timestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}`
  );
}

/** A timestamp after every existing migration's, so the new one always sorts last. */
async function nextTimestamp(migrationsDir: string): Promise<string> {
  let stamp = timestamp(new Date());
  const existing = existsSync(migrationsDir) ? await readdir(migrationsDir) : [];
  const last = existing
    .map((name) => /^(\d{14})_/.exec(name)?.[1])
    .filter((s): s is string => s !== undefined)
    .sort()
    .at(-1);
  if (last !== undefined && stamp <= last) stamp = String(BigInt(last) + 1n);
  return stamp;
}

async function main(args: string[]): Promise<void> {
  const rawName = args.filter((a) => a !== "--").join(" ");
  if (rawName.trim() === "") {
    throw new UsageError(
      "Usage: npm run db:migration -- <name>   (e.g. npm run db:migration -- add_order_notes)",
    );
  }
  const name = migrationSlug(rawName);
  const root = findRepoRoot();
  const schemaPath = path.join(root, "prisma", "schema.prisma");
  const migrationsDir = path.join(root, "prisma", "migrations");

  const diff = await diffMigrationsToSchema(migrationsDir, schemaPath);
  if (diff.empty) {
    console.log("No schema changes: prisma/schema.prisma already matches the migrations. Nothing written.");
    return;
  }

  const folder = `${await nextTimestamp(migrationsDir)}_${name}`;
  await mkdir(path.join(migrationsDir, folder), { recursive: true });
  await writeFile(path.join(migrationsDir, folder, MIGRATION_FILE), diff.sql);
  const lockPath = path.join(migrationsDir, LOCK_FILE);
  if (!existsSync(lockPath)) await writeFile(lockPath, LOCK_FILE_CONTENT);
  console.log(`Created prisma/migrations/${folder}/${MIGRATION_FILE}`);
  console.log("Review it, commit it; the server applies it at its next start.");
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // The engine's schema validation errors are already readable: print the message, no stack.
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? message : `Could not create the migration:\n${message}`);
  process.exit(1);
});
