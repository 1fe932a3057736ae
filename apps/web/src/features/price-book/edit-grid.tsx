import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
} from "@tanstack/react-table";
import { CircleAlert } from "lucide-react";
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cn } from "@/lib/utils";
import { formatCell, parseClipboardGrid } from "./grid-paste";

export interface GridColumn {
  id: string;
  header: string;
  /** Money shows with cents; other figures (sizes, factors) and text as they are. */
  money?: boolean;
  /** A text column (a name, a code): left-aligned, wider. */
  text?: boolean;
}

export interface GridRow {
  id: string;
  header: ReactNode;
}

/** A cell the user typed or pasted, by its row and column index. */
export interface GridCellChange {
  row: number;
  column: number;
  text: string;
}

export const cellKey = (row: number, column: number) => `${row}:${column}`;

interface EditGridProps {
  /** The grid's accessible name. */
  label: string;
  /** The top-left header ("W × H (ft)", "Entry"). */
  corner: string;
  rows: GridRow[];
  columns: GridColumn[];
  /** The saved value of a cell; undefined: the row has no such cell (shown as a dash). */
  valueAt: (row: number, column: number) => unknown;
  editable: boolean;
  /** Typed or pasted text not saved yet (refused, or on its way), by cellKey. */
  unsaved: ReadonlyMap<string, string>;
  /** The book's check's message for a cell, shown at it. */
  problemAt: (row: number, column: number) => string | undefined;
  onChange: (changes: GridCellChange[], at: { row: number; column: number }) => void;
  /** A last column of controls per row (an entry's availability). */
  trailing?: { header: string; cell: (row: number) => ReactNode };
  maxHeight?: string;
}

type Cursor = { row: number; column: number };

/**
 * A spreadsheet-like grid (docs/decisions/194-price-book-editor.md): arrows, Tab and Enter move;
 * typing or F2 edits; Escape cancels; a block pasted from Excel or Google Sheets fills the cells from
 * the active one to the right and down. Refused cells keep the typed text, marked, with the message
 * at the cell.
 */
