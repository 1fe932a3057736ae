import { createHmac } from "node:crypto";
import { expect, labelled, PASSWORD, shot, signOut, test } from "./fixtures";

/**
 * RFC 6238 from the secret the Security section shows, written here with node:crypto (not the
 * server's library): the code an authenticator app would show, `offset` steps of 30 s from now.
 */
function totp(secret: string, offset = 0): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/\s/g, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const digest = createHmac("sha1", key).update(counter).digest();
  const at = digest[digest.length - 1]! & 0x0f;
  const value = (digest.readUInt32BE(at) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

test(
  "two-factor sign-in: set up from Settings with the app's code, keep the recovery codes, then sign in with a code",
  { tag: "@phone" },
  async ({ page, signIn }, testInfo) => {
    // A user of its own per screen size: the demo users keep signing in with a password only.
    const api = await signIn("dealeradmin");
    const username = `twofactor_${testInfo.project.name}`;
    const user = await api.users.create.mutate({
      username,
      first_name: "Tove",
      last_name: "Factor",
      email: `${username}@example.com`,
      phone: "555-0100",
      role_id: 6,
      password: PASSWORD,
    });
    await signOut(page);

    await page.goto("/login");
    await page.getByLabel(/username or email/i).fill(username);
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/panel/dashboard");

    // Settings > Security > Two-factor sign-in > Set up.
    await page.goto(`/panel/users/${user.id}`);
    await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
    const card = page.locator("div.rounded-xl", {
      has: page.getByRole("heading", { name: "Two-factor sign-in" }),
    });
    await expect(card.getByText("Off", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: "Set up" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(/current password/i).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByAltText(/QR code/)).toBeVisible();
    const secret = (await dialog.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
    await shot(page, "two-factor-setup", { phone: testInfo.project.name === "phone" });

    await dialog.getByLabel(/code from your app/i).fill("000000" === totp(secret) ? "111111" : "000000");
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await expect(dialog.getByText(/code is not correct/i)).toBeVisible();
    await dialog.getByLabel(/code from your app/i).fill(totp(secret));
    await dialog.getByRole("button", { name: "Turn on" }).click();
    const codes = dialog.getByTestId("recovery-code");
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!;
    await dialog.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText("On", { exact: true })).toBeVisible();
    await expect(card.getByText("10 of 10 recovery codes left.")).toBeVisible();

    // Signed out, then in again: the password, then the code (the next step's: each code signs in once).
    await signOut(page);
    await page.goto("/login");
    await page.getByLabel(/username or email/i).fill(username);
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    await shot(page, "two-factor-sign-in", { phone: testInfo.project.name === "phone" });
    await labelled(page, "Authentication code").fill(totp(secret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/panel/dashboard");
    await expect(page.getByText("Welcome back!")).toBeVisible();

    // And once with a recovery code: the Security section counts it spent.
    await signOut(page);
    await page.goto("/login");
    await page.getByLabel(/username or email/i).fill(username);
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await labelled(page, "Authentication code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/panel/dashboard");
    await page.goto(`/panel/users/${user.id}`);
    await expect(page.getByText("9 of 10 recovery codes left.")).toBeVisible();
    // Sessions: this device, marked as such.
    await expect(page.getByRole("list", { name: "Your sessions" }).getByText("This device")).toBeVisible();
  },
);
