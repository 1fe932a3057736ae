import { render, screen, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { getQueryKey } from "@trpc/react-query";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { server } from "@/test/server";
import { mockSession, mockTrpc } from "@/test/trpc";
import { trpc } from "@/lib/trpc";
import { ApiProvider } from "@/lib/api-provider";
import { queryClient, startBoot, takeBootSession, takeSettledBootSession, trpcClient } from "./boot";
import { routes } from "./routes";

function at(pathname: string): Location {
  return new URL(`http://localhost${pathname}`) as unknown as Location;
}

describe("boot: the screen's data starts with the document", () => {
  it("checks the session and fetches the quote page's first query side by side, before React renders", async () => {
    let answerSession: () => void = () => undefined;
    const sessionHeld = new Promise<void>((resolve) => (answerSession = resolve));
    server.use(
      http.get("*/api/check-session", async () => {
        await sessionHeld;
        return HttpResponse.json(makeAgent());
      }),
    );
    const calls = mockTrpc({ "quotes.get": { data: { id: 42, title: "Lanai" } } });
    void startBoot(routes, at("/panel/quotes/42"));
    const key = getQueryKey(trpc.quotes.get, { id: 42 }, "query");
    // The query is answered while the session check is still unanswered: not one after the other.
    await waitFor(() => {
      expect(queryClient.getQueryData(key)).toEqual({ id: 42, title: "Lanai" });
    });
    expect(calls).toContainEqual({ path: "quotes.get", input: { id: 42 }, type: "query" });
    answerSession();
    await expect(takeBootSession()).resolves.toMatchObject({ username: makeAgent().username });
    expect(queryClient.getQueryData(key)).toEqual({ id: 42, title: "Lanai" });
  });

  it("signed out: forgets the refused first query; asks nothing at all on the homeowner's page", async () => {
    mockSession(null);
    const calls = mockTrpc({ "orders.get": { error: { status: 401 } } });
    void startBoot(routes, at("/panel/orders/7"));
    const session = takeBootSession();
    await expect(session).rejects.toMatchObject({ status: 401 });
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    await waitFor(() => {
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    });
    const asked = calls.length;
    void startBoot(routes, at("/q/some-token"));
    expect(takeBootSession()).toBeNull();
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toHaveLength(asked);
  });

  it("reads the session check index.html's inline script started, instead of asking again", async () => {
    let asked = 0;
    server.use(
      http.get("*/api/check-session", () => {
        asked += 1;
        return HttpResponse.json(makeAgent());
      }),
    );
    window.__screensSession = Promise.resolve(
      HttpResponse.json(makeAgent({ username: "from_the_document" })),
    );
    void startBoot(routes, at("/panel/dashboard"));
    await expect(takeBootSession()).resolves.toMatchObject({ username: "from_the_document" });
    expect(window.__screensSession).toBeUndefined();
    expect(asked).toBe(0);
  });

  it("hands the boot session check out once; later checks are the provider's own", () => {
    mockSession(makeAgent());
    void startBoot(routes, at("/panel/dashboard"));
    expect(takeBootSession()).not.toBeNull();
    expect(takeBootSession()).toBeNull();
  });
});

describe("boot: the first render waits for what boot started (decision 125)", () => {
  it("resolves once the session and the first query are in, and hands the settled session out once", async () => {
    mockSession(makeAgent({ username: "settled_rep" }));
    mockTrpc({ "quotes.get": { data: { id: 9, title: "Porch" } } });
    const ready = startBoot(routes, at("/panel/quotes/9"));
    expect(takeSettledBootSession()).toBeNull();
    await ready;
    const key = getQueryKey(trpc.quotes.get, { id: 9 }, "query");
    expect(queryClient.getQueryData(key)).toEqual({ id: 9, title: "Porch" });
    const settled = takeSettledBootSession();
    expect(settled && "agent" in settled && settled.agent.username).toBe("settled_rep");
    expect(takeSettledBootSession()).toBeNull();
    expect(takeBootSession()).toBeNull();
  });

  it("a query boot fetched is fresh for the screen that mounts it: no second request", async () => {
    mockSession(makeAgent());
    const calls = mockTrpc({ "quotes.get": { data: { id: 11, title: "Deck" } } });
    await startBoot(routes, at("/panel/quotes/11"));
    function QuoteTitle() {
      const quote = trpc.quotes.get.useQuery({ id: 11 });
      return createElement("h1", null, quote.data?.title ?? "");
    }
    render(createElement(ApiProvider, { queryClient, trpcClient, children: createElement(QuoteTitle) }));
    expect(screen.getByRole("heading", { name: "Deck" })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === "quotes.get")).toHaveLength(1);
  });

  it("a signed-out visitor's settled outcome is the 401", async () => {
    mockSession(null);
    await startBoot(routes, at("/panel/dashboard"));
    const settled = takeSettledBootSession();
    expect(settled && "error" in settled && settled.error).toMatchObject({ status: 401 });
  });
});

