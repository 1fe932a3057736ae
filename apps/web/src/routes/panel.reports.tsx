import type { LoaderArgs } from "@/lib/load-context";

import { checkPermission } from "@screens/domain/permissions";
import { isStaff } from "@screens/domain/roles";
import { redirect } from "react-router";
import { reportDealerChoiceInput } from "@/features/reports/report-filters";
import { reportQueryFrom } from "@/features/reports/report-query";
import { preferencesOf } from "@/lib/preferences";
import { prefetch } from "@/lib/prefetch.server";
import { timeZoneOf } from "@/lib/time-zone";

/** The figures of the address's filters, the price book (the filters' options) and, for staff, the dealers. */
export function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  // A sales manager's Reports is the pipeline by rep (docs/decisions/158-pipeline-by-rep.md).
  const permissions = context.agent?.permissions;
  if (!checkPermission(permissions, "report.r") && checkPermission(permissions, "pipeline.r"))
    throw redirect(`/panel/reports/pipeline${url.search}`);
  const tz = timeZoneOf(preferencesOf(request.headers.get("Cookie")));
  const staff = !!context.agent && isStaff(context.agent.role_id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [
      queryClient.query(trpc.reports.figures.queryOptions(reportQueryFrom(url.searchParams, tz))),
      queryClient.query({ ...trpc.pricing.priceBook.queryOptions({}), staleTime: Infinity }),
      ...(staff ? [queryClient.query(trpc.dealers.list.queryOptions(reportDealerChoiceInput()))] : []),
    ],
  }));
}

export { default } from "@/features/reports/reports-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
