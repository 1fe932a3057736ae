import type { PaginationState, SortingState } from "@tanstack/react-table";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { warnUnlessRefused, type ListQuery, type ServerSideSource } from "./list-source";

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
 * page exists). Page one starts from the rows already loaded, so switching modes shows nothing new;
 * later pages keep the last answer on screen while the next one loads (keepPreviousData).
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
  // The cursor of each page reached so far (a page's last id opens the next), per filter and sort.
  const [cursors, setCursors] = useState(() => new Map<string, number>());
  const hideClosed = state.hideClosed ?? false;
  const scope = `${q}|${sort ?? ""}|${pageSize}|${hideClosed}`;
  const cursor = pageIndex === 0 ? undefined : cursors.get(`${scope}|${pageIndex}`);
  const untouched = !q && !sort && !hideClosed && pageIndex === 0;
  const canFetch = Boolean(source) && !untouched && (pageIndex === 0 || cursor !== undefined);

  const query: ListQuery = {
    limit: pageSize + 1,
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
    ...(cursor !== undefined ? { cursor } : {}),
    ...(hideClosed ? { hide_closed: true } : {}),
  };
  const page = useQuery({
    // Under the list's own key, so a mutation that reloads the list reloads its pages too.
    queryKey: source ? [...source.key, "page", query] : ["no-server-side-list"],
    queryFn: async () => {
      if (!source) return [];
      try {
        return await source.fetchPage(query);
      } catch (error) {
        warnUnlessRefused("Could not load the page", error);
        throw error;
      }
    },
    enabled: canFetch,
    placeholderData: keepPreviousData,
    retry: false,
  });

  if (!source) return null;
  // Page one without filter or sort comes from the rows already loaded; otherwise the last answer
  // stays on screen until the next one arrives (no flash of an empty table); a failed page is empty.
  const initial = source.initialRows.slice(0, pageSize + 1);
  const fetched = untouched ? initial : page.isError ? [] : (page.data ?? initial);
  const rows = fetched.slice(0, pageSize);
  const last = rows[rows.length - 1] as { id?: unknown } | undefined;
  const nextKey = `${scope}|${pageIndex + 1}`;
  const nextCursor = last?.id;
  // Only from this page's own rows (not the previous page shown while it loads); React re-renders
  // at once with the new map (state adjusted while rendering, no effect round trip).
  if (typeof nextCursor === "number" && !page.isPlaceholderData && cursors.get(nextKey) !== nextCursor)
    setCursors((previous) => new Map(previous).set(nextKey, nextCursor));
  return { rows, hasNext: fetched.length > pageSize, fetching: page.isFetching };
}
