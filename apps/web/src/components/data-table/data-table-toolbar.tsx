import type { Table } from "@tanstack/react-table";
import { Download, Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { ColumnChooser } from "./column-chooser";
import { exportHref } from "./export-path";
import { sortParam } from "./server-page";
import { ACTIONS_COLUMN_ID, SEARCH_COLUMN_ID, SELECT_COLUMN_ID } from "./build-columns";

export interface DataTableToolbarProps<TData> {
  table: Table<TData>;
  displayName: string;
  itemName: string;
  onCreate?: () => void;
  hideClosedToggle: boolean;
  hideClosed: boolean;
  onHideClosedChange: (hide: boolean) => void;
  extras?: ReactNode;
  /** The list's CSV export path: an Export link with the table's filter, sort and columns. */
  exportPath?: string;
  /** Column id -> the API's sort field (columns sortable on the server). */
  serverSortFields?: Record<string, string>;
}

const NOT_DATA = new Set([ACTIONS_COLUMN_ID, SEARCH_COLUMN_ID, SELECT_COLUMN_ID]);

/** Export CSV: a plain download link (the server streams the file; nothing is held in the page). */
function ExportLink<TData>({
  table,
  displayName,
  path,
  serverSortFields,
  hideClosed,
}: {
  table: Table<TData>;
  displayName: string;
  path: string;
  serverSortFields: Record<string, string>;
  hideClosed: boolean;
}) {
  const href = exportHref(path, {
    q: (table.getState().globalFilter as string | undefined) ?? "",
    sort: sortParam(table.getState().sorting, serverSortFields),
    hideClosed,
    columns: table
      .getVisibleLeafColumns()
      .map((column) => column.id)
      .filter((id) => !NOT_DATA.has(id)),
  });
  return (
    <a
      href={href}
      download
      className={buttonVariants({ variant: "outline", size: "sm", className: "h-9" })}
      aria-label={`Export ${displayName.toLowerCase()} as CSV`}
    >
      <Download aria-hidden="true" />
      Export
    </a>
  );
}

export function DataTableToolbar<TData>({
  table,
  displayName,
  itemName,
  onCreate,
  hideClosedToggle,
  hideClosed,
  onHideClosedChange,
  extras,
  exportPath,
  serverSortFields = {},
}: DataTableToolbarProps<TData>) {
  const filter = (table.getState().globalFilter as string | undefined) ?? "";
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative w-full sm:max-w-xs">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            value={filter}
            onChange={(event) => table.setGlobalFilter(event.target.value)}
            placeholder="Filter..."
            aria-label={`Filter ${displayName.toLowerCase()}`}
            className="h-9 pl-9"
          />
        </div>
        {hideClosedToggle && (
          <label className="flex shrink-0 items-center gap-2 text-sm font-medium whitespace-nowrap select-none">
            <Checkbox checked={hideClosed} onChange={(event) => onHideClosedChange(event.target.checked)} />
            Hide closed quotes
          </label>
        )}
      </div>
      {/* Wraps on a phone: an extra control (the quotes' owner filter) takes a line of its own. */}
      <div className="flex flex-wrap items-center gap-2">
        {extras}
        {exportPath && (
          <ExportLink
            table={table}
            displayName={displayName}
            path={exportPath}
            serverSortFields={serverSortFields}
            hideClosed={hideClosedToggle && hideClosed}
          />
        )}
        <ColumnChooser table={table} />
        {onCreate && (
          <Button size="sm" className="h-9" onClick={onCreate}>
            <Plus aria-hidden="true" />
            Add {itemName}
          </Button>
        )}
      </div>
    </div>
  );
}
