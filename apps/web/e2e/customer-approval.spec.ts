import type { Browser, BrowserContext, Page } from "@playwright/test";
import { formatUSD } from "@screens/pricing";
import { addAccessory } from "./api-helpers";
import { VIEWPORTS } from "./chromium.mjs";
import { expect, shot, test } from "./fixtures";
import { OUTBOX, quoteLinkFromOutbox } from "./outbox";

/**
 * The homeowner's side (docs/customer-approval.md): a dealer's rep sends a quote; the homeowner opens the link from
 * the e-mail (the server's outbox, DATA_DIR/outbox/*.eml) on a phone and accepts it with their typed
 * name; the manufacturer's staff then see the quote awaiting approval with the signature in its
 * history. With E2E_SCREENSHOTS=1 it photographs the document on a desktop and on a phone.
 */

/**
 * The whole document in one picture: scrolled to the end first, so the answer bar (sticky at the
 * bottom of the screen) rests under the document instead of across it.
 */
async function documentShot(page: Page, name: string) {
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await shot(page, name, { fullPage: true });
}

/** A browser of the homeowner's: no panel session; uncaught page errors fail the flow. */
async function homeownerPage(browser: Browser, baseURL: string, phone: boolean) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    ...(phone
      ? { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true }
      : { viewport: VIEWPORTS.desktop }),
  });
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  return { context, page, errors };
}

