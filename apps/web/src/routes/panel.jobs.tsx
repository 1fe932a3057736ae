import type { LoaderArgs } from "@/lib/load-context";

import { deadJobsInput } from "@/features/jobs/jobs-page";
import { prefetch } from "@/lib/prefetch.server";

/** The background jobs that failed for good (decision 200). */
export function loader({ context }: LoaderArgs) {
  return prefetch(context, ({ trpc, queryClient }) => ({
    optional: [queryClient.query(trpc.jobs.list.queryOptions(deadJobsInput()))],
  }));
}

export { default } from "@/features/jobs/jobs-page";
export { PanelErrorBoundary as ErrorBoundary } from "@/features/shell/panel-error-boundary";
