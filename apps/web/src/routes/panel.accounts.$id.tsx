import type { LoaderArgs } from "@/lib/load-context";

import { ACCOUNT_TABS } from "@/features/accounts/account-page";
import { activeTabOf } from "@/features/lists/active-tab";
import {
  accountDealersList,
  accountPendingQuotesList,
  accountUsersList,
} from "@/features/lists/list-queries";
import { preferencesOf } from "@/lib/preferences";
import { idParam, prefetch, type PrefetchTools } from "@/lib/prefetch.server";

/** Each tab's list, read on the server when it is the open tab. */
const TAB_READS: Record<string, (tools: PrefetchTools, id: number) => Promise<unknown>> = {
  pending: ({ trpc, queryClient, client }, id) =>
    queryClient.query(accountPendingQuotesList(trpc, client, id)),
  dealers: ({ trpc, queryClient, client }, id) => queryClient.query(accountDealersList(trpc, client, id)),
  users: ({ trpc, queryClient, client }, id) => queryClient.query(accountUsersList(trpc, client, id)),
};

/** The account and its open tab's list. */
export function loader({ params, context, request }: LoaderArgs) {
  const id = idParam(params.id);
  const tab = activeTabOf("account", ACCOUNT_TABS, preferencesOf(request.headers.get("Cookie")));
  return prefetch(context, (tools) => ({
    required: [tools.queryClient.query(tools.trpc.accounts.get.queryOptions({ id }))],
    optional: TAB_READS[tab] ? [TAB_READS[tab](tools, id)] : [],
  }));
}

export { default } from "@/features/accounts/account-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
