// The root test config: every package's own vitest config is one project of the run.
// Vitest 4 reads projects from `test.projects`; `npm test` runs vitest with this file as --config.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Three files at a time on the 2-core machine when the suites also run on PostgreSQL (decision
    // 208): a file waits for it often enough that two workers left the cores idle. On the embedded
    // database alone every file keeps its core busy, and two are as quick.
    maxWorkers: process.env.TEST_DATABASE_URL ? 3 : 2,
    projects: [
      "packages/pricing",
      "packages/domain",
      "apps/server/vitest.config.ts",
      "apps/server/vitest.isolated.config.ts",
      "apps/web/vitest.config.ts",
      "apps/web/vitest.isolated.config.ts",
    ],
  },
});
