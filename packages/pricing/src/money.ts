/** Dealer cost is 0.55 of the list price (product rule R11). */
export const DEALER_COST_FACTOR = 0.55;
/** The quote markup_variable default (product rule R12). */
export const DEFAULT_MARKUP = 1.43;
/** Added to the quote total for Canadian dealers (product rule R13). */
export const CANADIAN_BROKERAGE_FEE = 60;

/**
 * Rounds to whole cents, half away from zero; removes binary noise such as 100 * 1.43 = 143.00000000000003
 * and 15.31 * 8 + 72.875 = 195.35499999999999 (rounds to 195.36).
 */
export function roundCents(x: number): number {
  return x >= 0 ? Math.round(x * 100 + 1e-6) / 100 : -Math.round(-x * 100 + 1e-6) / 100;
}

/**
 * Rounds up to a whole dollar (product rules R11-R12, decision 017). Only binary noise is removed
 * first, far below a cent: ceilDollars(143.00000000000003) is 143, while ceilDollars(529.001) is 530
 * (0.55 of a sum of charges has fractions of a cent that count).
 */
export function ceilDollars(x: number): number {
  return Math.ceil(Math.round(x * 1e7) / 1e7);
}

/** Displayed customer price: amount times markup, rounded up to a whole dollar (product rule R12). */
export function customerPrice(amount: number, markup: number = DEFAULT_MARKUP): number {
  return ceilDollars(amount * markup);
}

/**
 * What a dealer pays of the manufacturer's list price: its price level's factor (the book's standard
 * 0.55 when it has none), then its discount on top (docs/decisions/149-dealer-price-levels.md).
 */
export interface DealerTerms {
  /** The price level's name; null: the price book's standard factor. */
  level: string | null;
  /** The dealer cost factor, 0 < factor <= 1. */
  factor: number;
  /** The dealer's discount in percent (the dealer's `discount`, 0-100), applied after the level. */
  discount_pct: number;
}

/** The terms of a dealer with no level and no discount. */
export function standardTerms(factor: number = DEALER_COST_FACTOR): DealerTerms {
  return { level: null, factor, discount_pct: 0 };
}

/**
 * A price in whole dollars less the dealer's discount, rounded up to a whole dollar: the dealer's
 * discount line is then a whole number of dollars and the lines add up (decision 149).
 */
export function afterDealerDiscount(price: number, discountPct: number): number {
  if (discountPct <= 0) return price;
  return ceilDollars((price * (100 - discountPct)) / 100);
}

/** Accessory dealer cost: list cost times the dealer factor (0.55) less the dealer's discount, in cents (decision 149). */
export function accessoryDealerCost(cost: number, terms?: DealerTerms): number {
  if (!terms) return roundCents(cost * DEALER_COST_FACTOR);
  return roundCents((cost * terms.factor * (100 - terms.discount_pct)) / 100);
}

