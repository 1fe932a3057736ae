// The quote page's header on a desktop (1440 px): its actions keep one row beside the title, which
// wraps instead; they used to break into two ragged rows.
import { quoteWithAccessory } from "./api-helpers";
import { expect, hydrated, test } from "./fixtures";

test("the quote page's header actions keep one row at 1440 px", async ({ page, signIn }) => {
  const rep = await signIn("salesrep");
  const quote = await quoteWithAccessory(
    rep,
    "Vandenberghe-Worthington residence: lanai and pool cage screens",
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
});
