import type { LoaderArgs } from "@/lib/load-context";

import { ordersList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The orders list. */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(ordersList(trpc, client))],
  }));
}

export { default } from "@/features/orders/orders-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
