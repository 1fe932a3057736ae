import path from "node:path";
import { readConfig } from "../config/env.js";
import { createDatabase } from "../db/client.js";
import { applyMigrations } from "../db/migrate.js";
import { seedIfEmpty } from "./demo-world.js";

/** `npm run db:seed`: applies migrations, then seeds the demo world into an empty database. */
const config = readConfig();
const database = await createDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, "pglite"),
});
try {
  await applyMigrations(database.prisma);
  const seeded = await seedIfEmpty(database.prisma);
  console.log(seeded ? "Demo data created." : "The database already has users: nothing seeded.");
} finally {
  await database.close();
}
