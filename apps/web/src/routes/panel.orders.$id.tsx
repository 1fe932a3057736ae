import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";
/** The order and its tracking. */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    required: [queryClient.query(trpc.orders.get.queryOptions({ id }))],
    optional: [queryClient.query(trpc.shipments.tracking.queryOptions({ id }))],
  }));
}

export { default } from "@/features/orders/order-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
