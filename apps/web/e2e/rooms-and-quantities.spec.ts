import { formatUSD } from "@screens/pricing";
import { expect, shot, test } from "./fixtures";
import { OUTBOX, quoteLinkFromOutbox } from "./outbox";

/**
 * A job grouped by room with a line of two identical screens (decisions 160, 161): the rep sets the
 * quantity and the rooms on the quote page, sends it, and the homeowner's page shows the rooms, their
 * subtotals and the same total to the cent; the homeowner signs. Desktop and phone.
 */
test.describe("rooms and quantities", { tag: "@phone" }, () => {
  test("a rep groups a job by room with a quantity-2 line, the homeowner signs the same total", async ({
    page,
    signIn,
  }, testInfo) => {
    test.skip(!OUTBOX, "needs the server's outbox (E2E_DATA_DIR): not with E2E_BASE_URL");
    const rep = await signIn("salesrep");
    const email = `maya.rossi.${testInfo.project.name}${testInfo.retry ? `.${String(testInfo.retry)}` : ""}@example.com`;
    const customer = await rep.customers.create.mutate({
      first_name: "Maya",
      last_name: "Rossi",
      email,
      phone: "(941) 555-0188",
      address_1: "3 Osprey Ln",
      city: "Sarasota",
      state: "FL",
      zip_code: "34236",
      country: "USA",
    });
    const quote = await rep.quotes.create.mutate({
      title: "Rossi house, three openings",
      customer_id: customer.id,
    });
    for (const [name, width] of [
      ["Lanai front", 144],
      ["Garage door", 192],
      ["Side door", 48],
    ] as const)
      await rep.configurations.create.mutate({
        quote_id: quote.id,
        configuration: { unit_name: name, unit_width_in: width, unit_height_in: 96 },
      });

    await page.goto(`/panel/quotes/${String(quote.id)}`);
    // Two identical lanai screens: one line, quantity 2.
    await page.getByRole("button", { name: "One more Lanai front" }).click();
    await expect(page.getByRole("spinbutton", { name: "Quantity of Lanai front" })).toHaveValue("2");
    // Rooms typed on the lines; "lanai" joins the "Lanai" already there.
    for (const [unit, room] of [
      ["Lanai front", "Lanai"],
      ["Side door", "lanai"],
      ["Garage door", "Garage"],
    ] as const) {
      const field = page.getByRole("combobox", { name: `Room of ${unit}` });
      await field.fill(room);
      await field.press("Enter");
      await expect(page.getByRole("combobox", { name: `Room of ${unit}` })).toHaveValue(
        room === "lanai" ? "Lanai" : room,
      );
    }
    const priced = await rep.quotes.get.query({ id: quote.id });
    const line = (name: string) => priced.screenconfigurations.find((unit) => unit.unit_name === name)!;
    const lanai = line("Lanai front").customer_price * 2 + line("Side door").customer_price;
    const garage = line("Garage door").customer_price;
    const rooms = page.getByRole("region", { name: "Rooms" });
    await expect(rooms.getByTestId("room-subtotal")).toHaveText([formatUSD(lanai), formatUSD(garage)]);
    expect(lanai + garage).toBe(priced.summary.lines_total);
    await expect(page.getByTestId("quote-total")).toHaveText(formatUSD(priced.summary.total));
    await shot(page, `rooms-quote-page-${testInfo.project.name}`, { fullPage: true });

    await page.getByRole("button", { name: "Send to Customer" }).click();
    await page
      .getByRole("dialog", { name: "Send this quote to the customer?" })
      .getByRole("button", { name: "Send" })
      .click();
    await expect(page.getByText("Quote sent to the customer.")).toBeVisible();

    // The homeowner's page: the rooms with their subtotals, the pair's quantity, the same total.
    await page.goto(await quoteLinkFromOutbox(OUTBOX!, email));
    const document = page.getByRole("article", { name: `Quote ${priced.quote_number ?? ""}` });
    const sections = document.getByTestId("document-room");
    await expect(sections).toHaveCount(2);
    await expect(sections.nth(0).getByRole("heading", { name: "Lanai", exact: true })).toBeVisible();
    await expect(sections.nth(0).getByTestId("document-room-subtotal")).toHaveText(formatUSD(lanai));
    await expect(sections.nth(1).getByTestId("document-room-subtotal")).toHaveText(formatUSD(garage));
    await expect(sections.nth(0).getByTestId("document-unit-quantity")).toHaveText(
      `Quantity 2 × ${formatUSD(line("Lanai front").customer_price)}`,
    );
    await expect(page.getByTestId("document-total")).toHaveText(formatUSD(priced.summary.total));
    await shot(page, `rooms-homeowner-${testInfo.project.name}`, { fullPage: true });

    await page.getByRole("button", { name: "Accept quote" }).click();
    const sign = page.getByRole("dialog", { name: "Accept and sign this quote" });
    await sign.getByLabel(/Your full name/).fill("Maya Rossi");
    await sign.getByRole("checkbox").check();
    await sign.getByRole("button", { name: "Accept and sign" }).click();
    await expect(page.getByRole("heading", { name: "You accepted this quote" })).toBeVisible();
    const accepted = await rep.quotes.get.query({ id: quote.id });
    expect(accepted.status_label).toBe("Customer Accepted");
    expect(accepted.summary.total).toBe(priced.summary.total);
  });
});
