import { accessoryDealerCost, quoteTotals, type QuoteTotals } from "@screens/pricing";
import type { Prisma, PrismaClient } from "../db/client.js";
import { num } from "./convert.js";

type Tx = Prisma.TransactionClient | PrismaClient;

/**
 * The quote's money (docs/decisions/004-quote-and-order-prices.md): units' dealer totals plus
 * accessories' dealer cost, times the quote's markup, rounded up, plus the Canadian brokerage.
 */
export async function computeQuoteTotals(prisma: Tx, quoteId: number): Promise<QuoteTotals> {
  const quote = await prisma.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: {
      markup_variable: true,
      dealer: { select: { country: true } },
      screenconfigurations: { where: { status: { not: 0 } }, select: { unit_total: true } },
      add_on_accessories: { where: { status: { not: 0 } }, select: { prod_cost: true, quantity: true } },
    },
  });
  return quoteTotals({
    unitTotals: quote.screenconfigurations.map((unit) => num(unit.unit_total)),
    accessoryCosts: quote.add_on_accessories.map(
      (line) => accessoryDealerCost(num(line.prod_cost)) * line.quantity,
    ),
    country: quote.dealer?.country ?? null,
    markup: num(quote.markup_variable),
  });
}

/** Called on every change of a quote's units or accessories: sale_price is the customer total. */
export async function recomputeQuoteTotals(prisma: Tx, quoteId: number): Promise<QuoteTotals> {
  const totals = await computeQuoteTotals(prisma, quoteId);
  await prisma.quote.update({ where: { id: quoteId }, data: { sale_price: totals.total } });
  return totals;
}

/** What the dealer owes the manufacturer for the quote: the order's price, in cents, not rounded up. */
export function dealerPrice(totals: QuoteTotals): number {
  return Math.round((totals.dealer_cost_subtotal + totals.brokerage_fee) * 100) / 100;
}
