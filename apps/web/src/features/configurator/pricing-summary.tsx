import { CHARGE_FIELDS, type ConfigurationField } from "@screens/pricing/configuration";
import { formatUSD, sumCents } from "@screens/pricing/money";
import { PRICE_LABELS, priceBridge, type PriceBridgeStep } from "@screens/pricing/bridge";
import { useCustomerView } from "@/lib/customer-view";
import { priceConfiguration, type PriceBook, type PriceBreakdown } from "@screens/pricing";
import type { DealerTerms } from "@screens/pricing/money";
import { Copy, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CHARGE_LABELS, labelOf } from "./labels";
import type { ConfigurationRow } from "./types";
import { toConfiguration } from "./use-configuration-editor";

/** The figures the summary shows: live (browser) or saved (server). */
export interface SummaryFigures {
  source: "live" | "server";
  /** Dealer cost. */
  unit_total: number;
  customer_price: number;
  /** The manufacturer's own (list) price: the sum of the charges, before the dealer factor. */
  list_price: number;
  charges: Record<string, number>;
  package_name: string | null;
  /** The package's price before rounding up, where a package applies and is known. */
  package_price: number | null;
  /** How the dealer cost comes from the list price: lines that add up to it. */
  bridge: PriceBridgeStep[];
  order_code: string;
  description: string;
}

export function figuresFromBreakdown(
  breakdown: PriceBreakdown,
  orderCode: string,
  description: string,
): SummaryFigures {
  const bridge = priceBridge({
    charges_sum: breakdown.charges_sum,
    unit_total: breakdown.unit_total,
    level_price: breakdown.level_price,
    markup: breakdown.markup,
    terms: termsOf(breakdown),
    package: breakdown.package
      ? { label: breakdown.package.label, total: breakdown.package.level_total }
      : null,
  });
  return {
    source: "live",
    unit_total: breakdown.unit_total,
    customer_price: breakdown.customer_price,
    list_price: breakdown.charges_sum,
    charges: Object.fromEntries(CHARGE_FIELDS.map((f) => [f, breakdown[f]])),
    package_name: breakdown.package?.label ?? null,
    package_price: bridge.package_price,
    bridge: bridge.steps,
    order_code: orderCode,
    description,
  };
}

/** The dealer terms a breakdown was priced with (decision 149). */
function termsOf(breakdown: PriceBreakdown): DealerTerms {
  return {
    level: breakdown.price_level,
    factor: breakdown.dealer_cost_factor,
    discount_pct: breakdown.dealer_discount_pct,
  };
}

/**
 * A saved unit priced again with the quote's book and terms: its package's own total and its price
 * before the dealer's discount are known when that gives the stored dealer cost.
 */
function savedBreakdown(row: ConfigurationRow, book?: PriceBook, terms?: DealerTerms): PriceBreakdown | null {
  const priced = priceConfiguration(toConfiguration(row), { priceBook: book, terms });
  return priced.ok && priced.breakdown.unit_total === row.unit_total ? priced.breakdown : null;
}

export function figuresFromServer(
  row: ConfigurationRow,
  book?: PriceBook,
  terms?: DealerTerms,
): SummaryFigures {
  const charges = Object.fromEntries(CHARGE_FIELDS.map((f) => [f, row[f]]));
  const list = sumCents(Object.values(charges));
  const again = savedBreakdown(row, book, terms);
  const pkg = again?.package?.label === row.package_name ? again.package : null;
  const bridge = priceBridge({
    charges_sum: list,
    unit_total: row.unit_total,
    level_price: again?.level_price,
    terms: again ? termsOf(again) : terms,
    package: row.package_name ? { label: row.package_name, total: pkg?.level_total ?? null } : null,
  });
  return {
    source: "server",
    unit_total: row.unit_total,
    customer_price: row.customer_price,
    list_price: list,
    charges,
    package_name: row.package_name,
    package_price: bridge.package_price,
    bridge: bridge.steps,
    order_code: row.order_code,
    description: row.description,
  };
}

/** A signed bridge amount: "−$1,505.70", "+$0.50". */
function signedUSD(amount: number): string {
  return amount < 0 ? `−${formatUSD(-amount)}` : `+${formatUSD(amount)}`;
}

