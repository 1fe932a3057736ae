import type { LoaderArgs } from "@/lib/load-context";

import { AUDIT_PEOPLE_INPUT, auditQueryFrom } from "@/features/audit/audit-query";
import { preferencesOf } from "@/lib/preferences";
import { prefetch } from "@/lib/prefetch.server";
import { timeZoneOf } from "@/lib/time-zone";

/** The audit page of the address's filters, and the people to filter by. */
export function loader({ context, request }: LoaderArgs) {
  const query = auditQueryFrom(
    new URL(request.url).searchParams,
    timeZoneOf(preferencesOf(request.headers.get("Cookie"))),
  );
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [
      queryClient.query(trpc.audit.list.queryOptions(query)),
      queryClient.query(trpc.users.list.queryOptions(AUDIT_PEOPLE_INPUT)),
    ],
  }));
}

export { default } from "@/features/audit/audit-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
