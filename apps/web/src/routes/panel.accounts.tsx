import type { LoaderArgs } from "@/lib/load-context";

import { accountsList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The accounts list. */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(accountsList(trpc, client))],
  }));
}

export { default } from "@/features/accounts/accounts-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
