import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";

/** Staff adding a dealer's customer: the dealer (its country is the customer's first). */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  if (context.agent?.dealer?.id === id) return null;
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [queryClient.query(trpc.dealers.get.queryOptions({ id }))],
  }));
}

export { default } from "@/features/customers/new-customer-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
