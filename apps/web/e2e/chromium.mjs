// Debian's Chromium (Playwright cannot download its own browser here): one place for its path, its
// flags and our two viewports, read by playwright.config.ts, the benches and nothing else.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

/**
 * Debian's headless shell (package chromium-headless-shell: Chromium's headless mode without the
 * browser's UI, what Playwright itself runs headless) when installed, else the full Chromium. On two
 * shared cores the flows took a third less worker time in the shell (decision 207).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

/** A headless Chromium for scripts outside Playwright Test (the benches). */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
