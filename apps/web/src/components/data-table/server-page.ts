import type { PaginationState, SortingState } from "@tanstack/react-table";
import { useEffect, useRef, useState } from "react";
import type { ServerSideSource } from "./list-source";

/** Delay between the last keystroke and the server query in server-side mode. */
export const SERVER_FILTER_DEBOUNCE_MS = 250;

export function sortParam(
  sorting: SortingState,
  serverSortFields: Record<string, string>,
): string | undefined {
  const first = sorting[0];
  if (!first) return undefined;
  const field = serverSortFields[first.id];
  if (!field) return undefined;
  return first.desc ? `-${field}` : field;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface ServerPage<TData> {
  rows: TData[];
  hasNext: boolean;
  fetching: boolean;
}

/**
 * Server-side paging for very long lists: the filter becomes `q`, the sort `sort`, 'Hide closed
 * quotes' `hide_closed`, and pages follow the API's id cursor (one extra row tells whether a next
 * page exists). Page one starts from the rows already loaded, so switching modes shows nothing new.
 */
export function useServerPage<TData>(
  source: ServerSideSource<TData> | undefined,
  state: {
    globalFilter: string;
    sorting: SortingState;
    pagination: PaginationState;
    /** 'Hide closed quotes' is on: the server leaves them out, so pages stay full. */
    hideClosed?: boolean;
  },
  serverSortFields: Record<string, string>,
): ServerPage<TData> | null {
  const q = useDebounced(state.globalFilter.trim(), SERVER_FILTER_DEBOUNCE_MS);
  const sort = sortParam(state.sorting, serverSortFields);
  const { pageIndex, pageSize } = state.pagination;
  const cursors = useRef(new Map<string, number>());
  const hideClosed = state.hideClosed ?? false;
  const scope = `${q}|${sort ?? ""}|${pageSize}|${hideClosed}`;
  const cursor = pageIndex === 0 ? undefined : cursors.current.get(`${scope}|${pageIndex}`);
  const untouched = !q && !sort && !hideClosed && pageIndex === 0;

  const requestKey = `${source?.key ?? ""}|${scope}|${cursor ?? 0}`;
  const [loaded, setLoaded] = useState<{ key: string; rows: TData[] } | null>(null);
  const [fetching, setFetching] = useState(false);
  const canFetch = Boolean(source) && !untouched && (pageIndex === 0 || cursor !== undefined);

  useEffect(() => {
    if (!source || !canFetch) return;
    let cancelled = false;
    setFetching(true);
    source
      .fetchPage({
        limit: pageSize + 1,
        ...(q ? { q } : {}),
        ...(sort ? { sort } : {}),
        ...(cursor !== undefined ? { cursor } : {}),
        ...(hideClosed ? { hide_closed: true } : {}),
      })
      .then(
        (rows) => !cancelled && setLoaded({ key: requestKey, rows }),
        (error: unknown) => {
          console.warn("Could not load the page", error);
          if (!cancelled) setLoaded({ key: requestKey, rows: [] });
        },
      )
      .finally(() => !cancelled && setFetching(false));
    return () => {
      cancelled = true;
    };
    // requestKey captures every input of the request.
  }, [requestKey, canFetch]);

  if (!source) return null;
  // Page one without filter or sort comes from the rows already loaded; otherwise the last answer
  // stays on screen until the next one arrives (no flash of an empty table).
  const fetched = untouched
    ? source.initialRows.slice(0, pageSize + 1)
    : (loaded?.rows ?? source.initialRows.slice(0, pageSize + 1));
  const rows = fetched.slice(0, pageSize);
  const last = rows[rows.length - 1] as { id?: unknown } | undefined;
  if (typeof last?.id === "number") cursors.current.set(`${scope}|${pageIndex + 1}`, last.id);
  return { rows, hasNext: fetched.length > pageSize, fetching };
}
