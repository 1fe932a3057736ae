import type { QueryKey } from "@tanstack/react-query";

/**
 * The CSV export of a list (decision 113): the list's REST path + `/export.csv`, found from the
 * list's query key (its tRPC procedure's path, then its input: features/lists/list-queries.ts), so
 * every list built on useListSource has one. `$id` is the input's id (a dealer's, an account's).
 */
const LIST_EXPORTS: Record<string, string> = {
  "quotes.table": "/api/quotes",
  "quotes.pending": "/api/quotes-table-pending",
  "orders.table": "/api/orders",
  "users.table": "/api/users",
  "dealers.list": "/api/dealers",
  "customers.table": "/api/customers",
  "accounts.table": "/api/accounts",
  "dealers.quotes": "/api/dealers/$id/quotes",
  "dealers.orders": "/api/dealers/$id/orders",
  "dealers.users": "/api/dealers/$id/users",
  "dealers.customers": "/api/dealers/$id/customers",
  "accounts.dealers": "/api/accounts/$id/dealers",
  "accounts.users": "/api/accounts/$id/users",
  "accounts.pendingQuotes": "/api/accounts/$id/quotes-pending",
};

export function exportPathOf(key: QueryKey): string | undefined {
  const [path, args] = key;
  const template = Array.isArray(path) ? LIST_EXPORTS[path.join(".")] : undefined;
  if (!template) return undefined;
  const input = (args as { input?: { id?: unknown; owner_id?: unknown } } | undefined)?.input;
  const id = input?.id;
  // One owner's quotes export as that owner's (decision 157).
  const owner = typeof input?.owner_id === "number" ? `?owner_id=${input.owner_id}` : "";
  if (!template.includes("$id")) return `${template}/export.csv${owner}`;
  return typeof id === "number" ? `${template.replace("$id", String(id))}/export.csv` : undefined;
}

/**
 * The export's address for what the table shows: its filter text as `q`, its sort as `sort`
 * (server field names), 'Hide closed quotes', and the visible columns in order.
 */
export function exportHref(
  path: string,
  state: { q: string; sort?: string; hideClosed: boolean; columns: string[]; extra?: Record<string, string> },
): string {
  // A path may carry its own filters already (the Reports page's drill-down lists).
  const [base = path, own = ""] = path.split("?");
  const params = new URLSearchParams(own);
  for (const [key, value] of Object.entries(state.extra ?? {})) params.set(key, value);
  if (state.q.trim()) params.set("q", state.q.trim());
  if (state.sort) params.set("sort", state.sort);
  if (state.hideClosed) params.set("hide_closed", "true");
  if (state.columns.length > 0) params.set("columns", state.columns.join(","));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
