import {
  DEFAULT_MARKUP,
  defaultChoice,
  quoteTotals,
  type ChoiceLine,
  type LineChoice,
  standardTerms,
  sumCents,
  type DealerTerms,
  type LineAdjustment,
  type QuoteDiscount,
  type QuoteLine,
  type QuoteTotals,
} from "@screens/pricing";
import { QUOTE_STATUS, RECORD_STATUS } from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { num, numOrNull } from "./convert.js";
import { taxesFor, taxRegionOf } from "./sales-tax.js";

type Tx = Prisma.TransactionClient | PrismaClient;
type Money = { toNumber(): number } | number;

export interface QuoteMoneyInput {
  status: number;
  markup_variable: Money;
  /** The discount as stored: "percent" reads `discount`, "amount" reads `discount_amount`. */
  discount_kind: string;
  discount: Money;
  discount_amount: Money;
  /** The dealer's default markup, the standard the effective discount is measured from. */
  standard_markup?: Money | null;
  /** Frozen at submission; used instead of the dealer's country once the quote left draft. */
  brokerage_fee: Money;
  country: string | null;
  /** A unit whose saved_at is null was never saved: it has no price and counts in no total (decision 070). */
  units: ReadonlyArray<
    { unit_total: Money; quantity: number; saved_at?: unknown } & LineChoiceColumns & LinePriceColumns
  >;
  accessories: ReadonlyArray<{ prod_cost: Money; quantity: number } & LineChoiceColumns & LinePriceColumns>;
  /** The dealer's active service lines. */
  services?: ReadonlyArray<{ unit_price: Money; quantity: number; taxable: boolean } & LineChoiceColumns>;
  /** The rates of the quote's region (sales-tax.ts), none when exempt. */
  taxes?: ReadonlyArray<{ name: string; rate: number }>;
  /** The dealer terms the quote's lines price with (null: the standard 0.55; decision 149). */
  price_level?: string | null;
  dealer_factor?: Money | null;
  dealer_discount?: Money | null;
}

/**
 * A line's part in the customer's choice (docs/decisions/182-optional-and-alternative-lines.md): a
 * line read without these columns is required.
 */
export interface LineChoiceColumns {
  id?: number;
  choice?: string;
  choice_group?: string | null;
  chosen?: boolean | null;
}

/**
 * A unit's or accessory's own markup and discount (docs/decisions/192-line-markup-and-discount.md):
 * null or absent, the quote's markup and no discount.
 */
export interface LinePriceColumns {
  line_markup?: Money | null;
  line_discount?: Money | null;
}

/** The line's levers as the pricing engine takes them. */
export function lineAdjustmentOf(line: LinePriceColumns): LineAdjustment {
  return { markup: numOrNull(line.line_markup), discount_pct: numOrNull(line.line_discount) };
}

/** A line's price fields as every unit's and accessory's DTO carries them (decision 192). */
export function linePriceFieldsOf(row: LinePriceColumns, line: QuoteLine) {
  return {
    line_markup: numOrNull(row.line_markup),
    line_discount_pct: line.line_discount_pct,
    line_list_price: line.list_price,
    line_discount: line.line_discount,
    line_price: line.price,
    line_dealer_cost: line.dealer_cost,
  };
}

/** The three kinds of quote line, as a choice's keys name them ("unit:12"). */
export type LineKind = "unit" | "accessory" | "service";
export const lineKey = (kind: LineKind, id: number) => `${kind}:${id}`;

const asChoice = (choice: string | undefined): LineChoice =>
  choice === "optional" || choice === "alternative" ? choice : "required";

/** The quote's lines as the choice reads them (units never saved are in no total, so in no choice). */
export function choiceLinesOf(
  quote: Pick<QuoteMoneyInput, "units" | "accessories" | "services">,
): ChoiceLine[] {
  const of = (kind: LineKind, line: LineChoiceColumns): ChoiceLine => ({
    key: lineKey(kind, line.id ?? -1),
    choice: asChoice(line.choice),
    group: line.choice_group ?? null,
    chosen: line.chosen ?? null,
  });
  return [
    ...quote.units.filter((unit) => unit.saved_at !== null).map((unit) => of("unit", unit)),
    ...quote.accessories.map((line) => of("accessory", line)),
    ...(quote.services ?? []).map((line) => of("service", line)),
  ];
}

