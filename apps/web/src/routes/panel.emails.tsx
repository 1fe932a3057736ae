import type { LoaderArgs } from "@/lib/load-context";

import { emailJobsInput } from "@/features/emails/emails-page";
import { prefetch } from "@/lib/prefetch.server";

/** The e-mails that could not be delivered (the screen opens on them). */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [queryClient.query(trpc.emails.list.queryOptions(emailJobsInput()))],
  }));
}

export { default } from "@/features/emails/emails-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
