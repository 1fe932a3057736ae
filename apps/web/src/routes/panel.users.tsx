import type { LoaderArgs } from "@/lib/load-context";

import { usersList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The users list. */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(usersList(trpc, client))],
  }));
}

export { default } from "@/features/users/users-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
