import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";
/** The user; on one's own page also its Security section (two-factor state, sessions). */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    required: [queryClient.query(trpc.users.get.queryOptions({ id }))],
    optional:
      context.agent?.id === id
        ? [
            queryClient.query(trpc.security.get.queryOptions({ id })),
            queryClient.query(trpc.security.sessions.queryOptions({ id })),
            queryClient.query(trpc.notifications.preferences.queryOptions()),
          ]
        : [],
  }));
}

export { default } from "@/features/users/user-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
