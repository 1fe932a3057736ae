import type { LoaderArgs } from "@/lib/load-context";

import { prefetch } from "@/lib/prefetch.server";
import { notificationsQuery } from "@/features/notifications/notifications-page";

/** One's own notifications, the page the header's bell opens (decision 165). */
export function loader({ context, request }: LoaderArgs) {
  const query = notificationsQuery(new URL(request.url).searchParams);
  return prefetch(context, ({ trpc, queryClient }) => ({
    required: [queryClient.query(trpc.notifications.list.queryOptions(query))],
  }));
}

export { default } from "@/features/notifications/notifications-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
