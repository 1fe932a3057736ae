import { QUOTE_STATUS } from "@screens/domain";
import { quoteWithAccessory } from "./api-helpers";
import { expect, test } from "./fixtures";

/**
 * Delete = deactivate: at 1 by anyone; at 30 only by staff, and a dealer is not offered it there; a
 * Delete that loses a race answers 'This quote cannot be deleted!'.
 */
test("who may delete a quote at which status", async ({ page, signIn }) => {
  const rep = await signIn("salesrep");
  // Titles unique to this attempt: a retry must not find the first attempt's rows.
  const draftTitle = `Delete me draft ${String(Date.now())}`;
  const draft = await quoteWithAccessory(rep, draftTitle);
  const submitted = await quoteWithAccessory(rep, "Submitted porch");
  await rep.quotes.update.mutate({ id: submitted.id, status: QUOTE_STATUS.AWAITING_APPROVAL });

  // Dealer at 30: no Delete offered (the lifecycle table, decision 061).
  await page.goto(`/panel/quotes/${String(submitted.id)}`);
  await expect(page.getByRole("heading", { name: /Submitted porch/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

  // A race: the page still shows 1 when the quote is submitted elsewhere; the server's answer is the lifecycle's message (product rule R7).
  const raced = await quoteWithAccessory(rep, "Raced porch");
  await page.goto(`/panel/quotes/${String(raced.id)}`);
  const deleteButton = page.getByRole("button", { name: "Delete" });
  await expect(deleteButton).toBeVisible();
  await rep.quotes.update.mutate({ id: raced.id, status: QUOTE_STATUS.AWAITING_APPROVAL });
  await deleteButton.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("This quote cannot be deleted!")).toBeVisible();

  // Dealer at 1: from the list's row menu, confirmed, then the list reloads without it.
  await page.goto("/panel/quotes");
  await page.getByLabel("Filter quotes").fill(draftTitle);
  await page
    .getByRole("row", { name: new RegExp(draftTitle) })
    .getByRole("button", { name: "Open row actions" })
    .click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Deactivated successfully.")).toBeVisible();
  await expect(page.getByText("No results.")).toBeVisible();
  const left = await rep.quotes.list.query({});
  expect(left.some((quote) => quote.id === draft.id && quote.status !== QUOTE_STATUS.INACTIVE)).toBe(false);

  // Staff at 30: allowed.
  await signIn("mfguser");
  await page.goto(`/panel/quotes/${String(submitted.id)}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Deactivated successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/quotes$/);
});
