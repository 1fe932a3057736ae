import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";
/** The quote the accessories go on. */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    required: [queryClient.query(trpc.quotes.get.queryOptions({ id }))],
  }));
}

export { default } from "@/features/accessories/accessories-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
