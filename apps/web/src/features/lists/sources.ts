import { useListSource, type ListQueryOptions, type ListSource } from "@/components/data-table";
import { useTRPC, useTRPCClient, type Trpc } from "@/lib/trpc";
import * as lists from "./list-queries";

type Client = ReturnType<typeof useTRPCClient>;

/** A list of list-queries.ts for a table, with the browser's proxy and client. */
function useList<TData, TArgs extends unknown[]>(
  build: (trpc: Trpc, client: Client, ...args: TArgs) => ListQueryOptions<TData>,
  args: TArgs,
  enabled = true,
): ListSource<TData> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useListSource(build(trpc, client, ...args), { enabled });
}

export const useQuotesSource = (enabled = true, ownerId?: number, status?: number) =>
  useList(lists.quotesList, [ownerId, status], enabled);
export const usePendingQuotesSource = (enabled = true) => useList(lists.pendingQuotesList, [], enabled);
export const useOrdersSource = (enabled = true) => useList(lists.ordersList, [], enabled);
export const useUsersSource = (enabled = true) => useList(lists.usersList, [], enabled);
export const useDealersSource = (enabled = true) => useList(lists.dealersList, [], enabled);
export const useCustomersSource = (enabled = true) => useList(lists.customersList, [], enabled);
export const useAccountsSource = (enabled = true) => useList(lists.accountsList, [], enabled);

export const useAccountDealers = (id: number) => useList(lists.accountDealersList, [id]);
export const useAccountUsers = (id: number) => useList(lists.accountUsersList, [id]);
export const useAccountPendingQuotes = (id: number) => useList(lists.accountPendingQuotesList, [id]);
export const useDealerQuotes = (id: number) => useList(lists.dealerQuotesList, [id]);
export const useDealerOrders = (id: number) => useList(lists.dealerOrdersList, [id]);
export const useDealerUsers = (id: number) => useList(lists.dealerUsersList, [id]);
export const useDealerCustomers = (id: number) => useList(lists.dealerCustomersList, [id]);
export const useCustomerQuotes = (id: number) => useList(lists.customerQuotesList, [id]);
export const useCustomerOrders = (id: number) => useList(lists.customerOrdersList, [id]);