test("a rep sends a quote, the homeowner accepts it on a phone, the rep submits it, staff see the signature", async ({
  page,
  signIn,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!OUTBOX, "needs the server's outbox (E2E_DATA_DIR): not with E2E_BASE_URL");
  const rep = await signIn("salesrep");
  // One address per try: a retry on the same server must not pick up the first try's e-mail.
  const email = `olivia.rivera${testInfo.retry ? `+${String(testInfo.retry)}` : ""}@example.com`;
  const customer = await rep.customers.create.mutate({
    first_name: "Olivia",
    last_name: "Rivera",
    email,
    phone: "(813) 555-0199",
    address_1: "41 Palm Way",
    city: "Tampa",
    state: "FL",
    zip_code: "33611",
    country: "USA",
  });
  const quote = await rep.quotes.create.mutate({ title: "Lanai screens - Rivera", customer_id: customer.id });
  await rep.configurations.create.mutate({
    quote_id: quote.id,
    configuration: { unit_name: "Pool side", unit_width_in: 144, unit_height_in: 96, motor_side: "left" },
  });
  await rep.configurations.create.mutate({
    quote_id: quote.id,
    configuration: { unit_name: "Lanai door", unit_width_in: 84.5, unit_height_in: 102, motor_side: "right" },
  });
  await addAccessory(rep, quote.id);
  const priced = await rep.quotes.get.query({ id: quote.id });

  // The rep sends it: the dialog names the customer's address.
  await page.goto(`/panel/quotes/${String(quote.id)}`);
  await page.getByRole("button", { name: "Send to Customer" }).click();
  const dialog = page.getByRole("dialog", { name: "Send this quote to the customer?" });
  await expect(dialog.getByText(email)).toBeVisible();
  // A personal note, read by the homeowner above the quote, in the dealer's name (decision 138).
  await dialog.getByLabel("Personal message").fill("Great to meet you on Tuesday, Olivia.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Quote sent to the customer.")).toBeVisible();
  // The dialog then offers the link to copy (decision 183); done with it, the quote page.
  await page
    .getByRole("dialog", { name: "The quote is on its way" })
    .getByRole("button", { name: "Done" })
    .click();
  await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
  await expect(page.getByText("This quote is with the customer: withdraw it to change it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Configuration" })).toHaveCount(0);
  await shot(page, "quote-sent-desktop");
  await shot(page, "quote-sent-phone", { phone: true });

  // The homeowner opens the link from the e-mail.
  const link = await quoteLinkFromOutbox(OUTBOX!, email);
  if (process.env.E2E_SCREENSHOTS === "1") {
    const desktop = await homeownerPage(browser, baseURL!, false);
    await desktop.page.goto(link, { waitUntil: "networkidle" });
    await expect(
      desktop.page.getByRole("article", { name: `Quote ${priced.quote_number ?? ""}` }),
    ).toBeVisible();
    await documentShot(desktop.page, "quote-document-desktop");
    await desktop.context.close();
    expect(desktop.errors, "uncaught errors on the homeowner's page").toEqual([]);
  }
  const homeowner = await homeownerPage(browser, baseURL!, true);
  const phone = homeowner.page;
  const response = await phone.goto(link, { waitUntil: "networkidle" });
  expect(response?.headers()["x-robots-tag"]).toContain("noindex");
  const document = phone.getByRole("article", { name: `Quote ${priced.quote_number ?? ""}` });
  await expect(document).toBeVisible();
  await expect(document.getByText("Olivia Rivera")).toBeVisible();
  await expect(document.getByText("Pool side")).toBeVisible();
  await expect(phone.getByTestId("document-total")).toHaveText(formatUSD(priced.summary.total));
  // Never the dealer's cost.
  expect(await phone.locator("body").innerText()).not.toContain(formatUSD(priced.summary.dealer_cost));
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await documentShot(phone, "quote-document-phone");
  await phone.evaluate(() => {
    window.scrollTo(0, 0);
  });

  await phone.getByRole("button", { name: "Accept quote" }).click();
  const sign = phone.getByRole("dialog", { name: "Accept and sign this quote" });
  await sign.getByLabel(/Your full name/).fill("Olivia Rivera");
  await sign.getByRole("checkbox").check();
  await sign.getByRole("button", { name: "Accept and sign" }).click();
  await expect(phone.getByRole("heading", { name: "You accepted this quote" })).toBeVisible();
  await expect(phone.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expect(phone.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  const pdf = await phone.request.get(`${link}/pdf`.replace("/q/", "/api/public/quotes/"));
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  await homeowner.context.close();
  expect(homeowner.errors, "uncaught errors on the homeowner's page").toEqual([]);
  // The signed job is the dealer's until it submits it (decision 136).
  expect((await rep.quotes.get.query({ id: quote.id })).status_label).toBe("Customer Accepted");
  await rep.quotes.submit.mutate({ id: quote.id, measurements_final: true });

  // The manufacturer's staff: awaiting approval, the customer's signature in the history.
  await signIn("mfguser");
  await page.goto(`/panel/quotes/${String(quote.id)}`);
  await expect(page.getByRole("heading", { level: 1 }).getByText("Awaiting Approval")).toBeVisible();
  const history = page.getByRole("list", { name: "Quote history" });
  await expect(history.getByText("Accepted by customer")).toBeVisible();
  await expect(history.getByText(/Signed by/)).toContainText("Olivia Rivera");
  await expect(history.getByText("Sent to customer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Approve & Submit Order" })).toBeVisible();
  await shot(page, "quote-accepted-desktop", { fullPage: true });

  // Printed, the quote page is the customer's document: no navigation, summary, dealer cost or buttons.
  await page.emulateMedia({ media: "print" });
  const printed = page
    .getByTestId("quote-print-view")
    .getByRole("article", { name: `Quote ${priced.quote_number ?? ""}` });
  await expect(printed).toBeVisible();
  await expect(printed.getByText("Olivia Rivera")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByText("Dealer cost")).toBeHidden();
  await expect(page.getByRole("button", { name: "Approve & Submit Order" })).toBeHidden();
  expect(await printed.innerText()).not.toContain(formatUSD(priced.summary.dealer_cost));
});

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64">
<rect x="0" y="8" width="48" height="48" rx="10" fill="#0f766e"/><path d="M12 40 L24 20 L36 40 Z" fill="#fff"/>
<text x="60" y="42" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="#0f172a">Gulf Coast</text>
</svg>`;

test("a dealer admin brands the quotes: logo, terms and validity from Company settings", async ({
  page,
  signIn,
}) => {
  await signIn("dealeradmin");
  await page.goto("/panel/dashboard");
  await page.getByRole("button", { name: /Account menu for/ }).click();
  await page.getByRole("menuitem", { name: "Company settings" }).click();
  await expect(page).toHaveURL(/\/panel\/dealers\/\d+$/);
  await page.getByRole("tab", { name: "Dealer Details" }).click();
  const card = page.getByRole("region", { name: "Quote branding" });
  await card.getByLabel("Logo file").setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from(LOGO_SVG),
  });
  await expect(page.getByText("Your quotes now carry this logo.")).toBeVisible();
  await expect(card.getByRole("img", { name: /logo$/ })).toBeVisible();
  await card.getByLabel(/^Terms/).fill("50% deposit on acceptance, balance on installation.");
  await card.getByLabel(/Quote validity/).fill("45");
  // The logo's toast has the same title, so the Save is awaited by its answer, then its toast.
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes("/api/trpc/dealers.update") && response.request().method() === "POST",
  );
  await card.getByRole("button", { name: "Save" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText("Updated successfully.").last()).toBeVisible();
  await page.reload();
  await page.getByRole("tab", { name: "Dealer Details" }).click();
  await expect(card.getByLabel(/Quote validity/)).toHaveValue("45");
  await card.scrollIntoViewIfNeeded();
  await shot(page, "dealer-branding-desktop");
});

test("staff see the e-mails that failed, from their navigation", async ({ page, signIn }) => {
  await signIn("mfgadmin");
  await page.goto("/panel/dashboard");
  await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "E-mails" }).click();
  await expect(page).toHaveURL(/\/panel\/emails$/);
  await expect(page.getByRole("heading", { name: "E-mails" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Failed" })).toHaveAttribute("aria-checked", "true");
  await page.getByRole("radio", { name: "Sent" }).click();
  await expect(page.getByRole("table")).toBeVisible();
  await shot(page, "emails-desktop");
});
