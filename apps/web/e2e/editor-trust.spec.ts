import type { Dialog, Page } from "@playwright/test";
import { expect, hydrated, labelled, PASSWORD, test } from "./fixtures";

/**
 * Decisions 070-071 in the browser: no phantom units, no lost edits (decision 070). A rep's new unit is
 * unsaved until its first Save; leaving the editor asks (Back to quote, the side navigation, the
 * browser's back, closing the tab); the housing advice asks once per width and gives focus back; an
 * expired session signs in in place and saves; a signed-out deep link comes back after sign-in.
 */
const LEAVE = "Leave without saving?";
const RECOMMEND =
  'Over 18ft wide with the 4.5" Housing may have wrinkles. Jumbo housing recommended but not required. Would you like to switch to Jumbo Housing?';

async function newUnit(page: Page, quoteId: number): Promise<number> {
  await page.goto(`/panel/quotes/${String(quoteId)}/new-configuration`);
  await expect(page).toHaveURL(/\/panel\/configurations\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole("form", { name: "Configuration" })).toBeVisible();
  // The server-rendered editor answers clicks and keeps typing only once the app runs.
  await hydrated(page);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Updated successfully.").first()).toBeVisible();
}

test("a new unit counts only once saved; leaving unsaved work always asks first", async ({
  page,
  signIn,
}) => {
  const rep = await signIn("salesrep");
  const quote = await rep.quotes.create.mutate({ title: `Editor trust ${String(Date.now())}` });

  // A new unit: not saved, no price, in no total.
  const first = await newUnit(page, quote.id);
  await expect(page.getByText("This unit has not been saved yet.")).toBeVisible();
  let stored = await rep.quotes.get.query({ id: quote.id });
  expect(stored.screenconfigurations.map((unit) => unit.saved_at)).toEqual([null]);
  expect(stored.summary.customer_price).toBe(0);

  // Back to quote asks; Cancel keeps the editor and gives focus back to the control.
  const back = page.getByRole("button", { name: "Back to quote" });
  await back.click();
  let dialog = page.getByRole("alertdialog", { name: LEAVE });
  await expect(dialog).toContainText("never been saved");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(back).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/panel/configurations/${String(first)}$`));

  // The housing advice asks once per width value, and focus comes back to the width.
  const width = labelled(page, "Width");
  await width.fill("240");
  await width.blur();
  dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(RECOMMEND)).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(width).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // The first Save prices it; now Back to quote goes without a question.
  await labelled(page, "Unit name").fill("Pool side");
  await save(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Pool side");
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/panel/quotes/${String(quote.id)}$`));
  // The URL changes before the full reload (decision 030) lands: wait for the quote page itself, or
  // the next page.goto races the reload still on its way.
  await expect(page.getByRole("table", { name: /Configurations/ })).toBeVisible();
  stored = await rep.quotes.get.query({ id: quote.id });
  expect(stored.screenconfigurations[0]?.saved_at).not.toBeNull();
  expect(stored.summary.customer_price).toBeGreaterThan(0);

  // A second unit left through the side navigation: asked, and confirming removes it.
  await newUnit(page, quote.id);
  await page.getByRole("navigation").getByRole("link", { name: "Quotes" }).first().click();
  dialog = page.getByRole("alertdialog", { name: LEAVE });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/panel\/quotes$/);
  await expect(page.getByRole("table", { name: "Quotes" })).toBeVisible();
  stored = await rep.quotes.get.query({ id: quote.id });
  expect(stored.screenconfigurations).toHaveLength(1);

  // Changes to a saved unit: the browser's back asks too. Every panel path is a document of its own
  // (decision 030), so going back leaves the document: the browser's prompt asks, and staying keeps
  // the edits.
  await page.goto(`/panel/configurations/${String(first)}`);
  await labelled(page, "Unit name").click();
  await labelled(page, "Unit name").fill("Pool side, east");
  const asked: string[] = [];
  const stay = (prompt: Dialog) => {
    asked.push(prompt.type());
    void prompt.dismiss();
  };
  page.on("dialog", stay);
  await page.evaluate(() => {
    history.back();
  });
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  page.off("dialog", stay);
  await expect(page).toHaveURL(new RegExp(`/panel/configurations/${String(first)}$`));
  await expect(labelled(page, "Unit name")).toHaveValue("Pool side, east");

  // Closing or leaving the tab: the browser's own prompt. A never-saved unit left that way stays,
  // clearly unsaved, and Submit waits for it.
  await newUnit(page, quote.id);
  await labelled(page, "Unit name").click();
  const prompts: string[] = [];
  page.on("dialog", (prompt) => {
    prompts.push(prompt.type());
    void prompt.accept();
  });
  await page.goto(`/panel/quotes/${String(quote.id)}`);
  expect(prompts).toEqual(["beforeunload"]);
  const units = page.getByRole("table", { name: /Configurations/ });
  await expect(units.getByText("Not saved yet")).toBeVisible();
  await page.getByRole("button", { name: "Submit for Approval" }).click();
  await expect(page.getByText("All configurations must have a price")).toBeVisible();
});

test("an expired session signs in in place and saves; a signed-out deep link comes back", async ({
  page,
  context,
  signIn,
}) => {
  const rep = await signIn("salesrep");
  const quote = await rep.quotes.create.mutate({ title: `Session e2e ${String(Date.now())}` });
  const unit = await newUnit(page, quote.id);
  await labelled(page, "Unit name").fill("Kept through sign-in");

  // The session ends while the rep edits.
  await context.clearCookies();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Your session has expired" });
  await expect(dialog).toBeVisible();
  await expect(labelled(page, "Unit name")).toHaveValue("Kept through sign-in");
  await dialog.getByLabel(/^password/i).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in and save" }).click();
  await expect(page.getByText("Updated successfully.").first()).toBeVisible();
  const saved = await rep.configurations.get.query({ id: unit });
  expect(saved.unit_name).toBe("Kept through sign-in");
  expect(saved.saved_at).not.toBeNull();

  // Signed out, a deep link goes to /login and back to the page asked for.
  await context.clearCookies();
  await page.goto(`/panel/quotes/${String(quote.id)}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel(/username or email/i).fill("salesrep");
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(new RegExp(`/panel/quotes/${String(quote.id)}$`));
  await expect(
    page.getByRole("table", { name: /Configurations/ }).getByText("Kept through sign-in"),
  ).toBeVisible();
});
