import type { Table } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface DataTablePaginationProps<TData> {
  table: Table<TData>;
  selectable: boolean;
}

/** Selection count on the left; Previous / Next on the right, only when there is more than one page. */
export function DataTablePagination<TData>({ table, selectable }: DataTablePaginationProps<TData>) {
  const pageCount = table.getPageCount();
  const { pageIndex } = table.getState().pagination;
  if (!selectable && pageCount <= 1) return null;
  return (
    <div className="flex flex-col gap-3 border-t px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <p className="text-muted-foreground" aria-live="polite">
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
