// Applies the pending migrations of prisma/migrations at start-up, the way `prisma migrate deploy`
// would (that command needs Prisma's Rust engine, which these machines cannot download):
// - migrations are the folders `<timestamp>_<name>/migration.sql`, applied in name order;
// - each runs in its own transaction and is recorded in `_prisma_migrations`, Prisma's own table
//   and columns (checksum = SHA-256 hex of migration.sql), so `prisma migrate deploy/status` agree;
// - on PostgreSQL the whole run holds Prisma's own advisory lock, so two server processes (or a
//   server and `prisma migrate deploy`) starting together apply each migration once.
// See docs/database.md.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, type Transaction as PGliteTransaction } from "@electric-sql/pglite";
import pg from "pg";
import { databaseOf, type Database, type PrismaClient } from "./client.js";

/** The key `prisma migrate` itself locks with (prisma-engines, postgres connector). */
export const PRISMA_ADVISORY_LOCK_KEY = 72707369;

export const MIGRATIONS_TABLE = "_prisma_migrations";

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

const SELECT_RECORDED = `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at"
  FROM "_prisma_migrations" ORDER BY "started_at"`;

const INSERT_APPLIED = `INSERT INTO "_prisma_migrations"
  ("id", "checksum", "migration_name", "started_at", "finished_at", "applied_steps_count")
  VALUES ($1, $2, $3, $4, clock_timestamp(), 1)`;

export interface MigrationFile {
  /** The folder name, e.g. `20250101120000_init`. */
  name: string;
  sql: string;
  /** SHA-256 (hex) of migration.sql, as Prisma computes it. */
  checksum: string;
}

export interface ApplyMigrationsOptions {
  /** The `prisma/migrations` folder; found with `findMigrationsDir()` when omitted. */
  migrationsDir?: string;
  /** Progress and warnings (one line each); silent when omitted. */
  log?: (message: string) => void;
}

/**
 * Where migrations can be applied: a database from `createDatabase()` or its Prisma client (the
 * migrations then use that database's raw connection), or a raw PGlite / pg Pool / pg Client.
 */
export type MigrationTarget = Database | PrismaClient | PGlite | pg.Pool | pg.Client;

interface RecordedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/** A migration that failed, or a migration history this code refuses to touch. */
export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Finds `prisma/migrations`: the `PRISMA_MIGRATIONS_DIR` env var if set, else the first
 * `prisma/migrations` folder walking up from this module's file (src/db when run from source,
 * dist/ when bundled into dist/main.js), then walking up from the process's working directory.
 */
export function findMigrationsDir(): string {
  const fromEnv = process.env.PRISMA_MIGRATIONS_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      const candidate = path.join(dir, "prisma", "migrations");
      if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new MigrationError(
    `Cannot find the prisma/migrations folder above ${starts.join(" or ")}; set PRISMA_MIGRATIONS_DIR.`,
  );
}

export function migrationChecksum(sql: string | Buffer): string {
  return createHash("sha256").update(sql).digest("hex");
}

/** The migrations on disk, in the order they apply (folder name order, as Prisma sorts them). */
export async function readMigrations(migrationsDir: string): Promise<MigrationFile[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrations: MigrationFile[] = [];
  for (const name of names) {
    const file = path.join(migrationsDir, name, "migration.sql");
    if (!existsSync(file)) continue; // Prisma ignores folders without a migration.sql too.
    const bytes = await readFile(file);
    migrations.push({ name, sql: bytes.toString("utf8"), checksum: migrationChecksum(bytes) });
  }
  return migrations;
}

