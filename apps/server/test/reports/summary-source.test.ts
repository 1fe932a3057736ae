import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import {
  latestGeneratedMigration,
  migrationTexts,
  reportSummariesMigrationSql,
  writeReportSummariesMigration,
} from "../../src/db/report-summaries/migration.js";
import { REPORT_SUMMARY_STATEMENTS } from "../../src/db/report-summaries/source.js";
import {
  INACTIVE_ORDER_STATUS,
  INACTIVE_QUOTE_STATUS,
  INACTIVE_UNIT_STATUS,
  LEAD_TIME_END_STATUSES,
} from "../../src/db/report-summaries/statuses.js";
import type { Database } from "../../src/db/client.js";

/**
 * The month summaries' functions and triggers have one source, db/report-summaries (decision 202):
 * the newest generated migration is its text, nothing after it redefines them, the source writes
 * no status number of its own, and a migrated database holds exactly what the source defines.
 */

const MIGRATIONS_DIR = fileURLToPath(new URL("../../../../prisma/migrations/", import.meta.url));
const SOURCE_FILE = fileURLToPath(new URL("../../src/db/report-summaries/source.ts", import.meta.url));
const RUN_GENERATOR = "npm run db:report-summaries -w @screens/server";

describe("the report summaries' source and its generated migration", () => {
  it(`agree: the newest generated migration is the source's text (else run \`${RUN_GENERATOR}\`)`, async () => {
    const latest = await latestGeneratedMigration(MIGRATIONS_DIR);
    expect(latest, "no generated report summaries migration").toBeDefined();
    expect(latest!.sql).toBe(reportSummariesMigrationSql());
  });

  it("no migration after it defines, replaces or drops a summary function or trigger", async () => {
    const texts = await migrationTexts(MIGRATIONS_DIR);
    const latest = await latestGeneratedMigration(MIGRATIONS_DIR);
    const later = texts.filter((m) => m.name > latest!.name);
    const names = REPORT_SUMMARY_STATEMENTS.map((s) => s.name).join("|");
    const touches = new RegExp(`\\b(FUNCTION|TRIGGER)\\s+(IF\\s+EXISTS\\s+)?"?(${names})\\b`, "i");
    expect(later.filter((m) => touches.test(m.sql)).map((m) => m.name)).toEqual([]);
  });

  it("the source writes no status number: every status comes from statuses.ts", async () => {
    const source = await readFile(SOURCE_FILE, "utf8");
    const literal = /status\s*(<>|!=|<=|>=|=|<|>)\s*-?\d|status\s+(NOT\s+)?IN\s*\(\s*-?\d/gi;
    expect(source.match(literal) ?? []).toEqual([]);
    // What the generated SQL compares statuses with: the constants, nothing else.
    const sql = reportSummariesMigrationSql();
    const compared = [...sql.matchAll(/(\w+)\.status\s*<>\s*(\d+)/g)].map(([, alias, n]) => `${alias}:${n}`);
    const expected: Record<string, number> = {
      OLD: INACTIVE_QUOTE_STATUS,
      NEW: INACTIVE_QUOTE_STATUS,
      q: INACTIVE_QUOTE_STATUS,
      o: INACTIVE_ORDER_STATUS,
      u: INACTIVE_UNIT_STATUS,
    };
    expect(compared.length).toBeGreaterThan(0);
    for (const pair of compared) {
      const [alias, n] = pair.split(":") as [string, string];
      expect({ pair, n: Number(n) }).toEqual({ pair, n: expected[alias] });
    }
    const leadTimeLists = [...sql.matchAll(/to_status IN \(([^)]*)\)/g)].map(([, list]) => list);
    expect(leadTimeLists).toEqual([LEAD_TIME_END_STATUSES.join(", "), LEAD_TIME_END_STATUSES.join(", ")]);
  });
});

describe("npm run db:report-summaries", () => {
  it("writes a migration sorting after every other one (as db:migration numbers it) when the source changed, and nothing when it did not", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "report-summaries-"));
    try {
      await mkdir(path.join(dir, "20991231235959_later"));
      await writeFile(path.join(dir, "20991231235959_later", "migration.sql"), "SELECT 1;\n");
      const now = new Date("2026-11-29T18:00:00Z");
      expect(await writeReportSummariesMigration(dir, undefined, now)).toBe(
        "20991231235960_report_summaries",
      );
      const written = await readFile(
        path.join(dir, "20991231235960_report_summaries", "migration.sql"),
        "utf8",
      );
      expect(written).toBe(reportSummariesMigrationSql());
      expect(await writeReportSummariesMigration(dir, "again", now)).toBeUndefined();
      expect((await readdir(dir)).sort()).toEqual([
        "20991231235959_later",
        "20991231235960_report_summaries",
      ]);
      // A generated migration edited by hand is not the source: a new one is due.
      await writeFile(
        path.join(dir, "20991231235960_report_summaries", "migration.sql"),
        `${written}-- edited\n`,
      );
      expect(await writeReportSummariesMigration(dir, "fix", now)).toBe("20991231235961_fix");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

forEachDatabase("the report summaries of a migrated database", (getDatabase) => {
  async function definitions(database: Database) {
    const rows = await database.query<{ kind: string; name: string; def: string }>(
      "",
      `SELECT 'function' AS kind, p.proname AS name, pg_get_functiondef(p.oid) AS def
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = current_schema() AND p.proname LIKE 'report\\_%'
       UNION ALL
       SELECT 'trigger', t.tgname, pg_get_triggerdef(t.oid)
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND NOT t.tgisinternal AND t.tgname LIKE 'report\\_%'
       ORDER BY 1, 2`,
    );
    return rows;
  }

  it("are exactly the source's functions and triggers, as the source defines them", async () => {
    const { database } = getDatabase();
    const before = await definitions(database);
    expect(before.map((row) => `${row.kind} ${row.name}`).sort()).toEqual(
      REPORT_SUMMARY_STATEMENTS.map((s) => `${s.kind} ${s.name}`).sort(),
    );
    // The source run again on the migrated database changes no definition.
    const sql = reportSummariesMigrationSql();
    if (database.kind === "pglite") await database.pglite.exec(sql);
    else await database.pool.query(sql);
    expect(await definitions(database)).toEqual(before);
  });
});
