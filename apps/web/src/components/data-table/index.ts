export { DataTable, TABLE_DEFAULTS } from "./data-table";
export { sortCookieName, visibilityCookieName } from "./table-cookies";
export type { ColumnAlignment, DataTableColumn, DataTableProps, RowAction, RowOptions } from "./types";
export {
  CLIENT_SIDE_MAX_ROWS,
  LIST_PAGE_SIZE,
  loadList,
  useListSource,
  type ListQuery,
  type ListSource,
  type PageFetcher,
  type ServerSideSource,
} from "./list-source";
