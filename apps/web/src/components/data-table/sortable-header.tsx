import type { Header } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { flexRender } from "@tanstack/react-table";
import { cn } from "@/lib/utils";

/** A header cell's content: a button cycling the sort (asc, desc, clear) when the column sorts. */
export function SortableHeader<TData>({ header }: { header: Header<TData, unknown> }) {
  const { column } = header;
  const content = flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) return <>{content}</>;
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ChevronsUpDown;
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      className={cn(
        "-mx-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 uppercase transition-colors hover:bg-muted hover:text-foreground",
        sorted && "text-foreground",
        column.columnDef.meta?.wrapHeader && "h-auto min-h-8 py-1",
      )}
    >
      {content}
      <Icon aria-hidden="true" className={cn("size-3.5", !sorted && "opacity-50")} />
    </button>
  );
}

export function ariaSort(sorted: false | "asc" | "desc"): "ascending" | "descending" | undefined {
  if (sorted === "asc") return "ascending";
  if (sorted === "desc") return "descending";
  return undefined;
}
