import { useQueryClient, type QueryFilters } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC, type Trpc } from "@/lib/trpc";

/** The kinds of record a mutation changes; each names the tRPC router that reads them. */
export type Changed =
  | "quotes"
  | "orders"
  | "configurations"
  | "users"
  | "dealers"
  | "customers"
  | "accounts"
  | "customLinks"
  | "shipments";

/**
 * Other records that show a copy of the changed one (product rule R39: related lists are reloaded):
 * a unit's price is in its quote's totals, a dealer's name in its quotes, orders, customers and
 * users, a customer's name in the quotes, an account's name in its users.
 */
const SHOWN_IN: Record<Changed, Changed[]> = {
  quotes: [],
  // An order's status change is a line of its tracking timeline.
  orders: ["shipments"],
  configurations: ["quotes"],
  users: [],
  dealers: ["quotes", "orders", "customers", "users"],
  customers: ["quotes"],
  accounts: ["users", "dealers"],
  customLinks: [],
  shipments: [],
};

/**
 * Where each kind is read: its own router, and the procedures of other routers that list it (a
 * dealer's quotes, an account's users, the reports' drill-downs, the quote form's customer choice).
 */
const READ_AT: Record<Changed, (trpc: Trpc) => { pathFilter: Trpc["quotes"]["pathFilter"] }[]> = {
  quotes: (trpc) => [
    trpc.quotes,
    trpc.dealers.quotes,
    trpc.customers.quotes,
    trpc.accounts.pendingQuotes,
    trpc.reports.quotes,
    // The pipeline by rep counts quotes by owner (decision 158).
    trpc.reports.pipelineByRep,
    // The Payments card's customer total and deposit follow the quote's total (decision 137).
    trpc.payments.forQuote,
    // Sending, withdrawing and revising make a new link or end it (decision 183).
    trpc.quoteSharing.link,
  ],
  // The production board shows every order's status (decision 170).
  orders: (trpc) => [
    trpc.orders,
    trpc.dealers.orders,
    trpc.customers.orders,
    trpc.reports.orders,
    trpc.production.board,
  ],
  configurations: (trpc) => [trpc.configurations],
  users: (trpc) => [trpc.users, trpc.dealers.users, trpc.accounts.users],
  dealers: (trpc) => [trpc.dealers, trpc.accounts.dealers],
  customers: (trpc) => [trpc.customers, trpc.dealers.customers],
  accounts: (trpc) => [trpc.accounts],
  customLinks: (trpc) => [trpc.customLinks],
  shipments: (trpc) => [trpc.shipments],
};

/** What `changed` makes stale: its own reads and lists, and those of the records that show it. */
export function staleFilters(trpc: Trpc, changed: readonly Changed[]): QueryFilters[] {
  const kinds = new Set(changed.flatMap((kind) => [kind, ...SHOWN_IN[kind]]));
  return [...kinds].flatMap((kind) => READ_AT[kind](trpc).map((reads) => reads.pathFilter()));
}

/** Refetches what `changed` makes stale (the active queries; the others load fresh when next shown). */
export function useInvalidate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (...changed: Changed[]): Promise<void> => {
      await Promise.all(staleFilters(trpc, changed).map((filter) => queryClient.invalidateQueries(filter)));
    },
    [trpc, queryClient],
  );
}

/**
 * Mutation options that reload what the mutation changed (and what shows a copy of it) before the
 * mutation resolves, so its `isPending` covers the reload and no screen shows the old figures:
 *
 *   const invalidates = useInvalidates();
 *   const remove = useMutation(trpc.configurations.deactivate.mutationOptions(invalidates("configurations")));
 */
export function useInvalidates() {
  const invalidate = useInvalidate();
  return useCallback((...changed: Changed[]) => ({ onSuccess: () => invalidate(...changed) }), [invalidate]);
}
