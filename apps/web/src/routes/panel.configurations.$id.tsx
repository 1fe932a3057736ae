import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";
/**
 * The unit, its quote (its status decides what may be edited), the version and dealer terms it
 * prices with and that version's book: the editor paints once.
 */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, async ({ trpc, queryClient }) => {
    const unit = await queryClient.query(trpc.configurations.get.queryOptions({ id }));
    const pricing = queryClient
      .query(trpc.pricing.forQuote.queryOptions({ id: unit.quote_id }))
      .then((answer) =>
        queryClient.query({
          ...trpc.pricing.priceBook.queryOptions({ version: answer.version }),
          staleTime: Infinity,
        }),
      );
    return { required: [queryClient.query(trpc.quotes.get.queryOptions({ id: unit.quote_id })), pricing] };
  });
}

export { default } from "@/features/configurator/configuration-editor-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