describe("boot: the reads the document started fill the screen's queries", () => {
  it("uses the document's answer for the quote and its history: no tRPC request", async () => {
    mockSession(makeAgent());
    const calls = mockTrpc({});
    window.__screensData = {
      "/api/quotes/12": Promise.resolve(HttpResponse.json({ id: 12, title: "Early" })),
      "/api/quotes/12/history": Promise.resolve(HttpResponse.json({ quote: [], order: [] })),
    };
    await startBoot(routes, at("/panel/quotes/12"));
    expect(queryClient.getQueryData(getQueryKey(trpc.quotes.get, { id: 12 }, "query"))).toEqual({
      id: 12,
      title: "Early",
    });
    expect(calls).toEqual([]);
  });

  it("a refused early read falls back to the query's own request, which carries the error", async () => {
    mockSession(makeAgent());
    const calls = mockTrpc({
      "quotes.get": { error: { status: 404 } },
      "quoteSharing.history": { data: { quote: [], order: [] } },
    });
    window.__screensData = {
      "/api/quotes/13": Promise.resolve(HttpResponse.json({ errors: ["Not found"] }, { status: 404 })),
    };
    await startBoot(routes, at("/panel/quotes/13"));
    expect(calls).toContainEqual({ path: "quotes.get", input: { id: 13 }, type: "query" });
    expect(queryClient.getQueryState(getQueryKey(trpc.quotes.get, { id: 13 }, "query"))?.status).toBe(
      "error",
    );
  });
});

describe("boot: the editor paints with its unit, the price book and the unit's quote", () => {
  it("reads the unit's quote once the unit is in, before the first render", async () => {
    mockSession(makeAgent());
    const calls = mockTrpc({ "quotes.get": { data: { id: 31, title: "Pool cage", status: 1 } } });
    window.__screensData = {
      "/api/configurations/64": Promise.resolve(HttpResponse.json({ id: 64, quote_id: 31 })),
      "/api/price-book": Promise.resolve(HttpResponse.json({ version: "test" })),
    };
    await startBoot(routes, at("/panel/configurations/64"));
    expect(queryClient.getQueryData(getQueryKey(trpc.quotes.get, { id: 31 }, "query"))).toEqual({
      id: 31,
      title: "Pool cage",
      status: 1,
    });
    expect(calls).toEqual([{ path: "quotes.get", input: { id: 31 }, type: "query" }]);
  });
});

describe("boot: the dashboard's figures start with the document, the first render does not wait", () => {
  it("resolves with the session while the figures are still on their way; they are not asked twice", async () => {
    mockSession(makeAgent());
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    server.use(
      http.get("*/api/trpc/reports.figures*", async () => {
        asked += 1;
        await held;
        return HttpResponse.json([{ result: { data: { period: { label: "This month" } } } }]);
      }),
    );
    // No cap in reach: were the figures waited for, this would never resolve.
    await startBoot(routes, at("/panel/dashboard"), 60_000);
    // Boot is done; the figures are still being fetched.
    expect(queryClient.isFetching()).toBe(1);
    answer();
    await waitFor(() => {
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(asked).toBe(1);
  });
});
