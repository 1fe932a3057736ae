import { MESSAGES } from "@screens/domain/messages";
import type { TOrder } from "@screens/domain/schemas";
import { PRICE_LABELS } from "@screens/pricing/bridge";
import { sumCents } from "@screens/pricing/money";
import { formatUSD } from "@/lib/format";

/**
 * The order's money, as lines that add up to its total (decision 075): the units' and accessories'
 * dealer cost, the Canadian brokerage where the quote carried one, then the order total, which is
 * a dealer cost too (product rule R44: shown unrounded). Shipping is confirmed apart.
 */
export function OrderTotals({ order }: { order: TOrder }) {
  // Each line's dealer cost as the server computed it (decision 160: n identical pieces cost n times one).
  const units = sumCents(order.screenconfigurations.map((unit) => unit.line_dealer_cost));
  const accessories = sumCents(order.add_on_accessories.map((line) => line.line_dealer_cost));
  // The brokerage is the quote's stored fee, as the server sends it (decision 193).
  const brokerage = order.brokerage_fee;
  const rows = [
    { label: `Units, ${PRICE_LABELS.dealer_cost.toLowerCase()}`, value: units, testId: "order-units" },
    {
      label: `Accessories, ${PRICE_LABELS.dealer_cost.toLowerCase()}`,
      value: accessories,
      testId: "order-accessories",
    },
  ];
  if (brokerage > 0)
    rows.push({ label: "Canadian brokerage fee", value: brokerage, testId: "order-brokerage" });
  return (
    <>
      {rows.map((row) => (
        <div key={row.testId} className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="tabular-nums" data-testid={row.testId}>
            {formatUSD(row.value)}
          </dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4">
        <dt className="font-semibold">{PRICE_LABELS.order_total}</dt>
        <dd className="text-xl font-semibold tabular-nums" data-testid="order-total">
          {formatUSD(order.sale_price)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Shipping</dt>
        <dd className="tabular-nums">
          {order.shipping_cost > 0 ? formatUSD(order.shipping_cost) : MESSAGES.shippingToBeConfirmed}
        </dd>
      </div>
    </>
  );
}
