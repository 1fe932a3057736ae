import type { Request } from "@playwright/test";
import { blockScripts, expect, holdScripts, PASSWORD, test } from "./fixtures";

// The panel rendered on the server (decision 128): the first HTML of a screen holds its data, the
// browser hydrates it without asking the API again, and a signed-out visitor is sent to sign in by
// the server itself.

test("a quote's first HTML holds the quote, and the page does not read it again", async ({
  page,
  signIn,
}) => {
  const api = await signIn("salesrep");
  const quotes = await api.quotes.table.query({ limit: 1 });
  const quote = quotes[0];
  if (!quote) throw new Error("The demo has no quote for salesrep");
  const path = `/panel/quotes/${String(quote.id)}`;

  // The document as the server sends it: the quote's title is in the HTML, before any script runs.
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(quote.title);

  // In the browser: no tRPC read of the quote after hydration.
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/trpc/")) reads.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(quote.title);
  await page.waitForLoadState("networkidle");
  expect(reads.filter((read) => read.includes("quotes.get"))).toEqual([]);
});

test("with the page's scripts blocked, a list is still there, rendered by the server", async ({
  page,
  signIn,
}) => {
  await signIn("superadmin");
  await blockScripts(page);
  await page.goto("/panel/dealers");
  await expect(page.getByRole("table", { name: "Dealers" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Gulf Coast Shade & Screen" }).first()).toBeVisible();
});

test("a signed-out visitor of a panel path is redirected by the server, then comes back after sign-in", async ({
  page,
}) => {
  const answer = await page.request.get("/panel/orders?tab=all", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["location"]).toBe(
    `/login?${new URLSearchParams({ next: "/panel/orders?tab=all" }).toString()}`,
  );

  await page.goto("/panel/orders");
  await expect(page).toHaveURL((url) => url.pathname === "/login");
  await page.getByLabel(/username or email/i).fill("mfgadmin");
  await page.getByLabel(/^password/i).fill(process.env.E2E_DEMO_PASSWORD ?? "Screens#2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/panel/orders");
});

test("an unknown record and an unknown address answer 404 with the error screen, from the server", async ({
  page,
  signIn,
}) => {
  await signIn("salesrep");
  const missing = await page.goto("/panel/quotes/999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Error: 404")).toBeVisible();
  // The shell stays around the screen's error.
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeVisible();

  const nowhere = await page.goto("/no/such/page");
  expect(nowhere?.status()).toBe(404);
  await expect(page.getByText("Error: 404")).toBeVisible();
});

test("every inline script carries the answer's CSP nonce, a new one per answer", async ({ page, signIn }) => {
  await signIn("salesrep");
  const first = await page.request.get("/panel/dashboard");
  const second = await page.request.get("/panel/dashboard");
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  const nonce = nonceOf(first.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
  const html = await first.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1] ?? "");
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce ?? ""}"`);
});

// A form is on screen before the page runs (decision 206): a native submit then sends nothing (it
// used to put the fields in the address: the password in the history and the server's log), what was
// typed stays, and the page sends it once it runs.
test("signing in before the page runs: Enter sends nothing, what was typed stays, and the page signs in", async ({
  page,
}) => {
  const release = await holdScripts(page);
  // Before the page runs: the documents asked for, and anything that carries the password.
  const documents: string[] = [];
  const leaks: string[] = [];
  const watch = (request: Request) => {
    const address = new URL(request.url());
    if (request.isNavigationRequest()) documents.push(address.pathname + address.search);
    const sent = `${request.url()} ${request.postData() ?? ""}`;
    if (sent.includes(PASSWORD) || sent.includes(encodeURIComponent(PASSWORD))) leaks.push(request.url());
  };
  page.on("request", watch);
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel(/username or email/i).fill("salesrep");
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/^password/i).press("Enter");
  await page.getByRole("button", { name: "Login" }).click();
  expect(new URL(page.url()).search).toBe("");
  expect(documents).toEqual(["/login"]);
  expect(leaks).toEqual([]);
  page.off("request", watch);

  release();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByLabel(/username or email/i)).toHaveValue("salesrep");
  await expect(page.getByLabel(/^password/i)).toHaveValue(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/panel/dashboard");
});

test("a record's form and a draft's details are filled in the server's HTML", async ({ page, signIn }) => {
  const api = await signIn("dealeradmin");
  const customer = (await api.customers.list.query({}))[0];
  if (!customer) throw new Error("The demo has no customer for dealeradmin");
  const draft = (await api.quotes.table.query({ limit: 50 })).find((quote) => quote.status === 1);
  if (!draft) throw new Error("The demo has no draft for dealeradmin");
  await blockScripts(page);

  await page.goto(`/panel/customers/${String(customer.id)}`);
  await expect(page.locator('input[name="first_name"]')).toHaveValue(customer.first_name);
  await expect(page.locator('input[name="email"]')).toHaveValue(customer.email ?? "");

  await page.goto(`/panel/quotes/${String(draft.id)}`);
  await expect(page.getByRole("form", { name: "Quote details" }).locator('input[name="title"]')).toHaveValue(
    draft.title,
  );
});
