// The root test config: every package's own vitest config is one project of the run.
// Vitest 4 reads projects from `test.projects`; `npm test` runs vitest with this file as --config.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which left a core
    // idle while PGlite (one core per database) runs most of the time. Two files at a time instead.
    maxWorkers: 2,
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
