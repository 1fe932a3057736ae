import { MESSAGES } from "@screens/domain/messages";
import type { TQuote } from "@screens/domain/schemas";
import { PRICE_LABELS } from "@screens/pricing/bridge";
import { discountLabel } from "@screens/pricing/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { useCustomerView } from "@/lib/customer-view";
import { formatUSD } from "@/lib/format";

/**
 * Quote summary (decisions 075, 131 and 132): the customer's lines add up to the total shown
 * (the subtotal less the discount, the customer price, then the Canadian brokerage); the dealer's own figures (dealer cost, and list price for
 * staff) sit apart, under the same names as everywhere else.
 */
export function QuoteSummary({ quote, staff }: { quote: TQuote; staff: boolean }) {
  const summary = quote.summary;
  // In front of the homeowner the dealer's figures stay off the screen (lib/customer-view.tsx).
  const customerView = useCustomerView().on;
  const rows: { label: string; value: string; testId: string }[] = [];
  const discount = quote.selling.discount;
  if (discount)
    rows.push(
      { label: "Subtotal", value: formatUSD(summary.lines_total), testId: "summary-subtotal" },
      { label: discountLabel(discount), value: formatUSD(-discount.amount), testId: "summary-discount" },
    );
  rows.push({
    label: PRICE_LABELS.customer_price,
    value: formatUSD(summary.customer_price),
    testId: "summary-customer-price",
  });
  if (summary.services_total > 0)
    rows.push({ label: "Services", value: formatUSD(summary.services_total), testId: "summary-services" });
  for (const tax of quote.tax.lines)
    rows.push({ label: `${tax.name} (${tax.rate}%)`, value: formatUSD(tax.amount), testId: "summary-tax" });
  if (summary.brokerage_fee > 0)
    rows.push({
      label: "Canadian brokerage fee",
      value: formatUSD(summary.brokerage_fee),
      testId: "summary-brokerage",
    });
  const dealerRows: { label: string; value: string; testId: string }[] = customerView
    ? []
    : [
        {
          label: PRICE_LABELS.dealer_cost,
          value: formatUSD(summary.dealer_cost),
          testId: "summary-dealer-cost",
        },
      ];
  if (staff && summary.list_price !== null && !customerView)
    dealerRows.push({
      label: PRICE_LABELS.list_price,
      value: formatUSD(summary.list_price),
      testId: "summary-list-price",
    });
  return (
    <Card aria-labelledby="quote-summary-title">
      <CardHeader>
        <CardTitle id="quote-summary-title">Quote summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between text-muted-foreground">
            <dt>Units</dt>
            <dd className="tabular-nums">{summary.unit_count}</dd>
          </div>
          <div className="flex justify-between text-muted-foreground">
            <dt>Accessories</dt>
            <dd className="tabular-nums">{summary.accessory_count}</dd>
          </div>
          <Separator className="my-1" />
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt>{row.label}</dt>
              <dd className="font-medium tabular-nums" data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ))}
          <Separator className="my-1" />
          <div className="flex items-baseline justify-between gap-4">
            <dt className="font-semibold">
              {PRICE_LABELS.quote_total} ({summary.currency})
            </dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="quote-total">
              {formatUSD(summary.total)}
            </dd>
          </div>
          <Separator className="my-1" />
          {dealerRows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4 text-muted-foreground">
              <dt>{row.label}</dt>
              <dd className="tabular-nums" data-testid={row.testId}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-muted-foreground">{MESSAGES.shippingToBeConfirmed}</p>
      </CardContent>
    </Card>
  );
}
