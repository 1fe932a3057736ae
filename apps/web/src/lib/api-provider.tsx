import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createTrpcClient, TRPCProvider } from "@/lib/trpc";

/**
 * How long a query's answer counts as fresh: the data a loader prefetched on the server is not asked
 * for again when the page hydrates; a mutation's invalidation still refetches at once.
 */
export const FRESH_MS = 30_000;

export function createQueryClient(options: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry ?? 1, refetchOnWindowFocus: false, staleTime: FRESH_MS },
      mutations: { retry: false },
    },
  });
}

/** The tRPC client and the React Query cache every screen reads through (root.tsx and tests). */
export function ApiProvider(props: {
  children: ReactNode;
  retry?: number | false;
  queryClient?: QueryClient;
}) {
  const { children, retry } = props;
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient({ retry }));
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
