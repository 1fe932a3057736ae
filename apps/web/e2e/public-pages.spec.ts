import { expect, test } from "./fixtures";

test(
  "a visitor sees the landing page, the login form's checks and the forgot-password link",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: /welcome to/i })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request Access" })).toBeVisible();
    await page.getByRole("link", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Username is required.")).toBeVisible();
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/forgot-password");
  },
);
