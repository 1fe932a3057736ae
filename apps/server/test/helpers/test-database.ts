// Fresh, migrated databases for tests: an in-memory PGlite always; a throw-away PostgreSQL
// database too when TEST_DATABASE_URL names a server (`CREATE DATABASE screens_test_<random>` copied
// from a migrated template, dropped on close). `forEachDatabase` runs a suite once per available kind.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe } from "vitest";
import pg from "pg";
import { createDatabase, type Database, type DatabaseKind, type PrismaClient } from "../../src/db/client.js";
import { applyMigrations } from "../../src/db/migrate.js";
import type { Logger } from "../../src/log.js";

export interface TestDatabase {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** The throw-away database's URL (PostgreSQL only). */
  url?: string;
  /** What `createDatabase()` returned: raw PGlite / pool access. */
  database: Database;
  /** Closes the client; on PostgreSQL also drops the database. Safe to call twice. */
  close(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /** Default "pglite"; "postgres" needs TEST_DATABASE_URL. */
  kind?: DatabaseKind;
  /** Skip applying the migrations (an empty database). */
  migrate?: boolean;
  /** PostgreSQL only: where the pool writes a connection's failure. */
  logger?: Logger;
}

/** The server TEST_DATABASE_URL names, if any (its database is only used to create others). */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** "pglite", plus "postgres" when TEST_DATABASE_URL is set. */
export function availableDatabaseKinds(): DatabaseKind[] {
  return testServerUrl() ? ["pglite", "postgres"] : ["pglite"];
}

/** Runs `sql` on the server of TEST_DATABASE_URL, connected to its own database. */
async function onTestServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const MIGRATIONS_DIR = fileURLToPath(new URL("../../../../prisma/migrations/", import.meta.url));

/** What a migrated PGlite depends on: every migration's SQL and PGlite's own version. */
function migratedSnapshotKey(): string {
  const hash = createHash("sha256");
  // PGlite's package.json is not exported: find it above its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(path.join(dir, "package.json")) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  hash.update(readFileSync(path.join(dir, "package.json")));
  for (const entry of readdirSync(MIGRATIONS_DIR).sort()) {
    const file = path.join(MIGRATIONS_DIR, entry, "migration.sql");
    if (existsSync(file)) hash.update(entry).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A freshly migrated PGlite data folder, as a tarball: built once per set of migrations and kept in
 * the system's temporary folder, so each test file loads it (about a second) instead of applying
 * every migration to a new in-memory database (6-12 s on a busy 2-core machine). The migrations
 * themselves are still tested from empty (test/db).
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const dir = path.join(tmpdir(), "screens-test-pglite");
  const file = path.join(dir, `${migratedSnapshotKey()}.tar`);
  if (!existsSync(file)) {
    const database = await createDatabase({ dataDir: "memory://" });
    try {
      await applyMigrations(database);
      if (database.kind !== "pglite") throw new Error("expected PGlite");
      const dump = await database.pglite.dumpDataDir("none");
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed: a file running at the same time never reads half a tarball.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * A migrated PostgreSQL database to copy new ones from (`CREATE DATABASE ... TEMPLATE`, a file copy on
 * the server), made once per set of migrations and kept on the server under a name that holds the
 * migrations' hash: each suite then starts in a fraction of the 1.5-2.5 s its migrations take. Made
 * under an advisory lock, so parallel test files build it once; nobody connects to it afterwards
 * (PostgreSQL refuses to copy a database that has sessions).
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const template = `screens_template_${migratedSnapshotKey()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = async () =>
      (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [template])).rowCount === 1;
    if (await exists()) return template;
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [template]);
    try {
      if (await exists()) return template;
      // Built aside and renamed: a database under the template's name is always complete.
      const building = `${template}_${randomBytes(4).toString("hex")}`;
      await client.query(`CREATE DATABASE "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      try {
        const database = await createDatabase({ url: url.toString() });
        try {
          await applyMigrations(database);
        } finally {
          await database.close();
        }
        await client.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      } catch (error) {
        await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        throw error;
      }
      return template;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [template]);
    }
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const kind = options.kind ?? "pglite";
  const migrate = options.migrate ?? true;

  if (kind === "pglite") {
    const database = await createDatabase({
      dataDir: "memory://",
      loadDataDir: migrate ? await migratedPgliteSnapshot() : undefined,
    });
    try {
      // Nothing left to apply on a loaded snapshot; this still checks that it is complete.
      if (migrate) await applyMigrations(database);
    } catch (error) {
      await database.close();
      throw error;
    }
    return { prisma: database.prisma, kind, database, close: () => database.close() };
  }

  const serverUrl = testServerUrl();
  if (!serverUrl) throw new Error("createTestDatabase({ kind: 'postgres' }) needs TEST_DATABASE_URL.");
  const name = `screens_test_${randomBytes(6).toString("hex")}`;
  const template = migrate ? await migratedPostgresTemplate(serverUrl) : undefined;
  await onTestServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await onTestServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  let database: Database;
  try {
    database = await createDatabase({ url: url.toString(), logger: options.logger });
  } catch (error) {
    await drop();
    throw error;
  }
  try {
    // Nothing left to apply on a copy of the template; this still checks that it is complete.
    if (migrate) await applyMigrations(database);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await database.close();
      } finally {
        await drop();
      }
    })());
  return { prisma: database.prisma, kind, url: url.toString(), database, close };
}

/**
 * Declares the suite once per available database (`name [pglite]`, `name [postgres]`). Each run
 * gets one fresh migrated database, created before its tests and closed after them; `fn` reads it
 * with `getDatabase()` inside hooks and tests.
 */
export function forEachDatabase(
  name: string,
  fn: (getDatabase: () => TestDatabase, kind: DatabaseKind) => void,
): void {
  for (const kind of availableDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase({ kind });
      });
      afterAll(async () => {
        await current?.close();
      });
      fn(() => {
        if (!current)
          throw new Error("The test database is created in beforeAll: use it in hooks and tests.");
        return current;
      }, kind);
    });
  }
}

/** Same as `forEachDatabase`. */
export const describeEachDatabase = forEachDatabase;

/** Empties every table but `_prisma_migrations` and restarts the ids (for a `beforeEach`). */
export async function truncateAll(prisma: PrismaClient): Promise<void> {
  const tables = await prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
  );
  if (tables.length === 0) return;
  const list = tables.map((t) => `"${t.tablename}"`).join(", ");
  await prisma.$executeRawUnsafe(`TRUNCATE TABLE ${list} RESTART IDENTITY CASCADE`);
}
