import { waitFor } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";

/**
 * The query caches of the trees rendered in the current test. A query or mutation still under way
 * when a test's last assertion passed answers later and updates its components outside act(): its
 * test ends with the requests settled (settleQueries, in setup.ts before the unmount).
 */
const clients = new Set<QueryClient>();

/** Remembers a rendered tree's cache until the end of the test. */
export function trackQueryClient(client: QueryClient): QueryClient {
  clients.add(client);
  return client;
}

/** Waits, inside act(), until no query nor mutation of the rendered trees is under way. */
export async function settleQueries(): Promise<void> {
  const open = [...clients];
  clients.clear();
  if (open.length === 0) return;
  await waitFor(() => {
    const busy = open.reduce((sum, client) => sum + client.isFetching() + client.isMutating(), 0);
    if (busy > 0) throw new Error(`${busy} queries or mutations still under way at the end of the test`);
  });
}
