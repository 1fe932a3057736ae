import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createTrpcClient, trpc } from "@/lib/trpc";

export function createQueryClient(options: { retry?: number | false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: options.retry ?? 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The tRPC client and React Query cache every screen reads through (App and tests share it). */
export function ApiProvider({ children, retry }: { children: ReactNode; retry?: number | false }) {
  const [queryClient] = useState(() => createQueryClient({ retry }));
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
