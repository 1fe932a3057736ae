// The quotes table's text filter on 10,000 rows, keystroke by keystroke, through TanStack Table's core
// (the same row models the DataTable uses: filtered -> sorted -> paginated, page size 10).
// The filter function and column accessors mirror src/components/data-table/data-table.tsx and
// src/features/lists/tables.tsx (QUOTE_COLUMNS).
import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
} from "@tanstack/table-core";

const ROWS = 10_000;
export const FILTER_BUDGET_MS = 16;
const DEALERS = [
  "Gulf Coast Shade & Screen",
  "Maple Leaf Outdoor Living",
  "Desert Breeze Patio",
  "Harbor View Screens",
];
const STATUSES = [
  [1, "Started"],
  [30, "Awaiting Approval"],
  [31, "Awaiting Payment"],
  [50, "Ordered"],
];

const data = Array.from({ length: ROWS }, (_, index) => {
  const [status, status_label] = STATUSES[index % STATUSES.length];
  return {
    id: index + 1,
    quote_number: `Q-${String(index + 1).padStart(6, "0")}`,
    title: `${["Lanai", "Porch", "Pool cage", "Garage", "Patio"][index % 5]} screens - customer ${index}`,
    dealer: { company_name: DEALERS[index % DEALERS.length] },
    customer_name: `Customer ${index}`,
    status,
    status_label,
    unit_count: index % 7,
    sale_price: 1000 + ((index * 37) % 9000),
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 3600_000).toISOString(),
  };
});

const SEARCH = "__search";
const includesText = (row, columnId, filterValue) => {
  const needle = String(filterValue ?? "")
    .trim()
    .toLowerCase();
  if (!needle) return true;
  const value = row.getValue(columnId);
  if (value === null || value === undefined) return false;
  return columnId === SEARCH ? value.includes(needle) : String(value).toLowerCase().includes(needle);
};

const columns = [
  ["id", (row) => row.id],
  ["quote_number", (row) => row.quote_number],
  ["title", (row) => row.title],
  ["dealer", (row) => row.dealer?.company_name ?? ""],
  ["customer_name", (row) => row.customer_name],
  ["status", (row) => row.status_label],
  ["unit_count", (row) => row.unit_count],
  ["sale_price", (row) => row.sale_price],
  ["created_at", (row) => row.created_at],
].map(([id, accessorFn]) => ({ id, accessorFn, size: 150 }));
// The DataTable's hidden search column: every column's text, lowercased, computed once per row.
const accessors = columns.map((column) => column.accessorFn);
columns.push({
  id: SEARCH,
  accessorFn: (row) => accessors.map((accessor) => String(accessor(row) ?? "").toLowerCase()).join("\u0000"),
});

let state = {
  globalFilter: "",
  sorting: [],
  pagination: { pageIndex: 0, pageSize: 10 },
  columnVisibility: { [SEARCH]: false },
  rowSelection: {},
  columnFilters: [],
  columnPinning: { left: [], right: [] },
  columnOrder: [],
  columnSizing: {},
  columnSizingInfo: {},
  expanded: {},
  grouping: [],
};
const table = createTable({
  data,
  columns,
  state,
  onStateChange: (updater) => {
    state = typeof updater === "function" ? updater(state) : updater;
  },
  renderFallbackValue: null,
  globalFilterFn: includesText,
  getColumnCanGlobalFilter: (column) => column.id === SEARCH,
  getCoreRowModel: getCoreRowModel(),
  getFilteredRowModel: getFilteredRowModel(),
  getSortedRowModel: getSortedRowModel(),
  getPaginationRowModel: getPaginationRowModel(),
});
const setState = (patch) => {
  state = { ...state, ...patch };
  table.setOptions((previous) => ({ ...previous, state }));
};

function renderedCells() {
  // What the table renders per keystroke: the count badge and the visible page's cells.
  const count = table.getFilteredRowModel().rows.length;
  for (const row of table.getRowModel().rows) for (const cell of row.getVisibleCells()) cell.getValue();
  return count;
}

export function runFilterBench() {
  setState({});
  renderedCells(); // warm up the core model
  const typed = "gulf coast";
  const timings = [];
  for (let round = 0; round < 5; round += 1) {
    for (let length = 1; length <= typed.length; length += 1) {
      const started = performance.now();
      setState({ globalFilter: typed.slice(0, length), pagination: { pageIndex: 0, pageSize: 10 } });
      renderedCells();
      timings.push(performance.now() - started);
    }
    setState({ globalFilter: "" });
    renderedCells();
  }
  timings.sort((a, b) => a - b);
  const median = timings[Math.floor(timings.length / 2)];
  const p95 = timings[Math.floor(timings.length * 0.95)];
  const max = timings[timings.length - 1];
  return { rows: ROWS, keystrokes: timings.length, median, p95, max };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runFilterBench();
  console.log(
    `quotes filter, ${result.rows} rows: median ${result.median.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, max ${result.max.toFixed(2)} ms per keystroke (budget ${FILTER_BUDGET_MS} ms)`,
  );
}
