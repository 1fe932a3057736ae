import { expect, hydrated, labelled, shot, signOut, test } from "./fixtures";
import { linkFromOutbox, OUTBOX } from "./outbox";

/**
 * A team (docs/decisions/156-roles-at-invite.md to 159-one-invitation-email.md): a dealer admin
 * invites a Purchaser; the invitee chooses a password from the one e-mail and signs in; the admin
 * hands a rep's quote to the new purchaser; the sales manager opens the pipeline by rep from Reports.
 */
test("a dealer admin invites a purchaser, who signs in from the one e-mail; a quote changes owner; the pipeline by rep", async ({
  page,
  signIn,
}) => {
  test.skip(!OUTBOX, "the invitation is read from the server's outbox");
  const stamp = String(Date.now()).slice(-8);
  const username = `buyer${stamp}`;
  const address = `${username}@gulfcoastshade.example`;
  const password = "Invited#2026";

  // The dealer admin invites a Purchaser from Users > Add User.
  await signIn("dealeradmin");
  await page.goto("/panel/users");
  await hydrated(page);
  await page.getByRole("button", { name: /Add User/ }).click();
  await expect(page.getByRole("heading", { name: "New User" })).toBeVisible();
  await expect(labelled(page, "Role")).toHaveValue("4");
  await labelled(page, "Username").fill(username);
  await labelled(page, "First name").fill("Bea");
  await labelled(page, "Last name").fill("Buyer");
  await labelled(page, "Email").fill(address);
  await labelled(page, "Phone").fill("(813) 555-0199");
  await labelled(page, "Role").selectOption({ label: "Dealer Purchaser" });
  await shot(page, "team-new-user-role");
  await page.getByRole("button", { name: "Create User" }).click();
  await expect(page.getByText(`We sent a confirmation link to ${address}.`, { exact: false })).toBeVisible();
  await expect(page.getByText("@" + username + " · Dealer Purchaser")).toBeVisible();
  await signOut(page);

  // The invitee: one e-mail, one link, a password, then the sign-in.
  const invitation = await linkFromOutbox(OUTBOX!, address, /\/invitation\/[A-Za-z0-9_-]{20,}/);
  await page.goto(invitation);
  await expect(page.getByRole("heading", { name: "Welcome to the Screens Panel" })).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Confirm password/).fill(password);
  await shot(page, "team-invitation");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "You're all set" })).toBeVisible();
  await page.getByRole("link", { name: "Go to login" }).click();
  await page.getByLabel(/username or email/i).fill(address);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/panel/dashboard");
  await expect(page.getByRole("heading", { name: /Bea/ }).first()).toBeVisible();
  await signOut(page);

  // A representative's quote; the dealer admin hands it to the new purchaser.
  const rep = await signIn("salesrep");
  const quote = await rep.quotes.create.mutate({ title: `Team handover ${stamp}` });
  await signIn("dealeradmin");
  await page.goto(`/panel/quotes/${quote.id}`);
  const owner = page.getByRole("region", { name: "Owner" });
  await expect(owner.getByTestId("quote-owner")).toHaveText("Ray Patel");
  await owner.getByRole("button", { name: "Change owner" }).click();
  const dialog = page.getByRole("dialog", { name: "Change owner" });
  await dialog.getByLabel(/Owner/).selectOption({ label: "Bea Buyer · Dealer Purchaser" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated successfully.")).toBeVisible();
  await expect(owner.getByTestId("quote-owner")).toHaveText("Bea Buyer");
  await expect(page.getByText("Owner: Ray Patel → Bea Buyer")).toBeVisible();

  // The quotes list shows the owner; the rep's own list no longer holds the quote.
  await page.goto(`/panel/quotes?owner=all`);
  await page.getByLabel("Filter quotes").fill(`Team handover ${stamp}`);
  await expect(
    page.getByRole("row", { name: new RegExp(`Team handover ${stamp}.*Bea Buyer`) }),
  ).toBeVisible();

  // The sales manager: Reports is the pipeline by rep, the purchaser with the quote open.
  await signIn("salesmanager");
  await page.goto("/panel/dashboard");
  await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/panel/reports/pipeline");
  await expect(page.getByRole("heading", { name: "Pipeline by rep" })).toBeVisible();
  const row = page.getByRole("table", { name: "Pipeline by rep" }).getByRole("row", { name: /Bea Buyer/ });
  await expect(row.getByRole("cell").nth(1)).toHaveText(/^1\$/);
  await shot(page, "team-pipeline-by-rep");
});
