// The flows' `test`: a page that fails its test on uncaught errors, and signIn(), which logs in through
// the API (no login form) and gives the browser the session cookie plus a typed tRPC client as that user.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { createTRPCClient, httpLink, type TRPCClient } from "@trpc/client";
import type { AppRouter } from "@screens/server/router";
import { VIEWPORTS } from "./chromium.mjs";

export { expect };

/** The demo users' password (apps/server/src/seed/demo-world.ts). */
export const PASSWORD = process.env.E2E_DEMO_PASSWORD ?? "Screens#2026";

export type Api = TRPCClient<AppRouter>;

export interface Fixtures {
  /** Signs the browser in as `username` (its cookie replaces any other) and returns the API as that user. */
  signIn: (username: string) => Promise<Api>;
}

/** tRPC over the request context: its cookie jar holds the session, and the calls show in traces. */
function apiClient(request: APIRequestContext, baseURL: string): Api {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${baseURL}/api/trpc`,
        fetch: async (url, init) => {
          const answer = await request.fetch(url instanceof Request ? url.url : url.toString(), {
            method: init?.method ?? "GET",
            headers: init?.headers as Record<string, string> | undefined,
            data: typeof init?.body === "string" ? init.body : undefined,
          });
          return new Response(await answer.text(), { status: answer.status(), headers: answer.headers() });
        },
      }),
    ],
  });
}

// The fixtures' second argument is named `provide`, not Playwright's usual `use`: React's lint rules
// take a function called `use` for React's `use` hook.
export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    // Uncaught exceptions and console errors (CSP violations land there) fail the flow; failed HTTP
    // requests (401, 403, 404...) are expected answers, not errors.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    await waitForHydrationBeforeActing(page);
    await provide(page);
    expect(errors, "uncaught errors in the page").toEqual([]);
  },

  signIn: async ({ page, context, playwright, baseURL }, provide) => {
    if (!baseURL) throw new Error("No baseURL in the Playwright config");
    const requests: APIRequestContext[] = [];
    await provide(async (username) => {
      // The CSRF check (apps/server/src/http/csrf.ts) wants our own Origin on every write with a cookie.
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
      requests.push(request);
      const answer = await request.post("/api/login", { data: { username, password: PASSWORD } });
      if (!answer.ok())
        throw new Error(`Signing in as ${username}: ${String(answer.status())} ${await answer.text()}`);
      await leave(page);
      await context.clearCookies();
      await context.addCookies((await request.storageState()).cookies);
      return apiClient(request, baseURL);
    });
    for (const request of requests) await request.dispose();
  },
});

/**
 * Leaves the current document. The panel reloads the document on every path change (decision 030);
 * a reload it has scheduled can land after our next navigation and undo it: not once we are gone.
 */
async function leave(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.goto("about:blank");
      return;
    } catch (error) {
      // "interrupted by another navigation": the reload was quicker; leave again.
      if (attempt === 3) throw error;
    }
  }
}

/** Logs out through the UI (/logout) and lands on the landing page. */
export async function signOut(page: Page): Promise<void> {
  await leave(page);
  await page.goto("/logout");
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

/**
 * Waits until the server-rendered page has hydrated (root.tsx marks <html>): before that a field
 * takes a value the app then resets, and a button does not answer.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until the page's CSS transitions have ended (a theme's colours easing in, a toast stack
 * expanding): axe measures colours as they are drawn, so a half-faded text would fail its contrast.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition cancelled by another one rejects: it has nothing left to show.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

const notHydrated = (page: Page) => page.locator("html:not([data-hydrated])");

/**
 * Every action and web-first assertion first waits for the document it acts on to have hydrated
 * (a click that loads the next document is followed by one on a page whose app does not run yet).
 * Playwright checks the handler's locator before each of them and, the handler done, waits until
 * the locator is gone: the time counts toward the action's own timeout.
 */
async function waitForHydrationBeforeActing(page: Page): Promise<void> {
  await page.addLocatorHandler(notHydrated(page), async () => {});
}

/** The app's own scripts (the built panel's modules), which the flows below block or hold back. */
const APP_SCRIPTS = "**/assets/**/*.js";

/** For a flow that blocks the app's scripts on purpose: its pages never hydrate. */
export async function blockScripts(page: Page): Promise<void> {
  await page.removeLocatorHandler(notHydrated(page));
  await page.route(APP_SCRIPTS, (route) => route.abort());
}

/**
 * For a flow that acts on a page before it runs: the app's scripts wait until the returned function
 * is called (then the page hydrates as usual).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  await page.removeLocatorHandler(notHydrated(page));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Undoes blockScripts. */
export async function allowScripts(page: Page): Promise<void> {
  await page.unroute(APP_SCRIPTS);
  await waitForHydrationBeforeActing(page);
}

/** A field by its label; required fields carry a "*" mark after the text. */
export const labelled = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}\\*?$`));

const SHOTS_DIR =
  process.env.E2E_SCREENSHOTS_DIR ?? fileURLToPath(new URL("../../../docs/screenshots/", import.meta.url));

/**
 * Refreshes docs/screenshots/{name}.png when E2E_SCREENSHOTS=1 (E2E_SCREENSHOTS_DIR writes elsewhere),
 * optionally at phone size.
 */
export async function shot(
  page: Page,
  name: string,
  { phone = false, fullPage = false }: { phone?: boolean; fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const before = page.viewportSize();
  if (phone) await page.setViewportSize(VIEWPORTS.phone);
  // Let late fonts load and running transitions end (endless ones, like a spinner, aside), and the
  // plots in view draw (they wait for their place to come near the screen, then for recharts' chunk).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll("[data-plot-pending]")].every(
          (element) => element.getBoundingClientRect().top > window.innerHeight,
        ) && [...document.querySelectorAll("[data-chart]")].every((chart) => chart.querySelector("svg")),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
  if (phone && before) await page.setViewportSize(before);
}
