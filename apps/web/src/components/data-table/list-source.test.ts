import { renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement } from "react";
import { TRPCClientError } from "@trpc/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listQueryOptions, loadList, type ListQuery } from "./list-source";
import { sortParam, useServerPage } from "./server-page";

const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: from - index }));

describe("loadList", () => {
  it("loads a short list with one request and keeps it client-side", async () => {
    const queries: ListQuery[] = [];
    const result = await loadList((query) => (queries.push(query), Promise.resolve(rows(40, 40))), 3000, 500);
    expect(result).toEqual({ rows: rows(40, 40), complete: true });
    expect(queries).toEqual([{ limit: 500 }]);
  });

  it("follows the id cursor and switches to server-side past the maximum", async () => {
    const queries: ListQuery[] = [];
    const result = await loadList(
      (query) => {
        queries.push(query);
        const start = query.cursor ? query.cursor - 1 : 10_000;
        return Promise.resolve(rows(start, 5));
      },
      12,
      5,
    );
    expect(result.complete).toBe(false);
    expect(result.rows).toHaveLength(15);
    expect(queries).toEqual([{ limit: 5 }, { limit: 5, cursor: 9996 }, { limit: 5, cursor: 9991 }]);
  });

  it("maps the sort to the API's field for columns that declare one", () => {
    expect(sortParam([{ id: "created_at", desc: true }], { created_at: "created_at" })).toBe("-created_at");
    expect(sortParam([{ id: "title", desc: false }], { title: "title" })).toBe("title");
    expect(sortParam([{ id: "dealer", desc: false }], {})).toBeUndefined();
  });
});

describe("a list that fails to load", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const failingWith = (httpStatus: number) => {
    const options = listQueryOptions(["users.table"], () =>
      Promise.reject(new TRPCClientError("failed", { result: { error: { data: { httpStatus } } } })),
    );
    return new QueryClient().query(options);
  };

  it("logs nothing for a refusal, which the table shows (a list the user may not read)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(failingWith(403)).rejects.toThrow("failed");
    expect(warn).not.toHaveBeenCalled();
  });

  it("logs a server error", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(failingWith(500)).rejects.toThrow("failed");
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("useServerPage", () => {
  const state = (hideClosed: boolean) => ({
    globalFilter: "",
    sorting: [],
    pagination: { pageIndex: 0, pageSize: 10 },
    hideClosed,
  });

  it("asks the server to leave closed quotes out, so a page stays full", async () => {
    const queries: ListQuery[] = [];
    const source = {
      key: ["quotes"] as const,
      initialRows: rows(5000, 11),
      fetchPage: (query: ListQuery) => (queries.push(query), Promise.resolve(rows(4000, 11))),
    };
    const client = new QueryClient();
    const { result, rerender } = renderHook(({ hide }) => useServerPage(source, state(hide), {}), {
      initialProps: { hide: false },
      wrapper: ({ children }) => createElement(QueryClientProvider, { client }, children),
    });
    // Untouched page one comes from the rows already loaded: no request.
    expect(queries).toEqual([]);
    expect(result.current?.rows[0]).toEqual({ id: 5000 });
    rerender({ hide: true });
    await waitFor(() => expect(result.current?.rows[0]).toEqual({ id: 4000 }));
    expect(queries).toEqual([{ limit: 11, hide_closed: true }]);
    expect(result.current?.hasNext).toBe(true);
  });
});
