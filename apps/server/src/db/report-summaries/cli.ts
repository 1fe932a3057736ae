// `npm run db:report-summaries -w @screens/server [-- NAME] [-- --check]`: writes a migration holding
// the figures' month summaries as source.ts (and statuses.ts) define them, when they differ from the
// newest generated migration (decision 202). --check writes nothing and fails when one is due.
import { findMigrationsDir } from "../migrate.js";
import {
  DEFAULT_MIGRATION_NAME,
  latestGeneratedMigration,
  reportSummariesMigrationSql,
  writeReportSummariesMigration,
} from "./migration.js";

async function main(args: string[]): Promise<void> {
  const check = args.includes("--check");
  const name = args.filter((a) => a !== "--" && a !== "--check").join("_") || DEFAULT_MIGRATION_NAME;
  const migrationsDir = findMigrationsDir();
  if (check) {
    const latest = await latestGeneratedMigration(migrationsDir);
    if (latest?.sql === reportSummariesMigrationSql()) {
      console.log(`The report summaries' source matches prisma/migrations/${latest.name}.`);
      return;
    }
    console.error(
      "The report summaries' source differs from its newest generated migration: run `npm run db:report-summaries -w @screens/server`.",
    );
    process.exit(1);
  }
  const folder = await writeReportSummariesMigration(migrationsDir, name);
  if (folder === undefined) {
    console.log("The report summaries' source is unchanged: nothing written.");
    return;
  }
  console.log(`Created prisma/migrations/${folder}/migration.sql`);
  console.log("Review it, commit it with the source; the server applies it at its next start.");
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
