// Decision 106: at 390 x 844 no screen scrolls sideways, for either audience, and the panel's bottom
// bar stays on screen. Screens are reached the way a user reaches them (a list's first row), so the
// check follows the demo data instead of fixed ids.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const PANEL_LISTS = ["quotes", "orders", "customers", "users", "dealers", "accounts"] as const;

/**
 * How far the page is wider than the phone (decision 189): measured against the viewport's width, not
 * window.innerWidth, which a mobile browser widens to the content (it zooms out), hiding the overflow.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 390;
  return page.evaluate((screen) => document.documentElement.scrollWidth - screen, width);
}

/** The lists whose key columns do not fit: a phone would have to scroll them sideways to see Status or a price. */
async function clippedLists(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-slot="data-table"] [data-slot="table-container"]')]
      .filter((container) => container.scrollWidth > container.clientWidth)
      .map((container) => container.querySelector("table")?.getAttribute("aria-label") ?? "a list"),
  );
}

/** Waits for the screen to settle: its heading shown, no loading indicator or busy list left. */
async function settle(page: Page): Promise<void> {
  await page.getByRole("heading").first().waitFor();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The detail page of a list's first data row, if the list has one for this user. */
async function firstDetailPath(page: Page, list: string): Promise<string | null> {
  await page.goto(`/panel/${list}`);
  if (!page.url().endsWith(`/panel/${list}`)) return null;
  await settle(page);
  const table = page.locator('[data-slot="data-table"] table').first();
  if (!(await table.isVisible().catch(() => false))) return null;
  const link = table.locator(`a[href^="/panel/${list}/"]`).first();
  if ((await link.count()) > 0) return link.getAttribute("href");
  // A row that opens its detail (the loading placeholders and the empty state do not).
  const row = table.locator("tbody tr[tabindex]").first();
  if ((await row.count()) === 0) return null;
  // The row's path change reloads the document (decision 030): wait for that load, or the next goto
  // is interrupted by it.
  const reloaded = page.waitForEvent("load", { timeout: 30_000 }).catch(() => undefined);
  await row.click();
  await page.waitForURL(new RegExp(`/panel/${list}/\\d+$`), { timeout: 30_000 }).catch(() => undefined);
  await reloaded;
  const url = new URL(page.url());
  return /\/\d+$/.test(url.pathname) ? url.pathname : null;
}

async function checkScreens(page: Page, paths: string[], panel: boolean): Promise<string[]> {
  const offenders: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) offenders.push(`${path}: ${String(overflow)} px too wide`);
    for (const list of await clippedLists(page))
      offenders.push(`${path}: the ${list} list scrolls sideways (its key columns do not fit)`);
    if (panel) {
      const bar = page.getByRole("navigation", { name: "Main" });
      if (!(await bar.isVisible())) offenders.push(`${path}: no bottom bar`);
    }
  }
  return offenders;
}

for (const username of ["superadmin", "salesrep"] as const) {
  test(
    `no screen scrolls sideways on a phone (${username})`,
    { tag: "@phone-only" },
    async ({ page, signIn }) => {
      test.setTimeout(240_000);
      const api = await signIn(username);
      const paths = ["/panel/dashboard", "/panel/quotes/new"];
      for (const list of PANEL_LISTS) {
        const detail = await firstDetailPath(page, list);
        if (page.url().endsWith(`/panel/${list}`) || detail) paths.push(`/panel/${list}`);
        if (detail) paths.push(detail);
      }
      // The list opens on the most recently changed quote, which another flow on this server may have
      // just made without units: the unit's screen is then reached from a quote that has one.
      const listed = paths.find((path) => /^\/panel\/quotes\/\d+$/.test(path));
      const withUnits = (await api.quotes.list.query({})).find((row) => row.unit_count > 0);
      const quote = withUnits ? `/panel/quotes/${String(withUnits.id)}` : listed;
      if (quote && quote !== listed) paths.push(quote);
      if (quote) {
        paths.push(`${quote}/add-on-accessories`);
        await page.goto(quote);
        await settle(page);
        // The quote's first unit opens from its row in the Configurations list, by the keyboard: on a
        // phone the middle of a draft's row is its room field.
        const unitRow = page
          .getByRole("table", { name: "Configurations" })
          .locator("tbody tr[tabindex]")
          .first();
        if ((await unitRow.count()) > 0) {
          const reloaded = page.waitForEvent("load", { timeout: 30_000 }).catch(() => undefined);
          await unitRow.focus();
          await page.keyboard.press("Enter");
          await page.waitForURL(/\/panel\/configurations\/\d+$/, { timeout: 30_000 }).catch(() => undefined);
          await reloaded;
          const unit = new URL(page.url()).pathname;
          if (/^\/panel\/configurations\/\d+$/.test(unit)) paths.push(unit);
        }
      }
      // The demo data gives both users a quote with a unit and an order: the walk reached them.
      for (const kind of [
        /^\/panel\/quotes\/\d+$/,
        /^\/panel\/orders\/\d+$/,
        /^\/panel\/configurations\/\d+$/,
      ])
        expect(
          paths.some((path) => kind.test(path)),
          `a screen matching ${String(kind)}`,
        ).toBe(true);
      test.info().annotations.push({ type: "screens", description: paths.join(" ") });
      const offenders = await checkScreens(page, [...new Set(paths)], true);
      expect(offenders, "screens wider than the phone").toEqual([]);
    },
  );
}

test("the public pages fit a phone", { tag: "@phone-only" }, async ({ page }) => {
  const offenders = await checkScreens(page, ["/", "/login", "/forgot-password"], false);
  expect(offenders, "screens wider than the phone").toEqual([]);
});
