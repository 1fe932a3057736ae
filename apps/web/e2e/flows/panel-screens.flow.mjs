import { expectVisible } from "../assert.mjs";
import { isReal, shot, signIn, signOut } from "../real.mjs";

/** Every list and detail screen opens for an admin (and is photographed with E2E_SCREENSHOTS=1). */
export default async function panelScreens({ page, baseUrl }) {
  if (!isReal()) return;
  await signIn(page, baseUrl, "superadmin");

  const lists = [
    ["accounts", "Accounts"],
    ["dealers", "Dealers"],
    ["users", "Users"],
    ["customers", "Customers"],
    ["quotes", "Quotes"],
    ["orders", "Orders"],
  ];
  for (const [path, name] of lists) {
    await page.goto(`${baseUrl}/panel/${path}`);
    await expectVisible(page.getByRole("heading", { name, exact: true }), `${name} heading`);
    await expectVisible(page.getByRole("table", { name }), `${name} table`);
    await shot(page, `${path}-desktop`);
    if (path === "quotes") await shot(page, "quotes-phone", { phone: true });
  }

  // Account detail: tabs, read-only form, Edit Account, Cancel.
  await page.goto(`${baseUrl}/panel/accounts/2`);
  await page.getByRole("tab", { name: "Account Details" }).click();
  await page.getByRole("button", { name: "Edit Account" }).click();
  await expectVisible(page.getByRole("button", { name: "Cancel" }), "Cancel");
  await shot(page, "account-details-desktop");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expectVisible(page.getByRole("button", { name: "Edit Account" }), "read-only again");

  // Dealer detail: the masquerading banner for staff.
  await page.goto(`${baseUrl}/panel/dealers`);
  // A data row (its dealer number), not a loading placeholder row.
  await page
    .getByRole("table", { name: "Dealers" })
    .getByRole("row")
    .filter({ hasText: "DLR-" })
    .first()
    .click();
  await page.waitForURL(/\/panel\/dealers\/\d+$/);
  await expectVisible(page.getByText(/masquerading as /), "masquerading banner");
  await shot(page, "dealer-desktop");
  await shot(page, "dealer-phone", { phone: true });

  await page.goto(`${baseUrl}/panel/users/1`);
  await expectVisible(page.getByRole("heading", { name: "Settings" }), "own page is settings");
  await shot(page, "settings-desktop");

  await page.goto(`${baseUrl}/panel/customers`);
  await page
    .getByRole("table", { name: "Customers" })
    .getByRole("row")
    .filter({ hasText: "@" })
    .first()
    .click();
  await page.waitForURL(/\/panel\/customers\/\d+$/);
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("First name").fill("");
  await page.getByLabel("First name").blur();
  await expectVisible(page.getByText("Name is required."), "name message");
  await shot(page, "customer-edit-desktop");
  await signOut(page, baseUrl);
}