/** The charges, their sum (list price) and the steps from there to the dealer cost. */
function ChargesAndBridge({ figures }: { figures: SummaryFigures }) {
  const [, ...steps] = figures.bridge;
  return (
    <div>
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Charges</h3>
      <dl className="divide-y text-sm" aria-label="Charge breakdown">
        {CHARGE_FIELDS.filter((f) => (figures.charges[f] ?? 0) !== 0).map((f) => (
          <div key={f} className="flex justify-between py-1.5">
            <dt className="text-muted-foreground">{CHARGE_LABELS[f] ?? f}</dt>
            <dd className="tabular-nums">{formatUSD(figures.charges[f] ?? 0)}</dd>
          </div>
        ))}
      </dl>
      <dl
        className="mt-1 border-t-2 text-sm"
        aria-label="From list price to dealer cost"
        data-testid="price-bridge"
      >
        <div className="flex justify-between py-1.5 font-medium">
          <dt>{PRICE_LABELS.list_price}</dt>
          <dd className="tabular-nums" data-testid="bridge-list-price">
            {formatUSD(figures.list_price)}
          </dd>
        </div>
        {steps.map((step) => (
          <div key={step.key} className="flex justify-between py-1 text-muted-foreground">
            <dt>{step.label}</dt>
            <dd className="tabular-nums" data-testid={`bridge-${step.key}`}>
              {signedUSD(step.amount)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between border-t py-1.5 font-semibold">
          <dt>{PRICE_LABELS.dealer_cost}</dt>
          <dd className="tabular-nums">{formatUSD(figures.unit_total)}</dd>
        </div>
      </dl>
    </div>
  );
}

export interface PricingSummaryProps {
  figures: SummaryFigures | null;
  /** Problems that keep the unit from being priced. */
  problemCount: number;
  /** The fields with those problems, in the form's order: named, each a way to the field. */
  problemFields?: readonly ConfigurationField[];
  /** Moves focus to a field of the form. */
  onFocusField?: (field: ConfigurationField) => void;
  markup: number;
  showListPrice: boolean;
  onDuplicate?: () => void;
  duplicating?: boolean;
}

/** The sticky summary of the editor: price, customer price, breakdown, package, order code, summary. */
export function PricingSummary({
  figures,
  problemCount,
  problemFields = [],
  onFocusField,
  markup,
  showListPrice,
  onDuplicate,
  duplicating = false,
}: PricingSummaryProps) {
  // In front of the homeowner: the customer's price only (lib/customer-view.tsx).
  const customerView = useCustomerView().on;
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
            {customerView ? (
              <>
                <p
                  className="mt-1 text-3xl font-semibold tracking-tight tabular-nums"
                  data-testid="customer-price"
                >
                  {formatUSD(figures.customer_price)}
                </p>
                <p className="text-xs text-slate-400">{PRICE_LABELS.customer_price}</p>
              </>
            ) : (
              <>
                <p
                  className="mt-1 text-3xl font-semibold tracking-tight tabular-nums"
                  data-testid="unit-total"
                >
                  {formatUSD(figures.unit_total)}
                </p>
                <p className="text-xs text-slate-400">{PRICE_LABELS.dealer_cost}</p>
              </>
            )}
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-200" data-testid="unit-total-missing">
              {problemCount === 1
                ? "1 field needs attention before this unit can be priced."
                : `${problemCount} fields need attention before this unit can be priced.`}
            </p>
            {/* Which ones (product rule R51): each name takes the focus to its field. */}
            {problemFields.length > 0 && (
              <ul aria-label="Fields that need attention" className="mt-2 flex flex-wrap gap-2">
                {problemFields.map((field) => (
                  <li key={field}>
                    <button
                      type="button"
                      onClick={() => onFocusField?.(field)}
                      className="rounded-md bg-white/10 px-2 py-1 text-xs font-medium text-white underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none"
                    >
                      {labelOf(field)}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {figures && (
        <div className="space-y-4 p-5">
          {!customerView && (
            <>
              <dl className={showListPrice ? "grid grid-cols-2 gap-3" : "grid gap-3"}>
                <div className="rounded-lg bg-muted/60 p-3">
                  <dt className="text-xs text-muted-foreground">{PRICE_LABELS.customer_price}</dt>
                  <dd className="text-lg font-semibold tabular-nums" data-testid="customer-price">
                    {formatUSD(figures.customer_price)}
                  </dd>
                  <dd className="text-[11px] text-muted-foreground">
                    {PRICE_LABELS.dealer_cost} × {markup}, rounded up
                  </dd>
                </div>
                {showListPrice && (
                  <div className="rounded-lg bg-muted/60 p-3">
                    <dt className="text-xs text-muted-foreground">{PRICE_LABELS.list_price}</dt>
                    <dd className="text-lg font-semibold tabular-nums" data-testid="list-price">
                      {formatUSD(figures.list_price)}
                    </dd>
                    <dd className="text-[11px] text-muted-foreground">Sum of the charges</dd>
                  </div>
                )}
              </dl>
              <ChargesAndBridge figures={figures} />
            </>
          )}
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">Package</span>
            <span className="font-medium" data-testid="package-name">
              {figures.package_name ?? "Priced by component"}
            </span>
          </div>
          {figures.package_price !== null && !customerView && (
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="text-muted-foreground">{PRICE_LABELS.package_price}</span>
              <span className="font-medium tabular-nums" data-testid="package-price">
                {formatUSD(figures.package_price)}
              </span>
            </div>
          )}
          {!customerView && (
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
          )}
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
