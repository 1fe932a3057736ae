import { isStaff } from "@screens/domain/roles";
import { dealerCustomersQuery } from "@/features/quotes/quote-details-form";
import { dealerChoiceInput, dealerTemplatesQuery } from "@/features/quotes/new-quote-page";
import { prefetch } from "@/lib/prefetch.server";
import type { LoaderArgs } from "@/lib/load-context";

/** Staff pick the dealer first (the dealers); a dealer's user picks among its customers and templates. */
export function loader({ context }: LoaderArgs) {
  const agent = context.agent;
  if (!agent) return null;
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: isStaff(agent.role_id)
      ? [queryClient.query(trpc.dealers.list.queryOptions(dealerChoiceInput()))]
      : [
          queryClient.query(dealerCustomersQuery(trpc, agent.dealer_id)),
          queryClient.query(dealerTemplatesQuery(trpc, agent.dealer_id)),
        ],
  }));
}

export { default } from "@/features/quotes/new-quote-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
