import type { LoaderArgs } from "@/lib/load-context";

import { CUSTOMER_TABS } from "@/features/customers/customer-page";
import { activeTabOf } from "@/features/lists/active-tab";
import { customerOrdersList, customerQuotesList } from "@/features/lists/list-queries";
import { preferencesOf } from "@/lib/preferences";
import { idParam, prefetch, type PrefetchTools } from "@/lib/prefetch.server";

/** Each tab's list, read on the server when it is the open tab. */
const TAB_READS: Record<string, (tools: PrefetchTools, id: number) => Promise<unknown>> = {
  quotes: ({ trpc, queryClient, client }, id) => queryClient.query(customerQuotesList(trpc, client, id)),
  orders: ({ trpc, queryClient, client }, id) => queryClient.query(customerOrdersList(trpc, client, id)),
};

/** The customer and its open tab's list. */
export function loader({ params, context, request }: LoaderArgs) {
  const id = idParam(params.id);
  const tab = activeTabOf("customer", CUSTOMER_TABS, preferencesOf(request.headers.get("Cookie")));
  return prefetch(context, (tools) => ({
    required: [tools.queryClient.query(tools.trpc.customers.get.queryOptions({ id }))],
    optional: TAB_READS[tab] ? [TAB_READS[tab](tools, id)] : [],
  }));
}

export { default } from "@/features/customers/customer-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