/** Displayed accessory price: the dealer cost times markup, rounded up to a whole dollar (decision 149). */
export function accessoryDisplayPrice(
  cost: number,
  markup: number = DEFAULT_MARKUP,
  terms?: DealerTerms,
): number {
  // From the dealer cost in cents, as the quote's line (accessoryLine) has it.
  return ceilDollars(accessoryDealerCost(cost, terms) * markup);
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

/**
 * A line's own price levers (docs/decisions/192-line-markup-and-discount.md): its markup instead of
 * the quote's, and a percentage off the line. Absent or null: the quote's markup, no discount.
 */
export interface LineAdjustment {
  /** The line's markup (1.00-10.00); null or absent: the quote's. */
  markup?: number | null;
  /** Percent off the line (0-100, two decimals); null, absent or 0: none. */
  discount_pct?: number | null;
}

/** One line of a quote, as every screen, list, document and the API show it (decision 075). */
export interface QuoteLine {
  /** Customer price of one piece: ceil(dealer cost of one x markup), the line's markup if it has one. */
  unit_price: number;
  quantity: number;
  /** unit_price x quantity, before the line's discount: whole dollars. */
  list_price: number;
  /** What the line's discount takes off list_price: whole dollars, rounded down; 0 without one. */
  line_discount: number;
  /** The line's discount in percent, or null without one. */
  line_discount_pct: number | null;
  /** list_price - line_discount: the line's customer price, whole dollars. */
  price: number;
  /** Dealer cost of one piece (unit_total, or an accessory's list cost x 0.55), in cents. */
  unit_dealer_cost: number;
  /** unit_dealer_cost x quantity, in cents. */
  dealer_cost: number;
}

/**
 * A unit's line: its unit_total (dealer cost), its customer price rounded up once, then times the
 * quantity of identical units (docs/decisions/160-line-quantities.md), as an accessory's line is.
 */
export function unitLine(
  unitTotal: number,
  markup: number = DEFAULT_MARKUP,
  quantity = 1,
  adjustment?: LineAdjustment,
): QuoteLine {
  const unitPrice = customerPrice(unitTotal, adjustment?.markup ?? markup);
  return {
    ...linePrices(unitPrice, quantity, adjustment),
    unit_dealer_cost: unitTotal,
    dealer_cost: (Math.round(unitTotal * 100) * quantity) / 100,
  };
}

/**
 * A line's customer figures from the price of one piece: times the quantity, less the line's
 * discount rounded down to the whole dollar (the rule of the quote's discount, decision 131), so the
 * line stays a whole number of dollars and the lines add up.
 */
function linePrices(unitPrice: number, quantity: number, adjustment?: LineAdjustment) {
  const listPrice = unitPrice * quantity;
  const pct = adjustment?.discount_pct ?? 0;
  const discount = pct > 0 ? (applyDiscount(listPrice, { kind: "percent", value: pct })?.amount ?? 0) : 0;
  return {
    unit_price: unitPrice,
    quantity,
    list_price: listPrice,
    line_discount: discount,
    line_discount_pct: pct > 0 ? pct : null,
    price: listPrice - discount,
  };
}

/** A line's discount as the customer's document shows it beside the line: "10% off". */
export function lineDiscountLabel(percent: number): string {
  return `${formatPercent(percent)} off`;
}

/**
 * A unit as quoteTotals takes it: its unit_total alone (one unit), or with how many identical ones
 * and the line's own markup and discount.
 */
export type UnitInput = number | ({ unit_total: number; quantity: number } & LineAdjustment);

const unitOf = (unit: UnitInput) => (typeof unit === "number" ? { unit_total: unit, quantity: 1 } : unit);

const adjusts = (line: LineAdjustment) =>
  line.markup != null || (line.discount_pct != null && line.discount_pct > 0);

/** An accessory's line: each piece rounded up once, then times the quantity (product rule R12). */
export function accessoryLine(
  listCost: number,
  quantity: number,
  markup: number = DEFAULT_MARKUP,
  terms?: DealerTerms,
  adjustment?: LineAdjustment,
): QuoteLine {
  const unitDealerCost = accessoryDealerCost(listCost, terms);
  const unitPrice = accessoryDisplayPrice(listCost, adjustment?.markup ?? markup, terms);
  return {
    ...linePrices(unitPrice, quantity, adjustment),
    unit_dealer_cost: unitDealerCost,
    // In whole cents: 21.99 x 3 is 65.97, not 65.97000000000001.
    dealer_cost: (Math.round(unitDealerCost * 100) * quantity) / 100,
  };
}

export interface QuoteTotalsInput {
  /** unit_total of each configuration (dealer dollars), with its quantity when there are several. */
  unitTotals: readonly UnitInput[];
  /** Each accessory line: its list cost (prod_cost), quantity, and the line's own markup and discount. */
  accessories?: ReadonlyArray<{ prod_cost: number; quantity: number } & LineAdjustment>;
  country?: string | null;
  markup?: number;
  /** The quote's discount, applied to the sum of the lines (docs/decisions/131-selling-price.md). */
  discount?: QuoteDiscount | null;
  /** The dealer's standard markup: what the effective discount is measured against. */
  standardMarkup?: number;
  /** The dealer's own service lines (installation, removal, ...): priced as entered, never discounted. */
  services?: ReadonlyArray<{ unit_price: number; quantity: number; taxable: boolean }>;
  /** The sales taxes of the quote's region, in percent; none when exempt or without rates. */
  taxes?: ReadonlyArray<{ name: string; rate: number }>;
  /** The dealer's price level and discount the accessories' dealer cost takes (decision 149). */
  terms?: DealerTerms;
}

export interface TaxLine {
  name: string;
  /** Percent. */
  rate: number;
  /** taxable_base x rate, rounded to the cent. */
  amount: number;
}

/** A quote discount: a percentage of the lines' sum, or an amount in whole dollars. */
export type QuoteDiscount = { kind: "percent"; value: number } | { kind: "amount"; value: number };

export interface AppliedDiscount {
  kind: QuoteDiscount["kind"];
  /** The percentage (0-100) or the amount as entered. */
  value: number;
  /** What comes off the lines' sum: whole dollars, never more than the sum. */
  amount: number;
}

export interface QuoteTotals {
  /** The lines as the quote shows them, units first, in the given order. */
  unit_lines: QuoteLine[];
  accessory_lines: QuoteLine[];
  /** Sum of the lines' dealer costs, in cents (what the order is priced at, before brokerage). */
  dealer_cost_subtotal: number;
  /** Sum of the lines' customer prices: whole dollars, each line rounded up once. */
  lines_total: number;
  /** The quote's discount, or null when there is none. */
  discount: AppliedDiscount | null;
  /** lines_total - discount: what the customer pays before the brokerage. */
  customer_total: number;
  /** The lines' sum at the dealer's standard markup, no discount: the price the limits start from. */
  standard_total: number;
  /**
   * How far customer_total is under standard_total, in percent with two decimals (0 when at or
   * above it): a lower markup counts as much as a discount, so neither gets around a limit.
   */
  effective_discount_percent: number;
  /** Each service line's price (unit price x quantity, in cents), in the given order. */
  service_lines: number[];
  services_total: number;
  /** What the taxes apply to: the products after the discount, and the taxable services. */
  taxable_base: number;
  taxes: TaxLine[];
  tax_total: number;
  /** 60 for Canadian dealers, else 0. */
  brokerage_fee: number;
  /** customer_total + services + taxes + brokerage_fee (USD): exactly the sum of the lines the quote shows. */
  total: number;
  markup: number;
}

/**
 * Quote totals (product rule R12, docs/decisions/075-quote-totals-are-sums-of-lines.md): each line is rounded
 * up once, on its own, and every total is the sum of the lines shown, so the lines and the total
 * agree to the cent on every screen, list, document and in the API.
 */
export function quoteTotals({
  unitTotals,
  accessories = [],
  country = null,
  markup = DEFAULT_MARKUP,
  discount = null,
  standardMarkup = DEFAULT_MARKUP,
  services = [],
  taxes = [],
  terms,
}: QuoteTotalsInput): QuoteTotals {
  const units = unitTotals.map(unitOf);
  const unit_lines = units.map((unit) => unitLine(unit.unit_total, markup, unit.quantity, unit));
  const accessory_lines = accessories.map((line) =>
    accessoryLine(line.prod_cost, line.quantity, markup, terms, line),
  );
  const lines = [...unit_lines, ...accessory_lines];
  // The standard price has no lever of the dealer's: the standard markup on every line, no discount.
  const standard_total =
    standardMarkup === markup && !units.some(adjusts) && !accessories.some(adjusts)
      ? sumCents(lines.map((line) => line.price))
      : sumCents([
          ...units.map((unit) => unitLine(unit.unit_total, standardMarkup, unit.quantity).price),
          ...accessories.map(
            (line) => accessoryLine(line.prod_cost, line.quantity, standardMarkup, terms).price,
          ),
        ]);
  const service_lines = services.map((line) => roundCents(line.unit_price * line.quantity));
  const customer = customerTotals({
    product_prices: lines.map((line) => line.price),
    discount,
    services: service_lines.map((price, index) => ({ price, taxable: services[index]?.taxable ?? true })),
    taxes,
    brokerage_fee: isCanadian(country) ? CANADIAN_BROKERAGE_FEE : 0,
  });
  return {
    unit_lines,
    accessory_lines,
    dealer_cost_subtotal: sumCents(lines.map((line) => line.dealer_cost)),
    ...customer,
    standard_total,
    effective_discount_percent: effectiveDiscountPercent(standard_total, customer.customer_total),
    service_lines,
    markup,
  };
}

/** What customerTotals takes: the customer prices of the lines in the total, and the quote's levers. */
export interface CustomerTotalsInput {
  /** The unit and accessory lines' customer prices (whole dollars), each already rounded up once. */
  product_prices: readonly number[];
  discount: QuoteDiscount | null;
  /** The service lines' prices (unit price x quantity, in cents) and whether each is taxed. */
  services: ReadonlyArray<{ price: number; taxable: boolean }>;
  taxes: ReadonlyArray<{ name: string; rate: number }>;
  brokerage_fee: number;
}

export type CustomerTotals = Pick<
  QuoteTotals,
  | "lines_total"
  | "discount"
  | "customer_total"
  | "services_total"
  | "taxable_base"
  | "taxes"
  | "tax_total"
  | "brokerage_fee"
  | "total"
>;

/**
 * The customer's figures from the lines' customer prices alone: the lines' sum, the discount, the
 * services, each tax on the taxable base and the total, to the cent (decisions 075, 131, 132).
 * quoteTotals computes its customer figures with it, and the homeowner's page with it again for the
 * options the homeowner ticks (decision 182), so both agree to the cent.
 */
export function customerTotals({
  product_prices,
  discount,
  services,
  taxes,
  brokerage_fee,
}: CustomerTotalsInput): CustomerTotals {
  const lines_total = sumCents(product_prices);
  const applied = applyDiscount(lines_total, discount);
  const customer_total = sumCents([lines_total, -(applied?.amount ?? 0)]);
  const services_total = sumCents(services.map((line) => line.price));
  // Products are taxable; a service as the dealer marked it; the brokerage is not the dealer's sale.
  const taxable_base = sumCents([
    customer_total,
    ...services.filter((line) => line.taxable).map((line) => line.price),
  ]);
  const taxLines = taxes.map((tax) => ({
    name: tax.name,
    rate: tax.rate,
    amount: roundCents((taxable_base * tax.rate) / 100),
  }));
  const tax_total = sumCents(taxLines.map((tax) => tax.amount));
  return {
    lines_total,
    discount: applied,
    customer_total,
    services_total,
    taxable_base,
    taxes: taxLines,
    tax_total,
    brokerage_fee,
    total: sumCents([customer_total, services_total, tax_total, brokerage_fee]),
  };
}

/**
 * A line's part in the homeowner's choice (decision 182): required (always in the total), optional
 * (in only when the homeowner ticks it) or one alternative of a group (exactly one of the group's
 * lines is in).
 */
export const LINE_CHOICES = ["required", "optional", "alternative"] as const;
export type LineChoice = (typeof LINE_CHOICES)[number];

/** A line as the choice reads it: a key unique on the quote ("unit:12"), its kind, its group and its pick. */
export interface ChoiceLine {
  key: string;
  choice: LineChoice;
  /** The alternative group's name; read for alternatives only. */
  group?: string | null;
  /** The customer's pick kept from an acceptance: true taken, false set aside; null or absent: none. */
  chosen?: boolean | null;
}

/** The alternative groups of the lines, in the order each first appears, each with its lines' keys in order. */
export function alternativeGroups(lines: readonly ChoiceLine[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const line of lines) {
    if (line.choice !== "alternative") continue;
    const name = line.group ?? "";
    groups.set(name, [...(groups.get(name) ?? []), line.key]);
  }
  return groups;
}

/**
 * The lines in the total when nobody has chosen yet, or as the customer last chose (decision 182):
 * every required line; an optional line only when the customer took it; of each alternative group
 * the line the customer took, else the group's first line.
 */
export function defaultChoice(lines: readonly ChoiceLine[]): Set<string> {
  const chosen = new Set<string>();
  for (const line of lines) {
    if (line.choice === "required" || (line.choice === "optional" && line.chosen === true))
      chosen.add(line.key);
  }
  const byKey = new Map(lines.map((line) => [line.key, line]));
  for (const keys of alternativeGroups(lines).values()) {
    const pick = keys.find((key) => byKey.get(key)?.chosen === true) ?? keys[0];
    if (pick !== undefined) chosen.add(pick);
  }
  return chosen;
}

/** Why a homeowner's picks cannot be priced (decision 182), in the words the page and the API show. */
export type ChoiceProblem =
  { kind: "unknown_line"; key: string } | { kind: "group_needs_one"; group: string; picked: number };

/**
 * The lines in the total for the homeowner's picks (the optional lines ticked and one line of each
 * alternative group; required lines are always in and may be listed or not), or why not: a key that
 * is no line of the quote, or a group with none or several picked.
 */
export function resolveChoice(
  lines: readonly ChoiceLine[],
  picked: Iterable<string>,
): { chosen: Set<string> } | { problem: ChoiceProblem } {
  const byKey = new Map(lines.map((line) => [line.key, line]));
  const chosen = new Set<string>();
  for (const line of lines) if (line.choice === "required") chosen.add(line.key);
  for (const key of picked) {
    if (!byKey.has(key)) return { problem: { kind: "unknown_line", key } };
    chosen.add(key);
  }
  for (const [group, keys] of alternativeGroups(lines)) {
    const count = keys.filter((key) => chosen.has(key)).length;
    if (count !== 1) return { problem: { kind: "group_needs_one", group, picked: count } };
  }
  return { chosen };
}

/** A room or opening of the quote ("Lanai") and the sum of its lines' prices (decision 161). */
export interface RoomSubtotal {
  name: string;
  /** How many lines are grouped under it. */
  lines: number;
  /** The sum of its lines' customer prices: whole dollars, as the lines are. */
  subtotal: number;
}

/**
 * The quote's lines grouped by room (decision 161), in the order each room first appears; a line
 * without a room is in none. The rooms' subtotals and the lines without a room add up to the lines'
 * sum, to the cent, because each subtotal is a sum of the lines shown under it.
 */
export function roomSubtotals(lines: ReadonlyArray<{ room?: string | null; price: number }>): RoomSubtotal[] {
  const rooms = new Map<string, { lines: number; prices: number[] }>();
  for (const line of lines) {
    if (!line.room) continue;
    const room = rooms.get(line.room) ?? { lines: 0, prices: [] };
    room.lines += 1;
    room.prices.push(line.price);
    rooms.set(line.room, room);
  }
  return [...rooms].map(([name, room]) => ({ name, lines: room.lines, subtotal: sumCents(room.prices) }));
}

/**
 * The discount's amount in whole dollars, so every customer figure stays a whole number (decision 131):
 * a percentage is rounded down (the customer is never shown more off than the rule gives), an
 * amount never exceeds the lines' sum. A zero discount is no discount.
 */
export function applyDiscount(linesTotal: number, discount: QuoteDiscount | null): AppliedDiscount | null {
  if (!discount || discount.value <= 0) return null;
  const wanted =
    discount.kind === "percent"
      ? Math.floor(Math.round(linesTotal * discount.value * 100) / 10_000 + 1e-9)
      : Math.floor(discount.value + 1e-9);
  return { kind: discount.kind, value: discount.value, amount: Math.min(Math.max(wanted, 0), linesTotal) };
}

/** A percentage as the panel writes it, to the hundredth without trailing zeros: "12.5%", "10%". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** The discount's line on every customer document: "Discount (12.5%)", or "Discount" for an amount. */
export function discountLabel(discount: Pick<AppliedDiscount, "kind" | "value">): string {
  return discount.kind === "percent" ? `Discount (${formatPercent(discount.value)})` : "Discount";
}

/** (standard - price) / standard in percent, two decimals, rounded up so a limit is never passed by a rounding. */
export function effectiveDiscountPercent(standardTotal: number, customerTotal: number): number {
  if (standardTotal <= 0 || customerTotal >= standardTotal) return 0;
  return Math.ceil(Math.round(((standardTotal - customerTotal) / standardTotal) * 1e8) / 1e4) / 100;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** US formatting: formatUSD(1234) is "$1,234.00". */
export function formatUSD(n: number): string {
  return usd.format(n);
}

/**
 * The deposit a dealer asks on acceptance (docs/decisions/137-payments.md): a percentage of the
 * customer's total, rounded half up to the cent, or an amount; never more than the total.
 */
export type DepositRule =
  { kind: "none" } | { kind: "percent"; value: number } | { kind: "amount"; value: number };

export function depositDue(total: number, rule: DepositRule): number {
  if (rule.kind === "none" || rule.value <= 0 || total <= 0) return 0;
  const totalCents = Math.round(total * 100);
  const cents =
    rule.kind === "percent"
      ? Math.floor((totalCents * Math.round(rule.value * 100)) / 10_000 + 0.5)
      : Math.round(rule.value * 100);
  return Math.min(cents, totalCents) / 100;
}

/** The deposit's line on the customer's document: "Deposit due on acceptance (50%)". */
export function depositLabel(rule: DepositRule): string {
  return rule.kind === "percent"
    ? `Deposit due on acceptance (${formatPercent(rule.value)})`
    : "Deposit due on acceptance";
}

/** One payment or refund as the balance reads it. */
export interface PaymentEntry {
  kind: "payment" | "refund";
  amount: number;
}

export interface PaymentBalance {
  /** Payments less refunds. */
  paid: number;
  /** What is still due of the deposit (0 once the payments reach it). */
  deposit_outstanding: number;
  /** The total less what was paid; negative when more was paid than is owed. */
  balance: number;
}

/** What a payer has paid against `total` with `deposit` due first, to the cent. */
export function paymentBalance(
  total: number,
  deposit: number,
  entries: Iterable<PaymentEntry>,
): PaymentBalance {
  let paidCents = 0;
  for (const entry of entries)
    paidCents += (entry.kind === "refund" ? -1 : 1) * Math.round(entry.amount * 100);
  const totalCents = Math.round(total * 100);
  const depositCents = Math.round(deposit * 100);
  return {
    paid: paidCents / 100,
    deposit_outstanding: Math.max(depositCents - paidCents, 0) / 100,
    balance: (totalCents - paidCents) / 100,
  };
}
