import { idFromText } from "@screens/domain/ids";
import { dehydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { data, type AppLoadContext } from "react-router";
import { createQueryClient } from "@/lib/api-provider";
import type { AppRouter, Trpc } from "@/lib/trpc";

/** What a loader that prefetched returns; root.tsx hydrates every match's state into one cache. */
export interface Prefetched {
  dehydratedState: DehydratedState;
}

/** The reads a screen starts: those it cannot show without, and those it shows in their own place. */
export interface Reads {
  required?: Promise<unknown>[];
  optional?: Promise<unknown>[];
}

export interface PrefetchTools {
  trpc: Trpc;
  queryClient: QueryClient;
  client: AppLoadContext["trpcClient"];
}

/**
 * Runs a screen's first reads on the server, in process and as the request's agent, and returns
 * them dehydrated: the first HTML holds the data and the browser does not ask again. The keys come
 * from the same `trpc.x.queryOptions()` the screen's hooks call. A read the screen cannot do
 * without (`required`) that fails becomes the route's error (404, 403...), rendered on the server by
 * the route's ErrorBoundary; a failed optional read is left for the screen to show in its place.
 */
export async function prefetch(
  context: AppLoadContext,
  reads: (tools: PrefetchTools) => Reads | Promise<Reads>,
): Promise<Prefetched> {
  const queryClient = createQueryClient({ retry: false });
  // Signed out: the panel's layout route sends the request to sign in; its screens read nothing.
  if (!context.agent) return { dehydratedState: dehydrate(queryClient) };
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: context.trpcClient, queryClient });
  // A read awaited inside `reads` (one whose answer the next reads need) is required too.
  const planned = await Promise.resolve(reads({ trpc, queryClient, client: context.trpcClient })).catch(
    throwAsRouteError,
  );
  const { required = [], optional = [] } = planned;
  await Promise.all([
    Promise.all(required).catch(throwAsRouteError),
    Promise.all(optional.map((read) => read.catch(() => undefined))),
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}

/** A failed required read as the route's error response (status only: the screen has the texts). */
function throwAsRouteError(error: unknown): never {
  const status =
    error instanceof TRPCClientError
      ? (error.data as { httpStatus?: number } | undefined)?.httpStatus
      : undefined;
  throw data(null, { status: status ?? 500 });
}

/** A canonical id route parameter, else a 404 (the screens read ids the same way; decision 145). */
export function idParam(value: string | undefined): number {
  const id = idFromText(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
