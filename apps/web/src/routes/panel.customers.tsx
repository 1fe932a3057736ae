import type { LoaderArgs } from "@/lib/load-context";

import { customersList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The customers list. */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(customersList(trpc, client))],
  }));
}

export { default } from "@/features/customers/customers-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
