// Decision 189: at 390 x 844 no screen scrolls sideways with the data real dealers have: a company
// name of 120 characters, names of 50, a unit's long name, a quote's long title and a line of 999
// units (seven-figure totals). The demo data's short names hid an order page 439 px wide.
import type { Page } from "@playwright/test";
import { QUOTE_STATUS } from "@screens/domain";
import { expect, hydrated, test } from "./fixtures";

const STAMP = String(Date.now()).slice(-6);
const COMPANY =
  `Southwest Florida Premium Outdoor Living, Motorized Shade and Screen Installations of Sarasota ${STAMP}`.slice(
    0,
    120,
  );
const FIRST = "Maximilianarosalind";
const LAST = "Vandenberghe-Worthington-Smythe";
const UNIT = "Lanai enclosure, south-west corner facing the pool and the outdoor kitchen";
const TITLE = "Vandenberghe-Worthington residence: lanai, pool cage, garage and front entry screens";

/**
 * How far the page is wider than the phone. Not against window.innerWidth: a mobile browser widens its
 * layout viewport to the content (zooming out), so innerWidth grew with the overflow and hid it.
 */
async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 390;
  return page.evaluate((screen) => document.documentElement.scrollWidth - screen, width);
}

/** The elements sticking out of the screen, for the failure message. */
async function widest(page: Page): Promise<string[]> {
  const width = page.viewportSize()?.width ?? 390;
  return page.evaluate(
    (screen) =>
      [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > screen + 1)
        .slice(-3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${(element.getAttribute("class") ?? "").slice(0, 60)}`,
        ),
    width,
  );
}

async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await page.getByRole("heading").first().waitFor();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function offenders(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0)
      found.push(`${path}: ${String(overflow)} px too wide (${(await widest(page)).join(", ")})`);
  }
  return found;
}

test(
  "no screen scrolls sideways on a phone with long names and large numbers",
  { tag: "@phone-only" },
  async ({ page, signIn }) => {
    test.setTimeout(240_000);
    const admin = await signIn("superadmin");
    const dealer = await admin.dealers.create.mutate({
      company_name: COMPANY,
      email: `long${STAMP}@dealer.example`,
      phone: "941-555-0100",
      address_1: "12345 South Tamiami Trail, Building C, Suite 1200",
      city: "Sarasota",
      state: "FL",
      zip_code: "34231",
      country: "USA",
    });
    const username = `long${STAMP}`;
    const user = await admin.users.create.mutate({
      username,
      first_name: FIRST,
      last_name: LAST,
      email: `${username}@dealer.example`,
      phone: "941-555-0101",
      dealer_id: dealer.id,
      role_id: 4,
      password: "Screens#2026",
    });
    const rep = await signIn(username);
    const customer = await rep.customers.create.mutate({
      first_name: FIRST,
      last_name: LAST,
      email: `owner${STAMP}@home.example`,
      phone: "941-555-0102",
      address_1: "98765 Gulf of Mexico Drive, Longboat Key Club Residences",
      city: "Longboat Key",
      state: "FL",
      zip_code: "34228",
      country: "USA",
    });
    const quote = await rep.quotes.create.mutate({ title: TITLE, customer_id: customer.id });
    const unit = await rep.configurations.create.mutate({
      quote_id: quote.id,
      configuration: { unit_name: UNIT, unit_width_in: 240, unit_height_in: 120 },
      quantity: 999,
    });
    const catalogue = await rep.accessories.catalogue.query({});
    const item = catalogue.find((entry) => entry.variations.length === 0) ?? catalogue[0];
    if (item)
      await rep.accessories.create.mutate({
        quote_id: quote.id,
        sku: item.sku,
        variation_sku: item.variations[0]?.sku ?? null,
        quantity: 999,
      });
    // A draft beside it, whose unit the editor opens editable.
    const draft = await rep.quotes.create.mutate({ title: TITLE, customer_id: customer.id });
    const draftUnit = await rep.configurations.create.mutate({
      quote_id: draft.id,
      configuration: { unit_name: UNIT, unit_width_in: 240, unit_height_in: 120 },
      quantity: 999,
    });
    await rep.quotes.update.mutate({ id: quote.id, status: QUOTE_STATUS.AWAITING_APPROVAL });
    const staff = await signIn("superadmin");
    const order = await staff.orders.create.mutate({ quote_id: quote.id });

    const dealerPaths = [
      "/panel/dashboard",
      "/panel/quotes",
      `/panel/quotes/${String(quote.id)}`,
      `/panel/configurations/${String(unit.id)}`,
      "/panel/orders",
      `/panel/orders/${String(order.id)}`,
      "/panel/customers",
      `/panel/customers/${String(customer.id)}`,
      "/panel/users",
      `/panel/users/${String(user.id)}`,
    ];
    const staffPaths = [
      "/panel/dashboard",
      "/panel/quotes",
      `/panel/quotes/${String(quote.id)}`,
      "/panel/orders",
      `/panel/orders/${String(order.id)}`,
      "/panel/dealers",
      `/panel/dealers/${String(dealer.id)}`,
      `/panel/users/${String(user.id)}`,
      "/panel/production",
      "/panel/audit",
    ];
    const found = await offenders(page, staffPaths);
    await signIn(username);
    found.push(...(await offenders(page, dealerPaths)));
    expect(found, "screens wider than the phone").toEqual([]);

    // The editor on a phone (product rule R51): at the top of a long form the unit's price and Save
    // are in view, above the bottom navigation.
    await page.goto(`/panel/configurations/${String(draftUnit.id)}`);
    await settle(page);
    const bar = page.getByTestId("editor-save-bar");
    await expect(bar.getByRole("button", { name: "Save" })).toBeInViewport();
    await expect(page.getByTestId("editor-save-bar-price")).toContainText("$");
    const box = await bar.boundingBox();
    const nav = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    expect(box && nav && box.y + box.height <= nav.y, "the bar above the bottom navigation").toBe(true);
  },
);
