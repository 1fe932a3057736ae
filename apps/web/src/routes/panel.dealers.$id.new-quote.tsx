import { dealerCustomersQuery } from "@/features/quotes/quote-details-form";
import { idParam, prefetch } from "@/lib/prefetch.server";
import type { LoaderArgs } from "@/lib/load-context";

/** A new quote of this dealer: its customers for the picker. */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [queryClient.query(dealerCustomersQuery(trpc, id))],
  }));
}

export { default } from "@/features/quotes/new-quote-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
