import { expect, shot, test } from "./fixtures";

/**
 * The price book (docs/decisions/148-price-book-versions.md): a manufacturer admin copies the
 * version in effect into a draft, raises the motors by 4%, reads what changed and what it does to
 * the open draft quotes, edits a complete-unit table in place (a cell typed, a block pasted, a refused
 * cell fixed at the cell; decision 194), and publishes it for the first of next month.
 */
test("a manufacturer admin raises the motors by 4% and publishes the book for next month", async ({
  page,
  signIn,
}, testInfo) => {
  // An open draft with a motorised unit priced from its parts (a fabric without a complete-unit
  // package, whose price would hold the motor's), so the raise moves its dealer cost.
  const rep = await signIn("salesrep");
  const quote = await rep.quotes.create.mutate({ title: "Price book preview, lanai" });
  await rep.configurations.create.mutate({
    quote_id: quote.id,
    configuration: {
      unit_name: "Lanai",
      unit_width_in: 120,
      unit_height_in: 96,
      motor_side: "left",
      fabric_collection: "soltis_proof_502",
      fabric_color: "anthracite",
      fabric_seam_location: "high",
    },
  });

  const admin = await signIn("mfgadmin");
  const version = `e2e-${String(Date.now())}-${String(testInfo.retry)}`;
  await page.goto("/panel/dashboard");
  await page
    .getByRole("navigation", { name: "Main" })
    .first()
    .getByRole("link", { name: "Price book" })
    .click();
  await expect(page.getByRole("heading", { name: "Price book", level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: "Versions" }).getByText("In effect")).toBeVisible();

  // A new draft, a copy of the version in effect.
  await page.getByRole("button", { name: "New draft" }).click();
  const create = page.getByRole("dialog", { name: "New draft" });
  await create.getByLabel(/^Name/).fill(version);
  await create.getByLabel("Note").fill("Motors up 4% with the supplier's new list");
  await create.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(`/panel/price-book/${version}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Version ${version}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Draft");
  await expect(page.getByText(/^No changes from /)).toBeVisible();

  // Motors and cords up 4%, to the cent.
  await page.getByRole("button", { name: "Raise prices" }).click();
  const raise = page.getByRole("dialog", { name: "Raise prices" });
  await raise.getByLabel("Section").selectOption({ label: "Motors and cords" });
  await raise.getByLabel(/^Percent/).fill("4");
  await raise.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(/^\d+ prices? raised\.$/)).toBeVisible();
  await expect(page.getByText(/^\d+ changes? from /)).toBeVisible();
  await expect(page.getByRole("table", { name: "Changes" }).getByText("Motors").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Changes" }).getByText("+4.0%").first()).toBeVisible();
  await shot(page, "price-book-changes", { fullPage: true });

  // The open drafts priced with it: the rep's dealer moves.
  await page.getByRole("tab", { name: "Impact on open quotes" }).click();
  const dealers = page.getByRole("table", { name: "Impact by dealer" });
  await expect(dealers.getByRole("row").nth(1)).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Units that change" }).getByText("Lanai").first(),
  ).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`price-book-${version}-impact.csv`);
  await shot(page, "price-book-impact", { fullPage: true });

  // The draft's tables in place (decision 194): a cell typed, a block pasted from a spreadsheet, a
  // refused cell named at the cell and fixed there.
  await page.getByRole("tab", { name: "Price tables" }).click();
  await page
    .getByRole("combobox", { name: "Table", exact: true })
    .selectOption({ label: "Sun Control package" });
  const grid = page.getByRole("grid", { name: "Sun Control package" });
  await grid.locator('[data-cell="0:0"]').click();
  await page.keyboard.type("777");
  await page.keyboard.press("Enter");
  await expect(grid.locator('[data-cell="0:0"]')).toHaveText("777.00");
  await grid.locator('[data-cell="1:1"]').click();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData("text/plain", "1,210.00\t1260\r\n1310\t-5\r\n");
    document.activeElement?.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  const refused = grid.locator('[data-cell="2:2"]');
  await expect(refused).toHaveAttribute("aria-invalid", "true");
  await expect(refused).toHaveAccessibleDescription("Must be 0 or more.");
  await expect(page.getByText("4 changes not saved")).toBeVisible();
  await refused.click();
  await page.keyboard.type("1360");
  await page.keyboard.press("Enter");
  await expect(refused).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("All changes saved").first()).toBeVisible();
  await expect(grid.locator('[data-cell="2:2"]')).toHaveText("1,360.00");
  const saved = (await admin.priceBooks.contents.query({ version })) as {
    book: { packages: { value: string; cells: number[][] }[] };
  };
  const sun = saved.book.packages.find((p) => p.value === "sun_control");
  expect(sun?.cells[0]?.[0]).toBe(777);
  expect([sun?.cells[1]?.slice(1, 3), sun?.cells[2]?.slice(1, 3)]).toEqual([
    [1210, 1260],
    [1310, 1360],
  ]);
  await shot(page, "price-book-tables");

  // Published for the first of next month, at local midnight.
  await page.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByRole("dialog", { name: `Publish ${version}?` });
  await expect(publish.getByLabel(/^Takes effect/)).toHaveValue(/^\d{4}-\d{2}-01T00:00$/);
  if (testInfo.retry > 0)
    // A retry's instant must differ from the first attempt's, which may have been published.
    await publish
      .getByLabel(/^Takes effect/)
      .fill(
        ((await publish.getByLabel(/^Takes effect/).inputValue()) as string).replace(
          "T00:00",
          `T00:0${String(testInfo.retry)}`,
        ),
      );
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(`Version ${version} published.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Scheduled");
  await expect(page.getByRole("button", { name: "Raise prices" })).toHaveCount(0);
  // Published, its tables are read only.
  await page.getByRole("tab", { name: "Price tables" }).click();
  await expect(page.getByRole("grid", { name: "Sun Control package" })).toHaveAttribute(
    "aria-readonly",
    "true",
  );
});
