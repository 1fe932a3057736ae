import { QUOTE_STATUS, RECORD_STATUS, type Agent, type TSetLinePriceRequest } from "@screens/domain";
import { formatPercent } from "@screens/pricing";
import type { Prisma } from "../db/client.js";
import { notFound } from "../http/errors.js";
import { numOrNull } from "./convert.js";
import { recomputeQuoteTotals } from "./quote-totals.js";
import { allowWithinOwnLimit, assertSellingDraft, recordEvent } from "./selling-price.js";

/**
 * A unit's or accessory's own markup and discount (docs/decisions/192-line-markup-and-discount.md,
 * product rule R52): set where the quote's selling price is (a draft, or a signed job before it is
 * submitted), counted in the effective discount the role limits measure, kept in the history.
 */

type Tx = Prisma.TransactionClient;
type Money = { toNumber(): number } | number;

/** "markup 1.30, 10% off", "the quote's markup, no discount". */
function describeLevers(markup: number | null, discount: number | null): string {
  const parts = [
    markup === null ? "the quote's markup" : `markup ${markup.toFixed(2)}`,
    discount === null || discount === 0 ? "no discount" : `${formatPercent(discount)} off`,
  ];
  return parts.join(", ");
}

/** PUT /quotes/{quote_id}/line-price on a locked quote. */
export async function setLinePrice(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null },
  input: Omit<TSetLinePriceRequest, "quote_id">,
): Promise<void> {
  assertSellingDraft(agent, quote, "A line's price");
  const where = { id: input.line_id, quote_id: quote.id, status: { not: RECORD_STATUS.INACTIVE } };
  const discount = input.discount_percent === 0 ? null : input.discount_percent;
  const data = { line_markup: input.markup, line_discount: discount };
  const select = { line_markup: true, line_discount: true } as const;
  let name: string;
  let before: { line_markup: Money | null; line_discount: Money | null };
  if (input.line === "unit") {
    const row = await tx.configuration.findFirst({ where, select: { ...select, unit_name: true } });
    if (!row) throw notFound();
    before = row;
    name = `Unit “${row.unit_name?.trim() || "Screen"}”`;
    await tx.configuration.update({ where: { id: input.line_id }, data });
  } else {
    const row = await tx.quoteAccessory.findFirst({ where, select: { ...select, prod_name: true } });
    if (!row) throw notFound();
    before = row;
    name = `Accessory “${row.prod_name}”`;
    await tx.quoteAccessory.update({ where: { id: input.line_id }, data });
  }
  const was = describeLevers(numOrNull(before.line_markup), numOrNull(before.line_discount));
  const now = describeLevers(input.markup, discount);
  if (was === now) return;
  const what = `${name}: ${was} → ${now}`;
  // A signed job's history says how the customer's total moved (decision 136); a draft's, what changed.
  const signed = quote.status === QUOTE_STATUS.CUSTOMER_ACCEPTED;
  const totals = await recomputeQuoteTotals(tx, quote.id, signed ? { userId: agent.id, what } : undefined);
  await allowWithinOwnLimit(tx, agent, quote, totals);
  if (!signed) await recordEvent(tx, agent, quote, "selling_price", what);
}
