// Decisions 198 and 199: a submitted quote reads as a document (no input on the quote page nor on its
// unit's page), a declined housing advice shows to the dealer and to staff, the clear window's
// mullions are drawn, and on a phone the lines and the total come before the details.
import type { Page } from "@playwright/test";
import { QUOTE_STATUS } from "@screens/domain";
import { expect, hydrated, test } from "./fixtures";

const STAMP = String(Date.now()).slice(-6);

async function settle(page: Page): Promise<void> {
  await hydrated(page);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The top of an element on the page (the page scrolled to its start). */
async function topOf(page: Page, locator: ReturnType<Page["locator"]>): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test(
  "a submitted quote reads as a document, with the declined advice and the mullions drawn",
  // Desktop and phone (the phone project runs the flows tagged @phone).
  { tag: "@phone" },
  async ({ page, signIn }, testInfo) => {
    test.setTimeout(120_000);
    const rep = await signIn("salesrep");
    const quote = await rep.quotes.create.mutate({
      title: `Document view ${STAMP}`,
      notes: "Gate code 1234",
    });
    const wide = await rep.configurations.create.mutate({
      quote_id: quote.id,
      configuration: { unit_name: "Lanai", unit_width_in: 240, unit_height_in: 96, housing_type: "standard" },
    });
    expect(wide.housing_advice_declined_at).not.toBeNull();
    const windowed = await rep.configurations.create.mutate({
      quote_id: quote.id,
      configuration: {
        unit_name: "Porch window",
        included_clear_window: true,
        unit_width_in: 120,
        unit_height_in: 96,
        mullion_top_in: 12,
        mullion_bottom_in: 6,
        mullion_left_in: 4,
        mullion_right_in: 4,
        mullion_middle_in: 2,
      },
    });
    await rep.quotes.update.mutate({ id: quote.id, status: QUOTE_STATUS.AWAITING_APPROVAL });

    // The dealer's submitted quote: details as text, the advice as their record.
    await page.goto(`/panel/quotes/${String(quote.id)}`);
    await settle(page);
    const details = page.getByLabel("Quote details");
    await expect(details).toContainText("Gate code 1234");
    await expect(details.locator("input, textarea, select")).toHaveCount(0);
    await expect(page.getByTestId("quote-declined-housing-advice")).toContainText(
      "Jumbo housing was recommended and declined for 1 unit: Lanai.",
    );

    if (testInfo.project.name === "phone") {
      // The lines and the total first, then the details (decision 199).
      const lines = await topOf(page, page.getByRole("table", { name: "Configurations" }));
      const total = await topOf(page, page.getByTestId("quote-total").first());
      const detailsTop = await topOf(page, details);
      expect(lines).toBeLessThan(total);
      expect(total).toBeLessThan(detailsTop);
    }

    // The unit's page: a document, the mullions drawn.
    await page.goto(`/panel/configurations/${String(windowed.id)}`);
    await settle(page);
    const form = page.getByRole("form", { name: "Configuration" });
    await expect(form.locator("input, select, textarea")).toHaveCount(0);
    const diagram = page.getByTestId("mullion-diagram");
    await expect(diagram).toContainText('2 panes, each 55" × 78"');
    await expect(diagram.getByTestId("mullion-pane")).toHaveCount(2);
    const box = await diagram.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width, "the diagram within the screen").toBe(true);

    // Staff approving read it too.
    await signIn("mfguser");
    await page.goto(`/panel/quotes/${String(quote.id)}`);
    await settle(page);
    await expect(page.getByTestId("quote-declined-housing-advice")).toBeVisible();
    await expect(page.getByTestId("unit-declined-housing-advice").first()).toBeVisible();
    await page.goto(`/panel/configurations/${String(wide.id)}`);
    await settle(page);
    await expect(page.getByTestId("declined-housing-advice")).toBeVisible();
  },
);
