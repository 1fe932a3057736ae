import type { LoaderArgs } from "@/lib/load-context";
import { redirect } from "react-router";
import { loginPathFor } from "@/features/auth/next-path";
import { prefetch } from "@/lib/prefetch.server";

/**
 * A signed-out visitor of a panel path signs in first, then comes back here (decision 128). The
 * header's bell is rendered with its unread count (decision 165).
 */
export function loader({ context, request }: LoaderArgs) {
  if (!context.agent) throw redirect(loginPathFor(new URL(request.url)));
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [queryClient.query(trpc.notifications.unreadCount.queryOptions())],
  }));
}

export { default } from "@/features/shell/panel-layout";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
