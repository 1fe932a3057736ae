import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import type { DataTableColumn } from "@/components/data-table";
import { attemptsColumn, lastErrorColumn, retryColumn } from "@/components/data-table/attempt-columns";
import { QueryDataTable } from "@/components/data-table/query-data-table";
import { RetryButton } from "@/components/data-table/retry-button";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDateTime } from "@/lib/format";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC, type RouterOutputs } from "@/lib/trpc";

type Job = RouterOutputs["jobs"]["list"][number];

/** The jobs list's query: the jobs that failed for good, the largest page. */
export function deadJobsInput() {
  return { status: "dead" as const, limit: 500 };
}

/** What each kind of background job does, in words staff read at a glance (decision 200). */
const KIND_LABELS: Record<string, string> = {
  email: "E-mail delivery",
  "erp.push": "ERP push, tried again",
  sweep: "Sweep of expired sign-ins and keys",
  "scheduled-mail": "Daily digests and expiry reminders",
};

export function jobKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

function RetryJob({ job }: { job: Job }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.jobs.retry.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries(trpc.jobs.list.pathFilter());
        // A retried e-mail is queued again on the e-mail screen too.
        await queryClient.invalidateQueries(trpc.emails.list.pathFilter());
      },
    }),
  );
  return (
    <RetryButton
      pending={retry.isPending}
      onClick={() =>
        retry.mutate(
          { id: job.id },
          {
            onSuccess: () => toastSuccess("Job queued again.", "It runs again shortly."),
            onError: toastError,
          },
        )
      }
    />
  );
}

const COLUMNS: DataTableColumn<Job>[] = [
  { id: "id", header: "ID", size: 70 },
  { id: "kind", header: "Job", size: 230, accessor: (row) => jobKindLabel(row.kind) },
  {
    id: "finished_at",
    header: "Failed",
    size: 150,
    cell: (row) => (
      <span className="whitespace-nowrap">{row.finished_at ? formatDateTime(row.finished_at) : "—"}</span>
    ),
  },
  attemptsColumn(),
  lastErrorColumn(320),
  retryColumn((row) => <RetryJob job={row} />),
];

/**
 * The background jobs that failed after every attempt (decision 200): the super admin and the
 * manufacturer admin read what failed and put a job back once its cause is fixed.
 */
export default function JobsPage() {
  const trpc = useTRPC();
  const canRead = usePermission("job.r");
  const jobs = useQuery(trpc.jobs.list.queryOptions(deadJobsInput(), { enabled: canRead }));
  return (
    <Page permission="job.r">
      <PageHeader
        title="Background jobs"
        description="Jobs that failed after every attempt. Retry runs one again once its cause is fixed."
      />
      <QueryDataTable
        query={jobs}
        allClear={{
          icon: CircleCheck,
          title: "No failed jobs.",
          text: "Every background job so far ran or is on its way.",
        }}
        name="jobs_dead"
        displayName="Background jobs"
        itemName="Job"
        hideTitle
        columns={COLUMNS}
      />
    </Page>
  );
}
