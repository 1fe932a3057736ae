import { expectUrl, expectVisible } from "../assert.mjs";

/**
 * Against a real server (E2E_BASE_URL): on a quote of their own, a dealer adds an accessory with a
 * variation; after submitting the quote (status 30) the dealer cannot edit a unit and sees the
 * contact-support link; staff (mfguser) can edit and save it. Saves the screenshots of the editor
 * (desktop and phone) and the accessories screen to docs/screenshots/.
 */
async function login(page, baseUrl, username) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password/i).fill(process.env.E2E_DEMO_PASSWORD ?? "Screens#2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expectUrl(page, "/panel/dashboard");
}

function trpc(page, path, input, query = false) {
  return page.evaluate(
    async ({ path, input, query }) => {
      const response = query
        ? await fetch(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
        : await fetch(`/api/trpc/${path}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(input),
          });
      const json = await response.json();
      if (json.error) throw new Error(`${path}: ${JSON.stringify(json.error.data?.errors ?? json.error)}`);
      return json.result.data;
    },
    { path, input, query },
  );
}

/** A field by its label; required fields carry a "*" mark after the text. */
const labelled = (page, text) => page.getByLabel(new RegExp(`^${text}\\*?$`));

const SHOTS = new URL("../../../../docs/screenshots/", import.meta.url).pathname;

export default async function configuratorAccess({ page, baseUrl }) {
  if (!process.env.E2E_BASE_URL) return;
  await login(page, baseUrl, "salesrep");
  const quote = await trpc(page, "quotes.create", { title: "Lanai screens, Naples" });

  // Accessories: a variation must be chosen before Add to Cart.
  await page.goto(`${baseUrl}/panel/quotes/${quote.id}/add-on-accessories`);
  await expectVisible(page.getByRole("heading", { name: "Accessories" }), "the Accessories title");
  await expectVisible(page.getByText("Available accessories"), "the subtitle");
  const card = page.getByRole("article", { name: "Somfy Situo 5 RTS Remote" });
  const add = card.getByRole("button", { name: /Add to Cart/ });
  if (await add.isEnabled()) throw new Error("Add to Cart enabled without a variation");
  await page.waitForLoadState("networkidle");
  if (process.env.E2E_SCREENSHOTS === "1") await page.screenshot({ path: `${SHOTS}accessories-desktop.png` });
  await card.getByRole("combobox").selectOption({ label: "Situo 5 Iron (grey)" });
  await add.click();
  await expectVisible(page.getByText("Created successfully."), "'Created successfully.'");
  const withAccessory = await trpc(page, "quotes.get", { id: quote.id }, true);
  if (!withAccessory.add_on_accessories.some((a) => a.prod_name === "Situo 5 Iron (grey)"))
    throw new Error("The accessory with its variation is not on the quote");

  // A unit, then submit the quote for approval (status 30).
  await page.goto(`${baseUrl}/panel/quotes/${quote.id}/new-configuration`);
  await page.waitForURL(/\/panel\/configurations\/\d+$/, { timeout: 15000 });
  const unitPath = new URL(page.url()).pathname;
  await expectVisible(page.getByRole("form", { name: "Configuration" }), "the editor");
  await labelled(page, "Unit name").fill("Lanai east");
  await labelled(page, "Width").fill("168");
  await labelled(page, "Width").blur();
  if (process.env.E2E_SCREENSHOTS === "1") {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}configurator-desktop.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS}configurator-phone.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectVisible(page.getByText("Updated successfully."), "'Updated successfully.'");
  await trpc(page, "quotes.update", { id: quote.id, status: 30 });

  // The dealer at 30: read-only, no Save, contact support.
  await page.goto(`${baseUrl}${unitPath}`);
  await expectVisible(page.getByRole("form", { name: "Configuration" }), "the editor");
  const link = page.getByRole("link", { name: /Contact customer support/ });
  await expectVisible(link, "the contact-support link");
  const href = await link.getAttribute("href");
  const body = decodeURIComponent(href ?? "");
  for (const part of ["mailto:", "Lanai east", `Pending quote id: ${quote.id}`, unitPath])
    if (!body.includes(part)) throw new Error(`The support e-mail lacks ${part}: ${body}`);
  if ((await page.getByRole("button", { name: "Save", exact: true }).count()) !== 0)
    throw new Error("Save offered to a dealer at status 30");
  if (await labelled(page, "Motor brand").isEnabled()) throw new Error("Editable for a dealer at 30");
  if (process.env.E2E_SCREENSHOTS === "1")
    await page.screenshot({ path: `${SHOTS}configurator-dealer-pending.png` });

  // Staff can edit at 30.
  await page.goto(`${baseUrl}/logout`);
  await expectUrl(page, "/");
  await login(page, baseUrl, "mfguser");
  await page.goto(`${baseUrl}${unitPath}`);
  await expectVisible(page.getByRole("form", { name: "Configuration" }), "the editor");
  await labelled(page, "Unit name").fill("Lanai east (revised)");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectVisible(page.getByText("Updated successfully."), "'Updated successfully.' for staff");
  await expectVisible(page.getByTestId("list-price"), "the manufacturer's list price for staff");
}
