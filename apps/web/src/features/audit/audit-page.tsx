import {
  AUDIT_KIND_LABELS,
  AUDIT_KINDS,
  auditActionLabel,
  type AuditKind,
  type TAuditChange,
  type TAuditEntry,
  type TAuditQuery,
} from "@screens/domain/schemas";
import { isStaff } from "@screens/domain/roles";
import { QUOTE_STATUS_LABELS } from "@screens/domain/status";
import { useQuery } from "@tanstack/react-query";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight, History } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAuth } from "@/features/auth/auth-context";
import { Page } from "@/features/shell/page";
import { PageHeader } from "@/features/shell/page-header";
import { formatDateTime, fullName, roleName } from "@/lib/format";
import { useTimeZone } from "@/lib/time-zone";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { AUDIT_PEOPLE_INPUT, AUDIT_ROWS_PER_PAGE, auditQueryFrom, auditSearch } from "./audit-query";

/** How a changed field reads: its name in words and its values as the panel shows them. */
const FIELD_LABELS: Record<string, string> = {
  role_id: "Role",
  status: "Status",
  email: "E-mail",
  first_name: "First name",
  last_name: "Last name",
  company_name: "Company",
  require_admin_two_factor: "Two-factor sign-in for admins",
  price_level_id: "Price level",
  default_markup: "Default markup",
  effective_at: "Takes effect",
  based_on: "Copied from",
  account_number: "Account number",
};

function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
}

function valueText(kind: AuditKind, field: string, value: string | null): string {
  if (value === null || value === "") return "—";
  if (field === "role_id") return roleName(Number(value)) ?? value;
  if (field === "status" && kind !== "quote") return value === "0" ? "Inactive" : "Active";
  if (field === "status" && /^\d+$/.test(value)) return QUOTE_STATUS_LABELS[Number(value)] ?? value;
  if (value === "true") return "On";
  if (value === "false") return "Off";
  if (field.endsWith("_at") && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
  return value;
}

function Changes({ entry }: { entry: TAuditEntry }) {
  if (entry.changes.length === 0 && !entry.note) return <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid gap-0.5 text-sm">
      {entry.changes.map((change: TAuditChange) => (
        <li key={change.field} className="break-words">
          <span className="font-medium">{fieldLabel(change.field)}</span>
          {change.from !== null || change.to !== null ? (
            <>
              {": "}
              {change.from !== null && (
                <>
                  <span className="text-muted-foreground line-through decoration-1">
                    {valueText(entry.kind, change.field, change.from)}
                  </span>
                  {" → "}
                </>
              )}
              <span>{valueText(entry.kind, change.field, change.to)}</span>
            </>
          ) : null}
        </li>
      ))}
      {entry.note && <li className="break-words text-muted-foreground">{entry.note}</li>}
    </ul>
  );
}

/** Where a record of the log opens in the panel. */
function recordPath(entry: TAuditEntry): string | null {
  switch (entry.kind) {
    case "user":
      return `/panel/users/${entry.entity_id}`;
    case "dealer":
      return `/panel/dealers/${entry.entity_id}`;
    case "account":
      return `/panel/accounts/${entry.entity_id}`;
    case "quote":
      return `/panel/quotes/${entry.entity_id}`;
    case "price_book":
      return "/panel/price-book";
  }
}

/** One record's kind, singular, on its badge. */
const KIND_BADGES: Record<AuditKind, string> = {
  user: "User",
  dealer: "Dealer",
  account: "Account",
  price_book: "Prices",
  quote: "Quote",
};

function Record({ entry }: { entry: TAuditEntry }) {
  const path = recordPath(entry);
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-1.5">
      <Badge variant="secondary">{KIND_BADGES[entry.kind]}</Badge>
      {path ? (
        <Link to={path} className="min-w-0 font-medium break-words underline-offset-4 hover:underline">
          {entry.entity_label}
        </Link>
      ) : (
        <span className="font-medium break-words">{entry.entity_label}</span>
      )}
    </span>
  );
}

const COLUMNS: ColumnDef<TAuditEntry>[] = [
  {
    id: "at",
    header: "When",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
  },
  { id: "who", header: "Who", cell: ({ row }) => row.original.actor_name },
  { id: "record", header: "Record", cell: ({ row }) => <Record entry={row.original} /> },
  { id: "action", header: "What", cell: ({ row }) => auditActionLabel(row.original.action) },
  { id: "changes", header: "Changes", cell: ({ row }) => <Changes entry={row.original} /> },
];

/** What a dealer's admin reads of the log: its users and its quotes (decision 175). */
const DEALER_KINDS: readonly AuditKind[] = ["user", "quote"];

