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
  // From the dealer cost in cents, as the quote's line (accessoryLine) has it.
  return ceilDollars(accessoryDealerCost(cost) * markup);
}

/** True for Canada, however it is written: "Canada", "CA", "CAN" (any case, trimmed). */
export function isCanadian(country: string | null | undefined): boolean {
  if (typeof country !== "string") return false;
  const c = country.trim().toLowerCase();
  return c === "canada" || c === "ca" || c === "can";
}

/** Adds money amounts in whole cents, so a sum of cents is exact (0.1 + 0.2 is 0.3). */
export function sumCents(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += Math.round(amount * 100);
  return cents / 100;
}

/** One line of a quote, as every screen, list, document and the API show it (decision 075). */
export interface QuoteLine {
  /** Customer price of one piece: ceil(dealer cost of one x markup). */
  unit_price: number;
  quantity: number;
  /** unit_price x quantity: the line's customer price, whole dollars. */
  price: number;
  /** Dealer cost of one piece (unit_total, or an accessory's list cost x 0.55), in cents. */
  unit_dealer_cost: number;
  /** unit_dealer_cost x quantity, in cents. */
  dealer_cost: number;
}

/** A unit's line: its unit_total (dealer cost), and its customer price rounded up. */
export function unitLine(unitTotal: number, markup: number = DEFAULT_MARKUP): QuoteLine {
  const price = customerPrice(unitTotal, markup);
  return { unit_price: price, quantity: 1, price, unit_dealer_cost: unitTotal, dealer_cost: unitTotal };
}

/** An accessory's line: each piece rounded up once, then times the quantity (spec §9). */
export function accessoryLine(
  listCost: number,
  quantity: number,
  markup: number = DEFAULT_MARKUP,
): QuoteLine {
  const unitDealerCost = accessoryDealerCost(listCost);
  const unitPrice = accessoryDisplayPrice(listCost, markup);
  return {
    unit_price: unitPrice,
    quantity,
    price: unitPrice * quantity,
    unit_dealer_cost: unitDealerCost,
    // In whole cents: 21.99 x 3 is 65.97, not 65.97000000000001.
    dealer_cost: (Math.round(unitDealerCost * 100) * quantity) / 100,
  };
}

export interface QuoteTotalsInput {
  /** unit_total of each configuration (dealer dollars). */
  unitTotals: readonly number[];
  /** Each accessory line: its list cost (prod_cost) and quantity. */
  accessories?: ReadonlyArray<{ prod_cost: number; quantity: number }>;
  country?: string | null;
  markup?: number;
}

export interface QuoteTotals {
  /** The lines as the quote shows them, units first, in the given order. */
  unit_lines: QuoteLine[];
  accessory_lines: QuoteLine[];
  /** Sum of the lines' dealer costs, in cents (what the order is priced at, before brokerage). */
  dealer_cost_subtotal: number;
  /** Sum of the lines' customer prices: whole dollars, each line rounded up once. */
  customer_total: number;
  /** 60 for Canadian dealers, else 0. */
  brokerage_fee: number;
  /** customer_total + brokerage_fee (USD): exactly the sum of the lines the quote shows. */
  total: number;
  markup: number;
}

/**
 * Quote totals (spec §9, docs/decisions/075-quote-totals-are-sums-of-lines.md): each line is rounded
 * up once, on its own, and every total is the sum of the lines shown, so the lines and the total
 * agree to the cent on every screen, list, document and in the API.
 */
export function quoteTotals({
  unitTotals,
  accessories = [],
  country = null,
  markup = DEFAULT_MARKUP,
}: QuoteTotalsInput): QuoteTotals {
  const unit_lines = unitTotals.map((unitTotal) => unitLine(unitTotal, markup));
  const accessory_lines = accessories.map((line) => accessoryLine(line.prod_cost, line.quantity, markup));
  const lines = [...unit_lines, ...accessory_lines];
  const customer_total = sumCents(lines.map((line) => line.price));
  const brokerage_fee = isCanadian(country) ? CANADIAN_BROKERAGE_FEE : 0;
  return {
    unit_lines,
    accessory_lines,
    dealer_cost_subtotal: sumCents(lines.map((line) => line.dealer_cost)),
    customer_total,
    brokerage_fee,
    total: sumCents([customer_total, brokerage_fee]),
    markup,
  };
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** US formatting: formatUSD(1234) is "$1,234.00". */
export function formatUSD(n: number): string {
  return usd.format(n);
}
