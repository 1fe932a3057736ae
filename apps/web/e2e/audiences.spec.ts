import type { Page } from "@playwright/test";
import { expect, shot, signOut, test } from "./fixtures";

const tabs = (page: Page) => page.getByRole("tablist").first().getByRole("tab");
const navLinks = (page: Page) => page.getByRole("navigation", { name: "Main" }).first().getByRole("link");

async function dashboard(page: Page) {
  await page.goto("/panel/dashboard");
  await expect(page.getByRole("heading", { name: /welcome back/i })).toBeVisible();
}

/** Each audience sees its navigation and dashboard (product rule R43). */
test("each audience sees its own navigation and dashboard tabs", async ({ page, signIn }) => {
  await signIn("superadmin");
  await dashboard(page);
  await expect(tabs(page)).toHaveText(["Quotes", "Orders", "Accounts", "Dealers", "Users", "Customers"]);
  await expect(page.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Management" })).toBeVisible();
  for (const link of ["Accounts", "Dealers", "Customers", "Quotes", "Orders", "Users"])
    await expect(navLinks(page).filter({ hasText: link }).first(), `admin nav has ${link}`).toBeVisible();
  await expect(page.getByRole("table", { name: "Quotes" })).toBeVisible();
  await shot(page, "dashboard-admin-desktop");
  await shot(page, "dashboard-admin-phone", { phone: true });

  // The Accounts tab is remembered across reloads (localStorage per context).
  await page.getByRole("tab", { name: "Accounts" }).click();
  await expect(page.getByRole("table", { name: "Accounts" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("tab", { name: "Accounts", selected: true })).toBeVisible();

  await signIn("mfguser");
  await dashboard(page);
  await expect(tabs(page)).toHaveText(["Pending Orders", "Dealers", "Quotes", "Orders", "Users"]);
  await expect(navLinks(page).filter({ hasText: "Dealers" }).first(), "staff nav has Dealers").toBeVisible();
  await expect(navLinks(page).filter({ hasText: "Accounts" }), "staff nav has no Accounts").toHaveCount(0);
  // The key figures, and the month chart drawn (decision 110).
  await expect(page.getByRole("heading", { name: "Key figures" })).toBeVisible();
  const monthChart = page.locator("[data-chart]").first();
  await expect(monthChart.locator("svg.recharts-surface")).toBeVisible();
  await shot(page, "dashboard-staff-desktop");

  await signIn("salesrep");
  await dashboard(page);
  await expect(tabs(page)).toHaveText(["Pending Orders", "Quotes", "Orders", "Users"]);
  await expect(navLinks(page).filter({ hasText: "Quotes" }).first()).toBeVisible();
  // A dealer's own customers are theirs to see (decision 082); the manufacturer's lists are not.
  await expect(navLinks(page).filter({ hasText: "Customers" }).first()).toBeVisible();
  for (const hidden of ["Dealers", "Accounts"])
    await expect(navLinks(page).filter({ hasText: hidden }), `dealer nav has no ${hidden}`).toHaveCount(0);
  await shot(page, "dashboard-dealer-desktop");

  // Unknown panel route: the error screen inside the shell.
  await page.goto("/panel/no-such-screen");
  await expect(page.getByText("Error: 404")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Homepage" })).toBeVisible();

  await signOut(page);
  await expect(page.getByText("You have been logged out of your account.")).toBeVisible();
});
