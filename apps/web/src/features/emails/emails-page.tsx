import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailCheck } from "lucide-react";
import { useMemo, useState } from "react";
import type { DataTableColumn } from "@/components/data-table";
import { attemptsColumn, lastErrorColumn, retryColumn } from "@/components/data-table/attempt-columns";
import { QueryDataTable } from "@/components/data-table/query-data-table";
import { RetryButton } from "@/components/data-table/retry-button";
import { Badge } from "@/components/ui/badge";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDateTime } from "@/lib/format";
import { toastError, toastSuccess } from "@/lib/notify";
import { useTRPC, type RouterOutputs } from "@/lib/trpc";
import { emailKindLabel } from "./email-kinds";

type EmailJob = RouterOutputs["emails"]["list"][number];
type Status = EmailJob["status"];

const FILTERS: { value: Status; label: string }[] = [
  { value: "failed", label: "Failed" },
  { value: "pending", label: "Queued" },
  { value: "sent", label: "Sent" },
];

/** The e-mails list's query: one status's jobs (the failed ones first), the largest page. */
export function emailJobsInput(status: Status = "failed") {
  return { status, limit: 500 };
}

const STATUS_BADGES: Record<Status, { label: string; variant: "destructive" | "warning" | "success" }> = {
  failed: { label: "Failed", variant: "destructive" },
  pending: { label: "Queued", variant: "warning" },
  sent: { label: "Sent", variant: "success" },
};

function RetryEmail({ job }: { job: EmailJob }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useMutation(
    trpc.emails.retry.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.emails.list.pathFilter()),
    }),
  );
  return (
    <RetryButton
      pending={retry.isPending}
      onClick={(event) => {
        // The row itself is not a link; keep the click on the button.
        event.stopPropagation();
        retry.mutate(
          { id: job.id },
          {
            onSuccess: () => toastSuccess("E-mail queued again.", `It goes to ${job.to_address} shortly.`),
            onError: toastError,
          },
        );
      }}
    />
  );
}

const COLUMNS: DataTableColumn<EmailJob>[] = [
  { id: "id", header: "ID", size: 70, visible: false },
  {
    id: "created_at",
    header: "Queued",
    size: 150,
    cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.created_at)}</span>,
  },
  { id: "kind", header: "E-mail", size: 190, accessor: (row) => emailKindLabel(row.kind) },
  {
    id: "to_address",
    header: "To",
    size: 200,
    cell: (row) => <span className="break-all">{row.to_address}</span>,
  },
  { id: "subject", header: "Subject", size: 240, visible: false },
  {
    id: "status",
    header: "Status",
    size: 110,
    cell: (row) => (
      <Badge variant={STATUS_BADGES[row.status].variant}>{STATUS_BADGES[row.status].label}</Badge>
    ),
  },
  attemptsColumn(),
  lastErrorColumn(280),
  retryColumn((row) => (row.status === "failed" ? <RetryEmail job={row} /> : null)),
];

/**
 * Staff see the e-mails that could not be delivered after every retry (decision 069) and send them
 * again; the queued and sent ones are a click away for "did the customer get it?".
 */
export default function EmailsPage() {
  const trpc = useTRPC();
  const canRead = usePermission("email.r");
  const [status, setStatus] = useState<Status>("failed");
  const jobs = useQuery(trpc.emails.list.queryOptions(emailJobsInput(status), { enabled: canRead }));
  const filters = useMemo(
    () => (
      <div role="radiogroup" aria-label="Show" className="inline-flex rounded-lg border bg-muted p-0.5">
        {FILTERS.map((filter) => (
          <button
            key={filter.value}
            type="button"
            role="radio"
            aria-checked={status === filter.value}
            onClick={() => setStatus(filter.value)}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition aria-checked:bg-card aria-checked:text-foreground aria-checked:shadow-xs"
          >
            {filter.label}
          </button>
        ))}
      </div>
    ),
    [status],
  );
  return (
    <Page permission="email.r">
      <PageHeader
        title="E-mails"
        description="E-mails that could not be delivered after every retry. Retry sends one again."
        actions={filters}
      />
      <QueryDataTable
        query={jobs}
        allClear={
          status === "failed"
            ? {
                icon: MailCheck,
                title: "No failed e-mails.",
                text: "Every e-mail so far was delivered or is on its way.",
              }
            : undefined
        }
        name={`emails_${status}`}
        displayName="E-mails"
        itemName="E-mail"
        hideTitle
        columns={COLUMNS}
      />
    </Page>
  );
}
