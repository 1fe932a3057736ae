import { expectUrl, expectVisible } from "../assert.mjs";

/**
 * Against a running server with the demo seed (E2E_BASE_URL set): wrong password line, login as the
 * dealer admin, the panel shell, a full reload when changing path, logout back to the landing page.
 */
export default async function sessionRealServer({ page, baseUrl }) {
  if (!process.env.E2E_BASE_URL) return;
  const password = process.env.E2E_DEMO_PASSWORD ?? "Screens#2026";
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username or email/i).fill("DealerAdmin");
  await page.getByLabel(/^password/i).fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expectVisible(page.getByRole("alert"), "server error line");

  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expectUrl(page, "/panel/dashboard");
  await expectVisible(page.getByText("Welcome back!"), "welcome toast");
  await expectVisible(page.getByRole("heading", { name: /welcome back, dana/i }), "dashboard heading");

  // Dealer roles do not see Accounts, Dealers or Customers.
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  if ((await nav.getByRole("link", { name: "Dealers" }).count()) > 0) throw new Error("Dealer sees Dealers");

  // Changing path reloads the document: a marker on window disappears.
  await page.evaluate(() => {
    window.__beforeNavigation = true;
  });
  await nav.getByRole("link", { name: "Quotes" }).click();
  await expectUrl(page, "/panel/quotes");
  await page.waitForLoadState("load");
  if (await page.evaluate(() => window.__beforeNavigation === true)) throw new Error("No full page reload");

  await page.goto(`${baseUrl}/logout`);
  await expectUrl(page, "/");
  await expectVisible(page.getByText("You have been logged out of your account."), "logout toast");
  await expectVisible(page.getByRole("link", { name: "Login", exact: true }), "Login button");
}
