import { expectVisible } from "../assert.mjs";
import { isReal, shot, signIn, signOut, trpcCall } from "../real.mjs";

/**
 * The whole quote lifecycle through the UI: a dealer representative creates a quote, adds an
 * accessory, submits it; a manufacturer user approves it (confetti), opens the order, sets it to
 * Processing and pushes it to the ERP.
 */
export default async function quoteLifecycle({ page, baseUrl }) {
  if (!isReal()) return;
  await signIn(page, baseUrl, "salesrep");

  await page.goto(`${baseUrl}/panel/quotes`);
  await page.getByRole("button", { name: "Add Quote" }).click();
  await expectVisible(page.getByRole("heading", { name: "New Quote" }), "new quote page");
  await page.getByRole("button", { name: "Create Quote" }).click();
  await expectVisible(page.getByText("Title is required"), "title message");
  await page.getByLabel("Title").fill("Lanai screens - Rivera");
  await page.getByLabel("Notes").fill("Two openings facing the pool.");
  await page.getByLabel("Shipping address").fill("41 Palm Way, Tampa FL");
  await page.getByRole("button", { name: "Create Quote" }).click();
  await page.waitForURL(/\/panel\/quotes\/\d+$/);
  const quoteId = Number(new URL(page.url()).pathname.split("/").pop());
  await expectVisible(page.getByText("Created successfully."), "created toast");
  await expectVisible(page.getByRole("list", { name: "Quote progress" }), "progress bar");

  // Empty quote: the client-side check answers before the server is asked.
  await page.getByRole("button", { name: "Submit for Approval" }).click();
  await expectVisible(
    page.getByText("Quote must contain configurations or accessories"),
    "empty quote message",
  );

  // An accessory (through the API: the accessories screen is another issue's).
  const catalogue = await trpcCall(page, "accessories.catalogue", {}, "query");
  const item = catalogue.find((entry) => entry.variations.length === 0) ?? catalogue[0];
  await trpcCall(page, "accessories.create", {
    quote_id: quoteId,
    sku: item.sku,
    variation_sku: item.variations[0]?.sku ?? null,
    quantity: 2,
  });
  await page.reload();
  await expectVisible(page.getByRole("table", { name: "Accessories" }).getByText(item.name), "accessory row");
  await shot(page, "quote-desktop", { fullPage: true });
  await shot(page, "quote-phone", { phone: true });

  await page.getByRole("button", { name: "Submit for Approval" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expectVisible(page.getByText("Updated successfully."), "submitted toast");
  await expectVisible(page.getByTestId("progress-note").getByText("Awaiting approval"), "awaiting approval");
  if ((await page.getByRole("button", { name: "Save" }).count()) > 0)
    throw new Error("Dealer can save at 30");
  await signOut(page, baseUrl);

  await signIn(page, baseUrl, "mfguser");
  await page.goto(`${baseUrl}/panel/quotes/${quoteId}`);
  await page.getByRole("button", { name: "Approve & Submit Order" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expectVisible(page.locator("canvas"), "confetti canvas");
  await expectVisible(page.getByText("Ordered", { exact: true }).first(), "Ordered");
  await page.getByRole("button", { name: "View Order" }).click();
  await page.waitForURL(/\/panel\/orders\/\d+$/);
  await expectVisible(page.getByText("Standard production lead time is 4-5 business days."), "lead time");
  await expectVisible(page.getByRole("button", { name: "Go to Quote" }), "Go to Quote");

  // Push needs status Processing (2) or Closed (50).
  if ((await page.getByRole("button", { name: /Push to ERP/ }).count()) > 0)
    throw new Error("Push offered at status 1");
  await page.getByLabel("Order status").selectOption("2");
  await expectVisible(page.getByText("Updated successfully."), "status toast");
  await page.getByRole("button", { name: /Push to ERP/ }).click();
  await expectVisible(page.getByRole("button", { name: "Pushed (BETA)" }), "Pushed (BETA)");
  if (!(await page.getByRole("button", { name: "Pushed (BETA)" }).isDisabled()))
    throw new Error("Pushed button enabled");
  await shot(page, "order-desktop");
  await signOut(page, baseUrl);
}
