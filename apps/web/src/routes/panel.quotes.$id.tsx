import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";
import { dealerCustomersQuery } from "@/features/quotes/quote-details-form";

/** The quote, its history, its payments and the dealer's customers (its details form): all in the first HTML. */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, async ({ trpc, queryClient }) => {
    const quote = await queryClient.query(trpc.quotes.get.queryOptions({ id }));
    return {
      optional: [
        queryClient.query(trpc.quoteSharing.history.queryOptions({ id })),
        queryClient.query(trpc.payments.forQuote.queryOptions({ id })),
        queryClient.query(dealerCustomersQuery(trpc, quote.dealer_id)),
      ],
    };
  });
}

export { default } from "@/features/quotes/quote-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
