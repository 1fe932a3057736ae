// Tiny assertions for flows (playwright-core has no expect()).
export async function expectVisible(locator, what = "element", timeout = 10000) {
  try {
    await locator.first().waitFor({ state: "visible", timeout });
  } catch {
    throw new Error(`Expected ${what} to be visible`);
  }
}

export async function expectUrl(page, pathname, timeout = 10000) {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch {
    throw new Error(`Expected ${pathname}, still at ${new URL(page.url()).pathname}`);
  }
}
