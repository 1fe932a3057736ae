import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCContext, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { TRPC_MAX_BATCH } from "@screens/domain/bounds";
import type { AppRouter, RouterInputs, RouterOutputs } from "@screens/server/router";

export type { AppRouter, RouterInputs, RouterOutputs };

/**
 * The procedures as TanStack Query options (`trpc.quotes.get.queryOptions({ id })`,
 * `trpc.quotes.pathFilter()`): in the browser from `useTRPC()`, on the server from the route
 * loaders' in-process proxy (lib/prefetch.server.ts). Both build the same query keys, so what a
 * loader prefetched is what the screen's hook reads after hydration.
 */
export type Trpc = TRPCOptionsProxy<AppRouter>;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: "/api/trpc",
        // The server refuses larger batches with 400 (docs/security.md).
        maxItems: TRPC_MAX_BATCH,
        fetch: (url, options) => fetch(url, { ...options, credentials: "same-origin" }),
      }),
    ],
  });
}

/**
 * The message for an error toast: the first entry of the server's `errors` list,
 * else the error's own message, else 'An unexpected error occurred'.
 */
export function trpcErrorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const errors = (error.data as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(errors) && typeof errors[0] === "string") return errors[0];
    if (error.message) return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return "An unexpected error occurred";
}

/** The HTTP status of a failed call, for the error screen. */
export function trpcErrorStatus(error: unknown): number | undefined {
  if (error instanceof TRPCClientError)
    return (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return undefined;
}
