import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import { trpcErrorStatus } from "@/lib/trpc";
import { exportPathOf } from "./export-path";

/** The API's optional list controls (docs/api.md): q filter, sort field or -field, limit 1-500, cursor. */
export interface ListQuery {
  q?: string;
  sort?: string;
  limit?: number;
  cursor?: number;
  /** Quote lists: leave out closed (status 50) quotes ('Hide closed quotes' in server mode). */
  hide_closed?: boolean;
}

/** Fetches one page of a list with the API's controls. */
export type PageFetcher<TData> = (query: ListQuery) => Promise<TData[]>;

/** Rows per request while loading a list for client-side use (the API's maximum limit). */
export const LIST_PAGE_SIZE = 500;
/** Above this many rows the table stops loading everything and pages on the server (decision 051). */
export const CLIENT_SIDE_MAX_ROWS = 3000;

export interface LoadedList<TData> {
  rows: TData[];
  /** false: the list holds more than CLIENT_SIDE_MAX_ROWS rows; the table switches to server paging. */
  complete: boolean;
}

function idOf(row: unknown): number | undefined {
  const id = row && typeof row === "object" ? (row as { id?: unknown }).id : undefined;
  return typeof id === "number" ? id : undefined;
}

/** Loads a list page by page (newest first) until it ends or passes the client-side maximum. */
export async function loadList<TData>(
  fetchPage: PageFetcher<TData>,
  maxRows = CLIENT_SIDE_MAX_ROWS,
  pageSize = LIST_PAGE_SIZE,
): Promise<LoadedList<TData>> {
  const rows: TData[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await fetchPage(cursor === undefined ? { limit: pageSize } : { limit: pageSize, cursor });
    rows.push(...page);
    if (page.length < pageSize) return { rows, complete: true };
    if (rows.length >= maxRows) return { rows, complete: false };
    cursor = idOf(page[page.length - 1]);
    if (cursor === undefined) return { rows, complete: true };
  }
}

/** What a DataTable needs to page, sort and filter on the server. */
export interface ServerSideSource<TData> {
  /** The list's query key; its server pages are cached under it, so a change reloads them too. */
  key: QueryKey;
  fetchPage: PageFetcher<TData>;
  /** The rows already loaded; page one shows from them while the first server page loads. */
  initialRows: TData[];
}

export interface ListSource<TData> {
  rows: TData[];
  loading: boolean;
  /** HTTP status of a failed load (the table then shows no rows, no toast: product rule R39). */
  errorStatus: number | null;
  /** Set when the list is too long for the browser: pass it to <DataTable serverSide>. */
  serverSide?: ServerSideSource<TData>;
  /** The list's CSV export (the toolbar's Export button). */
  exportPath?: string;
}

/**
 * Logs a list's or page's failed load, unless it is a refusal (a 4xx: not signed in, not permitted,
 * not found), an answer the table shows (product rule R39). Anything else is logged, on the server
 * too when it renders the list.
 */
export function warnUnlessRefused(message: string, error: unknown): void {
  const status = trpcErrorStatus(error);
  if (status === undefined || status >= 500) console.warn(message, error);
}

/**
 * One list of the panel as query options, cached under `queryKey` (features/lists/list-queries.ts
 * puts it under its tRPC procedure's path, so the router's invalidation reloads it). Small lists (the
 * usual case) load whole and the table filters, sorts and pages in the browser; beyond
 * CLIENT_SIDE_MAX_ROWS the same table asks the server page by page with `fetchPage` (decision 051).
 * No React: a route loader prefetches the same options on the server.
 */
export function listQueryOptions<TData>(queryKey: QueryKey, fetchPage: PageFetcher<TData>) {
  return {
    ...queryOptions({
      queryKey,
      queryFn: async () => {
        try {
          return await loadList(fetchPage);
        } catch (error) {
          warnUnlessRefused(`Could not load the list ${JSON.stringify(queryKey)}`, error);
          throw error;
        }
      },
      retry: false,
    }),
    fetchPage,
  };
}

export type ListQueryOptions<TData> = ReturnType<typeof listQueryOptions<TData>>;

/** A list for a DataTable (listQueryOptions), with its server paging and its CSV export. */
export function useListSource<TData>(
  list: ListQueryOptions<TData>,
  options: { enabled?: boolean } = {},
): ListSource<TData> {
  const enabled = options.enabled ?? true;
  const query = useQuery({ ...list, enabled });
  const data = query.data;
  return {
    rows: data?.rows ?? [],
    loading: query.isPending && enabled,
    errorStatus: query.error ? (trpcErrorStatus(query.error) ?? 500) : null,
    serverSide:
      data && !data.complete
        ? { key: list.queryKey, fetchPage: list.fetchPage, initialRows: data.rows }
        : undefined,
    exportPath: exportPathOf(list.queryKey),
  };
}
