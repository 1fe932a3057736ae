import { defineConfig } from "vitest/config";
import { MODULE_MOCKING_FILES, serverTestOptions } from "./vitest.config.ts";

// The server's files that mock one of its modules: each in a fresh module registry, where the mock
// is what the app imports (in the shared registry of vitest.config.ts the real module is cached).
export default defineConfig({
  test: {
    ...serverTestOptions,
    name: "server-isolated",
    include: MODULE_MOCKING_FILES,
    isolate: true,
  },
});
