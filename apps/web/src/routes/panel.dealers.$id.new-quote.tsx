import { dealerCustomersQuery } from "@/features/quotes/quote-details-form";
import { dealerTemplatesQuery } from "@/features/quotes/new-quote-page";
import { idParam, prefetch } from "@/lib/prefetch.server";
import type { LoaderArgs } from "@/lib/load-context";

/** A new quote of this dealer: its customers for the picker, its templates for "Start with". */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [
      queryClient.query(dealerCustomersQuery(trpc, id)),
      queryClient.query(dealerTemplatesQuery(trpc, id)),
    ],
  }));
}

export { default } from "@/features/quotes/new-quote-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
