export { DataTable, TABLE_DEFAULTS } from "./data-table";
export { sortCookieName, visibilityCookieName } from "./table-cookies";
export type { ColumnAlignment, DataTableColumn, DataTableProps, RowAction, RowOptions } from "./types";
