import { accessoryCatalogue, formatUSD } from "@screens/pricing";
import { expect, hydrated, shot, test } from "./fixtures";
import { OUTBOX, quoteLinkFromOutbox } from "./outbox";

/**
 * Optional and alternative lines (decision 182): the rep makes two units alternatives of one group and
 * an accessory optional on the quote page; the total is the default choice with the options apart;
 * the homeowner picks the other alternative and ticks the option, the total follows, and the signed
 * job's total and lines are the chosen set. Desktop and phone.
 */
test.describe("optional and alternative lines", { tag: "@phone" }, () => {
  test("a rep offers good / better and an option, the homeowner picks and signs that total", async ({
    page,
    signIn,
  }, testInfo) => {
    test.skip(!OUTBOX, "needs the server's outbox (E2E_DATA_DIR): not with E2E_BASE_URL");
    const rep = await signIn("salesrep");
    const email = `leo.park.${testInfo.project.name}${testInfo.retry ? `.${String(testInfo.retry)}` : ""}@example.com`;
    const customer = await rep.customers.create.mutate({
      first_name: "Leo",
      last_name: "Park",
      email,
      phone: "(239) 555-0107",
      address_1: "8 Heron Ct",
      city: "Naples",
      state: "FL",
      zip_code: "34102",
      country: "USA",
    });
    const quote = await rep.quotes.create.mutate({
      title: "Park lanai, good or better",
      customer_id: customer.id,
    });
    for (const [name, width] of [
      ["Lanai good", 144],
      ["Lanai better", 168],
      ["Garage", 192],
    ] as const)
      await rep.configurations.create.mutate({
        quote_id: quote.id,
        configuration: { unit_name: name, unit_width_in: width, unit_height_in: 96 },
      });
    const item = accessoryCatalogue.find((entry) => !entry.variations?.length)!;
    await rep.accessories.create.mutate({
      quote_id: quote.id,
      sku: item.sku,
      variation_sku: null,
      quantity: 1,
    });

    await page.goto(`/panel/quotes/${String(quote.id)}`);
    await hydrated(page);
    for (const unit of ["Lanai good", "Lanai better"]) {
      await page.getByRole("combobox", { name: `Option of ${unit}` }).selectOption("alternative");
      const group = page.getByRole("combobox", { name: `Group of ${unit}` });
      await group.fill("Lanai screen");
      await group.press("Enter");
      await expect(page.getByRole("combobox", { name: `Option of ${unit}` })).toHaveValue("alternative");
    }
    await page.getByRole("combobox", { name: `Option of ${item.name}` }).selectOption("optional");
    const options = page.getByRole("region", { name: "Options" });
    await expect(options.getByTestId("option-price")).toHaveCount(2);

    const offered = await rep.quotes.get.query({ id: quote.id });
    const unit = (name: string) => offered.screenconfigurations.find((line) => line.unit_name === name)!;
    const accessory = offered.add_on_accessories[0]!;
    expect(offered.summary.customer_price).toBe(
      unit("Lanai good").customer_price + unit("Garage").customer_price,
    );
    await expect(options.getByTestId("option-price")).toHaveText([
      formatUSD(unit("Lanai better").customer_price),
      formatUSD(accessory.price),
    ]);
    await expect(page.getByTestId("quote-total")).toHaveText(formatUSD(offered.summary.total));
    await shot(page, `options-quote-page-${testInfo.project.name}`, { fullPage: true });

    await page.getByRole("button", { name: "Send to Customer" }).click();
    await page
      .getByRole("dialog", { name: "Send this quote to the customer?" })
      .getByRole("button", { name: "Send" })
      .click();
    await expect(page.getByText("Quote sent to the customer.")).toBeVisible();

    // The homeowner's page: the default choice's total, then the better screen and the option.
    await page.goto(await quoteLinkFromOutbox(OUTBOX!, email));
    await hydrated(page);
    await expect(page.getByTestId("public-total")).toHaveText(formatUSD(offered.summary.total));
    await page.getByRole("radio", { name: "Choose Lanai better" }).check();
    await page.getByRole("checkbox", { name: `Include ${item.name}` }).check();
    const picked = page.getByTestId("public-total");
    await expect(picked).not.toHaveText(formatUSD(offered.summary.total));
    const pickedTotal = (await picked.textContent()) ?? "";
    await expect(page.getByTestId("document-total")).toHaveText(pickedTotal);
    await shot(page, `options-homeowner-${testInfo.project.name}`, { fullPage: true });

    await page.getByRole("button", { name: "Accept quote" }).click();
    const sign = page.getByRole("dialog", { name: "Accept and sign this quote" });
    await expect(sign.getByText(pickedTotal, { exact: false })).toBeVisible();
    await sign.getByLabel(/Your full name/).fill("Leo Park");
    await sign.getByRole("checkbox").check();
    await sign.getByRole("button", { name: "Accept and sign" }).click();
    await expect(page.getByRole("heading", { name: "You accepted this quote" })).toBeVisible();

    // The signed job: the chosen set, its total to the cent, the page's figure.
    const accepted = await rep.quotes.get.query({ id: quote.id });
    expect(accepted.status_label).toBe("Customer Accepted");
    expect(formatUSD(accepted.summary.total)).toBe(pickedTotal);
    expect(accepted.signature.accepted_total).toBe(accepted.summary.total);
    expect(accepted.screenconfigurations.map((line) => line.unit_name)).toEqual(["Lanai better", "Garage"]);
    expect(accepted.add_on_accessories.map((line) => line.id)).toEqual([accessory.id]);
  });
});
