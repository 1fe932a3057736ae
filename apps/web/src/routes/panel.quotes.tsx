import type { LoaderArgs } from "@/lib/load-context";

import { quotesList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The quotes list, whole (or its first rows past the browser's maximum). */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(quotesList(trpc, client))],
  }));
}

export { default } from "@/features/quotes/quotes-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
