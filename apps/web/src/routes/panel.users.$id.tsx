import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";
/** The user. */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    required: [queryClient.query(trpc.users.get.queryOptions({ id }))],
  }));
}

export { default } from "@/features/users/user-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
