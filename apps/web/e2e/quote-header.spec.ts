// The quote page's header on a desktop (1440 px): its actions keep one row beside the title, which
// wraps instead; they used to break into two ragged rows.
import { quoteWithAccessory } from "./api-helpers";
import { expect, hydrated, test } from "./fixtures";

test("the quote page's header actions keep one row at 1440 px", async ({ page, signIn }) => {
  const rep = await signIn("salesrep");
  const quote = await quoteWithAccessory(
    rep,
    "Vandenberghe-Worthington residence: lanai, pool cage and outdoor kitchen screens for the whole back of the house",
  );
  await page.goto(`/panel/quotes/${String(quote.id)}`);
  await hydrated(page);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const actions = heading.locator("xpath=ancestor::div[2]").locator(":scope > div").last().locator("button");
  await expect(actions.filter({ hasText: "Submit for Approval" })).toBeVisible();
  expect(await actions.count()).toBeGreaterThanOrEqual(4);
  const tops = new Set<number>();
  for (const button of await actions.all()) {
    const box = await button.boundingBox();
    if (box) tops.add(Math.round(box.y));
  }
  expect([...tops], "the actions' rows").toHaveLength(1);
  // Nothing runs past the right edge, however long the title (the actions move under it instead).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
