import type { Page } from "@playwright/test";
import { expect, labelled, test, type Api } from "./fixtures";

/**
 * A dealer configures a 20 ft unit (confirmable advice), a 22 ft one (forced to jumbo), a clear-window
 * unit and a unit with a buildout on a quote of their own; every Save shows the server's price, equal
 * to the editor's live price and to what the quote holds; the quote page shows it; a unit is duplicated.
 */
const RECOMMEND =
  'Over 18ft wide with the 4.5" Housing may have wrinkles. Jumbo housing recommended but not required. Would you like to switch to Jumbo Housing?';
const REQUIRE = "Over 21ft wide Jumbo housing required. Please update housing type to Jumbo.";

const money = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

async function newUnit(page: Page, quoteId: number): Promise<number> {
  await page.goto(`/panel/quotes/${String(quoteId)}/new-configuration`);
  await expect(page).toHaveURL(/\/panel\/configurations\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("form", { name: "Configuration" })).toBeVisible();
  return Number(new URL(page.url()).pathname.split("/").pop());
}

async function setInches(page: Page, label: string, value: number) {
  const input = labelled(page, label);
  await input.fill(String(value));
  await input.blur();
}

/** Saves; the live figure before and the server's after must be equal, and equal to the stored unit. */
async function saveAndCompare(page: Page, api: Api, unitId: number) {
  await expect(page.getByTestId("price-source"), "a live price before Save").toHaveText("Live estimate");
  const live = (await page.getByTestId("unit-total").textContent())?.trim();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();
  await expect(page.getByTestId("price-source").getByText("Saved price")).toBeVisible();
  const shown = (await page.getByTestId("unit-total").textContent())?.trim();
  const stored = await api.configurations.get.query({ id: unitId });
  expect(shown, "the price after Save").toBe(live);
  expect(money(stored.unit_total), "the server's price").toBe(live);
  return stored;
}

test("a dealer configures units; the editor, the server and the quote agree on every price", async ({
  page,
  signIn,
}) => {
  const rep = await signIn("salesrep");
  const quote = await rep.quotes.create.mutate({ title: `Configurator e2e ${String(Date.now())}` });
  const stored = [];

  // 20 ft: the recommendation can be cancelled; Confirm switches to jumbo.
  let id = await newUnit(page, quote.id);
  await setInches(page, "Width", 240);
  let dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(RECOMMEND)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(labelled(page, "Housing type")).toHaveValue("jumbo");
  stored.push(await saveAndCompare(page, rep, id));

  // 22 ft: jumbo is required, no cancel.
  id = await newUnit(page, quote.id);
  await setInches(page, "Width", 264);
  dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(REQUIRE)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(labelled(page, "Housing type")).toHaveValue("jumbo");
  stored.push(await saveAndCompare(page, rep, id));

  // Clear window: jumbo only, its own fabric, seam 'na', mullions.
  id = await newUnit(page, quote.id);
  await page.getByRole("switch", { name: /^Clear window/ }).check({ force: true });
  await expect(labelled(page, "Housing type")).toHaveValue("jumbo");
  await setInches(page, "Width", 120);
  await setInches(page, "Height", 100);
  for (const label of [
    "Top mullion height",
    "Bottom mullion height",
    "Left mullion width",
    "Right mullion width",
  ])
    await setInches(page, label, 3);
  await setInches(page, "Middle mullion width", 2);
  stored.push(await saveAndCompare(page, rep, id));

  // Buildout.
  id = await newUnit(page, quote.id);
  await page.getByRole("switch", { name: /^Buildout/ }).check({ force: true });
  await labelled(page, "Buildout material").selectOption("tube_2x2");
  await labelled(page, "Quantity").fill("2");
  await setInches(page, "Length", 96);
  const withBuildout = await saveAndCompare(page, rep, id);
  expect(withBuildout.buildout_charge, "the buildout charge").toBeGreaterThan(0);
  stored.push(withBuildout);

  // The quote holds the same figures.
  const full = await rep.quotes.get.query({ id: quote.id });
  for (const unit of stored) {
    const onQuote = full.screenconfigurations.find((candidate) => candidate.id === unit.id);
    expect(onQuote?.unit_total, `unit ${String(unit.id)} on the quote`).toBe(unit.unit_total);
  }
  // The quote page shows the server's prices (the list price, or the customer's).
  await page.goto(`/panel/quotes/${String(quote.id)}`);
  for (const unit of stored) {
    const either = page
      .getByText(money(unit.unit_total), { exact: false })
      .or(page.getByText(money(unit.customer_price), { exact: false }));
    await expect(either.first(), `the quote page shows unit ${String(unit.id)}'s price`).toBeVisible({
      timeout: 15_000,
    });
  }

  // Duplicate the last unit.
  await page.goto(`/panel/configurations/${String(id)}`);
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText("Duplicated successfully.")).toBeVisible();
  await expect(page).toHaveURL(
    (url) => /\/panel\/configurations\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${String(id)}`),
  );
});
