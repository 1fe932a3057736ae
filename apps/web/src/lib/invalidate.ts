import { useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { useCallback } from "react";
import { trpc } from "@/lib/trpc";

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

/** The rows a panel list shows (the first part of its cache key, see listQueryKey). */
export type ListRows = Extract<Changed, "quotes" | "orders" | "users" | "dealers" | "customers" | "accounts">;

/** A list's identity: the rows it shows, then what narrows them (e.g. ["quotes", "dealer", 5]). */
export type ListKey = readonly [rows: ListRows, ...scope: (string | number)[]];

const LIST_ROOT = "list";

/** The React Query key of a list (useListSource) and, with more parts, of its server pages. */
export function listQueryKey(key: ListKey, ...more: unknown[]): unknown[] {
  return [LIST_ROOT, ...key, ...more];
}

/**
 * Other records that show a copy of the changed one (panel.md §7 "related lists are reloaded"):
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

const ROUTER_KEYS: Record<Changed, unknown[]> = {
  quotes: getQueryKey(trpc.quotes),
  orders: getQueryKey(trpc.orders),
  configurations: getQueryKey(trpc.configurations),
  users: getQueryKey(trpc.users),
  dealers: getQueryKey(trpc.dealers),
  customers: getQueryKey(trpc.customers),
  accounts: getQueryKey(trpc.accounts),
  customLinks: getQueryKey(trpc.customLinks),
  shipments: getQueryKey(trpc.shipments),
};

/** Reads of one kind of record kept under another router (the quote form's customer choice). */
const ALSO_READ_AT: Partial<Record<Changed, unknown[][]>> = {
  customers: [getQueryKey(trpc.dealers.customers)],
};

/** What `changed` makes stale: its own reads and lists, and those of the records that show it. */
export function staleKeys(changed: readonly Changed[]): unknown[][] {
  const kinds = new Set<Changed>();
  for (const kind of changed) {
    kinds.add(kind);
    for (const other of SHOWN_IN[kind]) kinds.add(other);
  }
  const keys: unknown[][] = [];
  for (const kind of kinds) {
    keys.push(ROUTER_KEYS[kind], ...(ALSO_READ_AT[kind] ?? []));
    if (kind !== "configurations" && kind !== "customLinks" && kind !== "shipments")
      keys.push([LIST_ROOT, kind]);
  }
  return keys;
}

/** Refetches what `changed` makes stale (the active queries; the others load fresh when next shown). */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback(
    async (...changed: Changed[]): Promise<void> => {
      await Promise.all(staleKeys(changed).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}

/**
 * Mutation options that reload what the mutation changed (and what shows a copy of it) before the
 * mutation resolves, so its `isPending` covers the reload and no screen shows the old figures:
 *
 *   const invalidates = useInvalidates();
 *   const remove = trpc.configurations.deactivate.useMutation(invalidates("configurations"));
 */
export function useInvalidates() {
  const invalidate = useInvalidate();
  return useCallback((...changed: Changed[]) => ({ onSuccess: () => invalidate(...changed) }), [invalidate]);
}