/**
 * The quote's money (docs/decisions/004-quote-and-order-prices.md, 075-quote-totals-are-sums-of-lines.md):
 * each line's customer price rounded up once, the total the sum of those lines, plus the Canadian
 * brokerage, which follows the dealer's country while the quote is a draft and is frozen from
 * submission on. Only the lines of `chosen` count (keys of lineKey), by default the quote's default
 * choice: an optional line the customer did not take and the other alternatives of a group are
 * options, in no total (decision 182).
 */
export function totalsOf(quote: QuoteMoneyInput, chosen?: ReadonlySet<string>): QuoteTotals {
  const draft = quote.status === QUOTE_STATUS.STARTED;
  const picked = chosen ?? defaultChoice(choiceLinesOf(quote));
  const inChoice = (kind: LineKind) => (line: LineChoiceColumns) =>
    asChoice(line.choice) === "required" || picked.has(lineKey(kind, line.id ?? -1));
  const units = quote.units.filter((unit) => unit.saved_at !== null).filter(inChoice("unit"));
  const accessories = quote.accessories.filter(inChoice("accessory"));
  const services = (quote.services ?? []).filter(inChoice("service"));
  const totals = quoteTotals({
    unitTotals: units.map((unit) => ({
      unit_total: num(unit.unit_total),
      quantity: unit.quantity,
      ...lineAdjustmentOf(unit),
    })),
    accessories: accessories.map((line) => ({
      prod_cost: num(line.prod_cost),
      quantity: line.quantity,
      ...lineAdjustmentOf(line),
    })),
    // A Canadian dealer's quote carries the brokerage from its creation, empty too (decision 081).
    country: draft ? quote.country : null,
    markup: num(quote.markup_variable),
    discount: discountOf(quote),
    standardMarkup: quote.standard_markup == null ? DEFAULT_MARKUP : num(quote.standard_markup),
    services: services.map((line) => ({
      unit_price: num(line.unit_price),
      quantity: line.quantity,
      taxable: line.taxable,
    })),
    taxes: quote.taxes ?? [],
    terms: quoteTerms(quote),
  });
  if (draft) return totals;
  const fee = num(quote.brokerage_fee);
  return {
    ...totals,
    brokerage_fee: fee,
    total: sumCents([totals.customer_total, totals.services_total, totals.tax_total, fee]),
  };
}

/** The dealer terms a quote's lines price with: its own columns, else the standard factor (decision 149). */
export function quoteTerms(
  quote: Pick<QuoteMoneyInput, "price_level" | "dealer_factor" | "dealer_discount">,
): DealerTerms {
  if (quote.dealer_factor == null) return standardTerms();
  return {
    level: quote.price_level ?? null,
    factor: num(quote.dealer_factor),
    discount_pct: quote.dealer_discount == null ? 0 : num(quote.dealer_discount),
  };
}

/** The stored discount as the pricing engine takes it (docs/decisions/131-selling-price.md). */
export function discountOf(quote: Pick<QuoteMoneyInput, "discount_kind" | "discount" | "discount_amount">) {
  const discount: QuoteDiscount =
    quote.discount_kind === "amount"
      ? { kind: "amount", value: num(quote.discount_amount) }
      : { kind: "percent", value: num(quote.discount) };
  return discount.value > 0 ? discount : null;
}

/** A line's columns the choice reads, for Prisma selects. */
export const LINE_CHOICE_SELECT = { id: true, choice: true, choice_group: true, chosen: true } as const;

/** A line's own price columns, for Prisma selects. */
export const LINE_ADJUSTMENT_SELECT = { line_markup: true, line_discount: true } as const;

/** The quote columns totalsOf reads, for Prisma selects. */
export const QUOTE_MONEY_SELECT = {
  status: true,
  markup_variable: true,
  discount_kind: true,
  discount: true,
  discount_amount: true,
  brokerage_fee: true,
  tax_region: true,
  tax_exempt: true,
  tax_exempt_certificate: true,
  price_level: true,
  dealer_factor: true,
  dealer_discount: true,
} as const;

