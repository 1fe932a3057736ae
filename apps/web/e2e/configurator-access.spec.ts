import { QUOTE_STATUS } from "@screens/domain";
import { expect, hydrated, labelled, shot, test } from "./fixtures";

/**
 * On a quote of their own, a dealer adds an accessory with a variation; after submitting the quote
 * (awaiting approval) the dealer cannot edit a unit and sees the contact-support link; staff can edit
 * and save it. Photographs the editor (desktop and phone) and the accessories screen.
 */
test("a dealer's unit turns read-only once submitted; staff can still edit it", async ({ page, signIn }) => {
  const rep = await signIn("salesrep");
  const quote = await rep.quotes.create.mutate({ title: "Lanai screens, Naples" });

  // Accessories: a variation must be chosen before Add to Cart.
  await page.goto(`/panel/quotes/${String(quote.id)}/add-on-accessories`);
  await expect(page.getByRole("heading", { name: "Accessories" })).toBeVisible();
  await expect(page.getByText("Available accessories")).toBeVisible();
  const card = page.getByRole("article", { name: "Somfy Situo 5 RTS Remote" });
  const add = card.getByRole("button", { name: /Add to Cart/ });
  await expect(add, "Add to Cart waits for a variation").toBeDisabled();
  await page.waitForLoadState("networkidle");
  await shot(page, "accessories-desktop");
  await card.getByRole("combobox").selectOption({ label: "Situo 5 Iron (grey)" });
  await add.click();
  await expect(page.getByText("Created successfully.")).toBeVisible();
  const withAccessory = await rep.quotes.get.query({ id: quote.id });
  expect(withAccessory.add_on_accessories.map((accessory) => accessory.prod_name)).toContain(
    "Situo 5 Iron (grey)",
  );

  // A unit, then submit the quote for approval.
  await page.goto(`/panel/quotes/${String(quote.id)}/new-configuration`);
  await expect(page).toHaveURL(/\/panel\/configurations\/\d+$/, { timeout: 15_000 });
  const unitPath = new URL(page.url()).pathname;
  await expect(page.getByRole("form", { name: "Configuration" })).toBeVisible();
  // Typing before the app runs would be reset by it (the server-rendered form).
  await hydrated(page);
  await labelled(page, "Unit name").fill("Lanai east");
  await labelled(page, "Width").fill("168");
  await labelled(page, "Width").blur();
  if (process.env.E2E_SCREENSHOTS === "1")
    await page.evaluate(() => {
      window.scrollTo(0, 0);
    });
  await shot(page, "configurator-desktop");
  await shot(page, "configurator-phone", { phone: true });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();
  await rep.quotes.update.mutate({ id: quote.id, status: QUOTE_STATUS.AWAITING_APPROVAL });

  // The dealer, awaiting approval: read-only, no Save, contact support.
  await page.goto(unitPath);
  await expect(page.getByRole("form", { name: "Configuration" })).toBeVisible();
  const link = page.getByRole("link", { name: /Contact customer support/ });
  await expect(link).toBeVisible();
  const mail = decodeURIComponent((await link.getAttribute("href")) ?? "");
  for (const part of ["mailto:", "Lanai east", `Pending quote id: ${String(quote.id)}`, unitPath])
    expect(mail, "the support e-mail").toContain(part);
  await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  // A document, not greyed-out controls (decision 199): the values as text, no input.
  const form = page.getByRole("form", { name: "Configuration" });
  await expect(form.locator("input, select, textarea")).toHaveCount(0);
  await expect(form.locator("dt", { hasText: /^Motor brand$/ })).toBeVisible();
  await shot(page, "configurator-dealer-pending");

  // Staff can edit it.
  await signIn("mfguser");
  await page.goto(unitPath);
  await expect(page.getByRole("form", { name: "Configuration" })).toBeVisible();
  await labelled(page, "Unit name").fill("Lanai east (revised)");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();
  await expect(page.getByTestId("list-price"), "the manufacturer's list price for staff").toBeVisible();
});
