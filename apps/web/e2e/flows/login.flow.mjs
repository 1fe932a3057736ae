import { expectUrl, expectVisible } from "../assert.mjs";
import { DEMO_AGENT, stubSession } from "../harness.mjs";

/**
 * Login: the red error line for wrong credentials, then success to the dashboard with the toast.
 * Against the real server with a demo user; otherwise against stubbed API calls.
 */
export default async function login({ page, baseUrl }) {
  if (process.env.E2E_BASE_URL) {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/username or email/i).fill("SalesRep");
    await page.getByLabel(/^password/i).fill("Wrong#2026");
    await page.getByRole("button", { name: "Login" }).click();
    await expectVisible(page.getByText("Invalid username or password."), "error line");
    await page.getByLabel(/^password/i).fill("Screens#2026");
    await page.getByRole("button", { name: "Login" }).click();
    await expectUrl(page, "/panel/dashboard");
    await expectVisible(page.getByText("Welcome back!"), "welcome toast");
    return;
  }
  await stubSession(page, null);
  let attempts = 0;
  await page.route("**/api/login", (route) => {
    attempts += 1;
    return attempts === 1
      ? route.fulfill({
          status: 401,
          contentType: "application/json",
          body: '{"errors":["Invalid username or password."]}',
        })
      : route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(DEMO_AGENT) });
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username or email/i).fill("Alex_Admin");
  await page.getByLabel(/^password/i).fill("wrong");
  await page.getByRole("button", { name: "Login" }).click();
  await expectVisible(page.getByText("Invalid username or password."), "error line");
  await page.getByRole("button", { name: "Login" }).click();
  await expectUrl(page, "/panel/dashboard");
  await expectVisible(page.getByText("Welcome back!"), "welcome toast");
}
