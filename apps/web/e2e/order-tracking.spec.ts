import { QUOTE_STATUS } from "@screens/domain";
import { quoteWithAccessory } from "./api-helpers";
import { expect, test } from "./fixtures";

/**
 * Order tracking (docs/order-tracking.md): staff move an order and record its shipment on the order page; the
 * dealer reads the timeline, the shipment's tracking link and where the order stands. Then the
 * header's search (decision 117) finds the quote and the order with Ctrl+K and the keyboard alone.
 */
test("order timeline, shipments and Ctrl+K search", async ({ page, signIn }) => {
  const title = `Tracked lanai ${String(Date.now())}`;
  const rep = await signIn("salesrep");
  const quote = await quoteWithAccessory(rep, title);
  await rep.quotes.update.mutate({ id: quote.id, status: QUOTE_STATUS.AWAITING_APPROVAL });
  const staff = await signIn("mfguser");
  const order = await staff.orders.create.mutate({ quote_id: quote.id });

  // Staff: the estimate before anything happened, then a status move and a shipment.
  await page.goto(`/panel/orders/${String(order.id)}`);
  const tracking = page.getByRole("region", { name: "Tracking" });
  await expect(tracking.getByTestId("order-outlook")).toContainText("Estimated delivery");
  await expect(tracking.getByTestId("order-outlook")).toContainText(
    "standard production lead time is 4-5 business days",
  );
  // Moved along the order table with a confirmation (decision 188): to In Production, a skip, is in "More".
  await page
    .getByTestId("order-status-control")
    .getByRole("button", { name: /^More moves for order / })
    .click();
  await page.getByRole("menuitem", { name: "Move to In Production" }).click();
  await page
    .getByRole("alertdialog", { name: /^Move order .+ to In Production\?$/ })
    .getByRole("button", { name: "Confirm" })
    .click();
  await expect(page.getByText(/^Order .+ moved to In Production\.$/)).toBeVisible();
  const timeline = tracking.getByRole("list", { name: "Order timeline" });
  await expect(timeline.getByTestId("tracking-event").first()).toContainText(
    "Status changed to In Production",
  );
  await expect(timeline.getByTestId("tracking-event").first()).toContainText("Maya Ortiz");

  await tracking.getByRole("button", { name: "Add shipment" }).click();
  const dialog = page.getByRole("dialog", { name: "Add shipment" });
  await dialog.getByLabel("Carrier").fill("UPS Freight");
  await dialog.getByLabel("Tracking number").fill("1ZE2E0001");
  // A javascript: link is refused where it is typed.
  await dialog.getByLabel("Tracking link").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("The tracking link must be an http:// or https:// address.")).toBeVisible();
  await dialog.getByLabel("Tracking link").fill("https://www.ups.com/track?tracknum=1ZE2E0001");
  await dialog.getByLabel("Shipped on").fill(new Date().toLocaleDateString("en-CA"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Created successfully.")).toBeVisible();
  await expect(tracking.getByTestId("shipment")).toContainText("UPS Freight");
  await expect(tracking.getByTestId("order-outlook")).toContainText("Shipped");

  // The dealer: the same timeline and shipment, read-only.
  await signIn("salesrep");
  await page.goto(`/panel/orders/${String(order.id)}`);
  await expect(timeline.getByTestId("tracking-event").first()).toContainText(
    "Shipped with UPS Freight 1ZE2E0001",
  );
  await expect(timeline).toContainText("Status changed to In Production");
  await expect(tracking.getByRole("link", { name: /1ZE2E0001/ })).toHaveAttribute(
    "href",
    "https://www.ups.com/track?tracknum=1ZE2E0001",
  );
  await expect(tracking.getByRole("button", { name: "Add shipment" })).toHaveCount(0);
  await expect(page.getByLabel("Order status")).toHaveCount(0);

  // Search: Ctrl+K, type, the first hit is chosen; Enter opens it.
  await page.keyboard.press("Control+k");
  const search = page.getByRole("dialog", { name: "Search" });
  await expect(search).toBeVisible();
  await search.getByRole("combobox", { name: "Search the panel" }).fill(title);
  const quotes = search.getByRole("group", { name: "Quotes" });
  await expect(quotes.getByRole("option")).toHaveCount(1);
  await expect(quotes.getByRole("option")).toContainText(title);
  await expect(search.getByRole("group", { name: "Orders" })).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/panel/quotes/${String(quote.id)}$`));

  // The order by its number, reached with the arrow keys from the search button.
  await page.getByRole("button", { name: "Search" }).click();
  await search.getByRole("combobox", { name: "Search the panel" }).fill(order.order_number ?? "");
  await expect(search.getByRole("group", { name: "Orders" }).getByRole("option")).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/panel/orders/${String(order.id)}$`));

  // Escape closes it; a text matching nothing says so (once the page has loaded after its reload).
  await expect(tracking.getByTestId("order-outlook")).toBeVisible();
  await page.keyboard.press("Control+k");
  await search.getByRole("combobox", { name: "Search the panel" }).fill("zzqqxx-nothing");
  await expect(search.getByText("No results.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(search).toHaveCount(0);
});
