/** Dealer cost is 0.55 of the list price (spec §9). */
export const DEALER_COST_FACTOR = 0.55;
/** The quote markup_variable default (spec §9). */
export const DEFAULT_MARKUP = 1.43;
/** Added to the quote total for Canadian dealers (spec §6, §9). */
export const CANADIAN_BROKERAGE_FEE = 60;

/**
 * Rounds to whole cents, half away from zero; removes binary noise such as 100 * 1.43 = 143.00000000000003
 * and 15.31 * 8 + 72.875 = 195.35499999999999 (rounds to 195.36).
 */
export function roundCents(x: number): number {
  return x >= 0 ? Math.round(x * 100 + 1e-6) / 100 : -Math.round(-x * 100 + 1e-6) / 100;
}

/**
 * Rounds up to a whole dollar (spec §9 "rounded up"). Only binary noise is removed first, far below
 * a cent: ceilDollars(143.00000000000003) is 143, while ceilDollars(529.001) is 530 (0.55 of a sum of
 * charges has fractions of a cent that count).
 */
export function ceilDollars(x: number): number {
  return Math.ceil(Math.round(x * 1e7) / 1e7);
}

/** Displayed customer price: amount times markup, rounded up to a whole dollar (spec §9). */
export function customerPrice(amount: number, markup: number = DEFAULT_MARKUP): number {
  return ceilDollars(amount * markup);
}

/** Accessory dealer cost: list cost times 0.55, in cents (spec §9). */
export function accessoryDealerCost(cost: number): number {
  return roundCents(cost * DEALER_COST_FACTOR);
}

/** Displayed accessory price: list cost times 0.55 times markup, rounded up to a whole dollar (spec §9). */
export function accessoryDisplayPrice(cost: number, markup: number = DEFAULT_MARKUP): number {
  // From the dealer cost in cents, the amount the quote's total adds up: the line and the total agree.
  return ceilDollars(accessoryDealerCost(cost) * markup);
}

/** True for Canada, however it is written: "Canada", "CA", "CAN" (any case, trimmed). */
export function isCanadian(country: string | null | undefined): boolean {
  if (typeof country !== "string") return false;
  const c = country.trim().toLowerCase();
  return c === "canada" || c === "ca" || c === "can";
}

export interface QuoteTotalsInput {
  /** unit_total of each configuration (dealer dollars). */
  unitTotals: readonly number[];
  /** Dealer cost times quantity of each accessory line. */
  accessoryCosts?: readonly number[];
  country?: string | null;
  markup?: number;
}

export interface QuoteTotals {
  /** Sum of unit totals and accessory dealer costs, in cents. */
  dealer_cost_subtotal: number;
  /** dealer_cost_subtotal times markup, rounded up to a whole dollar. */
  customer_total: number;
  /** 60 for Canadian dealers, else 0. */
  brokerage_fee: number;
  /** customer_total + brokerage_fee (USD). */
  total: number;
  markup: number;
}

/** Quote totals (spec §9): customer total rounded up, plus the Canadian brokerage fee. */
export function quoteTotals({
  unitTotals,
  accessoryCosts = [],
  country = null,
  markup = DEFAULT_MARKUP,
}: QuoteTotalsInput): QuoteTotals {
  let sum = 0;
  for (const u of unitTotals) sum += u;
  for (const a of accessoryCosts) sum += a;
  const dealer_cost_subtotal = roundCents(sum);
  const customer_total = customerPrice(dealer_cost_subtotal, markup);
  const brokerage_fee = isCanadian(country) ? CANADIAN_BROKERAGE_FEE : 0;
  return {
    dealer_cost_subtotal,
    customer_total,
    brokerage_fee,
    total: customer_total + brokerage_fee,
    markup,
  };
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** US formatting: formatUSD(1234) is "$1,234.00". */
export function formatUSD(n: number): string {
  return usd.format(n);
}
