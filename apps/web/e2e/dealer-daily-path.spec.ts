import { expect, shot, test } from "./fixtures";

/**
 * A dealer's daily path (decision 082): a sales representative opens Customers from the navigation,
 * opens a customer, starts "New quote" there (the customer chosen, the shipping address filled in),
 * creates the quote; then starts another quote from the form, creating its customer in place.
 */
test("a dealer goes from a customer to a quote, and creates a customer from the quote form", async ({
  page,
  signIn,
}) => {
  const rep = await signIn("salesrep");
  const stamp = String(Date.now());
  const customer = await rep.customers.create.mutate({
    first_name: "Olivia",
    last_name: "Calloway",
    email: `olivia.${stamp}@example.com`,
    phone: "+1 (239) 555-0100",
    address_1: "12 Palm Way",
    city: "Naples",
    state: "FL",
    zip_code: "34102",
    country: "USA",
  });
  const name = `${customer.first_name} ${customer.last_name}`;

  await page.goto("/panel/dashboard");
  await page
    .getByRole("navigation", { name: "Main" })
    .first()
    .getByRole("link", { name: "Customers" })
    .click();
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
  await expect(page.getByText(/^Your customers at /)).toBeVisible();
  await page.getByLabel("Filter customers").fill(`olivia.${stamp}`);
  await page.getByRole("row", { name: new RegExp(`olivia\\.${stamp}`) }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "New quote" }).click();
  await expect(page.getByRole("heading", { name: "New Quote" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Customer" })).toHaveText(name);
  await expect(page.getByLabel("Shipping address")).toHaveValue(
    `${name}\n12 Palm Way\nNaples, FL 34102\nUSA`,
  );
  await page.getByLabel("Title").fill(`Patio for ${name}`);
  await shot(page, "dealer-new-quote-from-customer");
  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/panel\/quotes\/\d+$/);
  await expect(page.getByText("Created successfully.")).toBeVisible();
  await expect(page.getByText(/is ready: add units and accessories\.$/)).toBeVisible();
  // The toast shows before the path change's full reload is done: the new document has the page's title.
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Patio for ${name}`) })).toBeVisible();
  const quoteId = Number(new URL(page.url()).pathname.split("/").pop());
  const quote = await rep.quotes.get.query({ id: quoteId });
  expect(quote.customer_id).toBe(customer.id);
  expect(quote.shipping_address).toContain("12 Palm Way");

  // A new customer on the spot, from the quote form's picker.
  await page.goto("/panel/quotes");
  await page.getByRole("button", { name: "Add Quote" }).click();
  await page.getByRole("combobox", { name: "Customer" }).click();
  await expect(page.getByRole("option", { name: "New customer..." })).toBeVisible();
  await shot(page, "dealer-customer-picker");
  await page.getByPlaceholder("Search customers...").fill("zz-nobody");
  await expect(page.getByText("No customer matches.")).toBeVisible();
  await page.getByPlaceholder("Search customers...").fill("");
  await page.getByRole("option", { name: "New customer..." }).click();
  const dialog = page.getByRole("dialog", { name: "New customer" });
  await dialog.getByLabel("First name").fill("Nora");
  await dialog.getByLabel("Last name").fill("Quinn");
  await dialog.getByLabel("Email").fill(`nora.${stamp}@example.com`);
  await dialog.getByLabel("Phone").fill("+1 (941) 555-0199");
  await dialog.getByLabel("Address 1").fill("77 Shell Road");
  await dialog.getByLabel("City").fill("Sarasota");
  await dialog.getByLabel("State").fill("FL");
  await dialog.getByLabel("Zip code").fill("34236");
  await shot(page, "dealer-new-customer-in-place");
  await dialog.getByRole("button", { name: "Create Customer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("combobox", { name: "Customer" })).toHaveText("Nora Quinn");
  await expect(page.getByLabel("Shipping address")).toHaveValue(
    "Nora Quinn\n77 Shell Road\nSarasota, FL 34236\nUSA",
  );
  await page.getByLabel("Title").fill("Quinn lanai");
  await page.getByRole("button", { name: "Create Quote" }).click();
  await expect(page).toHaveURL(/\/panel\/quotes\/\d+$/);
  const second = await rep.quotes.get.query({ id: Number(new URL(page.url()).pathname.split("/").pop()) });
  expect(second.customer_name).toBe("Nora Quinn");
});

test("a dealer's phone bar has Customers @phone-only", async ({ page, signIn }) => {
  await signIn("salesrep");
  await page.goto("/panel/dashboard");
  const bar = page.locator('nav[aria-label="Main"]:visible');
  await expect(bar.getByRole("link")).toHaveText([
    "Home",
    "Quotes",
    "Customers",
    "Orders",
    "Users",
    "Settings",
  ]);
  await bar.getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
  await expect(bar.getByRole("link", { name: "Customers" })).toHaveAttribute("aria-current", "page");
  await shot(page, "dealer-phone-customers");
});
