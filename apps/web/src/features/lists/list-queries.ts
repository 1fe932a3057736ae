import type { TReportListQuery } from "@screens/domain/schemas";
import type { QueryKey } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { listQueryOptions, type ListQuery } from "@/components/data-table/list-source";
import type { AppRouter, Trpc } from "@/lib/trpc";

/**
 * The panel's lists as query options, one builder per list, without React: the screens' hooks
 * (sources.ts) pass `useTRPC()` and `useTRPCClient()`, a route loader passes its server proxy and
 * in-process client, and both get the same key. A list is cached under its procedure's path, then
 * `{ input, type: "list" }` (its whole rows, not one page), so `trpc.<router>.pathFilter()` reloads
 * it and its server pages (lib/invalidate.ts).
 */
type Client = TRPCClient<AppRouter>;

function listKey(procedure: { pathKey: () => QueryKey }, input?: object): QueryKey {
  return [...procedure.pathKey(), input === undefined ? { type: "list" } : { input, type: "list" }];
}

/** The quotes list, or one owner's quotes ("My quotes", docs/decisions/157-quote-owner.md). */
export function quotesList(trpc: Trpc, client: Client, ownerId?: number, status?: number) {
  const filters = {
    ...(ownerId === undefined ? {} : { owner_id: ownerId }),
    ...(status === undefined ? {} : { status }),
  };
  const input = Object.keys(filters).length === 0 ? undefined : filters;
  return listQueryOptions(listKey(trpc.quotes.table, input), (page: ListQuery) =>
    client.quotes.table.query({ ...page, ...input }),
  );
}
export function pendingQuotesList(trpc: Trpc, client: Client) {
  return listQueryOptions(listKey(trpc.quotes.pending), (page: ListQuery) =>
    client.quotes.pending.query(page),
  );
}
export function ordersList(trpc: Trpc, client: Client) {
  return listQueryOptions(listKey(trpc.orders.table), (page: ListQuery) => client.orders.table.query(page));
}
export function usersList(trpc: Trpc, client: Client) {
  return listQueryOptions(listKey(trpc.users.table), (page: ListQuery) => client.users.table.query(page));
}
export function dealersList(trpc: Trpc, client: Client) {
  return listQueryOptions(listKey(trpc.dealers.list), (page: ListQuery) => client.dealers.list.query(page));
}
export function customersList(trpc: Trpc, client: Client) {
  return listQueryOptions(listKey(trpc.customers.table), (page: ListQuery) =>
    client.customers.table.query(page),
  );
}
export function accountsList(trpc: Trpc, client: Client) {
  return listQueryOptions(listKey(trpc.accounts.table), (page: ListQuery) =>
    client.accounts.table.query(page),
  );
}

export function accountDealersList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.accounts.dealers, { id }), (page: ListQuery) =>
    client.accounts.dealers.query({ id, ...page }),
  );
}
export function accountUsersList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.accounts.users, { id }), (page: ListQuery) =>
    client.accounts.users.query({ id, ...page }),
  );
}
export function accountPendingQuotesList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.accounts.pendingQuotes, { id }), (page: ListQuery) =>
    client.accounts.pendingQuotes.query({ id, ...page }),
  );
}
export function dealerQuotesList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.dealers.quotes, { id }), (page: ListQuery) =>
    client.dealers.quotes.query({ id, ...page }),
  );
}
export function dealerOrdersList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.dealers.orders, { id }), (page: ListQuery) =>
    client.dealers.orders.query({ id, ...page }),
  );
}
export function dealerUsersList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.dealers.users, { id }), (page: ListQuery) =>
    client.dealers.users.query({ id, ...page }),
  );
}
export function dealerCustomersList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.dealers.customers, { id }), (page: ListQuery) =>
    client.dealers.customers.query({ id, ...page }),
  );
}
export function customerQuotesList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.customers.quotes, { id }), (page: ListQuery) =>
    client.customers.quotes.query({ id, ...page }),
  );
}
export function customerOrdersList(trpc: Trpc, client: Client, id: number) {
  return listQueryOptions(listKey(trpc.customers.orders, { id }), (page: ListQuery) =>
    client.customers.orders.query({ id, ...page }),
  );
}

/** The rows behind a report's figure (its filters: reportListQueryFrom), newest first; no server paging. */
export function reportQuotesList(trpc: Trpc, client: Client, query: TReportListQuery) {
  return listQueryOptions(listKey(trpc.reports.quotes, query), (page: ListQuery) =>
    client.reports.quotes.query({ ...query, limit: page.limit, cursor: page.cursor }),
  );
}
export function reportOrdersList(trpc: Trpc, client: Client, query: TReportListQuery) {
  return listQueryOptions(listKey(trpc.reports.orders, query), (page: ListQuery) =>
    client.reports.orders.query({ ...query, limit: page.limit, cursor: page.cursor }),
  );
}
