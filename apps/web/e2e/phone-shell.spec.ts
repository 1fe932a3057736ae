import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Nothing sticks out sideways: a phone page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

test(
  "on a phone the panel has the bottom bar, and a tap on it opens the section",
  { tag: "@phone-only" },
  async ({ page, signIn }) => {
    await signIn("salesrep");
    await page.goto("/panel/dashboard");
    await expect(page.getByRole("heading", { name: /welcome back/i })).toBeVisible();
    // The side navigation is hidden below md: the only visible "Main" navigation is the bottom bar.
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Quotes",
      "Customers",
      "Orders",
      "Users",
      "Settings",
    ]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expectNoSidewaysScroll(page);

    await nav.getByRole("link", { name: "Quotes" }).tap();
    await expect(page).toHaveURL((url) => url.pathname === "/panel/quotes");
    await expect(page.getByRole("heading", { name: "Quotes", exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Quotes" })).toHaveAttribute("aria-current", "page");
    await expectNoSidewaysScroll(page);
  },
);
