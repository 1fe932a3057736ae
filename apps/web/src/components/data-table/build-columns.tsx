import type { ColumnDef } from "@tanstack/react-table";
import { Checkbox } from "@/components/ui/checkbox";
import { plainText } from "@/lib/format";
import { cn } from "@/lib/utils";
import { RowActionsMenu } from "./row-actions-menu";
import type { DataTableColumn, RowOptions } from "./types";

export const SELECT_COLUMN_ID = "__select";
export const ACTIONS_COLUMN_ID = "__actions";
/** Hidden column holding every defined column's text, lowercased: the text filter reads only this. */
export const SEARCH_COLUMN_ID = "__search";

const ALIGN_CLASS = { left: "text-left", center: "text-center", right: "text-right" } as const;

export function alignClass(column: { columnDef: { meta?: unknown } }): string {
  const meta = column.columnDef.meta as { alignment?: keyof typeof ALIGN_CLASS } | undefined;
  return ALIGN_CLASS[meta?.alignment ?? "left"];
}

function readProperty(row: unknown, id: string): unknown {
  return row && typeof row === "object" ? (row as Record<string, unknown>)[id] : undefined;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toLocaleDateString();
  return plainText(value);
}

export function hasRowActions<TData>(options: RowOptions<TData> | undefined): boolean {
  return Boolean(options?.actions);
}

/** Turns the table's column definitions into TanStack column definitions (+ selection and actions). */
export function buildColumns<TData>(
  columns: DataTableColumn<TData>[],
  rowOptions: RowOptions<TData> | undefined,
): ColumnDef<TData>[] {
  const defs: ColumnDef<TData>[] = [];

  if (rowOptions?.selectable) {
    defs.push({
      id: SELECT_COLUMN_ID,
      size: 44,
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all rows"
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label="Select row"
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
          onClick={(event) => event.stopPropagation()}
        />
      ),
    });
  }

  for (const column of columns) {
    const accessor = column.accessor ?? ((row: TData) => readProperty(row, column.id));
    defs.push({
      id: column.id,
      header: column.header,
      accessorFn: accessor,
      enableSorting: column.sortable ?? true,
      enableHiding: true,
      size: column.size ?? 150,
      meta: {
        alignment: column.alignment ?? "left",
        label: column.header,
        phone: column.phone,
        wrapHeader: column.wrapHeader,
      },
      cell: ({ row, getValue }) => (column.cell ? column.cell(row.original) : asText(getValue())),
    });
  }

  // One lowercase string per row, computed once per data (TanStack caches accessor values), so a
  // keystroke costs one `includes` per row instead of one per cell (bench/filter.mjs).
  const accessors = columns.map(
    (column) => column.accessor ?? ((row: TData) => readProperty(row, column.id)),
  );
  defs.push({
    id: SEARCH_COLUMN_ID,
    accessorFn: (row) => accessors.map((accessor) => asText(accessor(row)).toLowerCase()).join("\u0000"),
    enableSorting: false,
    enableHiding: false,
    header: () => null,
    cell: () => null,
  });

  if (hasRowActions(rowOptions) && rowOptions) {
    defs.push({
      id: ACTIONS_COLUMN_ID,
      size: 56,
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <div className={cn("flex justify-end")}>
          <RowActionsMenu row={row.original} options={rowOptions} />
        </div>
      ),
    });
  }

  return defs;
}
