import type { LoaderArgs } from "@/lib/load-context";

import { dealersList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The dealers list. */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(dealersList(trpc, client))],
  }));
}

export { default } from "@/features/dealers/dealers-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
