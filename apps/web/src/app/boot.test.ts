import { waitFor } from "@testing-library/react";
import { getQueryKey } from "@trpc/react-query";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { mockSession, mockTrpc } from "@/test/trpc";
import { trpc } from "@/lib/trpc";
import { queryClient, startBoot, takeBootSession } from "./boot";
import { routes } from "./routes";

function at(pathname: string): Location {
  return new URL(`http://localhost${pathname}`) as unknown as Location;
}

describe("boot: the screen's data starts with the document", () => {
  it("checks the session and, once signed in, fetches the quote page's first query before React renders", async () => {
    mockSession(makeAgent());
    const calls = mockTrpc({ "quotes.get": { data: { id: 42, title: "Lanai" } } });
    startBoot(routes, at("/panel/quotes/42"));
    await expect(takeBootSession()).resolves.toMatchObject({ username: makeAgent().username });
    await waitFor(() => {
      expect(calls).toContainEqual({ path: "quotes.get", input: { id: 42 }, type: "query" });
    });
    const key = getQueryKey(trpc.quotes.get, { id: 42 }, "query");
    await waitFor(() => {
      expect(queryClient.getQueryData(key)).toEqual({ id: 42, title: "Lanai" });
    });
  });

  it("asks for nothing but the session when signed out, and nothing at all on the homeowner's page", async () => {
    mockSession(null);
    const calls = mockTrpc({});
    startBoot(routes, at("/panel/orders/7"));
    const session = takeBootSession();
    await expect(session).rejects.toMatchObject({ status: 401 });
    // The prefetch hangs off the session check: settled (refused) above, so nothing can follow it.
    await Promise.allSettled([session]);
    startBoot(routes, at("/q/some-token"));
    expect(takeBootSession()).toBeNull();
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toEqual([]);
  });

  it("hands the boot session check out once; later checks are the provider's own", () => {
    mockSession(makeAgent());
    startBoot(routes, at("/panel/dashboard"));
    expect(takeBootSession()).not.toBeNull();
    expect(takeBootSession()).toBeNull();
  });
});
