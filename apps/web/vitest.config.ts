import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { configDefaults, defineProject } from "vitest/config";

/** The files that replace a module (vi.mock): they run in a registry of their own. */
export const MODULE_MOCKING_FILES = [
  "src/features/quotes/unsaved-unit.test.tsx",
  "src/features/quotes/quote-owner.test.tsx",
  "src/features/quotes/quote-page.test.tsx",
  "src/lib/confetti.test.ts",
];

/** What both of the web's projects share. */
export const webProject = {
  plugins: [react()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
};

export const webTestOptions = {
  environment: "jsdom" as const,
  setupFiles: ["./src/test/setup.ts"],
  css: false,
  // A loaded 2-core CI machine renders slowly; findBy* waits up to 5 s (src/test/setup.ts).
  testTimeout: 15_000,
};

export default defineProject({
  ...webProject,
  test: {
    ...webTestOptions,
    name: "web",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_FILES],
    // The files of a worker share its modules and its jsdom (decision 180): a fresh one per file took
    // two thirds of the project's time. setup.ts unmounts, resets the handlers and clears the
    // cookies and storage after every test.
    isolate: false,
  },
});
