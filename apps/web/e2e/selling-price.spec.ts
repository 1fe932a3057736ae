import { formatUSD } from "@screens/pricing";
import { expect, shot, test } from "./fixtures";
import { OUTBOX, quoteLinkFromOutbox } from "./outbox";

/**
 * The dealer sells (decisions 131, 132 and 192): a rep answers "too expensive" with a discount within
 * its limit and 3% off one line, adds installation from its services, the customer's state's sales
 * tax applies, the quote is sent, and the homeowner's page shows the same total to the cent. Desktop
 * and phone.
 */

test.describe("the selling price", { tag: "@phone" }, () => {
  test("a discount within the rep's limit, a service and the sales tax reach the homeowner to the cent", async ({
    page,
    signIn,
  }, testInfo) => {
    test.skip(!OUTBOX, "needs the server's outbox (E2E_DATA_DIR): not with E2E_BASE_URL");
    const rep = await signIn("salesrep");
    const email = `noah.kim.${testInfo.project.name}${testInfo.retry ? `.${String(testInfo.retry)}` : ""}@example.com`;
    const customer = await rep.customers.create.mutate({
      first_name: "Noah",
      last_name: "Kim",
      email,
      phone: "(941) 555-0123",
      address_1: "9 Heron Ct",
      city: "Sarasota",
      state: "FL",
      zip_code: "34236",
      country: "USA",
    });
    const quote = await rep.quotes.create.mutate({
      title: "Kim lanai, too expensive",
      customer_id: customer.id,
    });
    for (const [name, width] of [
      ["Lanai left", 120],
      ["Lanai right", 144],
    ] as const)
      await rep.configurations.create.mutate({
        quote_id: quote.id,
        configuration: { unit_name: name, unit_width_in: width, unit_height_in: 96, motor_side: "left" },
      });

    await page.goto(`/panel/quotes/${String(quote.id)}`);
    // A 5% discount, within the rep's 10%.
    await page.getByRole("region", { name: "Selling price" }).getByRole("button", { name: "Edit" }).click();
    const selling = page.getByRole("dialog", { name: "Selling price" });
    await selling.getByLabel("Discount (%)").fill("5");
    await selling.getByLabel("Reason").fill("Matched a competitor's bid");
    await selling.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Selling price saved.")).toBeVisible();
    await expect(page.getByTestId("summary-discount")).toBeVisible();

    // 3% off one opening's line too (decision 192): the line shows it, the homeowner will see it.
    await page.getByRole("button", { name: /^Line price of Lanai right: / }).click();
    const line = page.getByRole("dialog", { name: "Line price: Lanai right" });
    await line.getByLabel("Discount (%)").fill("3");
    await expect(line.getByText("Discount (3%)")).toBeVisible();
    await line.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Updated successfully.")).toBeVisible();
    await expect(page.getByText("3% off").first()).toBeVisible();

    // Installation for both openings, from the dealer's services.
    await page.getByRole("button", { name: "Add Service" }).click();
    const add = page.getByRole("dialog", { name: "Add a service" });
    await add.getByLabel("From your services").selectOption({ label: "Installation, per opening · $175.00" });
    await add.getByLabel(/^Quantity/).fill("2");
    await add.getByRole("button", { name: "Add" }).click();
    await expect(page.getByText("Service added.")).toBeVisible();
    await expect(page.getByTestId("summary-services")).toHaveText("$350.00");

    // Florida's tax, from the customer's address; the total is the sum of what the summary shows.
    const priced = await rep.quotes.get.query({ id: quote.id });
    expect(priced.tax).toMatchObject({ region: "FL", region_source: "customer" });
    expect(priced.tax.lines).toHaveLength(1);
    await expect(page.getByTestId("summary-tax")).toHaveText(formatUSD(priced.tax.total));
    await expect(page.getByTestId("quote-total")).toHaveText(formatUSD(priced.summary.total));
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(priced.summary.total)).toBe(
      cents(priced.summary.lines_total) -
        cents(priced.summary.discount) +
        cents(350) +
        cents(priced.tax.total),
    );
    await shot(page, `selling-price-${testInfo.project.name}`, { fullPage: true });

    // Sent; the homeowner's page shows the discount, the service, the tax and the same total.
    await page.getByRole("button", { name: "Send to Customer" }).click();
    await page
      .getByRole("dialog", { name: "Send this quote to the customer?" })
      .getByRole("button", { name: "Send" })
      .click();
    await expect(page.getByText("Quote sent to the customer.")).toBeVisible();
    await page.goto(await quoteLinkFromOutbox(OUTBOX!, email));
    const document = page.getByRole("article", { name: `Quote ${priced.quote_number ?? ""}` });
    await expect(document.getByText("Discount (5%)")).toBeVisible();
    await expect(document.getByTestId("document-line-discount")).toContainText("3% off");
    await expect(document.getByText("Installation, per opening")).toBeVisible();
    await expect(document.getByText("Sales tax (7%)")).toBeVisible();
    await expect(page.getByTestId("document-total")).toHaveText(formatUSD(priced.summary.total));
    const text = await page.locator("body").innerText();
    expect(text).not.toContain("competitor");
    expect(text).not.toContain(formatUSD(priced.summary.dealer_cost));
  });
});
