import { CHARGE_FIELDS, formatUSD, type PriceBreakdown } from "@screens/pricing";
import { Copy, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CHARGE_LABELS } from "./labels";
import type { ConfigurationRow } from "./types";

/** The figures the summary shows: live (browser) or saved (server). */
export interface SummaryFigures {
  source: "live" | "server";
  unit_total: number;
  customer_price: number;
  /** The manufacturer's own (list) price: the sum of the charges, before the dealer factor. */
  list_price: number;
  charges: Record<string, number>;
  package_name: string | null;
  order_code: string;
  description: string;
}

export function figuresFromBreakdown(
  breakdown: PriceBreakdown,
  orderCode: string,
  description: string,
): SummaryFigures {
  return {
    source: "live",
    unit_total: breakdown.unit_total,
    customer_price: breakdown.customer_price,
    list_price: breakdown.charges_sum,
    charges: Object.fromEntries(CHARGE_FIELDS.map((f) => [f, breakdown[f]])),
    package_name: breakdown.package?.label ?? null,
    order_code: orderCode,
    description,
  };
}

export function figuresFromServer(row: ConfigurationRow): SummaryFigures {
  const charges = Object.fromEntries(CHARGE_FIELDS.map((f) => [f, row[f]]));
  const list = Math.round(Object.values(charges).reduce((s, v) => s + v, 0) * 100) / 100;
  return {
    source: "server",
    unit_total: row.unit_total,
    customer_price: row.customer_price,
    list_price: list,
    charges,
    package_name: row.package_name,
    order_code: row.order_code,
    description: row.description,
  };
}

export interface PricingSummaryProps {
  figures: SummaryFigures | null;
  /** Problems that keep the unit from being priced. */
  problemCount: number;
  markup: number;
  showListPrice: boolean;
  onDuplicate?: () => void;
  duplicating?: boolean;
}

/** The sticky summary of the editor: price, customer price, breakdown, package, order code, summary. */
export function PricingSummary({
  figures,
  problemCount,
  markup,
  showListPrice,
  onDuplicate,
  duplicating = false,
}: PricingSummaryProps) {
  return (
    <section
      aria-labelledby="pricing-summary-title"
      className="overflow-hidden rounded-xl border bg-card shadow-sm shadow-slate-900/5"
    >
      <div className="bg-gradient-to-br from-slate-900 to-slate-800 p-5 text-white">
        <div className="flex items-center justify-between gap-2">
          <h2 id="pricing-summary-title" className="text-sm font-medium text-slate-300">
            Unit price
          </h2>
          {figures && (
            <Badge
              variant="secondary"
              className="border-0 bg-white/10 text-[11px] font-medium text-slate-100"
              data-testid="price-source"
            >
              {figures.source === "live" ? "Live estimate" : "Saved price"}
            </Badge>
          )}
        </div>
        {figures ? (
          <>
            <p className="mt-1 text-3xl font-semibold tracking-tight tabular-nums" data-testid="unit-total">
              {formatUSD(figures.unit_total)}
            </p>
            <p className="text-xs text-slate-400">Dealer cost</p>
          </>
        ) : (
          <p className="mt-2 text-sm text-slate-200" data-testid="unit-total-missing">
            {problemCount === 1
              ? "1 field needs attention before this unit can be priced."
              : `${problemCount} fields need attention before this unit can be priced.`}
          </p>
        )}
      </div>
      {figures && (
        <div className="space-y-4 p-5">
          <dl className={showListPrice ? "grid grid-cols-2 gap-3" : "grid gap-3"}>
            <div className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">Customer price</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="customer-price">
                {formatUSD(figures.customer_price)}
              </dd>
              <dd className="text-[11px] text-muted-foreground">Markup × {markup}</dd>
            </div>
            {showListPrice && (
              <div className="rounded-lg bg-muted/60 p-3">
                <dt className="text-xs text-muted-foreground">List price</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="list-price">
                  {formatUSD(figures.list_price)}
                </dd>
                <dd className="text-[11px] text-muted-foreground">Manufacturer</dd>
              </div>
            )}
          </dl>
          <div>
            <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Charges
            </h3>
            <dl className="divide-y text-sm" aria-label="Charge breakdown">
              {CHARGE_FIELDS.filter((f) => (figures.charges[f] ?? 0) !== 0).map((f) => (
                <div key={f} className="flex justify-between py-1.5">
                  <dt className="text-muted-foreground">{CHARGE_LABELS[f] ?? f}</dt>
                  <dd className="tabular-nums">{formatUSD(figures.charges[f] ?? 0)}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">Package</span>
            <span className="font-medium" data-testid="package-name">
              {figures.package_name ?? "Priced by component"}
            </span>
          </div>
          <div>
            <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Order code
            </h3>
            <code
              className="block rounded-md bg-muted px-2.5 py-2 font-mono text-xs break-all"
              data-testid="order-code"
            >
              {figures.order_code || "—"}
            </code>
          </div>
          {figures.description && (
            <div>
              <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                Summary
              </h3>
              <p className="text-sm leading-relaxed text-foreground/80" data-testid="description">
                {figures.description}
              </p>
            </div>
          )}
        </div>
      )}
      {onDuplicate && (
        <div className="border-t p-4">
          <Button variant="outline" className="w-full" onClick={onDuplicate} disabled={duplicating}>
            {duplicating ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Copy aria-hidden="true" />
            )}
            Duplicate
          </Button>
        </div>
      )}
    </section>
  );
}
