import {
  customerPrice,
  DEALER_COST_FACTOR,
  DEFAULT_MARKUP,
  roundCents,
  sumCents,
  type DealerTerms,
} from "./money";

/**
 * The names of a unit's figures, the same on the editor, the quote, the order, the lists and the
 * documents (docs/decisions/075-quote-totals-are-sums-of-lines.md).
 */
export const PRICE_LABELS = {
  /** The sum of the charges: the manufacturer's own price. */
  list_price: "List price",
  /** A complete-unit package's price (dealer dollars), where a package applies. */
  package_price: "Package price",
  /** unit_total: what the dealer pays the manufacturer. */
  dealer_cost: "Dealer cost",
  /** Dealer cost x markup, rounded up: what the homeowner pays. */
  customer_price: "Customer price",
  /** A quote's total: its customer-price lines plus the Canadian brokerage. */
  quote_total: "Customer total",
  /** An order's total: its dealer-cost lines plus the Canadian brokerage, unrounded. */
  order_total: "Order total (dealer cost)",
} as const;

export interface PriceBridgeStep {
  key: "list_price" | "dealer_factor" | "package" | "rounding" | "dealer_discount";
  label: string;
  /** Signed, in cents; the steps add up to the dealer cost exactly. */
  amount: number;
}

export interface PriceBridge {
  list_price: number;
  /** The package's price before rounding up, when a package applies and its price is known. */
  package_price: number | null;
  dealer_cost: number;
  customer_price: number;
  steps: PriceBridgeStep[];
}

export interface PriceBridgeInput {
  /** Sum of the charges (list price). */
  charges_sum: number;
  /** The dealer cost (unit_total). */
  unit_total: number;
  markup?: number;
  /**
   * The package used: its label and its total at the dealer's level before rounding up (null when
   * only its name is known).
   */
  package: { label: string; total: number | null } | null;
  /** The dealer's price level and discount (decision 149); default: the standard 0.55, no discount. */
  terms?: DealerTerms;
  /** The dealer cost before the dealer's discount (the breakdown's level_price); default unit_total. */
  level_price?: number;
}

/** "Dealer factor (× 0.55)", or the price level by name: "Premier level (× 0.52)". */
function factorLabel(terms: DealerTerms | undefined): string {
  const factor = terms?.factor ?? DEALER_COST_FACTOR;
  return terms?.level ? `${terms.level} level (× ${factor})` : `Dealer factor (× ${factor})`;
}

/**
 * How a unit's dealer cost comes from its charges, as lines that add up to it to the cent:
 * list price, the dealer factor (x 0.55), the package (where one applies) and the rounding up.
 */
export function priceBridge({
  charges_sum,
  unit_total,
  markup = DEFAULT_MARKUP,
  package: pkg,
  terms,
  level_price = unit_total,
}: PriceBridgeInput): PriceBridge {
  const atFactor = roundCents((terms?.factor ?? DEALER_COST_FACTOR) * charges_sum);
  const steps: PriceBridgeStep[] = [
    { key: "list_price", label: PRICE_LABELS.list_price, amount: charges_sum },
    { key: "dealer_factor", label: factorLabel(terms), amount: sumCents([atFactor, -charges_sum]) },
  ];
  let beforeRounding = atFactor;
  if (pkg) {
    // Without the package's own total (a saved unit from an older book), its line includes the rounding.
    const packageTotal = pkg.total ?? level_price;
    steps.push({
      key: "package",
      label: pkg.total === null ? `${pkg.label} package, rounded up` : `${pkg.label} package`,
      amount: sumCents([packageTotal, -atFactor]),
    });
    beforeRounding = packageTotal;
  }
  const rounding = sumCents([level_price, -beforeRounding]);
  if (rounding !== 0)
    steps.push({ key: "rounding", label: "Rounded up to a whole dollar", amount: rounding });
  if (level_price !== unit_total)
    steps.push({
      key: "dealer_discount",
      label: `Dealer discount (${terms?.discount_pct ?? 0}%)`,
      amount: sumCents([unit_total, -level_price]),
    });
  return {
    list_price: charges_sum,
    package_price: pkg?.total ?? null,
    dealer_cost: unit_total,
    customer_price: customerPrice(unit_total, markup),
    steps,
  };
}
