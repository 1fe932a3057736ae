import type { RowData } from "@tanstack/react-table";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { ServerSideSource } from "./list-source";

export type ColumnAlignment = "left" | "center" | "right";

declare module "@tanstack/react-table" {
  // What buildColumns keeps in a column's meta: the column chooser shows the label.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the merged interface must repeat TanStack's parameters
  interface ColumnMeta<TData extends RowData, TValue> {
    alignment?: ColumnAlignment;
    label?: string;
    phone?: boolean;
    wrapHeader?: boolean;
  }
}

/** A table column (product rule R39: id, header, cell, sortable, alignment, visible). */
export interface DataTableColumn<TData> {
  /** Unique id; also the row property read when no accessor is given. */
  id: string;
  header: string;
  /** The value used to filter and sort; defaults to `row[id]`. */
  accessor?: (row: TData) => unknown;
  /** Custom rendering; defaults to the accessor's value as text. */
  cell?: (row: TData) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Default "left". */
  alignment?: ColumnAlignment;
  /** Shown by default (true unless false); the user's choice is kept in a cookie. */
  visible?: boolean;
  /** Width in px; default 150, minimum 20. */
  size?: number;
  /**
   * A key column that stays on a phone (below 640 px). Once a list marks any column, its other columns
   * (and the selection checkboxes) show from 640 px up, so the key ones fit a phone without scrolling.
   */
  phone?: boolean;
  /** The API's sort field for server-side mode (very long lists); without it the column sorts only in the browser. */
  serverSort?: string;
  /** A long header wraps onto two lines instead of widening a narrow column. */
  wrapHeader?: boolean;
}

/** An extra entry of the row actions menu, between View and Delete. */
export interface RowAction<TData> {
  label: string;
  icon?: LucideIcon;
  onSelect: (row: TData) => void;
  /** Hide the action for some rows (e.g. only quotes awaiting approval). */
  hidden?: (row: TData) => boolean;
}

/** Row options of the table configuration (actions, onClick, selectable, onCreate, onDelete). */
export interface RowOptions<TData> {
  /** true shows the menu (View / Delete); a list also adds these extra actions. */
  actions?: boolean | RowAction<TData>[];
  /** Opens the row's detail: on row click and via the menu's View. */
  onClick?: (row: TData) => void;
  /** Adds a checkbox column and the selection count. */
  selectable?: boolean;
  /** Shows the 'Add {item}' button. */
  onCreate?: () => void;
  /** Adds Delete (in red) to the actions menu. */
  onDelete?: (row: TData) => void;
  /** Hide Delete for some rows. */
  canDelete?: (row: TData) => boolean;
}

/** The table configuration (name, displayName, data, columns, row options). */
export interface DataTableProps<TData> {
  /** Stable key for the sort and column cookies: table_sort_{name}, columnVisibility_{name}. */
  name: string;
  /** Human title, e.g. "Quotes". */
  displayName: string;
  data: TData[];
  columns: DataTableColumn<TData>[];
  rowOptions?: RowOptions<TData>;
  /** Singular noun for 'Add {item}'; defaults to displayName without a trailing "s". */
  itemName?: string;
  /** Shows the 'Hide closed quotes' checkbox, hiding rows whose status equals 50. */
  hideClosedToggle?: boolean;
  loading?: boolean;
  /** Stable row ids for selection; defaults to the row's `id` property, else its index. */
  getRowId?: (row: TData, index: number) => string;
  onSelectionChange?: (rows: TData[]) => void;
  /** Extra controls in the toolbar (right side). */
  toolbarExtras?: ReactNode;
  /** Hide the card title row (when the page header already names the list). */
  hideTitle?: boolean;
  /** Very long lists: filter, sort and page through the API instead of in the browser (decision 051). */
  serverSide?: ServerSideSource<TData>;
  /** The list's CSV export path (…/export.csv): shows the toolbar's Export button (decision 113). */
  exportPath?: string;
}
