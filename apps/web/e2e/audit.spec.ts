import { expect, hydrated, shot, test } from "./fixtures";

/**
 * The audit page (docs/decisions/175-audit-log.md): a dealer admin changes a teammate's role and
 * reads it back on Audit, filters it by kind, and sees nothing of the manufacturer's prices; on a
 * phone the page fits 390 px with long names.
 */
test.describe("audit page", { tag: "@phone" }, () => {
  test("a dealer admin reads who changed a role, filters by kind, and sees its own dealer only", async ({
    page,
    signIn,
  }) => {
    const stamp = String(Date.now()).slice(-8);
    const username = `auditee${stamp}`;
    const admin = await signIn("dealeradmin");
    const made = await admin.users.create.mutate({
      username,
      first_name: "Maximiliana-Evangelina",
      last_name: "Vandenberghe-Oyelaran",
      email: `${username}@gulfcoastshade.example`,
      phone: "(813) 555-0199",
      role_id: 6,
    });
    await admin.users.update.mutate({ id: made.id, role_id: 5 });

    await page.goto("/panel/audit");
    await expect(page.getByRole("heading", { name: "Audit" })).toBeVisible();
    const change = page
      .getByRole(page.viewportSize()!.width < 768 ? "listitem" : "row")
      .filter({ hasText: username })
      .filter({ hasText: "Changed" })
      .first();
    await expect(change).toContainText("Dealer Representative");
    await expect(change).toContainText("Dealer Sales Manager");
    await expect(change).toContainText("Role");
    // Nothing wider than the screen, long names included.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "audit-dealer-admin");

    // What: Quotes shows the dealer's quote history only; Prices are not the dealer's to read.
    await page.getByLabel("What").selectOption({ label: "Quotes" });
    await expect(page).toHaveURL(/kind=quote/);
    await expect(page.getByText(username)).toHaveCount(0);
    // A dealer's admin is offered what it may read: its users and its quotes, never prices.
    await expect(page.getByLabel("What").getByRole("option")).toHaveText(["Everything", "Users", "Quotes"]);
    await page.goto("/panel/audit?kind=price_book");
    await expect(page.getByText("No changes match.")).toBeVisible();

    // The address is the page: reloaded, the server renders the same filter.
    await page.goto("/panel/audit?kind=user");
    await expect(page.getByLabel("What")).toHaveValue("user");
    await expect(page.getByText(username).filter({ visible: true }).first()).toBeVisible();
  });

  test("a dealer admin sends an invitation again from the user's page; the audit shows it (decision 176)", async ({
    page,
    signIn,
  }) => {
    const stamp = String(Date.now()).slice(-8);
    const username = `reinvite${stamp}`;
    const admin = await signIn("dealeradmin");
    const made = await admin.users.create.mutate({
      username,
      first_name: "Rhea",
      last_name: "Invite",
      email: `${username}@gulfcoastshade.example`,
      phone: "(813) 555-0199",
      role_id: 7,
    });
    await page.goto(`/panel/users/${made.id}`);
    const card = page.locator("[aria-labelledby=user-access-title]");
    await expect(card).toContainText(`Sent to ${username}@gulfcoastshade.example; not accepted yet.`);
    await hydrated(page);
    await card.getByRole("button", { name: "Send invitation again" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("The link sent before no longer works.", { exact: false })).toBeVisible();
    await page.goto("/panel/audit?kind=user");
    await expect(page.getByText("Invitation sent again").filter({ visible: true }).first()).toBeVisible();
  });
});
