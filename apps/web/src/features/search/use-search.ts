import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTRPC } from "@/lib/trpc";

/** The shortest text the server searches for (ZSearchRequest). */
export const SEARCH_MIN_LENGTH = 3;
/** Typing pauses this long before the server is asked: one request per word, not per key. */
const DEBOUNCE_MS = 150;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The header search's results for `text` (GET /search): asked once typing pauses, the last
 * answer kept on screen while the next loads. Nothing is asked for under three characters.
 */
export function useSearch(text: string) {
  const trpc = useTRPC();
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const enabled = q.length >= SEARCH_MIN_LENGTH;
  const results = useQuery(
    trpc.search.query.queryOptions(
      { q },
      { enabled, placeholderData: keepPreviousData, staleTime: 10_000, retry: false },
    ),
  );
  const typing = text.trim() !== q;
  return { q, enabled, typing, results };
}
