import type { Table } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface DataTablePaginationProps<TData> {
  table: Table<TData>;
  selectable: boolean;
  /** false: a phone layout without the selection column leaves out its count too. */
  selectionOnPhone?: boolean;
}

/** Selection count on the left; Previous / Next on the right, only when there is more than one page. */
export function DataTablePagination<TData>({
  table,
  selectable,
  selectionOnPhone = true,
}: DataTablePaginationProps<TData>) {
  const pageCount = table.getPageCount();
  const { pageIndex } = table.getState().pagination;
  if (!selectable && pageCount <= 1) return null;
  return (
    <div
      className={cn(
        "flex flex-col gap-3 border-t px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between",
        // Only the selection count, which a phone leaves out: no empty bar.
        !selectionOnPhone && pageCount <= 1 && "hidden sm:flex",
      )}
    >
      <p className={cn("text-muted-foreground", !selectionOnPhone && "hidden sm:block")} aria-live="polite">
        {selectable &&
          `${table.getFilteredSelectedRowModel().rows.length} of ${table.getFilteredRowModel().rows.length} row(s) selected.`}
      </p>
      {pageCount > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-between gap-2 sm:justify-end">
          <span className="mr-2 text-muted-foreground">
            Page {pageIndex + 1} of {pageCount}
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      )}
    </div>
  );
}
