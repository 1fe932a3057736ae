import { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import { createTrpcClient, type AppRouter } from "@/lib/trpc";
import { dealerQuotesList, quotesList } from "./list-queries";

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from - index }));

/** A client whose procedures answer pages from `answer` and record their inputs. */
function recordingClient(answer: (input: { cursor?: number }) => unknown[]) {
  const inputs: unknown[] = [];
  const query = (input: { cursor?: number }) => (inputs.push(input), Promise.resolve(answer(input)));
  const client = { quotes: { table: { query } }, dealers: { quotes: { query } } };
  return { client: client as unknown as TRPCClient<AppRouter>, inputs };
}

describe("list queries", () => {
  it("a loader's proxy and the browser's give a list the same key, under its procedure's path", () => {
    const proxy = () =>
      createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(), queryClient: new QueryClient() });
    const server = proxy();
    const browser = proxy();
    const key = dealerQuotesList(server, createTrpcClient(), 5).queryKey;
    expect(key).toEqual(dealerQuotesList(browser, createTrpcClient(), 5).queryKey);
    expect(key.slice(0, 1)).toEqual(browser.dealers.quotes.pathKey());
    expect(key).not.toEqual(dealerQuotesList(browser, createTrpcClient(), 6).queryKey);
  });

  it("loads the whole list through the client it is given, page by page (decision 051)", async () => {
    const { client, inputs } = recordingClient((input) =>
      input.cursor === undefined ? rows(2000, 500) : rows(input.cursor - 1, 3),
    );
    const queryClient = new QueryClient();
    const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
    const list = await queryClient.query(quotesList(trpc, client));
    expect(list.rows).toHaveLength(503);
    expect(list.complete).toBe(true);
    expect(inputs).toEqual([{ limit: 500 }, { limit: 500, cursor: 1501 }]);
  });

  it("a scoped list sends its scope with every page", async () => {
    const { client, inputs } = recordingClient(() => rows(10, 2));
    const queryClient = new QueryClient();
    const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
    await queryClient.query(dealerQuotesList(trpc, client, 5));
    expect(inputs).toEqual([{ id: 5, limit: 500 }]);
  });
});
