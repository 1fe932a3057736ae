import { QUOTE_STATUS } from "@screens/domain";
import { quoteWithAccessory } from "./api-helpers";
import { expect, test } from "./fixtures";

/** Delete = deactivate: at 1 by anyone; at 30 only by staff; otherwise 'This quote cannot be deleted!'. */
test("who may delete a quote at which status", async ({ page, signIn }) => {
  const rep = await signIn("salesrep");
  // Titles unique to this attempt: a retry must not find the first attempt's rows.
  const draftTitle = `Delete me draft ${String(Date.now())}`;
  const draft = await quoteWithAccessory(rep, draftTitle);
  const submitted = await quoteWithAccessory(rep, "Submitted porch");
  await rep.quotes.update.mutate({ id: submitted.id, status: QUOTE_STATUS.AWAITING_APPROVAL });

  // Dealer at 30: refused with the spec's message.
  await page.goto(`/panel/quotes/${String(submitted.id)}`);
  await page.getByRole("button", { name: "Delete" }).click();
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
