import { PRODUCTION_STEP_LABELS, PRODUCTION_STEPS } from "@screens/domain";
import { expect, test, type Api } from "./fixtures";

/** An approved order of the demo dealer with one unit: its id, number and unit. */
async function approvedOrder(rep: Api, staff: Api, title: string) {
  const quote = await rep.quotes.create.mutate({ title });
  const unit = await rep.configurations.create.mutate({
    quote_id: quote.id,
    configuration: { unit_name: "Patio east", unit_width_in: 120, unit_height_in: 96, motor_side: "left" },
  });
  await rep.quotes.submit.mutate({ id: quote.id, measurements_final: true });
  const order = await staff.orders.create.mutate({ quote_id: quote.id });
  return { order, unitId: unit.id };
}

/**
 * The production board (decisions 170-172): a manufacturer admin plans a line, moves an approved
 * order on with a confirmation, scans its unit through every step with a keyboard-wedge scanner (the
 * code and Enter typed into the focused field), and the order reaches Produced; the dealer reads
 * the ship date planned from capacity on its order page. The line is turned off at the end: the
 * other flows read the standard lead time.
 */
test("production board: capacity, a confirmed move, scans to Produced", async ({ page, signIn }) => {
  const rep = await signIn("salesrep");
  const admin = await signIn("mfgadmin");
  const { order, unitId } = await approvedOrder(rep, admin, `Board lanai ${String(Date.now())}`);
  const name = order.order_number ?? "";
  const lineName = `E2E line ${String(Date.now())}`;
  let lineId: number | null = null;
  try {
    await page.goto("/panel/production");
    await expect(page.getByRole("heading", { name: "Production", level: 1 })).toBeVisible();
    const card = page.getByTestId(`board-order-${String(order.id)}`);
    const active = page.getByRole("region", { name: /^Active/ });
    await expect(active.getByTestId(`board-order-${String(order.id)}`)).toBeVisible();

    // Capacity: a line of 2 units a day, Monday to Friday.
    await page.getByRole("button", { name: "Capacity" }).click();
    const dialog = page.getByRole("dialog", { name: "Capacity" });
    await dialog.getByRole("button", { name: "Add a line" }).click();
    await dialog.getByRole("button", { name: "Add line" }).click();
    await expect(dialog.getByText("Name is required.")).toBeVisible();
    await dialog.getByLabel(/^Line name/).fill(lineName);
    await dialog.getByLabel(/^Units per day/).fill("2");
    await dialog.getByRole("button", { name: "Add line" }).click();
    await expect(page.getByText(`${lineName} added.`)).toBeVisible();
    await expect(dialog.getByText("2 units a day · Mon, Tue, Wed, Thu, Fri")).toBeVisible();
    lineId = (await admin.production.lines.query({})).find((line) => line.name === lineName)?.id ?? null;
    await page.keyboard.press("Escape");
    await expect(card).toContainText(`Line: ${lineName}`);
    await expect(card).not.toContainText("standard lead time");

    // The dealer reads the planned date on its order page.
    await signIn("salesrep");
    await page.goto(`/panel/orders/${String(order.id)}`);
    await expect(page.getByText(/^Estimated ship date:/)).toBeVisible();
    await expect(page.getByTestId("order-outlook")).toContainText("Planned from the factory's capacity");

    // A move asks first; Cancel changes nothing, Confirm moves it.
    await signIn("mfgadmin");
    await page.goto("/panel/production");
    await card.getByRole("button", { name: "Move to Processing" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Move order ${name} to Processing?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(active.getByTestId(`board-order-${String(order.id)}`)).toBeVisible();
    await card.getByRole("button", { name: "Move to Processing" }).click();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText(`Order ${name} moved to Processing.`)).toBeVisible();
    await expect(
      page.getByRole("region", { name: /^Processing/ }).getByTestId(`board-order-${String(order.id)}`),
    ).toBeVisible();

    // The keyboard wedge: each scan is the code and Enter in the field, which keeps the focus.
    const field = page.getByLabel("Label code");
    const code = `SP1|U${String(unitId)}|UNIT|${name}|code`;
    await page.getByLabel("Step", { exact: true }).selectOption({ label: "Assembly" });
    await field.focus();
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("scan-result")).toContainText(
      "needs Fabric cut and Tube and housing cut first",
    );
    for (const step of PRODUCTION_STEPS) {
      await page.getByLabel("Step", { exact: true }).selectOption({ label: PRODUCTION_STEP_LABELS[step] });
      await field.focus();
      await page.keyboard.type(code);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("scan-result")).toContainText(
        `${PRODUCTION_STEP_LABELS[step]} of Patio east done.`,
      );
      await expect(field).toBeFocused();
    }
    await expect(page.getByTestId("scan-result")).toContainText(
      `Every unit is packed: order ${name} is Produced.`,
    );
    await expect(
      page.getByRole("region", { name: /^Produced/ }).getByTestId(`board-order-${String(order.id)}`),
    ).toContainText("1 of 1 packed");

    // A wrong scan is taken back (decision 187): the order is back In Production, then packed again.
    await page.getByTestId("scan-result").getByRole("button", { name: "Undo Packed of Patio east" }).click();
    await page
      .getByRole("alertdialog", { name: "Undo Packed of Patio east?" })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(page.getByTestId("scan-result")).toContainText(
      `Packed of Patio east undone. Order ${name} is back In Production.`,
    );
    await expect(
      page.getByRole("region", { name: /^In Production/ }).getByTestId(`board-order-${String(order.id)}`),
    ).toContainText("0 of 1 packed");
    await field.focus();
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("scan-result")).toContainText(`order ${name} is Produced.`);

    // The order page moves it on like the board: a button, a confirmation (decision 188).
    await page.goto(`/panel/orders/${String(order.id)}`);
    const status = page.getByTestId("order-status-control");
    await expect(status.getByRole("combobox")).toHaveCount(0);
    await status.getByRole("button", { name: "Move to Closed" }).click();
    await page
      .getByRole("alertdialog", { name: `Move order ${name} to Closed?` })
      .getByRole("button", { name: "Confirm" })
      .click();
    await expect(page.getByText(`Order ${name} moved to Closed.`)).toBeVisible();

    // The history names each move.
    const timeline = page.getByRole("list", { name: "Order timeline" });
    await expect(timeline).toContainText("Status changed to Closed");
    await expect(timeline).toContainText("Status changed to Produced");
    await expect(timeline).toContainText("Status changed to In Production");
  } finally {
    if (lineId !== null) await admin.production.updateLine.mutate({ id: lineId, status: 0 });
  }
});

/** On a phone at the bench: the scan field comes first and says what is wrong with a code. */
test("production board on a phone: scan a label @phone", async ({ page, signIn }) => {
  await signIn("mfguser");
  await page.goto("/panel/production");
  const field = page.getByLabel("Label code");
  await expect(field).toBeVisible();
  await field.fill("not a label");
  await field.press("Enter");
  await expect(page.getByTestId("scan-result")).toContainText("This is not one of our labels");
  // The columns stack: nothing is wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("region", { name: /^In Production/ })).toBeVisible();
  // Production is on the phone's bar for staff, the current page (decision 188).
  await expect(
    page.getByRole("navigation", { name: "Main" }).last().getByRole("link", { name: "Production" }),
  ).toHaveAttribute("aria-current", "page");
});
