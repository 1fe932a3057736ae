// Accessibility: axe-core on every screen, for visitors, the homeowner, dealers and the manufacturer's
// staff, in the light and the dark theme, on a desktop and (the @phone tag) on a phone. No critical or
// serious finding passes, nor the named moderate ones below.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { addAccessory } from "./api-helpers";
import { allowScripts, blockScripts, expect, hydrated, test, transitionsEnded, type Api } from "./fixtures";

/** Findings of these rules fail too, whatever their impact (moderate in axe). */
const NAMED_RULES = new Set(["heading-order", "landmark-unique", "label-content-name-mismatch"]);

/** The rules a theme can break: text and links told apart by colour alone. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Runs axe over the whole page: every rule in the light theme; in the dark one the colour rules. */
async function expectNoFindings(page: Page, path: string, theme: "light" | "dark") {
  // Legacy mode: axe runs in the page, where the default opens a blank page to merge each run's
  // results (half the walk's time, decision 207). It skips cross-origin frames: the panel has none.
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (
    theme === "dark"
      ? axe.withRules(COLOUR_RULES)
      : axe
          // label-content-name-mismatch is "experimental" in axe: off unless enabled by name.
          .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
  ).analyze();
  const failing = results.violations
    .filter((v) => v.impact === "critical" || v.impact === "serious" || NAMED_RULES.has(v.id))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`),
    }));
  expect.soft(failing, `axe findings on ${path} (${theme})`).toEqual([]);
}

/**
 * Each screen loaded once, in the light theme, and checked once it has hydrated with its data (no
 * loader left); then the system's theme turns dark, the page follows it as it does for a user, and
 * the colour rules run again: the dark theme changes colours and nothing else.
 */
async function checkScreens(page: Page, paths: string[]) {
  const html = page.locator("html");
  for (const path of paths) {
    await test.step(path, async () => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(html).not.toHaveClass(/\bdark\b/);
      await expectNoFindings(page, path, "light");

      await page.emulateMedia({ colorScheme: "dark" });
      // The homeowner's page is the dealer's document: light in both (decision 031).
      await expect(html).toHaveClass(path.startsWith("/q/") ? /^(?!.*\bdark\b)/ : /\bdark\b/);
      // A colour that eases into the theme (a card's background) is measured once it has arrived.
      await transitionsEnded(page);
      await expectNoFindings(page, path, "dark");
    });
  }
}

const first = <T extends { id: number }>(rows: T[], what: string): number => {
  const row = rows[0];
  if (!row) throw new Error(`No ${what} in the demo data`);
  return row.id;
};

/** A dealer's quote with a configuration and an accessory, made for the check. */
async function dealerQuote(api: Api) {
  const quote = await api.quotes.create.mutate({ title: "Accessibility check" });
  const configuration = await api.configurations.create.mutate({
    quote_id: quote.id,
    configuration: { unit_name: "Patio", unit_width_in: 120, unit_height_in: 96, motor_side: "left" },
  });
  await addAccessory(api, quote.id);
  return { quoteId: quote.id, configurationId: configuration.id };
}

const OUTBOX = process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, "outbox") : null;

/** The homeowner's link (/q/{token}) from the e-mail the server wrote to its outbox. */
async function sentQuoteLink(api: Api, outbox: string, email: string): Promise<string> {
  const customer = await api.customers.create.mutate({
    first_name: "Ada",
    last_name: "Lovelace",
    email,
    phone: "(813) 555-0142",
    address_1: "12 Bay Street",
    city: "Tampa",
    state: "FL",
    zip_code: "33611",
    country: "USA",
  });
  const quote = await api.quotes.create.mutate({
    title: "Accessibility check - homeowner",
    customer_id: customer.id,
  });
  await api.configurations.create.mutate({
    quote_id: quote.id,
    configuration: { unit_name: "Lanai", unit_width_in: 144, unit_height_in: 96, motor_side: "right" },
  });
  await api.quoteSharing.send.mutate({ id: quote.id });
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const file = readdirSafe(outbox).find((name) => name.includes(email.replace(/[^a-z0-9@.]/gi, "_")));
        if (!file) return undefined;
        const text = readFileSync(join(outbox, file), "utf8").replace(/=\r?\n/g, "");
        link = /\/q\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
        return link;
      },
      { message: `the quote e-mail to ${email}`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

test.describe("accessibility (axe)", { tag: "@phone" }, () => {
  // Two page loads' worth of axe per screen: more than the default two minutes on a busy machine.
  test.slow();
  // Each check makes its own data: the longest flows of the run spread over both workers.
  test.describe.configure({ mode: "parallel" });
  test("visitors: landing, sign-in, password pages, 404 and 403", async ({ page }) => {
    await checkScreens(page, [
      "/",
      "/login",
      "/forgot-password",
      "/reset-password/example-key",
      "/no-such-page",
      "/panel/dashboard",
    ]);
  });

  test("the homeowner's quote page", async ({ page, signIn }, testInfo) => {
    test.skip(!OUTBOX, "needs the server's outbox (E2E_DATA_DIR): not with E2E_BASE_URL");
    const rep = await signIn("salesrep");
    const email = `ada.${testInfo.project.name}${testInfo.retry ? `+${String(testInfo.retry)}` : ""}@example.com`;
    const link = await sentQuoteLink(rep, OUTBOX!, email);
    await page.context().clearCookies();
    await checkScreens(page, [link]);
  });

  test("a dealer's screens", async ({ page, signIn }) => {
    const admin = await signIn("dealeradmin");
    const { quoteId, configurationId } = await dealerQuote(admin);
    const me = await admin.users.list.query({});
    const customers = await admin.customers.list.query({});
    const orders = await admin.orders.list.query({});
    const dealerId = (await admin.quotes.get.query({ id: quoteId })).dealer_id;
    await checkScreens(page, [
      "/panel/dashboard",
      "/panel/quotes",
      `/panel/quotes/${String(quoteId)}`,
      `/panel/configurations/${String(configurationId)}`,
      `/panel/quotes/${String(quoteId)}/add-on-accessories`,
      "/panel/quotes/new",
      "/panel/orders",
      ...(orders.length > 0 ? [`/panel/orders/${String(first(orders, "order"))}`] : []),
      "/panel/customers",
      `/panel/customers/${String(first(customers, "customer"))}`,
      "/panel/users",
      `/panel/users/${String(first(me, "user"))}`,
      ...(dealerId ? [`/panel/dealers/${String(dealerId)}`] : []),
      "/panel/no-such-screen",
    ]);
  });

  test("the manufacturer's staff screens", async ({ page, signIn }) => {
    const admin = await signIn("mfgadmin");
    const accounts = await admin.accounts.list.query({});
    const dealers = await admin.dealers.list.query({});
    const orders = await admin.orders.list.query({});
    const quotes = await admin.quotes.list.query({});
    await checkScreens(page, [
      "/panel/dashboard",
      "/panel/accounts",
      `/panel/accounts/${String(first(accounts, "account"))}`,
      "/panel/dealers",
      `/panel/dealers/${String(first(dealers, "dealer"))}`,
      "/panel/quotes",
      `/panel/quotes/${String(first(quotes, "quote"))}`,
      "/panel/orders",
      `/panel/orders/${String(first(orders, "order"))}`,
      "/panel/users",
      "/panel/emails",
      "/panel/jobs",
      "/panel/production",
      "/panel/balances",
      "/panel/notifications",
      "/panel/price-book",
      "/panel/price-book/1",
      "/panel/reports",
      "/panel/reports/quotes",
      "/panel/reports/orders",
      "/panel/reports/pipeline",
      "/panel/audit",
    ]);
  });
});

test("the theme follows the system until the user picks one in the user menu, and is applied before the app runs", async ({
  page,
  signIn,
}) => {
  await signIn("salesrep");
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/panel/dashboard");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.keyboard.press("Escape");

  // Remembered, and set by index.html itself: with the app's JavaScript blocked the page is dark.
  await blockScripts(page);
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await allowScripts(page);

  await page.goto("/panel/dashboard");
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await expect(page.getByRole("menuitemradio", { name: "Dark" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("menuitemradio", { name: "System" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
});

test("keyboard: the skip link leads to the main content", async ({ page, signIn }) => {
  await signIn("salesrep");
  await page.goto("/panel/dashboard");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#panel-content")).toBeFocused();
});
