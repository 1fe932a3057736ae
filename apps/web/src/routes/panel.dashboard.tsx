import type { LoaderArgs } from "@/lib/load-context";

import { dashboardAudience, dashboardTabs } from "@/features/dashboard/dashboard-page";
import { figuresQuery, PERIOD_COOKIE, periodFrom } from "@/features/dashboard/figures-query";
import { openOrdersQuery } from "@/features/dashboard/open-orders";
import { activeTabOf } from "@/features/lists/active-tab";
import {
  accountsList,
  customersList,
  dealersList,
  ordersList,
  pendingQuotesList,
  quotesList,
  usersList,
} from "@/features/lists/list-queries";
import { preferencesOf } from "@/lib/preferences";
import { prefetch, type PrefetchTools } from "@/lib/prefetch.server";
import { timeZoneOf } from "@/lib/time-zone";

/** Each tab's list, read on the server when it is the open tab. */
const TAB_READS: Record<string, (tools: PrefetchTools) => Promise<unknown>> = {
  pending: ({ trpc, queryClient, client }) => queryClient.query(pendingQuotesList(trpc, client)),
  quotes: ({ trpc, queryClient, client }) => queryClient.query(quotesList(trpc, client)),
  orders: ({ trpc, queryClient, client }) => queryClient.query(ordersList(trpc, client)),
  users: ({ trpc, queryClient, client }) => queryClient.query(usersList(trpc, client)),
  dealers: ({ trpc, queryClient, client }) => queryClient.query(dealersList(trpc, client)),
  accounts: ({ trpc, queryClient, client }) => queryClient.query(accountsList(trpc, client)),
  customers: ({ trpc, queryClient, client }) => queryClient.query(customersList(trpc, client)),
};

/** The figures of the remembered period, the open tab's list and, for admins, the quick links. */
export function loader({ context, request }: LoaderArgs) {
  const agent = context.agent;
  if (!agent) return null;
  const preferences = preferencesOf(request.headers.get("Cookie"));
  const tab = activeTabOf(
    "dashboard",
    dashboardTabs(agent).map((each) => each.value),
    preferences,
  );
  return prefetch(context, (tools) => ({
    optional: [
      tools.queryClient.query(
        tools.trpc.reports.figures.queryOptions(
          figuresQuery(periodFrom(preferences[PERIOD_COOKIE]), timeZoneOf(preferences)),
        ),
      ),
      ...(TAB_READS[tab] ? [TAB_READS[tab](tools)] : []),
      // New prices ahead (decision 148): a notice above the figures.
      tools.queryClient.query(tools.trpc.priceBooks.list.queryOptions({})),
      // A dealer's open orders with their ship dates (decision 188).
      ...(dashboardAudience(agent) === "dealer"
        ? [tools.queryClient.query(openOrdersQuery(tools.trpc))]
        : []),
      ...(dashboardAudience(agent) === "admin"
        ? [tools.queryClient.query(tools.trpc.customLinks.list.queryOptions({}))]
        : []),
    ],
  }));
}

export { default } from "@/features/dashboard/dashboard-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
