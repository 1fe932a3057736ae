import type { ReactNode } from "react";
import type { DataTableColumn } from "./types";

/** Work the server retries (an e-mail, a background job): its attempts and its last error. */
interface Attempted {
  attempts: number;
  max_attempts: number;
  last_error: string | null;
}

/** "2 / 5": the attempts made of those allowed. */
export function attemptsColumn<T extends Attempted>(): DataTableColumn<T> {
  return {
    id: "attempts",
    header: "Attempts",
    alignment: "right",
    size: 100,
    accessor: (row) => row.attempts,
    cell: (row) => (
      <span className="tabular-nums">
        {row.attempts} / {row.max_attempts}
      </span>
    ),
  };
}

/** The last attempt's error, cut to two lines with the whole text in the tooltip. */
export function lastErrorColumn<T extends Attempted>(size: number): DataTableColumn<T> {
  return {
    id: "last_error",
    header: "Last error",
    size,
    cell: (row) =>
      row.last_error ? (
        <span className="line-clamp-2 text-xs text-muted-foreground" title={row.last_error}>
          {row.last_error}
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  };
}

/** The row's Retry, at its end: the cell gives the button (RetryButton) where the row may be retried. */
export function retryColumn<T>(cell: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    id: "retry",
    header: "",
    sortable: false,
    alignment: "right",
    size: 110,
    accessor: () => "",
    cell,
  };
}
