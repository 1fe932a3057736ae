import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type FilterFn,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from "@tanstack/react-table";
import { QUOTE_STATUS } from "@screens/domain/status";
import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { plainText } from "@/lib/format";
import { cn } from "@/lib/utils";
import {
  ACTIONS_COLUMN_ID,
  alignClass,
  buildColumns,
  SEARCH_COLUMN_ID,
  SELECT_COLUMN_ID,
} from "./build-columns";
import { DataTableEmpty } from "./data-table-empty";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableToolbar } from "./data-table-toolbar";
import { ariaSort, SortableHeader } from "./sortable-header";
import { useStoredPreference } from "@/lib/preferences";
import {
  readSorting,
  readVisibility,
  sortCookieName,
  visibilityCookieName,
  writeSorting,
  writeVisibility,
} from "./table-cookies";
import type { DataTableColumn, DataTableProps } from "./types";
import { CLIENT_SIDE_MAX_ROWS } from "./list-source";
import { useServerPage } from "./server-page";
import { usePhoneLayout } from "./use-phone-layout";

/** Spec section 9 table defaults. */
export const TABLE_DEFAULTS = { pageIndex: 0, pageSize: 10, columnSize: 150, columnMinSize: 20 } as const;

/** Case-insensitive "contains" over every defined column (the text filter). */
const includesText: FilterFn<unknown> = (row, columnId, filterValue) => {
  const needle = String(filterValue ?? "")
    .trim()
    .toLowerCase();
  if (!needle) return true;
  const value = row.getValue(columnId);
  if (value === null || value === undefined) return false;
  // The search column is already lowercase.
  return columnId === SEARCH_COLUMN_ID
    ? (value as string).includes(needle)
    : plainText(value).toLowerCase().includes(needle);
};

function defaultVisibility<TData>(columns: DataTableColumn<TData>[]): VisibilityState {
  return Object.fromEntries(
    columns.filter((column) => column.visible === false).map((column) => [column.id, false]),
  );
}

function isClosed(row: unknown): boolean {
  return !!row && typeof row === "object" && (row as { status?: unknown }).status === QUOTE_STATUS.ORDERED;
}

function defaultRowId(row: unknown, index: number): string {
  const id = row && typeof row === "object" ? (row as { id?: unknown }).id : undefined;
  return typeof id === "string" || typeof id === "number" ? String(id) : String(index);
}

/**
 * Where a column shows when the list marks key columns (`phone`): the others, selection included, only
 * from 640 px up, and the key ones without their desktop widths so they fit a phone.
 */
function phoneLayout(
  column: { id: string; columnDef: { meta?: unknown } },
  keyed: boolean,
  primaryId?: string,
) {
  if (!keyed) return { hidden: false, fluid: false };
  if (column.id === ACTIONS_COLUMN_ID || column.id === primaryId) return { hidden: false, fluid: true };
  return { hidden: true, fluid: true };
}

const isKeyColumn = (column: { columnDef: { meta?: unknown } }) =>
  (column.columnDef.meta as { phone?: boolean } | undefined)?.phone === true;

/** The column's width: fixed, or (key columns of a phone layout) only from 640 px up. */
function widthProps(size: number, fluid: boolean) {
  return fluid
    ? {
        style: { "--column-size": `${String(size)}px` } as CSSProperties,
        className: "sm:w-(--column-size) sm:min-w-(--column-size)",
      }
    : { style: { minWidth: size, width: size }, className: undefined };
}

const apply = <T,>(updater: Updater<T>, previous: T): T =>
  typeof updater === "function" ? (updater as (old: T) => T)(previous) : updater;

/**
 * Every list of the panel: text filter, column chooser, cookie-backed sort and column visibility,
 * Previous/Next paging, selection count, row actions and row click (product rule R39).
 */
