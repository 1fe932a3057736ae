import { expectVisible } from "../assert.mjs";
import { isReal, shot, signIn, signOut } from "../real.mjs";

async function tabNames(page) {
  const list = page.getByRole("tablist").first();
  await expectVisible(list, "dashboard tabs");
  return (await list.getByRole("tab").allInnerTexts()).map((text) => text.trim());
}

async function navLinks(page) {
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expectVisible(nav, "side navigation");
  return (await nav.getByRole("link").allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

function same(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${expected.join(", ")}, got ${actual.join(", ")}`);
}

/** Each audience signs in and sees its navigation and dashboard (panel.md §2). */
export default async function audiences({ page, baseUrl }) {
  if (!isReal()) return;

  await signIn(page, baseUrl, "superadmin");
  same(await tabNames(page), ["Quotes", "Orders", "Accounts", "Dealers", "Users", "Customers"], "admin tabs");
  await expectVisible(page.getByRole("heading", { name: "Quick Links" }), "Quick Links");
  await expectVisible(page.getByRole("heading", { name: "Management" }), "Management");
  for (const link of ["Accounts", "Dealers", "Customers", "Quotes", "Orders", "Users"]) {
    if (!(await navLinks(page)).some((text) => text.includes(link)))
      throw new Error(`admin nav misses ${link}`);
  }
  await expectVisible(page.getByRole("table", { name: "Quotes" }), "quotes table");
  await shot(page, "dashboard-admin-desktop");
  await shot(page, "dashboard-admin-phone", { phone: true });

  // The Accounts tab is remembered across reloads (localStorage per context).
  await page.getByRole("tab", { name: "Accounts" }).click();
  await expectVisible(page.getByRole("table", { name: "Accounts" }), "accounts table");
  await page.reload();
  await expectVisible(page.getByRole("tab", { name: "Accounts", selected: true }), "remembered tab");
  await signOut(page, baseUrl);

  await signIn(page, baseUrl, "mfguser");
  same(await tabNames(page), ["Pending Orders", "Dealers", "Quotes", "Orders", "Users"], "staff tabs");
  const staffNav = await navLinks(page);
  if (!staffNav.some((text) => text.includes("Dealers"))) throw new Error("staff nav misses Dealers");
  if (staffNav.some((text) => text.includes("Accounts"))) throw new Error("staff nav shows Accounts");
  await shot(page, "dashboard-staff-desktop");
  await signOut(page, baseUrl);

  await signIn(page, baseUrl, "salesrep");
  same(await tabNames(page), ["Pending Orders", "Quotes", "Orders", "Users"], "dealer tabs");
  const dealerNav = await navLinks(page);
  for (const hidden of ["Dealers", "Accounts", "Customers"]) {
    if (dealerNav.some((text) => text.includes(hidden))) throw new Error(`dealer nav shows ${hidden}`);
  }
  await shot(page, "dashboard-dealer-desktop");

  // Unknown panel route: the error screen inside the shell.
  await page.goto(`${baseUrl}/panel/no-such-screen`);
  await expectVisible(page.getByText("Error: 404"), "404 error code");
  await expectVisible(page.getByRole("link", { name: "Go to Homepage" }), "Go to Homepage");

  await signOut(page, baseUrl);
  await expectVisible(page.getByText("You have been logged out of your account."), "logout toast");
}
