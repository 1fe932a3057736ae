import { MESSAGES, type TQuote } from "@screens/domain";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { formatUSD } from "@/lib/format";

/** Quote summary (panel.md §9): customer price, dealer cost, list price for staff, Canadian brokerage, USD. */
export function QuoteSummary({ quote, staff }: { quote: TQuote; staff: boolean }) {
  const summary = quote.summary;
  const rows: { label: string; value: string; muted?: boolean }[] = [
    { label: "Customer price", value: formatUSD(summary.customer_price) },
    { label: "Dealer cost", value: formatUSD(summary.dealer_cost) },
  ];
  if (staff && summary.list_price !== null)
    rows.push({ label: "List price", value: formatUSD(summary.list_price), muted: true });
  if (summary.brokerage_fee > 0)
    rows.push({ label: "Canadian brokerage fee", value: formatUSD(summary.brokerage_fee) });
  return (
    <Card aria-labelledby="quote-summary-title">
      <CardHeader>
        <CardTitle id="quote-summary-title">Quote summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between text-muted-foreground">
            <dt>Units</dt>
            <dd className="tabular-nums">{quote.screenconfigurations.length}</dd>
          </div>
          <div className="flex justify-between text-muted-foreground">
            <dt>Accessories</dt>
            <dd className="tabular-nums">
              {quote.add_on_accessories.reduce((sum, item) => sum + item.quantity, 0)}
            </dd>
          </div>
          <Separator className="my-1" />
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className={row.muted ? "text-muted-foreground" : undefined}>{row.label}</dt>
              <dd className="font-medium tabular-nums">{row.value}</dd>
            </div>
          ))}
          <Separator className="my-1" />
          <div className="flex items-baseline justify-between gap-4">
            <dt className="font-semibold">Total ({summary.currency})</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="quote-total">
              {formatUSD(summary.total)}
            </dd>
          </div>
          <p className="text-xs text-muted-foreground">{MESSAGES.shippingToBeConfirmed}</p>
        </dl>
      </CardContent>
    </Card>
  );
}
