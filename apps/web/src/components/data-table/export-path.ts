import type { ListKey } from "@/lib/invalidate";

/**
 * The CSV export of a list (decision 113): the list's REST path + `/export.csv`, found from the
 * list's cache key (lib/invalidate.ts), so every list built on useListSource has one.
 */
const TOP_LEVEL: Record<string, string> = {
  quotes: "/api/quotes",
  "quotes|pending": "/api/quotes-table-pending",
  orders: "/api/orders",
  users: "/api/users",
  dealers: "/api/dealers",
  customers: "/api/customers",
  accounts: "/api/accounts",
};
const NESTED: Record<string, (id: number | string) => string> = {
  "quotes|dealer": (id) => `/api/dealers/${id}/quotes`,
  "orders|dealer": (id) => `/api/dealers/${id}/orders`,
  "users|dealer": (id) => `/api/dealers/${id}/users`,
  "customers|dealer": (id) => `/api/dealers/${id}/customers`,
  "dealers|account": (id) => `/api/accounts/${id}/dealers`,
  "users|account": (id) => `/api/accounts/${id}/users`,
  "quotes|account-pending": (id) => `/api/accounts/${id}/quotes-pending`,
};

export function exportPathOf(key: ListKey): string | undefined {
  const [rows, scope, id] = key;
  if (scope === undefined) return `${TOP_LEVEL[rows] ?? `/api/${rows}`}/export.csv`;
  if (id === undefined) {
    const path = TOP_LEVEL[`${rows}|${scope}`];
    return path ? `${path}/export.csv` : undefined;
  }
  const nested = NESTED[`${rows}|${scope}`];
  return nested ? `${nested(id)}/export.csv` : undefined;
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
