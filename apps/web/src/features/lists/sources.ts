import { useListSource, type ListQuery } from "@/components/data-table";
import { trpc } from "@/lib/trpc";

/**
 * The panel's lists, each cached under a key that starts with the rows it shows, so a mutation of
 * those rows reloads every list that shows them (lib/invalidate.ts).
 */
export function useQuotesSource(enabled = true) {
  const utils = trpc.useUtils();
  return useListSource(["quotes"], (q: ListQuery) => utils.client.quotes.table.query(q), { enabled });
}
export function usePendingQuotesSource(enabled = true) {
  const utils = trpc.useUtils();
  return useListSource(["quotes", "pending"], (q: ListQuery) => utils.client.quotes.pending.query(q), {
    enabled,
  });
}
export function useOrdersSource(enabled = true) {
  const utils = trpc.useUtils();
  return useListSource(["orders"], (q: ListQuery) => utils.client.orders.table.query(q), { enabled });
}
export function useUsersSource(enabled = true) {
  const utils = trpc.useUtils();
  return useListSource(["users"], (q: ListQuery) => utils.client.users.table.query(q), { enabled });
}
export function useDealersSource(enabled = true) {
  const utils = trpc.useUtils();
  return useListSource(["dealers"], (q: ListQuery) => utils.client.dealers.list.query(q), { enabled });
}
export function useCustomersSource(enabled = true) {
  const utils = trpc.useUtils();
  return useListSource(["customers"], (q: ListQuery) => utils.client.customers.table.query(q), { enabled });
}
export function useAccountsSource(enabled = true) {
  const utils = trpc.useUtils();
  return useListSource(["accounts"], (q: ListQuery) => utils.client.accounts.table.query(q), { enabled });
}

export function useAccountDealers(id: number) {
  const utils = trpc.useUtils();
  return useListSource(["dealers", "account", id], (q: ListQuery) =>
    utils.client.accounts.dealers.query({ id, ...q }),
  );
}
export function useAccountUsers(id: number) {
  const utils = trpc.useUtils();
  return useListSource(["users", "account", id], (q: ListQuery) =>
    utils.client.accounts.users.query({ id, ...q }),
  );
}
export function useAccountPendingQuotes(id: number) {
  const utils = trpc.useUtils();
  return useListSource(["quotes", "account-pending", id], (q: ListQuery) =>
    utils.client.accounts.pendingQuotes.query({ id, ...q }),
  );
}
export function useDealerQuotes(id: number) {
  const utils = trpc.useUtils();
  return useListSource(["quotes", "dealer", id], (q: ListQuery) =>
    utils.client.dealers.quotes.query({ id, ...q }),
  );
}
export function useDealerOrders(id: number) {
  const utils = trpc.useUtils();
  return useListSource(["orders", "dealer", id], (q: ListQuery) =>
    utils.client.dealers.orders.query({ id, ...q }),
  );
}
export function useDealerUsers(id: number) {
  const utils = trpc.useUtils();
  return useListSource(["users", "dealer", id], (q: ListQuery) =>
    utils.client.dealers.users.query({ id, ...q }),
  );
}
export function useDealerCustomers(id: number) {
  const utils = trpc.useUtils();
  return useListSource(["customers", "dealer", id], (q: ListQuery) =>
    utils.client.dealers.customers.query({ id, ...q }),
  );
}
