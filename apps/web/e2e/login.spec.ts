import { expect, PASSWORD, test } from "./fixtures";

test(
  "login: the red error line for a wrong password, then the dashboard with its toast",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel(/username or email/i).fill("SalesRep");
    await page.getByLabel(/^password/i).fill("Wrong#2026");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Invalid username or password.")).toBeVisible();
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/panel/dashboard");
    await expect(page.getByText("Welcome back!")).toBeVisible();
  },
);
