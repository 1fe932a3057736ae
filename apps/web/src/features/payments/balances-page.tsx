import type { TBalanceRow } from "@screens/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { StatusBadge } from "@/features/lists/status-badge";
import { Page, usePermission } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDate, formatUSD } from "@/lib/format";
import { useAppNavigate } from "@/lib/navigation";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";

const money = (value: number) => <span className="tabular-nums">{formatUSD(value)}</span>;

const COLUMNS: DataTableColumn<TBalanceRow>[] = [
  {
    id: "quote_number",
    header: "Quote",
    phone: true,
    size: 120,
    cell: (row) => <span className="font-medium">{row.quote_number ?? `#${row.quote_id}`}</span>,
  },
  {
    id: "customer_name",
    header: "Customer",
    phone: true,
    size: 180,
    accessor: (row) => row.customer_name ?? "—",
  },
  { id: "title", header: "Title", size: 200, visible: false },
  {
    id: "status",
    header: "Status",
    size: 150,
    cell: (row) => <StatusBadge kind="quote" status={row.status} />,
  },
  {
    id: "total",
    header: "Total",
    alignment: "right",
    size: 120,
    accessor: (row) => row.total,
    cell: (row) => money(row.total),
  },
  {
    id: "deposit_outstanding",
    header: "Deposit due",
    alignment: "right",
    size: 120,
    accessor: (row) => row.deposit_outstanding,
    cell: (row) =>
      row.deposit_outstanding > 0 ? (
        money(row.deposit_outstanding)
      ) : (
        <span className="text-muted-foreground">Paid</span>
      ),
  },
  {
    id: "paid",
    header: "Paid",
    alignment: "right",
    size: 120,
    accessor: (row) => row.paid,
    cell: (row) => money(row.paid),
  },
  {
    id: "balance",
    header: "Balance",
    phone: true,
    alignment: "right",
    size: 120,
    accessor: (row) => row.balance,
    cell: (row) => <span className="font-semibold tabular-nums">{formatUSD(row.balance)}</span>,
  },
  {
    id: "last_payment_on",
    header: "Last payment",
    size: 130,
    accessor: (row) => row.last_payment_on ?? "",
    cell: (row) => (row.last_payment_on ? formatDate(`${row.last_payment_on}T12:00:00`) : "—"),
  },
];

/**
 * Balances due (docs/decisions/137-payments.md): the signed jobs whose customers still owe money,
 * the largest balance first, with the deposit still due. A row opens its quote.
 */
export default function BalancesPage() {
  const trpc = useTRPC();
  const navigate = useAppNavigate();
  const canRead = usePermission("quote.r");
  const balances = useQuery(trpc.payments.balances.queryOptions({}, { enabled: canRead }));
  const rowOptions = useMemo(
    () => ({ onClick: (row: TBalanceRow) => void navigate(`/panel/quotes/${row.quote_id}`) }),
    [navigate],
  );
  const rows = balances.data ?? [];
  const owed = rows.reduce((cents, row) => cents + Math.round(row.balance * 100), 0) / 100;
  return (
    <Page permission="quote.r">
      <PageHeader
        title="Balances due"
        description={
          balances.data
            ? `${rows.length} signed ${rows.length === 1 ? "job" : "jobs"} with ${formatUSD(owed)} still to collect from customers.`
            : "Signed jobs with money still to collect from customers."
        }
      />
      {balances.data && rows.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border bg-card px-6 py-14 text-center shadow-sm">
          <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-950/40">
            <Wallet aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 font-medium">Nothing to collect.</p>
          <p className="mt-1 text-sm text-muted-foreground">Every signed job is paid in full.</p>
        </div>
      ) : (
        <DataTable
          name="balances"
          displayName="Balances due"
          itemName="Quote"
          hideTitle
          data={rows}
          loading={balances.isPending}
          columns={COLUMNS}
          rowOptions={rowOptions}
        />
      )}
      {balances.error && <p className="mt-4 text-sm text-destructive">{trpcErrorMessage(balances.error)}</p>}
    </Page>
  );
}
