import { expectUrl, expectVisible } from "../assert.mjs";
import { stubSession } from "../harness.mjs";

/** Visitor: landing page, Login button, login form validation, forgot-password link. */
export default async function publicPages({ page, baseUrl }) {
  await stubSession(page, null);
  await page.goto(`${baseUrl}/`);
  await expectVisible(page.getByRole("heading", { name: /welcome to/i }), "landing heading");
  await expectVisible(page.getByRole("link", { name: "Request Access" }), "Request Access");
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await expectUrl(page, "/login");
  await page.getByRole("button", { name: "Login" }).click();
  await expectVisible(page.getByText("Username is required."), "username message");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expectUrl(page, "/forgot-password");
}
