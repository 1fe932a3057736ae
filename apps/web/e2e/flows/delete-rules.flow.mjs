import { expectVisible } from "../assert.mjs";
import { isReal, quoteWithAccessory, signIn, signOut, trpcCall } from "../real.mjs";

/** Delete = deactivate: at 1 by anyone; at 30 only by staff; otherwise 'This quote cannot be deleted!'. */
export default async function deleteRules({ page, baseUrl }) {
  if (!isReal()) return;
  await signIn(page, baseUrl, "salesrep");
  // Titles unique to this run: a retried flow must not find the first attempt's rows.
  const draftTitle = `Delete me draft ${Date.now()}`;
  const draft = await quoteWithAccessory(page, draftTitle);
  const submitted = await quoteWithAccessory(page, "Submitted porch");
  await trpcCall(page, "quotes.update", { id: submitted.id, status: 30 });

  // Dealer at 30: refused with the spec's message.
  await page.goto(`${baseUrl}/panel/quotes/${submitted.id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await expectVisible(page.getByText("This quote cannot be deleted!"), "cannot delete message");

  // Dealer at 1: from the list's row menu, confirmed, then the list reloads without it.
  await page.goto(`${baseUrl}/panel/quotes`);
  await page.getByLabel("Filter quotes").fill(draftTitle);
  await page
    .getByRole("row", { name: new RegExp(draftTitle) })
    .getByRole("button", { name: "Open row actions" })
    .click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expectVisible(page.getByText("Deactivated successfully."), "deactivated toast");
  await expectVisible(page.getByText("No results."), "row gone");
  const left = await trpcCall(page, "quotes.list", {}, "query");
  if (left.some((quote) => quote.id === draft.id && quote.status !== 0))
    throw new Error("Draft still active");
  await signOut(page, baseUrl);

  // Staff at 30: allowed.
  await signIn(page, baseUrl, "mfguser");
  await page.goto(`${baseUrl}/panel/quotes/${submitted.id}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expectVisible(page.getByText("Deactivated successfully."), "staff deactivated toast");
  await page.waitForURL(/\/panel\/quotes$/);
  await signOut(page, baseUrl);
}
