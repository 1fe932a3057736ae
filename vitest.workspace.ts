// The root test config: every package's own vitest config is one project of the run.
// Vitest 4 reads projects from `test.projects`; `npm test` runs vitest with this file as --config.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Three files at a time on the 2-core machine (decision 208): a file waits for PostgreSQL, the
    // disk or a child process often enough that two left the cores idle a quarter of the time.
    maxWorkers: 3,
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