/** The relations totalsOf reads besides the lines: the dealer's settings and rates, the customer's state. */
export const QUOTE_MONEY_RELATIONS = {
  dealer: {
    select: {
      country: true,
      state: true,
      default_markup: true,
      tax_rates: { where: { status: RECORD_STATUS.ACTIVE }, orderBy: { id: "asc" } },
    },
  },
  customer: { select: { state: true } },
  service_lines: { where: { status: RECORD_STATUS.ACTIVE }, orderBy: { id: "asc" } },
} as const satisfies Prisma.QuoteSelect;

/** The money input of a quote read with QUOTE_MONEY_SELECT and QUOTE_MONEY_RELATIONS. */
export function moneyInputOf(
  quote: Prisma.QuoteGetPayload<{ select: typeof QUOTE_MONEY_SELECT & typeof QUOTE_MONEY_RELATIONS }>,
  lines: Pick<QuoteMoneyInput, "units" | "accessories">,
): QuoteMoneyInput & { where: ReturnType<typeof taxRegionOf> } {
  const where = taxRegionOf(quote, quote.customer?.state, quote.dealer?.state);
  return {
    ...quote,
    ...lines,
    country: quote.dealer?.country ?? null,
    standard_markup: quote.dealer?.default_markup ?? null,
    services: quote.service_lines,
    taxes: taxesFor(quote, where.region, quote.dealer?.tax_rates ?? []),
    where,
  };
}

export async function computeQuoteTotals(prisma: Tx, quoteId: number): Promise<QuoteTotals> {
  const quote = await prisma.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: {
      ...QUOTE_MONEY_SELECT,
      ...QUOTE_MONEY_RELATIONS,
      screenconfigurations: {
        where: { status: { not: RECORD_STATUS.INACTIVE } },
        select: {
          unit_total: true,
          quantity: true,
          saved_at: true,
          ...LINE_CHOICE_SELECT,
          ...LINE_ADJUSTMENT_SELECT,
        },
      },
      add_on_accessories: {
        where: { status: { not: RECORD_STATUS.INACTIVE } },
        select: { prod_cost: true, quantity: true, ...LINE_CHOICE_SELECT, ...LINE_ADJUSTMENT_SELECT },
      },
    },
  });
  return totalsOf(
    moneyInputOf(quote, { units: quote.screenconfigurations, accessories: quote.add_on_accessories }),
  );
}

/** A user's change of a quote's content, as its history names it ("Unit “Patio”: width 120\" → 121\""). */
export interface ContentChange {
  userId: number;
  what: string;
}

/**
 * Called on every change of a quote's units or accessories: sale_price is the customer total. With
 * `change`, a quote the customer has signed (Customer Accepted) keeps the change in its history with
 * the customer total before and after (docs/decisions/136-signature-to-order.md).
 */
export async function recomputeQuoteTotals(
  prisma: Tx,
  quoteId: number,
  change?: ContentChange,
): Promise<QuoteTotals> {
  const before = change
    ? await prisma.quote.findUniqueOrThrow({
        where: { id: quoteId },
        select: { status: true, sale_price: true },
      })
    : null;
  const totals = await computeQuoteTotals(prisma, quoteId);
  await prisma.quote.update({ where: { id: quoteId }, data: { sale_price: totals.total } });
  if (change && before?.status === QUOTE_STATUS.CUSTOMER_ACCEPTED)
    await prisma.statusChange.create({
      data: {
        entity: "quote",
        entity_id: quoteId,
        from_status: before.status,
        to_status: before.status,
        user_id: change.userId,
        event: "changed_after_acceptance",
        note: `${change.what}. ${totalDifference(num(before.sale_price), totals.total)}`,
      },
    });
  return totals;
}

/** "Customer total $1,200.00 → $1,270.00 (+$70.00)", or "Customer total unchanged ($1,200.00)". */
function totalDifference(before: number, after: number): string {
  const difference = sumCents([after, -before]);
  if (difference === 0) return `Customer total unchanged (${formatCents(after)})`;
  const sign = difference > 0 ? "+" : "−";
  return `Customer total ${formatCents(before)} → ${formatCents(after)} (${sign}${formatCents(Math.abs(difference))})`;
}

const formatCents = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** What the dealer owes the manufacturer for the quote: the order's price, in cents, not rounded up. */
export function dealerPrice(totals: QuoteTotals): number {
  return sumCents([totals.dealer_cost_subtotal, totals.brokerage_fee]);
}
