// E2E harness: Debian's Chromium driven by playwright-core, plus a tiny static server for apps/web/dist.
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const WEB_ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
export const DIST_DIR = join(WEB_ROOT, "dist");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
};

const LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
  headless: true,
};

export function launchBrowser() {
  return chromium.launch(LAUNCH_OPTIONS);
}

/**
 * Chromium as a server we hold the process of: `kill()` ends a browser whose graceful close hangs
 * (seen in CI: a context close that never returned held the run until its time limit).
 */
export async function launchBrowserServer() {
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  const browser = await chromium.connect(server.wsEndpoint());
  return { server, browser };
}

const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/**
 * Serves the built SPA (index.html for unknown paths). /api/* answers 503 unless a test stubs it
 * with page.route; real end-to-end runs point E2E_BASE_URL at the API server instead.
 */
export function startStaticServer(port = 0) {
  if (!existsSync(join(DIST_DIR, "index.html"))) {
    throw new Error(`No build in ${DIST_DIR}: run "npm run build -w @screens/web" first`);
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/api/")) {
      response.writeHead(503, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ errors: ["No API server in the static harness"] }));
      return;
    }
    const candidate = normalize(join(DIST_DIR, decodeURIComponent(url.pathname)));
    const insideDist = candidate.startsWith(DIST_DIR);
    const file =
      insideDist && existsSync(candidate) && statSync(candidate).isFile()
        ? candidate
        : join(DIST_DIR, "index.html");
    response.writeHead(200, { "Content-Type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
      resolveServer({ baseUrl, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** Stubs the session check: pass an agent object to sign in, or nothing for a visitor (401). */
export async function stubSession(page, agent) {
  await page.route("**/api/check-session", (route) =>
    agent
      ? route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(agent) })
      : route.fulfill({ status: 401, contentType: "application/json", body: '{"errors":["Not signed in"]}' }),
  );
}

/** A signed-in manufacturer admin for screenshots and flows against the static harness. */
export const DEMO_AGENT = {
  id: 1,
  username: "alex_admin",
  first_name: "Alex",
  last_name: "Morgan",
  email: "alex@screenspanel.example",
  phone: null,
  role_id: 1,
  status: 1,
  time_zone: null,
  account_id: 2,
  dealer_id: null,
  account: { id: 2, company_name: "Screens Manufacturing Co." },
  dealer: null,
  default_links: { createQuote: true },
  permissions: Object.fromEntries(
    [
      "admin",
      "account",
      "dealer",
      "user",
      "customer",
      "quote",
      "configuration",
      "accessory",
      "order",
      "custom_link",
    ].map((resource) => [
      resource,
      { create: true, read: true, update: true, deactivate: true, add_access: true },
    ]),
  ),
};
