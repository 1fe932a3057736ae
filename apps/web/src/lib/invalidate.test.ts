import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import * as lists from "@/features/lists/list-queries";
import { reportListQueryFrom } from "@/features/reports/report-query";
import { staleFilters, type Changed } from "./invalidate";
import { createTrpcClient, type AppRouter } from "./trpc";

const client = createTrpcClient();
const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient: new QueryClient() });
const report = reportListQueryFrom(new URLSearchParams("period=this_year"), "UTC");

/** Reads of the panel by name: procedures' own queries and the lists (list-queries.ts). */
const READS: Record<string, QueryKey> = {
  "configurations.get": trpc.configurations.get.queryKey({ id: 1 }),
  "quotes.get": trpc.quotes.get.queryKey({ id: 1 }),
  // The quote page's Payments card: its customer total and deposit follow the quote's total.
  "payments.forQuote": trpc.payments.forQuote.queryKey({ id: 1 }),
  // The quote form's customer choice.
  "dealers.customers": trpc.dealers.customers.queryKey({ id: 5, limit: 500 }),
  "list quotes": lists.quotesList(trpc, client).queryKey,
  "list quotes page": [...lists.quotesList(trpc, client).queryKey, "page", { limit: 11, q: "lanai" }],
  "list quotes pending": lists.pendingQuotesList(trpc, client).queryKey,
  "list quotes dealer 5": lists.dealerQuotesList(trpc, client, 5).queryKey,
  "list quotes account-pending 2": lists.accountPendingQuotesList(trpc, client, 2).queryKey,
  "list quotes report": lists.reportQuotesList(trpc, client, report).queryKey,
  "list orders": lists.ordersList(trpc, client).queryKey,
  "list orders dealer 5": lists.dealerOrdersList(trpc, client, 5).queryKey,
  "list orders report": lists.reportOrdersList(trpc, client, report).queryKey,
  "list users": lists.usersList(trpc, client).queryKey,
  "list users dealer 5": lists.dealerUsersList(trpc, client, 5).queryKey,
  "list users account 2": lists.accountUsersList(trpc, client, 2).queryKey,
  "list dealers": lists.dealersList(trpc, client).queryKey,
  "list dealers account 2": lists.accountDealersList(trpc, client, 2).queryKey,
  "list customers": lists.customersList(trpc, client).queryKey,
  "list customers dealer 5": lists.dealerCustomersList(trpc, client, 5).queryKey,
  "list accounts": lists.accountsList(trpc, client).queryKey,
};

/** The reads a change of `changed` marks stale (invalidated) in a cache that holds all of READS. */
function stale(...changed: Changed[]): string[] {
  const queryClient = new QueryClient();
  for (const key of Object.values(READS)) queryClient.setQueryData(key, []);
  for (const filter of staleFilters(trpc, changed)) void queryClient.invalidateQueries(filter);
  return Object.entries(READS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

const quoteLists = Object.keys(READS).filter((name) => name.startsWith("list quotes"));

describe("staleFilters", () => {
  it("a unit's change reloads its own reads and its quote (totals, payments, lists), nothing else", () => {
    expect(stale("configurations")).toEqual(
      ["configurations.get", "payments.forQuote", "quotes.get", ...quoteLists].sort(),
    );
  });

  it("a customer's change reloads the quote form's customer choice and the quote lists (customer name)", () => {
    const reads = stale("customers");
    expect(reads).toContain("dealers.customers");
    expect(reads).toContain("list customers");
    expect(reads).toContain("list customers dealer 5");
    expect(reads).toContain("list quotes");
    expect(reads).not.toContain("list users");
  });

  it("a dealer's change reloads every list that shows the dealer's name", () => {
    const reads = stale("dealers");
    for (const rows of ["dealers", "quotes", "orders", "customers", "users"])
      expect(reads).toContain(`list ${rows}`);
    expect(reads).not.toContain("list accounts");
  });

  it("a list is kept under its procedure's path, so a dealer's quote list and the pages reload with the quotes", () => {
    expect(lists.dealerQuotesList(trpc, client, 5).queryKey.slice(0, 1)).toEqual(
      trpc.dealers.quotes.pathKey(),
    );
    expect(stale("quotes")).toEqual(["payments.forQuote", "quotes.get", ...quoteLists].sort());
  });
});