function Filters({
  query,
  onChange,
}: {
  query: TAuditQuery;
  onChange: (patch: Partial<TAuditQuery>) => void;
}) {
  const trpc = useTRPC();
  const { agent } = useAuth();
  const kinds = agent && isStaff(agent.role_id) ? AUDIT_KINDS : DEALER_KINDS;
  const people = useQuery(trpc.users.list.queryOptions(AUDIT_PEOPLE_INPUT));
  const options = (people.data ?? [])
    .map((user) => ({ value: String(user.id), label: fullName(user) || user.username }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="group" aria-label="Audit filters">
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-who">Who</Label>
        <Select
          id="audit-who"
          value={query.user_id ? String(query.user_id) : ""}
          onChange={(event) =>
            onChange({ user_id: event.target.value ? Number(event.target.value) : undefined, page: 1 })
          }
          options={[{ value: "", label: "Everyone" }, ...options]}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-kind">What</Label>
        <Select
          id="audit-kind"
          value={query.kind ?? ""}
          onChange={(event) =>
            onChange({ kind: (event.target.value || undefined) as AuditKind | undefined, page: 1 })
          }
          options={[
            { value: "", label: "Everything" },
            ...kinds.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] })),
          ]}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={query.from ?? ""}
          max={query.to}
          onChange={(event) => onChange({ from: event.target.value || undefined, page: 1 })}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={query.to ?? ""}
          min={query.from}
          onChange={(event) => onChange({ to: event.target.value || undefined, page: 1 })}
        />
      </div>
    </div>
  );
}

/**
 * /panel/audit: who changed what and when (docs/decisions/175-audit-log.md) among users, dealers,
 * accounts, prices and quotes, newest first, filtered by who, what and days, fifty to a page. The
 * server keeps each admin to their tenancy: a dealer's admin reads its users and quotes.
 */
export default function AuditPage() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const query = auditQueryFrom(params, useTimeZone());
  const audit = useQuery(
    trpc.audit.list.queryOptions(query, { placeholderData: (previous) => previous, retry: false }),
  );
  const change = (patch: Partial<TAuditQuery>) =>
    setParams(auditSearch({ ...query, ...patch }), { replace: true });
  const data = audit.data;
  const page = data?.page ?? query.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / AUDIT_ROWS_PER_PAGE)) : 1;
  const table = useReactTable({
    data: data?.rows ?? [],
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    pageCount: pages,
  });
  const first = data && data.total > 0 ? (page - 1) * AUDIT_ROWS_PER_PAGE + 1 : 0;
  const last = data ? first + data.rows.length - (data.rows.length > 0 ? 1 : 0) : 0;
  return (
    <Page permission="audit.r">
      <PageHeader title="Audit" description="Who changed what and when: users, dealers, prices and quotes." />
      <Filters query={query} onChange={change} />
      {audit.isError && (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {trpcErrorMessage(audit.error)}
        </p>
      )}
      {!data && !audit.isError && <Skeleton className="h-64 rounded-xl" />}
      {data && data.total === 0 && (
        <div className="flex flex-col items-center rounded-xl border bg-card px-6 py-14 text-center shadow-sm">
          <History aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="mt-4 font-medium">No changes match.</p>
          <p className="mt-1 text-sm text-muted-foreground">Try another person, kind or period.</p>
        </div>
      )}
      {data && data.total > 0 && (
        <div aria-busy={audit.isFetching || undefined}>
          <Card className="hidden gap-0 overflow-hidden py-0 md:block">
            <Table aria-label="Changes">
              <TableHeader>
                {table.getHeaderGroups().map((group) => (
                  <TableRow key={group.id}>
                    {group.headers.map((header) => (
                      <TableHead key={header.id}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </TableHead>
                    ))}
                  </TableRow>
                ))}
              </TableHeader>
              <TableBody>
                {table.getRowModel().rows.map((row) => (
                  <TableRow key={row.id}>
                    {row.getVisibleCells().map((cell) => (
                      <TableCell key={cell.id} className="align-top whitespace-normal">
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <ul className="grid gap-3 md:hidden" aria-label="Changes">
            {data.rows.map((entry) => (
              <li key={entry.id}>
                <Card className="gap-2 p-4">
                  <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
                    <Record entry={entry} />
                    <span className="text-xs text-muted-foreground">{formatDateTime(entry.at)}</span>
                  </div>
                  <p className="text-sm">
                    <span className="font-medium">{auditActionLabel(entry.action)}</span>
                    <span className="text-muted-foreground"> by {entry.actor_name}</span>
                  </p>
                  <Changes entry={entry} />
                </Card>
              </li>
            ))}
          </ul>
          <nav
            aria-label="Pages"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
          >
            <span>
              {first}–{last} of {data.total.toLocaleString("en-US")}
            </span>
            <span className="inline-flex items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => change({ page: page - 1 })}
              >
                <ChevronLeft aria-hidden="true" />
                Newer
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                onClick={() => change({ page: page + 1 })}
              >
                Older
                <ChevronRight aria-hidden="true" />
              </Button>
            </span>
          </nav>
        </div>
      )}
    </Page>
  );
}
