import type { LoaderArgs } from "@/lib/load-context";

import { isStaff } from "@screens/domain/roles";
import { prefetch } from "@/lib/prefetch.server";

/** The price book's versions and the dealer price levels (staff; others see the 403 page). */
export function loader({ context }: LoaderArgs) {
  if (!context.agent || !isStaff(context.agent.role_id)) return prefetch(context, () => ({}));
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [
      queryClient.query(trpc.priceBooks.list.queryOptions({})),
      queryClient.query(trpc.priceBooks.levels.queryOptions({})),
    ],
  }));
}

export { default } from "@/features/price-book/price-book-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