export function DataTable<TData>({
  name,
  displayName,
  data,
  columns,
  rowOptions,
  itemName,
  hideClosedToggle = false,
  loading = false,
  getRowId = defaultRowId,
  onSelectionChange,
  toolbarExtras,
  hideTitle = false,
  serverSide,
  exportPath,
}: DataTableProps<TData>) {
  const storedSorting = useStoredPreference(sortCookieName(name));
  const storedVisibility = useStoredPreference(visibilityCookieName(name));
  const [sorting, setSorting] = useState<SortingState>(() => readSorting(storedSorting));
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(
    () => readVisibility(storedVisibility) ?? defaultVisibility(columns),
  );
  const [globalFilter, setGlobalFilter] = useState("");
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: TABLE_DEFAULTS.pageIndex,
    pageSize: TABLE_DEFAULTS.pageSize,
  });
  const [hideClosed, setHideClosed] = useState(false);
  const toFirstPage = () => setPagination((previous) => ({ ...previous, pageIndex: 0 }));

  const serverMode = serverSide !== undefined;
  const tableColumns = useMemo(
    () =>
      buildColumns(
        serverMode
          ? columns.map((column) => ({
              ...column,
              sortable: (column.sortable ?? true) && !!column.serverSort,
            }))
          : columns,
        rowOptions,
      ),
    [columns, rowOptions, serverMode],
  );
  const rows = useMemo(
    () => (hideClosedToggle && hideClosed ? data.filter((row) => !isClosed(row)) : data),
    [data, hideClosed, hideClosedToggle],
  );

  const serverSortFields = useMemo(
    () =>
      Object.fromEntries(
        columns.flatMap((column) => (column.serverSort ? [[column.id, column.serverSort] as const] : [])),
      ),
    [columns],
  );
  const serverPage = useServerPage(
    serverSide,
    { globalFilter, sorting, pagination, hideClosed: hideClosedToggle && hideClosed },
    serverSortFields,
  );
  // The server leaves closed quotes out; filtering again covers the page shown while it answers.
  const serverRows = useMemo(
    () =>
      serverPage && hideClosedToggle && hideClosed
        ? serverPage.rows.filter((row) => !isClosed(row))
        : serverPage?.rows,
    [serverPage, hideClosed, hideClosedToggle],
  );
  const manual = serverPage !== null;

  const table = useReactTable<TData>({
    data: serverRows ?? rows,
    manualFiltering: manual,
    manualSorting: manual,
    manualPagination: manual,
    pageCount: serverPage ? pagination.pageIndex + (serverPage.hasNext ? 2 : 1) : undefined,
    columns: tableColumns,
    state: {
      sorting,
      columnVisibility: { ...columnVisibility, [SEARCH_COLUMN_ID]: false },
      globalFilter,
      rowSelection,
      pagination,
    },
    defaultColumn: { size: TABLE_DEFAULTS.columnSize, minSize: TABLE_DEFAULTS.columnMinSize },
    getRowId,
    enableRowSelection: rowOptions?.selectable ?? false,
    sortDescFirst: false,
    globalFilterFn: includesText as FilterFn<TData>,
    getColumnCanGlobalFilter: (column) => column.id === SEARCH_COLUMN_ID,
    onSortingChange: (updater) => {
      setSorting((previous) => {
        const next = apply(updater, previous);
        writeSorting(name, next);
        return next;
      });
      // Server pages follow a cursor chain of one sort: a new sort starts again at page one.
      if (serverMode) toFirstPage();
    },
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility((previous) => {
        const next = apply(updater, previous);
        writeVisibility(name, next);
        return next;
      }),
    onGlobalFilterChange: (value: string) => {
      setGlobalFilter(value);
      toFirstPage();
    },
    onRowSelectionChange: setRowSelection,
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  useEffect(() => {
    if (!onSelectionChange) return;
    onSelectionChange(table.getSelectedRowModel().rows.map((row) => row.original));
  }, [rowSelection, onSelectionChange, table]);

  const pageCount = table.getPageCount();
  useEffect(() => {
    if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((previous) => ({ ...previous, pageIndex: Math.max(0, pageCount - 1) }));
    }
  }, [pageCount, pagination.pageIndex]);

  const onRowClick = rowOptions?.onClick;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const keyed = columns.some((column) => column.phone);
  const phone = usePhoneLayout() && keyed;
  // On a phone a keyed list is one column: its first key column, the other key values on a line below.
  const primaryId = table.getVisibleLeafColumns().find(isKeyColumn)?.id;
  const filtered = globalFilter.trim() !== "" || (hideClosedToggle && hideClosed);

  return (
    <Card className="overflow-hidden" data-slot="data-table">
      {!hideTitle && (
        <div className="flex items-center gap-2 px-4 pt-4">
          <h2 className="text-base font-semibold tracking-tight">{displayName}</h2>
          <Badge variant="secondary">
            {manual
              ? `${CLIENT_SIDE_MAX_ROWS.toLocaleString("en-US")}+`
              : table.getFilteredRowModel().rows.length}
          </Badge>
        </div>
      )}
      <DataTableToolbar
        table={table}
        displayName={displayName}
        itemName={itemName ?? displayName.replace(/s$/, "")}
        onCreate={rowOptions?.onCreate}
        hideClosedToggle={hideClosedToggle}
        hideClosed={hideClosed}
        onHideClosedChange={(hide) => {
          setHideClosed(hide);
          toFirstPage();
        }}
        extras={toolbarExtras}
        exportPath={exportPath}
        serverSortFields={serverSortFields}
      />
      <Table
        aria-label={displayName}
        aria-busy={loading || serverPage?.fetching || undefined}
        className="border-t"
      >
        <TableHeader>
          {table.getHeaderGroups().map((headerGroup) => (
            <TableRow key={headerGroup.id} className="hover:bg-transparent">
              {headerGroup.headers.map((header) => {
                const phone = phoneLayout(header.column, keyed, primaryId);
                const width = widthProps(header.getSize(), phone.fluid);
                return (
                  <TableHead
                    key={header.id}
                    aria-sort={ariaSort(header.column.getIsSorted())}
                    style={width.style}
                    className={cn(
                      alignClass(header.column),
                      header.column.id === SELECT_COLUMN_ID && "pr-0",
                      header.column.columnDef.meta?.wrapHeader && "leading-tight whitespace-normal",
                      width.className,
                      phone.hidden && "hidden sm:table-cell",
                    )}
                  >
                    {header.isPlaceholder ? null : <SortableHeader header={header} />}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading ? (
            Array.from({ length: 5 }, (_, index) => (
              <TableRow key={index} className="hover:bg-transparent">
                {table.getVisibleLeafColumns().map((column) => (
                  <TableCell
                    key={column.id}
                    className={cn(phoneLayout(column, keyed, primaryId).hidden && "hidden sm:table-cell")}
                  >
                    <Skeleton
                      className={cn(
                        "h-4",
                        column.id === SELECT_COLUMN_ID || column.id === ACTIONS_COLUMN_ID
                          ? "size-4"
                          : "w-full max-w-32",
                      )}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : table.getRowModel().rows.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={visibleColumnCount} className="p-0">
                {/* Centred in the visible part of a sideways-scrolling table (phones), not across its
                    full width: pinned to the left edge and as wide as the scroll container (100cqw, the
                    Table's container is an inline-size query container). */}
                <div className="sticky left-0 w-[100cqw]">
                  <DataTableEmpty
                    displayName={displayName}
                    itemName={itemName ?? displayName.replace(/s$/, "")}
                    filtered={filtered}
                    onClearFilter={() => {
                      table.setGlobalFilter("");
                      setHideClosed(false);
                    }}
                    onCreate={rowOptions?.onCreate}
                  />
                </div>
              </TableCell>
            </TableRow>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                data-state={row.getIsSelected() ? "selected" : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                onKeyDown={
                  onRowClick
                    ? (event) => {
                        if (event.key === "Enter" && event.target === event.currentTarget)
                          onRowClick(row.original);
                      }
                    : undefined
                }
                className={cn(
                  // A visible focus ring for keyboard users: an inset outline (box-shadow rings are unreliable on <tr>).
                  onRowClick &&
                    "cursor-pointer focus-visible:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                )}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cn(
                      alignClass(cell.column),
                      cell.column.id === SELECT_COLUMN_ID && "pr-0",
                      cell.column.id === ACTIONS_COLUMN_ID && "py-1.5",
                      keyed && "whitespace-normal sm:whitespace-nowrap",
                      phoneLayout(cell.column, keyed, primaryId).hidden && "hidden sm:table-cell",
                    )}
                    // A click beside the checkbox selects nothing, but must not open the row either.
                    onClick={
                      cell.column.id === SELECT_COLUMN_ID ? (event) => event.stopPropagation() : undefined
                    }
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    {phone && cell.column.id === primaryId && (
                      <div className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 sm:hidden">
                        {row
                          .getVisibleCells()
                          .filter((other) => other.column.id !== primaryId && isKeyColumn(other.column))
                          .map((other) => (
                            <span key={other.id} className={alignClass(other.column)}>
                              {flexRender(other.column.columnDef.cell, other.getContext())}
                            </span>
                          ))}
                      </div>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <DataTablePagination
        table={table}
        selectable={rowOptions?.selectable ?? false}
        selectionOnPhone={!keyed}
      />
    </Card>
  );
}
