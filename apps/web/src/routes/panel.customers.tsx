import type { LoaderFunctionArgs } from "react-router";
import { customersList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The customers list. */
export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(customersList(trpc, client))],
  }));
}

export { default } from "@/features/customers/customers-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
