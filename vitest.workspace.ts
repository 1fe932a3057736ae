// The root test config: every package's own vitest config is one project of the run.
// Vitest 4 reads projects from `test.projects`; `npm test` runs vitest with this file as --config.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/pricing", "packages/domain", "apps/server", "apps/web"],
  },
});
