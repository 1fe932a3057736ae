import type { Table } from "@tanstack/react-table";
import { Columns3 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuLabel } from "@/components/ui/dropdown-menu";

/** Dropdown of checkboxes, one per hideable column. */
export function ColumnChooser<TData>({ table }: { table: Table<TData> }) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <DropdownMenu
      align="end"
      trigger={
        <Button variant="outline" size="sm" className="h-9">
          <Columns3 aria-hidden="true" />
          Columns
        </Button>
      }
    >
      <DropdownMenuLabel>Toggle columns</DropdownMenuLabel>
      {columns.map((column) => (
        <DropdownMenuCheckboxItem
          key={column.id}
          checked={column.getIsVisible()}
          onCheckedChange={(checked) => column.toggleVisibility(checked)}
        >
          {column.columnDef.meta?.label ?? column.id}
        </DropdownMenuCheckboxItem>
      ))}
    </DropdownMenu>
  );
}
