import { reportQuotesList } from "@/features/lists/list-queries";
import { reportListQueryFrom } from "@/features/reports/report-query";
import { preferencesOf } from "@/lib/preferences";
import { prefetch } from "@/lib/prefetch.server";
import { timeZoneOf } from "@/lib/time-zone";
import type { LoaderArgs } from "@/lib/load-context";

/** The quotes behind a report's figure, by the address's filters. */
export function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  const query = reportListQueryFrom(
    url.searchParams,
    timeZoneOf(preferencesOf(request.headers.get("Cookie"))),
  );
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(reportQuotesList(trpc, client, query))],
  }));
}

export { default } from "@/features/reports/report-list-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
