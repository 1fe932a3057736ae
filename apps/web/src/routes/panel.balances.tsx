import type { LoaderArgs } from "@/lib/load-context";

import { prefetch } from "@/lib/prefetch.server";

/** The signed jobs with money still due from their customers. */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [queryClient.query(trpc.payments.balances.queryOptions({}))],
  }));
}

export { default } from "@/features/payments/balances-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
