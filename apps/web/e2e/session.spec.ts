import { expect, PASSWORD, signOut, test } from "./fixtures";

test("a dealer admin signs in through the form, gets a full reload per path and logs out", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel(/username or email/i).fill("DealerAdmin");
  await page.getByLabel(/^password/i).fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toBeVisible();

  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/panel/dashboard");
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByRole("heading", { name: /welcome back, dana/i })).toBeVisible();

  // Dealer roles do not see Accounts, Dealers or Customers.
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Quotes" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Dealers" })).toHaveCount(0);

  // Changing path reloads the document: a marker on window disappears.
  await page.evaluate(() => {
    (window as { beforeNavigation?: boolean }).beforeNavigation = true;
  });
  await nav.getByRole("link", { name: "Quotes" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/panel/quotes");
  await page.waitForLoadState("load");
  await expect
    .poll(() => page.evaluate(() => (window as { beforeNavigation?: boolean }).beforeNavigation === true))
    .toBe(false);

  await signOut(page);
  await expect(page.getByText("You have been logged out of your account.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
});
