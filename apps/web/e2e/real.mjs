// Helpers for flows against the real server (E2E_BASE_URL): sign in, tRPC calls from the page, screenshots.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { expectUrl, expectVisible } from "./assert.mjs";
import { VIEWPORTS, WEB_ROOT } from "./harness.mjs";

export const PASSWORD = process.env.E2E_DEMO_PASSWORD ?? "Screens#2026";
const SHOTS_DIR = resolve(WEB_ROOT, "..", "..", "docs", "screenshots");

export const isReal = () => Boolean(process.env.E2E_BASE_URL);

export async function signIn(page, baseUrl, username) {
  await page.context().clearCookies();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/username or email/i).fill(username);
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expectUrl(page, "/panel/dashboard");
  await expectVisible(page.getByRole("heading", { name: /welcome back/i }), `${username}'s dashboard`);
}

export async function signOut(page, baseUrl) {
  // A full reload the panel had already scheduled (it reloads on every path change) can land after
  // our navigation and take the page back into the panel: settle first, and go again if it did.
  await page.waitForLoadState("load").catch(() => undefined);
  for (let attempt = 1; ; attempt++) {
    await page.goto(`${baseUrl}/logout`).catch(() => undefined);
    try {
      await expectUrl(page, "/", 8000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** A tRPC call from the page (same origin, the session cookie goes along). */
export async function trpcCall(page, path, input, type = "mutation") {
  return page.evaluate(
    async ({ path, input, type }) => {
      // page.evaluate has no timeout of its own: a call that hangs fails, naming itself.
      const signal = globalThis.AbortSignal.timeout(20_000);
      const response = await (
        type === "query"
          ? fetch(`/api/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`, {
              signal,
            })
          : fetch(`/api/trpc/${path}?batch=1`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ 0: input }),
              signal,
            })
      ).catch((error) => {
        throw new Error(`${path}: ${error.name === "TimeoutError" ? "timed out after 20 s" : error.message}`);
      });
      const [answer] = await response.json();
      if (answer.error)
        throw new Error(`${path}: ${JSON.stringify(answer.error.data?.errors ?? answer.error)}`);
      return answer.result.data;
    },
    { path, input, type },
  );
}

/** A quote with one accessory, made through the API as the signed-in user. */
export async function quoteWithAccessory(page, title) {
  const quote = await trpcCall(page, "quotes.create", { title });
  const catalogue = await trpcCall(page, "accessories.catalogue", {}, "query");
  const item = catalogue.find((entry) => entry.variations.length === 0) ?? catalogue[0];
  await trpcCall(page, "accessories.create", {
    quote_id: quote.id,
    sku: item.sku,
    variation_sku: item.variations[0]?.sku ?? null,
    quantity: 2,
  });
  return quote;
}

/** Saves docs/screenshots/{name}.png when E2E_SCREENSHOTS=1 (optionally at phone size). */
export async function shot(page, name, { phone = false, fullPage = false } = {}) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  if (phone) await page.setViewportSize(VIEWPORTS.phone);
  await page.waitForTimeout(250);
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage });
  if (phone) await page.setViewportSize(VIEWPORTS.desktop);
}
