import type { Table } from "@tanstack/react-table";
import { Plus, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { ColumnChooser } from "./column-chooser";

export interface DataTableToolbarProps<TData> {
  table: Table<TData>;
  displayName: string;
  itemName: string;
  onCreate?: () => void;
  hideClosedToggle: boolean;
  hideClosed: boolean;
  onHideClosedChange: (hide: boolean) => void;
  extras?: ReactNode;
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
          <label className="flex items-center gap-2 text-sm font-medium select-none">
            <Checkbox checked={hideClosed} onChange={(event) => onHideClosedChange(event.target.checked)} />
            Hide closed quotes
          </label>
        )}
      </div>
      <div className="flex items-center gap-2">
        {extras}
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
