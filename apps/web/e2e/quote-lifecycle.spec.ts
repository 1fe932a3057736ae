import { addAccessory } from "./api-helpers";
import { expect, shot, test } from "./fixtures";

/**
 * The whole quote lifecycle through the UI: a dealer representative creates a quote, adds an
 * accessory, submits it; a manufacturer user approves it (confetti), opens the order, sets it to
 * Processing and pushes it to the ERP.
 */
test("a quote goes from a dealer's draft to an order pushed to the ERP", async ({ page, signIn }) => {
  const rep = await signIn("salesrep");

  await page.goto("/panel/quotes");
  await page.getByRole("button", { name: "Add Quote" }).click();
  await expect(page.getByRole("heading", { name: "New Quote" })).toBeVisible();
  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await page.getByLabel("Title").fill("Lanai screens - Rivera");
  await page.getByLabel("Notes").fill("Two openings facing the pool.");
  await page.getByLabel("Shipping address").fill("41 Palm Way, Tampa FL");
  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/panel\/quotes\/\d+$/);
  const quoteId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByText("Created successfully.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Quote progress" })).toBeVisible();

  // Empty quote: the client-side check answers before the server is asked.
  await page.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(page.getByText("Quote must contain configurations or accessories")).toBeVisible();

  // An accessory (through the API: the accessories screen has its own flow).
  const item = await addAccessory(rep, quoteId);
  await page.reload();
  await expect(page.getByRole("table", { name: "Accessories" }).getByText(item.name)).toBeVisible();
  await shot(page, "quote-desktop", { fullPage: true });
  await shot(page, "quote-phone", { phone: true });

  await page.getByRole("button", { name: "Submit for Approval" }).click();
  // The submission asks the dealer's PO and whether measurements are final (decision 136).
  const submit = page.getByRole("dialog", { name: "Submit for approval?" });
  await submit.getByLabel("Your PO reference").fill("PO-1001");
  await submit.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();
  await expect(page.getByTestId("progress-note").getByText("Awaiting approval")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" }), "no Save for a dealer at 30").toHaveCount(0);

  await signIn("mfguser");
  await page.goto(`/panel/quotes/${String(quoteId)}`);
  await page.getByRole("button", { name: "Approve & Submit Order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.locator("canvas").first(), "confetti").toBeVisible();
  await expect(page.getByText("Ordered", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "View Order" }).click();
  await expect(page).toHaveURL(/\/panel\/orders\/\d+$/);
  await expect(page.getByText("Standard production lead time is 4-5 business days.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Go to Quote" })).toBeVisible();

  // Push needs status Processing or Closed.
  await expect(page.getByRole("button", { name: /Push to ERP/ }), "no push while Active").toHaveCount(0);
  // The order moves along the order table with a confirmation (decision 188).
  const status = page.getByTestId("order-status-control");
  await status.getByRole("button", { name: "Move to Processing" }).click();
  await page
    .getByRole("alertdialog", { name: /^Move order .+ to Processing\?$/ })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(page.getByText(/^Order .+ moved to Processing\.$/)).toBeVisible();
  await page.getByRole("button", { name: /Push to ERP/ }).click();
  const pushed = page.getByRole("button", { name: "Pushed (BETA)" });
  await expect(pushed).toBeVisible();
  await expect(pushed).toBeDisabled();
  await shot(page, "order-desktop");
});
