import { cp, mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../src/db/client.js";
import {
  applyMigrations,
  findMigrationsDir,
  migrationChecksum,
  readMigrations,
  type MigrationFile,
} from "../../src/db/migrate.js";
import {
  availableDatabaseKinds,
  createTestDatabase,
  testServerUrl,
  type TestDatabase,
} from "../helpers/test-database.js";

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
}

const EXPECTED_TABLES = [
  "accounts",
  "audit_events",
  "configurations",
  "customers",
  "dealer_services",
  "dealer_tax_rates",
  "dealers",
  "email_change_requests",
  "email_jobs",
  "erp_events",
  "erp_pushes",
  "jobs",
  "login_challenges",
  "notification_preferences",
  "notifications",
  "orders",
  "password_reset_tokens",
  "payments",
  "price_book_versions",
  "price_levels",
  "production_lines",
  "quote_accessories",
  "quote_decisions",
  "quote_service_lines",
  "quote_share_links",
  "quote_templates",
  "quotes",
  "rate_limit_hits",
  "recovery_codes",
  "report_order_facts",
  "report_order_months",
  "report_order_product_facts",
  "report_product_months",
  "report_quote_months",
  "sessions",
  "shipments",
  "status_changes",
  "unit_production_steps",
  "user_custom_links",
  "user_totp",
  "users",
];

async function tableNames(db: TestDatabase): Promise<string[]> {
  const rows = await db.prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  return rows.map((r) => r.tablename);
}

async function migrationRows(db: TestDatabase): Promise<MigrationRow[]> {
  return db.prisma.$queryRawUnsafe<MigrationRow[]>(
    `SELECT * FROM "_prisma_migrations" ORDER BY "migration_name"`,
  );
}

let onDisk: MigrationFile[];
beforeAll(async () => {
  onDisk = await readMigrations(findMigrationsDir());
});

describe("findMigrationsDir", () => {
  it("finds the repository's prisma/migrations from the source tree", () => {
    expect(findMigrationsDir()).toBe(path.resolve(__dirname, "../../../../prisma/migrations"));
  });
});

for (const kind of availableDatabaseKinds()) {
  describe(`applyMigrations [${kind}]`, () => {
    let db: TestDatabase;
    let tmp: string;
    beforeAll(async () => {
      db = await createTestDatabase({ kind, migrate: false });
      tmp = await mkdtemp(path.join(os.tmpdir(), "screens-migrations-"));
    });
    afterAll(async () => {
      await (db as TestDatabase | undefined)?.close(); // undefined when beforeAll failed before assigning it
      await rm(tmp, { recursive: true, force: true });
    });

    it("applies every migration on a fresh database and creates the tables", async () => {
      expect(onDisk.length).toBeGreaterThan(0);
      const applied = await applyMigrations(db.prisma);
      expect(applied).toEqual(onDisk.map((m) => m.name));
      expect(await tableNames(db)).toEqual(["_prisma_migrations", ...EXPECTED_TABLES].sort());
    });

    it("records them in _prisma_migrations the way Prisma does", async () => {
      const rows = await migrationRows(db);
      expect(rows.map((r) => r.migration_name)).toEqual(onDisk.map((m) => m.name));
      for (const [i, row] of rows.entries()) {
        expect(row.checksum).toBe(onDisk[i]!.checksum);
        expect(row.checksum).toBe(migrationChecksum(onDisk[i]!.sql));
        expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(row.finished_at).toBeInstanceOf(Date);
        expect(row.rolled_back_at).toBeNull();
        expect(row.applied_steps_count).toBe(1);
        expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      }
    });

    it("is idempotent: a second run applies nothing", async () => {
      expect(await applyMigrations(db.prisma)).toEqual([]);
      expect(await applyMigrations(db.database)).toEqual([]);
      expect(await migrationRows(db)).toHaveLength(onDisk.length);
    });

    it("applies only a new migration, and rolls back a failing one without recording it", async () => {
      await cp(findMigrationsDir(), tmp, { recursive: true });
      await mkdir(path.join(tmp, "29990101000000_add_note"));
      await writeFile(
        path.join(tmp, "29990101000000_add_note", "migration.sql"),
        `CREATE TABLE "notes" ("id" SERIAL PRIMARY KEY, "text" TEXT NOT NULL);\nINSERT INTO "notes" ("text") VALUES ('a');\n`,
      );
      expect(await applyMigrations(db.prisma, { migrationsDir: tmp })).toEqual(["29990101000000_add_note"]);

      await mkdir(path.join(tmp, "29990102000000_broken"));
      await writeFile(
        path.join(tmp, "29990102000000_broken", "migration.sql"),
        `CREATE TABLE "half_done" ("id" INTEGER);\nSELECT * FROM "no_such_table";\n`,
      );
      await expect(applyMigrations(db.prisma, { migrationsDir: tmp })).rejects.toThrow(
        /Migration 29990102000000_broken failed and was rolled back: .*no_such_table/,
      );
      expect(await tableNames(db)).not.toContain("half_done");
      const names = (await migrationRows(db)).map((r) => r.migration_name);
      expect(names).toContain("29990101000000_add_note");
      expect(names).not.toContain("29990102000000_broken");
    });

    it("warns about an applied migration whose file changed", async () => {
      const first = onDisk[0]!.name;
      await writeFile(path.join(tmp, first, "migration.sql"), `${onDisk[0]!.sql}\n-- edited\n`);
      await rm(path.join(tmp, "29990102000000_broken"), { recursive: true });
      const lines: string[] = [];
      expect(await applyMigrations(db.prisma, { migrationsDir: tmp, log: (l) => lines.push(l) })).toEqual([]);
      expect(lines).toEqual([`warning: migration ${first} was modified after it was applied`]);
    });
  });
}

describe.runIf(testServerUrl())("applyMigrations from two processes at once [postgres]", () => {
  it("applies each migration once when two servers start together on one database", async () => {
    const db = await createTestDatabase({ kind: "postgres", migrate: false });
    // Two independent pools, like two server processes.
    const a = await createDatabase({ url: db.url! });
    const b = await createDatabase({ url: db.url! });
    try {
      const [fromA, fromB] = await Promise.all([applyMigrations(a), applyMigrations(b)]);
      const all = onDisk.map((m) => m.name);
      expect([fromA, fromB]).toContainEqual(all);
      expect([fromA, fromB]).toContainEqual([]);
      expect(await migrationRows(db)).toHaveLength(all.length);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });
});
