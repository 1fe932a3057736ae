// Toasts with a screen behind them (decision 178): the success and error toasts pass axe's colour
// rules in both themes, and on a phone they sit above the bottom navigation, never over its buttons.
// The suite's axe walk runs with no toast up; this one runs with two.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, test, transitionsEnded } from "./fixtures";

/** Shows a success and an error toast the way the panel carries them over a reload (lib/notify.ts). */
async function showToasts(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => {
    sessionStorage.setItem(
      "panel_flash_toasts",
      JSON.stringify([
        {
          kind: "success",
          title: "Updated successfully.",
          description: "The quote's title was saved.",
          at: 0,
        },
        {
          kind: "error",
          title: "Error",
          description: "Quote must contain configurations or accessories",
          at: 0,
        },
      ]),
    );
  });
  await page.reload();
  await hydrated(page);
  const toasts = page.locator("[data-sonner-toast][data-mounted='true']");
  await expect(toasts).toHaveCount(2);
  // Past sonner's entrance (its opacity transition), or axe measures a half-faded text.
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every(
      (toast) => getComputedStyle(toast).opacity === "1",
    ),
  );
}

for (const theme of ["light", "dark"] as const) {
  test(
    `toasts pass the colour rules and leave the bottom bar free (${theme})`,
    { tag: "@phone" },
    async ({ page, signIn }, testInfo) => {
      await signIn("salesrep");
      await page.emulateMedia({ colorScheme: theme });
      await showToasts(page, "/panel/quotes");
      // Hovered, sonner holds them while axe reads; the hover expands the stack, which axe waits out.
      await page.locator("[data-sonner-toast]").first().hover();
      await transitionsEnded(page);
      const results = await new AxeBuilder({ page })
        .include("[data-sonner-toaster]")
        .withRules(["color-contrast"])
        .analyze();
      const failing = results.violations
        .filter((v) => v.impact === "critical" || v.impact === "serious")
        .flatMap((v) =>
          v.nodes.map((node) => `${v.id}: ${node.target.join(" ")} ${node.failureSummary ?? ""}`),
        );
      expect(failing, `axe on the toasts (${theme})`).toEqual([]);
      expect(results.passes.some((rule) => rule.id === "color-contrast")).toBe(true);

      if (testInfo.project.name !== "phone") return;
      const bar = await page.getByRole("navigation", { name: "Main" }).boundingBox();
      expect(bar, "the bottom navigation").not.toBeNull();
      for (const toast of await page.locator("[data-sonner-toast]").all()) {
        const box = await toast.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height, "a toast's bottom edge above the bottom bar").toBeLessThanOrEqual(
          bar!.y,
        );
      }
    },
  );
}
