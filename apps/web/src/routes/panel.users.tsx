import type { LoaderFunctionArgs } from "react-router";
import { usersList } from "@/features/lists/list-queries";
import { prefetch } from "@/lib/prefetch.server";

/** The users list. */
export function loader({ context }: LoaderFunctionArgs) {
  return prefetch(context, ({ trpc, queryClient, client }) => ({
    optional: [queryClient.query(usersList(trpc, client))],
  }));
}

export { default } from "@/features/users/users-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
