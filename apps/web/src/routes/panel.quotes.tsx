import type { LoaderArgs } from "@/lib/load-context";

import { quotesList } from "@/features/lists/list-queries";
import { ownerChoiceOf, ownerIdOf } from "@/features/quotes/owner-filter";
import { statusFilterOf } from "@/features/quotes/status-filter";
import { prefetch } from "@/lib/prefetch.server";

/** The quotes list (whole, or its first rows past the browser's maximum) of the owner and status asked for. */
export function loader({ context, request }: LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const choice = ownerChoiceOf(params, context.agent);
  const status = statusFilterOf(params);
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(quotesList(trpc, client, ownerIdOf(choice, context.agent), status))],
  }));
}

export { default } from "@/features/quotes/quotes-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
