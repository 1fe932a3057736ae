import type { TPriceBookChange } from "@screens/domain/schemas";
import type { PriceBook } from "@screens/pricing/book";
import { useQuery } from "@tanstack/react-query";
import { GitCompareArrows } from "lucide-react";
import { useMemo } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { Badge } from "@/components/ui/badge";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { describePath, percentChange, valueText } from "./change-text";
import { EmptyPanel } from "./empty-panel";

type Row = TPriceBookChange & { id: string };

function columns(book: PriceBook | undefined): DataTableColumn<Row>[] {
  return [
    {
      id: "path",
      header: "What",
      phone: true,
      size: 340,
      accessor: (row) => row.path,
      cell: (row) => {
        const where = describePath(row.path, book);
        return (
          <span className="grid min-w-0 gap-0.5">
            <span className="font-medium">{where.section}</span>
            {where.detail && (
              <span className="truncate font-mono text-xs text-muted-foreground" title={row.path}>
                {where.detail}
              </span>
            )}
          </span>
        );
      },
    },
    {
      id: "kind",
      header: "Change",
      size: 110,
      cell: (row) =>
        row.kind === "added" ? (
          <Badge variant="success">Added</Badge>
        ) : row.kind === "removed" ? (
          <Badge variant="destructive">Removed</Badge>
        ) : (
          <span className="text-muted-foreground tabular-nums">{percentChange(row.before, row.after)}</span>
        ),
    },
    {
      id: "before",
      header: "Before",
      alignment: "right",
      size: 150,
      accessor: (row) => (typeof row.before === "number" ? row.before : valueText(row.before, row.path)),
      cell: (row) =>
        row.before === undefined ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span className="text-muted-foreground tabular-nums">{valueText(row.before, row.path)}</span>
        ),
    },
    {
      id: "after",
      header: "After",
      phone: true,
      alignment: "right",
      size: 150,
      accessor: (row) => (typeof row.after === "number" ? row.after : valueText(row.after, row.path)),
      cell: (row) => (
        <span className="tabular-nums">
          {/* A phone shows this column only: the value before it, or the badge, comes along. */}
          {row.kind === "changed" && (
            <span className="text-muted-foreground sm:hidden">{valueText(row.before, row.path)} → </span>
          )}
          {row.kind === "removed" && (
            <Badge variant="destructive" className="sm:hidden">
              Removed
            </Badge>
          )}
          {row.after === undefined ? (
            <span className="hidden text-muted-foreground sm:inline">—</span>
          ) : (
            <span className="font-medium">{valueText(row.after, row.path)}</span>
          )}
          {row.kind === "added" && (
            <Badge variant="success" className="ml-2 sm:hidden">
              Added
            </Badge>
          )}
        </span>
      ),
    },
  ];
}

/**
 * What changed from the version a draft was copied from (docs/decisions/148-price-book-versions.md):
 * every price and cell, and the options added or removed, by where they are in the book.
 */
export function ChangesPanel({ version, against }: { version: string; against: string | null }) {
  const trpc = useTRPC();
  const diff = useQuery(
    trpc.priceBooks.diff.queryOptions({ version, against: against ?? "" }, { enabled: !!against }),
  );
  // The book names a size table's cells in feet; until it is here, the path stands.
  const contents = useQuery(trpc.priceBooks.contents.queryOptions({ version }, { enabled: !!against }));
  const book = contents.data?.book as PriceBook | undefined;
  const cols = useMemo(() => columns(book), [book]);
  const rows = useMemo(
    () => (diff.data?.changes ?? []).map((change, index) => ({ ...change, id: String(index) })),
    [diff.data],
  );

  if (!against)
    return (
      <EmptyPanel icon={GitCompareArrows} title="Nothing to compare with">
        This version was not copied from another one.
      </EmptyPanel>
    );
  if (diff.error) return <p className="text-sm text-destructive">{trpcErrorMessage(diff.error)}</p>;
  if (diff.data && diff.data.total === 0)
    return (
      <EmptyPanel icon={GitCompareArrows} title={`No changes from ${against}`}>
        Raise a section's prices or import a book to change this draft.
      </EmptyPanel>
    );
  const total = diff.data?.total ?? 0;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {diff.data &&
          (total === 1
            ? `1 change from ${against}.`
            : `${total.toLocaleString("en-US")} changes from ${against}${total > rows.length ? `; the first ${rows.length.toLocaleString("en-US")} are listed` : ""}.`)}
      </p>
      <DataTable
        name="price_book_changes"
        displayName="Changes"
        hideTitle
        data={rows}
        loading={diff.isPending}
        columns={cols}
      />
    </div>
  );
}
