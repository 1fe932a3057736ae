import { expect, test } from "./fixtures";

// What a screen's first load downloads (issue 14, decision 127): the dashboard and the lists paint
// without the forms' code (zod, the schemas and the price book; the panel's entity forms and pickers),
// which stays in the chunks named below until a form asks for it.
const FORM_CHUNKS = /\/assets\/(domain|panel-forms)-[\w-]+\.js$/;

async function scriptsLoaded(page: import("@playwright/test").Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => name.endsWith(".js")),
  );
}

test("the dashboard and a list load neither the schemas nor the panel's forms; Add link loads them when asked", async ({
  page,
  signIn,
}) => {
  await signIn("superadmin");

  await page.goto("/panel/quotes");
  await expect(page.getByRole("table", { name: "Quotes" })).toBeVisible();
  expect((await scriptsLoaded(page)).filter((name) => FORM_CHUNKS.test(name))).toEqual([]);

  await page.goto("/panel");
  await expect(page.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(page.getByRole("tablist")).toBeVisible();
  expect((await scriptsLoaded(page)).filter((name) => FORM_CHUNKS.test(name))).toEqual([]);

  // The form arrives when it is asked for, and works: an empty title and link are refused.
  await page.getByRole("button", { name: "Add link" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Quick Link" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(dialog.getByText("This field is required.")).toHaveCount(2);
  expect((await scriptsLoaded(page)).some((name) => FORM_CHUNKS.test(name))).toBe(true);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Add link" }), "focus returns to the opener").toBeFocused();
});