export function EditGrid({
  label,
  corner,
  rows,
  columns,
  valueAt,
  editable,
  unsaved,
  problemAt,
  onChange,
  trailing,
  maxHeight = "32rem",
}: EditGridProps) {
  const [active, setActive] = useState<Cursor>({ row: 0, column: 0 });
  /** The cell being edited: its starting text, and whether it starts selected (F2, Enter) or typed over. */
  const [editing, setEditing] = useState<{ text: string; selectAll: boolean } | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // Enter, Tab and Escape end an edit themselves; the blur that follows must not commit it again.
  const editEnded = useRef(false);

  const hasCell = (row: number, column: number) => valueAt(row, column) !== undefined;
  const shown = (row: number, column: number) => {
    const typed = unsaved.get(cellKey(row, column));
    if (typed !== undefined) return typed;
    return formatCell(valueAt(row, column), columns[column]?.money ?? false);
  };
  const raw = (row: number, column: number) => {
    const typed = unsaved.get(cellKey(row, column));
    if (typed !== undefined) return typed;
    const value = valueAt(row, column);
    return typeof value === "number" || typeof value === "string" ? String(value) : "";
  };

  // Keep the active cell inside the grid when the table changes size.
  useEffect(() => {
    setActive((cursor) => ({
      row: Math.min(cursor.row, Math.max(rows.length - 1, 0)),
      column: Math.min(cursor.column, Math.max(columns.length - 1, 0)),
    }));
  }, [rows.length, columns.length]);

  const focusCell = (cursor: Cursor) => {
    setActive(cursor);
    requestAnimationFrame(() => {
      gridRef.current
        ?.querySelector<HTMLElement>(`[data-cell="${cellKey(cursor.row, cursor.column)}"]`)
        ?.focus();
    });
  };
  const move = (dRow: number, dColumn: number) =>
    focusCell({
      row: Math.min(Math.max(active.row + dRow, 0), rows.length - 1),
      column: Math.min(Math.max(active.column + dColumn, 0), columns.length - 1),
    });

  const startEdit = (text: string, selectAll = true) => {
    if (!editable || !hasCell(active.row, active.column)) return;
    editEnded.current = false;
    setEditing({ text, selectAll });
  };
  // The input takes the keys at once: the next key of a fast typist must not reach the cell.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!editing || !input) return;
    input.focus();
    if (editing.selectAll) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  }, [editing]);
  const commit = (text: string) => {
    editEnded.current = true;
    setEditing(null);
    if (text !== raw(active.row, active.column))
      onChange([{ row: active.row, column: active.column, text }], active);
  };

  // Copying a cell (not one being edited) gives its number as a spreadsheet takes it.
  const copy = (event: ClipboardEvent) => {
    if (editing) return;
    event.preventDefault();
    event.clipboardData.setData("text/plain", raw(active.row, active.column));
  };

  const paste = (event: ClipboardEvent) => {
    if (!editable) return;
    const text = event.clipboardData.getData("text/plain");
    const block = parseClipboardGrid(text);
    // One value typed into a cell being edited is the input's own paste.
    if (editing && block.length <= 1 && (block[0]?.length ?? 0) <= 1) return;
    event.preventDefault();
    if (block.length === 0) return;
    setEditing(null);
    const changes: GridCellChange[] = [];
    block.forEach((cells, r) =>
      cells.forEach((value, c) =>
        changes.push({ row: active.row + r, column: active.column + c, text: value }),
      ),
    );
    onChange(changes, active);
  };

  const cellKeyDown = (event: KeyboardEvent) => {
    if (editing) return;
    const keys: Record<string, () => void> = {
      ArrowUp: () => move(-1, 0),
      ArrowDown: () => move(1, 0),
      ArrowLeft: () => move(0, -1),
      ArrowRight: () => move(0, 1),
      Enter: () => startEdit(raw(active.row, active.column)),
      F2: () => startEdit(raw(active.row, active.column)),
      Tab: () => move(0, event.shiftKey ? -1 : 1),
      Delete: () => startEdit("", false),
      Backspace: () => startEdit("", false),
    };
    const action = keys[event.key];
    if (action) {
      // Tab leaves the grid at its edges.
      if (
        event.key === "Tab" &&
        (event.shiftKey ? active.column === 0 : active.column === columns.length - 1)
      )
        return;
      event.preventDefault();
      action();
      return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      startEdit(event.key, false);
    }
  };

  const inputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    if (event.key === "Escape") {
      event.preventDefault();
      editEnded.current = true;
      setEditing(null);
      focusCell(active);
    } else if (event.key === "Enter") {
      event.preventDefault();
      commit(text);
      move(event.shiftKey ? -1 : 1, 0);
    } else if (event.key === "Tab") {
      event.preventDefault();
      commit(text);
      move(0, event.shiftKey ? -1 : 1);
    }
  };

  const helper = createColumnHelper<GridRow>();
  const columnDefs = useMemo(() => {
    const defs: ColumnDef<GridRow>[] = [
      helper.display({ id: "__row", header: corner }),
      ...columns.map((column) => helper.display({ id: column.id, header: column.header })),
    ];
    if (trailing) defs.push(helper.display({ id: "__trailing", header: trailing.header }));
    return defs;
  }, [columns, corner, helper, trailing]);
  const table = useReactTable({ data: rows, columns: columnDefs, getCoreRowModel: getCoreRowModel() });

  return (
    <div className="overflow-auto rounded-lg border bg-card" style={{ maxHeight }}>
      <table
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-readonly={!editable}
        className="min-w-full border-separate border-spacing-0 text-sm tabular-nums"
        onPaste={paste}
        onCopy={copy}
      >
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const column = columns[index - 1];
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      "sticky top-0 z-10 border-b bg-muted px-3 py-2 text-xs font-semibold whitespace-nowrap text-muted-foreground",
                      index === 0
                        ? "left-0 z-20 border-r text-left"
                        : column?.text
                          ? "text-left"
                          : "text-right",
                    )}
                  >
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((tableRow, rowIndex) => (
            <tr key={tableRow.id} className="group/row">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-44 border-r border-b bg-card px-3 py-1.5 text-left text-xs font-semibold text-muted-foreground sm:max-w-none sm:whitespace-nowrap"
              >
                {tableRow.original.header}
              </th>
              {columns.map((column, columnIndex) => {
                const key = cellKey(rowIndex, columnIndex);
                const present = hasCell(rowIndex, columnIndex);
                const isActive = active.row === rowIndex && active.column === columnIndex;
                const problem = present ? problemAt(rowIndex, columnIndex) : undefined;
                const pending = unsaved.has(key);
                const messageId = `${label.replace(/\W+/g, "-")}-${key.replace(":", "-")}-problem`;
                return (
                  <td
                    key={column.id}
                    role="gridcell"
                    data-cell={key}
                    tabIndex={isActive ? 0 : -1}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? messageId : undefined}
                    aria-readonly={!editable || !present}
                    onFocus={() => setActive({ row: rowIndex, column: columnIndex })}
                    onMouseDown={() => setActive({ row: rowIndex, column: columnIndex })}
                    onDoubleClick={() => startEdit(raw(rowIndex, columnIndex))}
                    onKeyDown={cellKeyDown}
                    className={cn(
                      "relative h-8 border-b px-3 py-1 whitespace-nowrap outline-none group-even/row:bg-muted/25",
                      column.text ? "min-w-40 text-left" : "min-w-24 text-right",
                      !present && "text-muted-foreground/60",
                      editable && present && "cursor-cell",
                      pending &&
                        !problem &&
                        "bg-amber-100/70 group-even/row:bg-amber-100/70 dark:bg-amber-400/15 dark:group-even/row:bg-amber-400/15",
                      problem &&
                        "bg-destructive/10 text-destructive group-even/row:bg-destructive/10 dark:bg-destructive/25 dark:group-even/row:bg-destructive/25",
                      "focus:z-[5] focus:ring-2 focus:ring-primary focus:ring-inset",
                      problem && "ring-1 ring-destructive ring-inset focus:ring-destructive",
                    )}
                  >
                    {isActive && editing ? (
                      <input
                        ref={inputRef}
                        aria-label={`${columns[columnIndex]?.header ?? ""}, ${rowLabel(rows[rowIndex])}`}
                        defaultValue={editing.text}
                        onKeyDown={inputKeyDown}
                        onBlur={(event) => {
                          if (!editEnded.current) commit(event.currentTarget.value);
                        }}
                        className={cn(
                          "absolute inset-0 w-full bg-background px-3 text-sm tabular-nums outline-none ring-2 ring-primary ring-inset",
                          column.text ? "text-left" : "text-right",
                        )}
                      />
                    ) : present ? (
                      <span className="inline-flex items-center gap-1">
                        {problem && <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />}
                        {shown(rowIndex, columnIndex)}
                      </span>
                    ) : (
                      "—"
                    )}
                    {problem && (
                      <span
                        id={messageId}
                        role={isActive ? "alert" : undefined}
                        className={cn(
                          "pointer-events-none absolute top-full z-30 mt-1 w-max max-w-64 rounded-md bg-destructive px-2 py-1 text-left text-xs font-medium whitespace-normal text-destructive-foreground shadow-lg",
                          column.text ? "left-0" : "right-0",
                          isActive && !editing ? "block" : "sr-only",
                        )}
                      >
                        {problem}
                      </span>
                    )}
                  </td>
                );
              })}
              {trailing && (
                <td className="border-b px-2 py-1 group-even/row:bg-muted/25">{trailing.cell(rowIndex)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function rowLabel(row: GridRow | undefined): string {
  if (!row) return "";
  return typeof row.header === "string" || typeof row.header === "number" ? String(row.header) : row.id;
}
