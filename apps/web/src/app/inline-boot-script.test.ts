import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { server } from "@/test/server";
import { inlineBootScript } from "../../scripts/build-chunks";

const TABLE: [string, string[], string[]][] = [
  ["^/panel/quotes/(\\d+)$", ["/assets/quote-page.js"], ["/api/quotes/$1", "/api/quotes/$1/history"]],
  ["^/panel/", ["/assets/panel-layout.js"], []],
];

/** Runs index.html's inline boot script as the document does, at `pathname`. */
function runAt(pathname: string) {
  window.history.replaceState(null, "", pathname);
  // The browser runs this text as an inline <script>; here it runs as a function.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(inlineBootScript(TABLE))();
}

afterEach(() => {
  window.__screensSession = undefined;
  window.__screensData = undefined;
  document.head.querySelectorAll("link[rel=modulepreload]").forEach((link) => link.remove());
});

describe("index.html's inline boot script (decisions 123, 125)", () => {
  it("on a quote page: preloads its files, starts the session check and the quote's two reads", async () => {
    server.use(
      http.get("*/api/check-session", () => HttpResponse.json(makeAgent({ username: "early" }))),
      http.get("*/api/quotes/7", () => HttpResponse.json({ id: 7 })),
      http.get("*/api/quotes/7/history", () => HttpResponse.json({ quote: [], order: [] })),
    );
    runAt("/panel/quotes/7");
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];
    expect(preloaded.map((link) => new URL(link.href).pathname)).toEqual(["/assets/quote-page.js"]);
    expect(Object.keys(window.__screensData ?? {})).toEqual(["/api/quotes/7", "/api/quotes/7/history"]);
    const [session, quote] = await Promise.all([
      window.__screensSession?.then((answer) => answer.json() as Promise<unknown>),
      window.__screensData?.["/api/quotes/7"]?.then((answer) => answer.json() as Promise<unknown>),
      window.__screensData?.["/api/quotes/7/history"],
    ]);
    expect(session).toMatchObject({ username: "early" });
    expect(quote).toEqual({ id: 7 });
  });

  it("another panel page: the session check only; the homeowner's page: nothing at all", async () => {
    server.use(http.get("*/api/check-session", () => HttpResponse.json(makeAgent())));
    runAt("/panel/orders");
    expect(window.__screensData).toEqual({});
    await window.__screensSession;
    window.__screensSession = undefined;
    document.head.querySelectorAll("link[rel=modulepreload]").forEach((link) => link.remove());
    runAt("/q/some-token");
    expect(window.__screensSession).toBeUndefined();
    expect(document.head.querySelector("link[rel=modulepreload]")).toBeNull();
  });
});
