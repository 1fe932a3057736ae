import { expect, hydrated, test } from "./fixtures";
import { OUTBOX, quoteLinkFromOutbox } from "./outbox";

/**
 * The bell and one's notification choices (decisions 165, 166): the homeowner declines, the quote's
 * owner reads it under the bell and marks it read; the owner chooses what comes by e-mail. Desktop
 * and phone.
 */
test.describe("notifications", { tag: "@phone" }, () => {
  test("the owner hears of the homeowner's answer under the bell, reads it, and chooses what comes by e-mail", async ({
    page,
    signIn,
    baseURL,
  }, testInfo) => {
    test.skip(!OUTBOX, "needs the server's outbox (E2E_DATA_DIR): not with E2E_BASE_URL");
    const rep = await signIn("salesrep");
    // Desktop and phone, and a retry, may share a server: their e-mail and reason are their own.
    const run = `${testInfo.project.name}${testInfo.retry ? `.${String(testInfo.retry)}` : ""}`;
    const email = `ines.marlow.${run}@example.com`;
    const reason = `We went with shutters (${run}).`;
    const customer = await rep.customers.create.mutate({
      first_name: "Ines",
      last_name: "Marlow",
      email,
      phone: "(941) 555-0177",
      address_1: "9 Heron Way",
      city: "Sarasota",
      state: "FL",
      zip_code: "34236",
      country: "USA",
    });
    const quote = await rep.quotes.create.mutate({ title: "Marlow lanai", customer_id: customer.id });
    await rep.configurations.create.mutate({
      quote_id: quote.id,
      configuration: { unit_name: "Lanai", unit_width_in: 120, unit_height_in: 96 },
    });
    await rep.quoteSharing.send.mutate({ id: quote.id });
    const link = await quoteLinkFromOutbox(OUTBOX!, email);
    const declined = await page.request.post(`${link.replace("/q/", "/api/public/quotes/")}/decline`, {
      data: { reason },
      headers: { origin: baseURL! },
    });
    expect(declined.status()).toBe(200);

    // The bell counts it on the first paint; its list names the quote and the reason.
    await page.goto("/panel/dashboard");
    const bell = page.getByRole("link", { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page).toHaveURL(/\/panel\/notifications$/);
    const list = page.getByRole("list", { name: "Notifications" });
    const title = `Ines Marlow declined quote ${quote.quote_number!}`;
    await expect(list.getByRole("link", { name: new RegExp(`^${title} \\(unread\\)$`) })).toBeVisible();
    await expect(list.getByText(reason)).toBeVisible();
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(list.getByRole("link", { name: title, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
    await expect(page.getByText("You are up to date.")).toBeVisible();
    // Opening it leads to the quote.
    await list.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/panel/quotes/${String(quote.id)}$`));

    // The choices, on one's settings page: saved, and shown again after a reload.
    await page.goto(`/panel/users/${String(quote.owner_id)}`);
    await hydrated(page);
    const card = page.getByRole("region", { name: "Notifications" });
    await card.getByLabel("E-mail for Customer declined a quote").selectOption("off");
    const shipped = card.getByRole("listitem").filter({ hasText: "Order shipped" });
    await shipped.getByRole("checkbox", { name: "All of the company's quotes" }).check();
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Updated successfully.").first()).toBeVisible();
    const saved = await rep.notifications.preferences.query();
    expect(saved.preferences.find((p) => p.event === "customer_declined")?.email).toBe("off");
    await page.reload();
    await hydrated(page);
    await expect(card.getByLabel("E-mail for Customer declined a quote")).toHaveValue("off");
    await expect(shipped.getByRole("checkbox", { name: "All of the company's quotes" })).toBeChecked();
    // A representative is not asked about the approvers' digest.
    await expect(card.getByText("Quote submitted for approval")).toHaveCount(0);

    // Back to the defaults, for the other flows.
    await rep.notifications.updatePreferences.mutate({
      preferences: [
        { event: "customer_declined", email: "immediate", all_quotes: false },
        { event: "order_shipped", email: "immediate", all_quotes: false },
      ],
    });
  });
});
