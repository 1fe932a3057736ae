import type { LoaderArgs } from "@/lib/load-context";

import { isStaff } from "@screens/domain/roles";
import { VERSION_TABS } from "@/features/price-book/version-page";
import { activeTabOf } from "@/features/lists/active-tab";
import { preferencesOf } from "@/lib/preferences";
import { prefetch } from "@/lib/prefetch.server";

/** The versions (the header reads its row there) and the open tab's read. */
export function loader({ params, context, request }: LoaderArgs) {
  const version = params.version ?? "";
  const agent = context.agent;
  if (!agent || !isStaff(agent.role_id)) return prefetch(context, () => ({}));
  const tab = activeTabOf("price_book_version", VERSION_TABS, preferencesOf(request.headers.get("Cookie")));
  return prefetch(context, async ({ trpc, queryClient }) => {
    const rows = await queryClient.query(trpc.priceBooks.list.queryOptions({}));
    const row = rows.find((candidate) => candidate.version === version);
    if (!row) return {};
    // The tables, catalogues and contents tabs all read the version's contents.
    const read =
      tab === "changes"
        ? row.based_on &&
          queryClient.query(trpc.priceBooks.diff.queryOptions({ version, against: row.based_on }))
        : tab === "impact"
          ? queryClient.query(trpc.priceBooks.impact.queryOptions({ version }))
          : queryClient.query(trpc.priceBooks.contents.queryOptions({ version }));
    return { optional: read ? [read] : [] };
  });
}

export { default } from "@/features/price-book/version-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
