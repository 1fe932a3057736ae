import { QueryClient } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import * as lists from "@/features/lists/list-queries";
import { createTrpcClient, type AppRouter } from "@/lib/trpc";
import { exportHref, exportPathOf } from "./export-path";

const client = createTrpcClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient: new QueryClient() });

describe("list exports", () => {
  it("every list key has its REST export path", () => {
    const exportOf = (list: { queryKey: readonly unknown[] }) => exportPathOf(list.queryKey);
    expect(exportOf(lists.quotesList(trpc, client))).toBe("/api/quotes/export.csv");
    expect(exportOf(lists.pendingQuotesList(trpc, client))).toBe("/api/quotes-table-pending/export.csv");
    expect(exportOf(lists.dealerOrdersList(trpc, client, 5))).toBe("/api/dealers/5/orders/export.csv");
    expect(exportOf(lists.accountPendingQuotesList(trpc, client, 2))).toBe(
      "/api/accounts/2/quotes-pending/export.csv",
    );
    expect(exportOf(lists.accountUsersList(trpc, client, 2))).toBe("/api/accounts/2/users/export.csv");
  });

  it("the link carries the table's filter, server sort, 'Hide closed quotes' and visible columns", () => {
    expect(
      exportHref("/api/quotes/export.csv", {
        q: " lanai ",
        sort: "-created_at",
        hideClosed: true,
        columns: ["quote_number", "title"],
      }),
    ).toBe("/api/quotes/export.csv?q=lanai&sort=-created_at&hide_closed=true&columns=quote_number%2Ctitle");
    expect(exportHref("/api/orders/export.csv", { q: "", hideClosed: false, columns: [] })).toBe(
      "/api/orders/export.csv",
    );
  });

  it("keeps a drill-down path's own filters", () => {
    expect(
      exportHref("/api/reports/quotes/export.csv?period=year&open=true", {
        q: "",
        hideClosed: false,
        columns: ["title"],
      }),
    ).toBe("/api/reports/quotes/export.csv?period=year&open=true&columns=title");
  });
});
