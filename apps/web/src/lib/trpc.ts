import { createTRPCReact, type CreateTRPCReact } from "@trpc/react-query";
import { httpBatchLink, TRPCClientError } from "@trpc/client";
import { TRPC_MAX_BATCH } from "@screens/domain";
import type { AppRouter, RouterInputs, RouterOutputs } from "@screens/server/router";

export type { RouterInputs, RouterOutputs };

/** Typed hooks for every procedure of the server's router (apps/server/src/trpc/root.ts). */
export const trpc: CreateTRPCReact<AppRouter, unknown> = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
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
 * The message for an error toast (panel.md §8): the first entry of the server's `errors` list,
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
