import { QueryClient, QueryClientProvider, type StaleTimeFunction } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createTrpcClient, trpc } from "@/lib/trpc";

export function createQueryClient(options: { retry?: number | false; staleTime?: StaleTimeFunction } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry ?? 1, refetchOnWindowFocus: false, staleTime: options.staleTime ?? 0 },
      mutations: { retry: false },
    },
  });
}

/** The tRPC client and React Query cache every screen reads through (App and tests share it). */
export function ApiProvider(props: {
  children: ReactNode;
  retry?: number | false;
  /** The app's own clients (app/boot.ts starts the first queries with them); tests get fresh ones. */
  queryClient?: QueryClient;
  trpcClient?: ReturnType<typeof createTrpcClient>;
}) {
  const { children, retry } = props;
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient({ retry }));
  const [trpcClient] = useState(() => props.trpcClient ?? createTrpcClient());
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
