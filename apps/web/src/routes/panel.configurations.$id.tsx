import type { LoaderArgs } from "@/lib/load-context";

import { idParam, prefetch } from "@/lib/prefetch.server";
/** The unit, its quote (its status decides what may be edited) and the price book: the editor paints once. */
export function loader({ params, context }: LoaderArgs) {
  const id = idParam(params.id);
  return prefetch(context, async ({ trpc, queryClient }) => {
    const [unit] = await Promise.all([
      queryClient.query(trpc.configurations.get.queryOptions({ id })),
      queryClient.query({ ...trpc.pricing.priceBook.queryOptions({}), staleTime: Infinity }),
    ]);
    return { required: [queryClient.query(trpc.quotes.get.queryOptions({ id: unit.quote_id }))] };
  });
}

export { default } from "@/features/configurator/configuration-editor-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
