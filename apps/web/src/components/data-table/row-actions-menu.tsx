import { Eye, MoreHorizontal, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import type { RowOptions } from "./types";

export interface RowActionsMenuProps<TData> {
  row: TData;
  options: RowOptions<TData>;
}

/** The row menu: View, the optional extra actions, then Delete in red. */
export function RowActionsMenu<TData>({ row, options }: RowActionsMenuProps<TData>) {
  const extras = Array.isArray(options.actions)
    ? options.actions.filter((action) => !action.hidden?.(row))
    : [];
  const canDelete = options.onDelete !== undefined && (options.canDelete?.(row) ?? true);
  return (
    <DropdownMenu
      align="end"
      trigger={
        <Button variant="ghost" size="icon" aria-label="Open row actions" className="size-8">
          <MoreHorizontal />
        </Button>
      }
    >
      {options.onClick && (
        <DropdownMenuItem onSelect={() => options.onClick?.(row)}>
          <Eye aria-hidden="true" />
          View
        </DropdownMenuItem>
      )}
      {extras.map(({ label, icon: Icon, onSelect }) => (
        <DropdownMenuItem key={label} onSelect={() => onSelect(row)}>
          {Icon && <Icon aria-hidden="true" />}
          {label}
        </DropdownMenuItem>
      ))}
      {canDelete && (
        <>
          {(options.onClick || extras.length > 0) && <DropdownMenuSeparator />}
          <DropdownMenuItem destructive onSelect={() => options.onDelete?.(row)}>
            <Trash2 aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </>
      )}
    </DropdownMenu>
  );
}
