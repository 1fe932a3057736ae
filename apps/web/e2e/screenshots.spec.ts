// The screens without a flow of their own, photographed into docs/screenshots/ with E2E_SCREENSHOTS=1
// (the flows photograph theirs as they go). Every shot is named after its project: -desktop, -phone.
import type { Page } from "@playwright/test";
import { addAccessory } from "./api-helpers";
import { expect, shot, test } from "./fixtures";

test.skip(process.env.E2E_SCREENSHOTS !== "1", "refreshes docs/screenshots only with E2E_SCREENSHOTS=1");

/** name, path, full page. */
const VISITOR_SHOTS = [
  ["landing", "/", true],
  ["login", "/login", false],
  ["forgot-password", "/forgot-password", false],
  ["reset-password", "/reset-password/example-key", false],
  ["error-404", "/no-such-page", false],
  ["forbidden-signed-out", "/panel/dashboard", false],
] as const;

async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

test.describe("screenshots", { tag: "@phone" }, () => {
  test("the public screens, signed out", async ({ page }, testInfo) => {
    for (const [name, path, fullPage] of VISITOR_SHOTS) {
      await settle(page, path);
      await shot(page, `${name}-${testInfo.project.name}`, { fullPage });
    }
  });

  test("the panel's dashboard, and its collapsed navigation on a desktop", async ({
    page,
    signIn,
  }, testInfo) => {
    await signIn("mfgadmin");
    await settle(page, "/panel/dashboard");
    await shot(page, `panel-dashboard-${testInfo.project.name}`);
    if (testInfo.project.name !== "desktop") return;
    await page.evaluate(() => {
      localStorage.setItem("panel_nav_collapsed", "1");
    });
    await settle(page, "/panel/dashboard");
    await page.getByRole("link", { name: "Quotes" }).first().hover();
    await shot(page, "panel-collapsed-nav-desktop");
  });

  test("the UI kit gallery (development only: from Vite's dev server)", async ({
    page,
    signIn,
    baseURL,
  }, testInfo) => {
    const { createServer } = await import("vite");
    const webRoot = new URL("..", import.meta.url).pathname;
    const vite = await createServer({
      root: webRoot,
      configFile: `${webRoot}vite.config.ts`,
      logLevel: "error",
      // Same host as the e2e server, so the session cookie goes along through the proxy.
      server: { host: "127.0.0.1", port: 5199, strictPort: false, proxy: { "/api": { target: baseURL } } },
    });
    try {
      await vite.listen();
      const devUrl = vite.resolvedUrls?.local[0]?.replace(/\/$/, "");
      if (!devUrl) throw new Error("Vite's dev server has no local address");
      await signIn("mfgadmin");
      await page.goto(`${devUrl}/dev/ui`, { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Open row actions" }).nth(1).click();
      await shot(page, `ui-gallery-${testInfo.project.name}`);
    } finally {
      await vite.close();
    }
  });

  test("the main screens in both themes (light and dark)", async ({ page, signIn }, testInfo) => {
    const device = testInfo.project.name;
    const rep = await signIn("dealeradmin");
    const quote = await rep.quotes.create.mutate({ title: "Lanai screens - Rivera" });
    const unit = await rep.configurations.create.mutate({
      quote_id: quote.id,
      configuration: { unit_name: "Pool side", unit_width_in: 144, unit_height_in: 96, motor_side: "left" },
    });
    await addAccessory(rep, quote.id);
    const screens = [
      ["dashboard", "/panel/dashboard"],
      ["quotes", "/panel/quotes"],
      ["quote", `/panel/quotes/${String(quote.id)}`],
      ["configurator", `/panel/configurations/${String(unit.id)}`],
    ] as const;
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      for (const [name, path] of screens) {
        await settle(page, path);
        await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
        await shot(page, `theme-${name}-${theme}-${device}`);
      }
    }
    await page.context().clearCookies();
    for (const [name, path] of [
      ["landing", "/"],
      ["login", "/login"],
    ] as const) {
      await page.emulateMedia({ colorScheme: "dark" });
      await settle(page, path);
      await shot(page, `theme-${name}-dark-${device}`);
    }
  });
});
