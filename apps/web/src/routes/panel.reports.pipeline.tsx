import type { LoaderArgs } from "@/lib/load-context";

import { isStaff } from "@screens/domain/roles";
import { pipelineQueryFrom } from "@/features/reports/pipeline-query";
import { reportDealerChoiceInput } from "@/features/reports/report-filters";
import { preferencesOf } from "@/lib/preferences";
import { prefetch } from "@/lib/prefetch.server";
import { timeZoneOf } from "@/lib/time-zone";

/** The pipeline of the address's period (and, for staff, dealer), and the staff's dealer choice. */
export function loader({ context, request }: LoaderArgs) {
  const query = pipelineQueryFrom(
    new URL(request.url).searchParams,
    timeZoneOf(preferencesOf(request.headers.get("Cookie"))),
  );
  const staff = !!context.agent && isStaff(context.agent.role_id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [
      ...(!staff || query.dealer_id !== undefined
        ? [queryClient.query(trpc.reports.pipelineByRep.queryOptions(query))]
        : []),
      ...(staff ? [queryClient.query(trpc.dealers.list.queryOptions(reportDealerChoiceInput()))] : []),
    ],
  }));
}

export { default } from "@/features/reports/pipeline-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