/** The work to do given what `_prisma_migrations` holds. Throws on a failed migration (P3009). */
function planMigrations(
  migrations: MigrationFile[],
  rows: RecordedRow[],
  log: (message: string) => void,
): MigrationFile[] {
  const live = rows.filter((r) => r.rolled_back_at === null);
  const failed = live.filter((r) => r.finished_at === null);
  if (failed.length > 0) {
    throw new MigrationError(
      `Migration ${failed.map((r) => r.migration_name).join(", ")} failed earlier and is recorded as ` +
        `unfinished in _prisma_migrations; fix the database, then mark it rolled back or applied.`,
    );
  }
  const applied = new Map(live.map((r) => [r.migration_name, r]));
  const onDisk = new Set(migrations.map((m) => m.name));
  for (const row of live) {
    if (!onDisk.has(row.migration_name)) {
      log(`warning: migration ${row.migration_name} is applied but missing from the migrations folder`);
    }
  }
  for (const m of migrations) {
    const row = applied.get(m.name);
    if (row && row.checksum !== m.checksum) {
      log(`warning: migration ${m.name} was modified after it was applied`);
    }
  }
  return migrations.filter((m) => !applied.has(m.name));
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function applyOnPGlite(
  pglite: PGlite,
  migrations: MigrationFile[],
  log: (message: string) => void,
): Promise<string[]> {
  // One process owns a PGlite data folder and PGlite runs one query at a time: no lock needed.
  await pglite.exec(CREATE_MIGRATIONS_TABLE);
  const { rows } = await pglite.query<RecordedRow>(SELECT_RECORDED);
  const pending = planMigrations(migrations, rows, log);
  const appliedNames: string[] = [];
  for (const m of pending) {
    const startedAt = new Date();
    try {
      await pglite.transaction(async (tx: PGliteTransaction) => {
        await tx.exec(m.sql);
        await tx.query(INSERT_APPLIED, [randomUUID(), m.checksum, m.name, startedAt]);
      });
    } catch (error) {
      throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${describeError(error)}`, {
        cause: error,
      });
    }
    log(`applied migration ${m.name}`);
    appliedNames.push(m.name);
  }
  return appliedNames;
}

async function applyOnPostgres(
  client: pg.ClientBase,
  migrations: MigrationFile[],
  log: (message: string) => void,
): Promise<string[]> {
  // A session lock for the whole run: a second process waits here, then finds nothing to do.
  await client.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK_KEY})`);
  try {
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<RecordedRow>(SELECT_RECORDED);
    const pending = planMigrations(migrations, rows, log);
    const appliedNames: string[] = [];
    for (const m of pending) {
      const startedAt = new Date();
      await client.query("BEGIN");
      try {
        // No parameters: the simple query protocol, which runs a multi-statement script.
        await client.query(m.sql);
        await client.query(INSERT_APPLIED, [randomUUID(), m.checksum, m.name, startedAt]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${describeError(error)}`, {
          cause: error,
        });
      }
      log(`applied migration ${m.name}`);
      appliedNames.push(m.name);
    }
    return appliedNames;
  } finally {
    await client.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK_KEY})`).catch(() => undefined);
  }
}

/**
 * Applies the migrations not yet recorded in `_prisma_migrations`, each in a transaction, and
 * returns their names in the order applied (empty when the database is up to date).
 */
export async function applyMigrations(
  target: MigrationTarget,
  options: ApplyMigrationsOptions = {},
): Promise<string[]> {
  const log = options.log ?? (() => {});
  const connection = rawConnection(target);
  const migrations = await readMigrations(options.migrationsDir ?? findMigrationsDir());

  if (connection instanceof PGlite) return applyOnPGlite(connection, migrations, log);
  if (connection instanceof pg.Pool) {
    const client = await connection.connect();
    try {
      return await applyOnPostgres(client, migrations, log);
    } finally {
      client.release();
    }
  }
  return applyOnPostgres(connection, migrations, log);
}

function rawConnection(target: MigrationTarget): PGlite | pg.Pool | pg.Client {
  if (target instanceof PGlite || target instanceof pg.Pool || target instanceof pg.Client) return target;
  if ("kind" in target) return target.kind === "pglite" ? target.pglite : target.pool;
  const database = databaseOf(target);
  if (!database) {
    throw new MigrationError("applyMigrations: pass a client made by createDatabase(), or a raw connection.");
  }
  return rawConnection(database);
}
