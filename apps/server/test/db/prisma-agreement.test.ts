// Prisma's own schema engine (the WASM build of what `prisma migrate` runs) reads the history that
// applyMigrations writes: it sees nothing to apply, nothing failed, nothing edited. And the reverse.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, findMigrationsDir } from "../../src/db/migrate.js";
import { LOCK_FILE_CONTENT, openSchemaEngine, readMigrationList } from "../../src/db/schema-engine.js";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.js";

const filters = { externalTables: [], externalEnums: [] };
const schemaPath = path.resolve(findMigrationsDir(), "..", "schema.prisma");

describe("the migration history agrees with Prisma's schema engine [pglite]", () => {
  let ours: TestDatabase;
  let theirs: TestDatabase;
  beforeAll(async () => {
    ours = await createTestDatabase();
    theirs = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    // undefined when beforeAll failed before assigning it
    await (ours as TestDatabase | undefined)?.close();
    await (theirs as TestDatabase | undefined)?.close();
  });

  async function engineOn(db: TestDatabase) {
    if (db.database.kind !== "pglite") throw new Error("PGlite only");
    return openSchemaEngine(schemaPath, await readFile(schemaPath, "utf8"), db.database.pglite);
  }

  async function migrationsList() {
    const list = await readMigrationList(findMigrationsDir());
    return { ...list, lockfile: { ...list.lockfile, content: list.lockfile.content ?? LOCK_FILE_CONTENT } };
  }

  it("after applyMigrations, `migrate deploy` would apply nothing and sees no problem", async () => {
    const session = await engineOn(ours);
    try {
      const list = await migrationsList();
      const diagnosis = await session.engine.diagnoseMigrationHistory({
        migrationsList: list,
        optInToShadowDatabase: false,
        filters,
      });
      expect(diagnosis).toMatchObject({
        history: null,
        failedMigrationNames: [],
        editedMigrationNames: [],
        hasMigrationsTable: true,
      });
      expect(await session.engine.applyMigrations({ migrationsList: list, filters })).toEqual({
        appliedMigrationNames: [],
      });
    } finally {
      await session.close();
    }
  });

  it("(the check is real: a wrong checksum is reported as an edited migration)", async () => {
    await ours.prisma.$executeRawUnsafe(`UPDATE "_prisma_migrations" SET "checksum" = repeat('0', 64)`);
    const session = await engineOn(ours);
    try {
      const diagnosis = await session.engine.diagnoseMigrationHistory({
        migrationsList: await migrationsList(),
        optInToShadowDatabase: false,
        filters,
      });
      expect(diagnosis.editedMigrationNames.length).toBeGreaterThan(0);
    } finally {
      await session.close();
    }
  });

  it("after Prisma's own applyMigrations, ours applies nothing", async () => {
    const session = await engineOn(theirs);
    try {
      const applied = await session.engine.applyMigrations({
        migrationsList: await migrationsList(),
        filters,
      });
      expect(applied.appliedMigrationNames.length).toBeGreaterThan(0);
    } finally {
      await session.close();
    }
    expect(await applyMigrations(theirs.prisma)).toEqual([]);
  });
});
