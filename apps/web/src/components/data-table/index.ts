export { DataTable, TABLE_DEFAULTS } from "./data-table";
export { sortCookieName, visibilityCookieName } from "./table-cookies";
export type { ColumnAlignment, DataTableColumn, DataTableProps, RowAction, RowOptions } from "./types";
export {
  CLIENT_SIDE_MAX_ROWS,
  LIST_PAGE_SIZE,
  listQueryOptions,
  loadList,
  useListSource,
  type ListQuery,
  type ListQueryOptions,
  type ListSource,
  type PageFetcher,
  type ServerSideSource,
} from "./list-source";
