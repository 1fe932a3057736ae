import { expect, shot, test } from "./fixtures";

const LISTS = [
  ["accounts", "Accounts"],
  ["dealers", "Dealers"],
  ["users", "Users"],
  ["customers", "Customers"],
  ["quotes", "Quotes"],
  ["orders", "Orders"],
] as const;

/** Every list and detail screen opens for an admin (and is photographed with E2E_SCREENSHOTS=1). */
test("every list and detail screen opens for an admin", async ({ page, signIn }) => {
  await signIn("superadmin");

  for (const [path, name] of LISTS) {
    await page.goto(`/panel/${path}`);
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("table", { name })).toBeVisible();
    await shot(page, `${path}-desktop`);
    if (path === "quotes") await shot(page, "quotes-phone", { phone: true });
  }

  // Account detail: tabs, read-only form, Edit Account, Cancel.
  await page.goto("/panel/accounts/2");
  await page.getByRole("tab", { name: "Account Details" }).click();
  await page.getByRole("button", { name: "Edit Account" }).click();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await shot(page, "account-details-desktop");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("button", { name: "Edit Account" }), "read-only again").toBeVisible();

  // Dealer detail: the masquerading banner for staff. A data row (its dealer number), not a placeholder.
  await page.goto("/panel/dealers");
  await page
    .getByRole("table", { name: "Dealers" })
    .getByRole("row")
    .filter({ hasText: "DLR-" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/panel\/dealers\/\d+$/);
  await expect(page.getByText(/masquerading as /)).toBeVisible();
  await shot(page, "dealer-desktop");
  await shot(page, "dealer-phone", { phone: true });

  // One's own user page is Settings.
  await page.goto("/panel/users/1");
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await shot(page, "settings-desktop");

  await page.goto("/panel/customers");
  await page
    .getByRole("table", { name: "Customers" })
    .getByRole("row")
    .filter({ hasText: "@" })
    .first()
    .click();
  await expect(page).toHaveURL(/\/panel\/customers\/\d+$/);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("First name").fill("");
  await page.getByLabel("First name").blur();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await shot(page, "customer-edit-desktop");
});
