import type { LoaderArgs } from "@/lib/load-context";

import { isStaff } from "@screens/domain/roles";
import { prefetch } from "@/lib/prefetch.server";

/** The production board (staff; others see the 403 page): orders by stage, scans, capacity. */
export function loader({ context }: LoaderArgs) {
  if (!context.agent || !isStaff(context.agent.role_id)) return prefetch(context, () => ({}));
  return prefetch(context, ({ trpc, queryClient }) => ({
    required: [queryClient.query(trpc.production.board.queryOptions({}))],
  }));
}

export { default } from "@/features/production/production-board-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
