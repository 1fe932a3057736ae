import { defineProject } from "vitest/config";
import { MODULE_MOCKING_FILES, webProject, webTestOptions } from "./vitest.config.ts";

// The web's files that mock a module: each in a fresh module registry, where its mock is what the
// components import (in the shared registry of vitest.config.ts the real module may be cached).
export default defineProject({
  ...webProject,
  test: {
    ...webTestOptions,
    name: "web-isolated",
    include: MODULE_MOCKING_FILES,
    isolate: true,
  },
});
