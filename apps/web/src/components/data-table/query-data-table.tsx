import type { ComponentProps } from "react";
import { AllClear } from "@/components/feedback/all-clear";
import { trpcErrorMessage } from "@/lib/trpc";
import { DataTable } from "./data-table";
import type { DataTableProps } from "./types";

interface QueryDataTableProps<TData> extends Omit<DataTableProps<TData>, "data" | "loading"> {
  /** The list's query: its rows once loaded, whether it is loading, and its error. */
  query: { data: TData[] | undefined; isPending: boolean; error: unknown };
  /** Shown in place of the table when the list came back empty; without it, the empty table. */
  allClear?: ComponentProps<typeof AllClear>;
}

/** A query's rows as a DataTable, or the all-clear when it answered none; the query's error under it. */
export function QueryDataTable<TData>({ query, allClear, ...table }: QueryDataTableProps<TData>) {
  return (
    <>
      {allClear && query.data?.length === 0 ? (
        <AllClear {...allClear} />
      ) : (
        <DataTable {...table} data={query.data ?? []} loading={query.isPending} />
      )}
      {query.error ? <p className="mt-4 text-sm text-destructive">{trpcErrorMessage(query.error)}</p> : null}
    </>
  );
}
