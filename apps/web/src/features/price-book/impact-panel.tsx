import type { TPriceBookImpact } from "@screens/domain/schemas";
import { useQuery } from "@tanstack/react-query";
import { Download, FileText } from "lucide-react";
import type { ReactNode } from "react";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatUSD } from "@/lib/format";
import { trpcErrorMessage, useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { downloadText, impactCsv } from "./book-files";
import { EmptyPanel } from "./empty-panel";

type DealerRow = TPriceBookImpact["dealers"][number];
type UnitRow = TPriceBookImpact["changed_units"][number];

const cents = (value: number) => Math.round(value * 100) / 100;

/** A signed amount: "+$120.00" in amber (dearer), "−$40.00" in green, "$0.00" muted. */
function Change({ value, className }: { value: number; className?: string }) {
  const amount = cents(value);
  return (
    <span
      className={cn(
        "font-medium tabular-nums",
        amount > 0 && "text-amber-700 dark:text-amber-300",
        amount < 0 && "text-emerald-700 dark:text-emerald-300",
        amount === 0 && "text-muted-foreground",
        className,
      )}
    >
      {amount === 0 ? "No change" : `${amount > 0 ? "+" : "−"}${formatUSD(Math.abs(amount))}`}
    </span>
  );
}

const money = (value: number) => <span className="tabular-nums">{formatUSD(value)}</span>;

const DEALER_COLUMNS: DataTableColumn<DealerRow>[] = [
  {
    id: "company_name",
    header: "Dealer",
    phone: true,
    size: 220,
    cell: (row) => <span className="font-medium">{row.company_name}</span>,
  },
  {
    id: "quotes",
    header: "Open quotes",
    alignment: "right",
    size: 120,
    cell: (row) => (
      <span className="tabular-nums">
        {row.quotes_changed} <span className="text-muted-foreground">of {row.quotes} change</span>
      </span>
    ),
    accessor: (row) => row.quotes_changed,
  },
  {
    id: "total_before",
    header: "Total before",
    alignment: "right",
    size: 140,
    cell: (row) => money(row.total_before),
  },
  {
    id: "total_after",
    header: "Total after",
    alignment: "right",
    size: 140,
    cell: (row) => money(row.total_after),
  },
  {
    id: "change",
    header: "Change",
    phone: true,
    alignment: "right",
    size: 130,
    accessor: (row) => cents(row.total_after - row.total_before),
    cell: (row) => <Change value={row.total_after - row.total_before} />,
  },
  {
    id: "largest_change",
    header: "Largest on one quote",
    alignment: "right",
    size: 190,
    accessor: (row) => Math.abs(row.largest_change),
    cell: (row) =>
      row.largest_quote ? (
        <span className="inline-flex items-baseline gap-2">
          <span className="text-xs text-muted-foreground">{row.largest_quote}</span>
          <Change value={row.largest_change} />
        </span>
      ) : (
        <span className="text-muted-foreground">—</span>
      ),
  },
];

const UNIT_COLUMNS: DataTableColumn<UnitRow>[] = [
  {
    id: "quote_number",
    header: "Quote",
    phone: true,
    size: 120,
    cell: (row) => <span className="font-medium">{row.quote_number}</span>,
  },
  {
    id: "unit_name",
    header: "Unit",
    phone: true,
    size: 200,
    cell: (row) => (
      <span className="grid gap-0.5">
        <span>{row.unit_name}</span>
        {row.problem && <span className="text-xs whitespace-normal text-destructive">{row.problem}</span>}
      </span>
    ),
  },
  {
    id: "before",
    header: "Dealer cost before",
    alignment: "right",
    size: 160,
    cell: (row) => money(row.before),
  },
  { id: "after", header: "After", alignment: "right", size: 120, cell: (row) => money(row.after) },
  {
    id: "change",
    header: "Change",
    phone: true,
    alignment: "right",
    size: 120,
    accessor: (row) => cents(row.after - row.before),
    cell: (row) => <Change value={row.after - row.before} />,
  },
];

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card className="grid gap-1 p-4">
      <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</span>
      <span className="text-xl font-semibold tracking-tight">{children}</span>
    </Card>
  );
}

/**
 * What a version would do to the open draft quotes (docs/decisions/148-price-book-versions.md):
 * each priced with it, with its dealer's terms, against its prices now; by dealer and by unit.
 * Sent and submitted quotes keep their prices and are not counted.
 */
export function ImpactPanel({ version }: { version: string }) {
  const trpc = useTRPC();
  const impact = useQuery(trpc.priceBooks.impact.queryOptions({ version }));
  if (impact.error) return <p className="text-sm text-destructive">{trpcErrorMessage(impact.error)}</p>;
  const data = impact.data;
  if (data && data.quotes === 0)
    return (
      <EmptyPanel icon={FileText} title="No open draft quotes">
        Only drafts price with a new version; sent and submitted quotes keep their prices.
      </EmptyPanel>
    );
  const before = data?.dealers.reduce((sum, row) => sum + row.total_before, 0) ?? 0;
  const after = data?.dealers.reduce((sum, row) => sum + row.total_after, 0) ?? 0;
  const changedQuotes = data?.dealers.reduce((sum, row) => sum + row.quotes_changed, 0) ?? 0;
  return (
    <div className="grid gap-6">
      {data && (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Open drafts that change">
            {changedQuotes}{" "}
            <span className="text-base font-normal text-muted-foreground">of {data.quotes}</span>
          </Figure>
          <Figure label="Units priced">{data.units.toLocaleString("en-US")}</Figure>
          <Figure label="Customer totals now">{formatUSD(cents(before))}</Figure>
          <Figure label="With this version">
            <span className="flex flex-wrap items-baseline gap-x-2">
              {formatUSD(cents(after))}
              <Change value={after - before} className="text-sm" />
            </span>
          </Figure>
        </div>
      )}
      <section aria-labelledby="impact-dealers-title" className="grid gap-3">
        <h2 id="impact-dealers-title" className="text-base font-semibold tracking-tight">
          By dealer
        </h2>
        <DataTable
          name="price_book_impact_dealers"
          displayName="Impact by dealer"
          itemName="Dealer"
          hideTitle
          data={data?.dealers ?? []}
          loading={impact.isPending}
          getRowId={(row) => String(row.dealer_id ?? "none")}
          columns={DEALER_COLUMNS}
          toolbarExtras={
            data && (
              <Button
                variant="outline"
                onClick={() => downloadText(`price-book-${version}-impact.csv`, impactCsv(data), "text/csv")}
              >
                <Download aria-hidden="true" />
                Download CSV
              </Button>
            )
          }
        />
      </section>
      <section aria-labelledby="impact-units-title" className="grid gap-3">
        <div>
          <h2 id="impact-units-title" className="text-base font-semibold tracking-tight">
            Units that change
          </h2>
          <p className="text-sm text-muted-foreground">
            Dealer cost per unit, the largest change first
            {data && data.changed_units.length >= 500 ? " (the first 500)" : ""}.
          </p>
        </div>
        {data && data.changed_units.length === 0 ? (
          <p className="rounded-xl border bg-card px-4 py-6 text-center text-sm text-muted-foreground">
            No unit's dealer cost changes with this version.
          </p>
        ) : (
          <DataTable
            name="price_book_impact_units"
            displayName="Units that change"
            itemName="Unit"
            hideTitle
            data={data?.changed_units ?? []}
            loading={impact.isPending}
            getRowId={(row, index) => `${row.quote_id}-${index}`}
            columns={UNIT_COLUMNS}
          />
        )}
      </section>
    </div>
  );
}
