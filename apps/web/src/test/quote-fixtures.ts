import type {
  TConfiguration,
  TOrder,
  TPayment,
  TQuote,
  TQuoteAccessory,
  TQuotePayments,
} from "@screens/domain/schemas";
import { defaultConfiguration } from "@screens/pricing/configuration";

/**
 * A line without its own markup or discount (decision 192): its price is the price of one times the
 * quantity, as the server's DTO gives it, for the quantity and price a test sets.
 */
function plainLine(unitPrice: number, quantity: number, unitDealerCost: number) {
  return {
    line_dealer_cost: (Math.round(unitDealerCost * 100) * quantity) / 100,
    line_markup: null,
    line_discount_pct: null,
    line_list_price: unitPrice * quantity,
    line_discount: 0,
    line_price: unitPrice * quantity,
  };
}

export function makeUnit(overrides: Partial<TConfiguration> = {}): TConfiguration {
  return {
    ...plainLine(overrides.customer_price ?? 1345, overrides.quantity ?? 1, overrides.unit_total ?? 940),
    ...defaultConfiguration(),
    id: 501,
    quote_id: 31,
    submission_id: null,
    status: 1,
    unit_name: "Pool side",
    unit_width_in: 120,
    unit_height_in: 96,
    rotate_fabric: false,
    motor_charge: 300,
    motor_cord_charge: 0,
    tube_charge: 50,
    housing_charge: 200,
    retention_charge: 100,
    hem_bar_charge: 40,
    fabric_freight_charge: 0,
    fabric_charge: 250,
    powder_charge: 0,
    buildout_charge: 0,
    clear_window_charge: 0,
    unit_total: 940,
    customer_price: 1345,
    quantity: 1,
    room: null,
    choice: "required",
    choice_group: null,
    chosen: null,
    package_name: null,
    order_code: "ZT-120-96-AB",
    description: "Pool side 120 x 96",
    price_book_version: "2026.1",
    created_by: 6,
    created_at: "2026-03-01T10:00:00Z",
    saved_at: "2026-03-01T10:05:00Z",
    housing_advice_declined_at: null,
    housing_advice_declined_by: null,
    ...overrides,
  };
}

export function makeAccessory(overrides: Partial<TQuoteAccessory> = {}): TQuoteAccessory {
  return {
    ...plainLine(overrides.price ?? 52, overrides.quantity ?? 1, overrides.dealer_cost ?? 35.75),
    id: 801,
    quote_id: 31,
    prod_name: "Somfy Situo 1 RTS Remote",
    sku: "SOM-SIT1",
    category: "Controls",
    image: null,
    prod_description: null,
    quantity: 1,
    room: null,
    choice: "required",
    choice_group: null,
    chosen: null,
    prod_cost: 65,
    dealer_cost: 35.75,
    price: 52,
    status: 1,
    created_at: "2026-03-01T10:00:00Z",
    ...overrides,
  };
}

export function makeQuote(overrides: Partial<TQuote> = {}): TQuote {
  const quote = makeQuoteOf(overrides);
  if (overrides.summary) return quote;
  // The server's counts: the saved units and the accessories, with their quantities.
  const units = quote.screenconfigurations.filter((unit) => unit.saved_at !== null);
  return {
    ...quote,
    summary: {
      ...quote.summary,
      unit_count: units.reduce((sum, unit) => sum + unit.quantity, 0),
      accessory_count: quote.add_on_accessories.reduce((sum, line) => sum + line.quantity, 0),
    },
  };
}

function makeQuoteOf(overrides: Partial<TQuote>): TQuote {
  return {
    id: 31,
    quote_number: "Q-000031",
    title: "Lanai screens",
    notes: "",
    shipping_address: "",
    start_with: null,
    dealer_id: 11,
    account_id: null,
    customer_id: null,
    status: 1,
    status_label: "Started",
    sale_price: 1345,
    discount: 0,
    markup_variable: 1.43,
    price_book_version: null,
    created_by: 6,
    owner_id: 6,
    owner_name: "Ray Patel",
    created_at: "2026-03-01T10:00:00Z",
    valid_until: null,
    dealer: { company_name: "Sunset Shades" },
    customer_name: null,
    order_id: null,
    unit_count: 1,
    accessory_count: 0,
    screenconfigurations: [makeUnit()],
    add_on_accessories: [],
    summary: {
      unit_count: 1,
      accessory_count: 0,
      lines_total: 1345,
      discount: 0,
      customer_price: 1345,
      services_total: 0,
      tax_total: 0,
      dealer_cost: 940,
      brokerage_fee: 0,
      total: 1345,
      currency: "USD",
      shipping: "Shipping to be confirmed",
      country: "USA",
      list_price: 1709.09,
      options: [],
    },
    selling: makeSelling(),
    service_lines: [],
    tax: {
      region: "FL",
      region_source: "dealer",
      exempt: false,
      certificate: null,
      taxable_base: 1345,
      lines: [],
      total: 0,
    },
    signature: {
      accepted_at: null,
      accepted_total: null,
      price_changed: false,
      po_reference: null,
      measurements_final: null,
    },
    ...overrides,
  };
}

/** A quote's payments: no deposit, nothing recorded, nothing the reader may record (a draft). */
export function makePayments(overrides: Partial<TQuotePayments> = {}): TQuotePayments {
  return {
    quote_id: 31,
    customer: {
      total: 1345,
      deposit_label: null,
      deposit_due: 0,
      paid: 0,
      deposit_outstanding: 0,
      balance: 1345,
      entries: [],
      can_record: false,
      deposit_rule: { kind: "none", value: 0 },
      deposit_override: false,
      can_set_deposit: false,
    },
    dealer: null,
    ...overrides,
  };
}

/**
 * The customer's side of a quote's payments under the dealer's rule of a deposit of half of the
 * $1,345.00 total, nothing paid yet.
 */
export function makeHalfDepositCustomer(
  overrides: Partial<TQuotePayments["customer"]> = {},
): TQuotePayments["customer"] {
  return {
    total: 1345,
    deposit_label: "Deposit due on acceptance (50%)",
    deposit_due: 672.5,
    paid: 0,
    deposit_outstanding: 672.5,
    balance: 1345,
    entries: [],
    can_record: false,
    deposit_rule: { kind: "percent", value: 50 },
    deposit_override: false,
    can_set_deposit: false,
    ...overrides,
  };
}

/** The customer's check for that deposit ($672.50, reference 1042), recorded by Ray Patel. */
export function makePaymentEntry(overrides: Partial<TPayment> = {}): TPayment {
  return {
    id: 1,
    payer: "customer",
    kind: "payment",
    amount: 672.5,
    received_on: "2026-11-21",
    method: "check",
    reference: "1042",
    note: null,
    recorded_by: "Ray Patel",
    created_at: "2026-11-21T15:00:00Z",
    voided_at: null,
    voided_by: null,
    void_reason: null,
    can_void: true,
    ...overrides,
  };
}

/** The customer's side once that check paid the deposit, for a rep who may record payments. */
export function makeDepositPaidCustomer(
  overrides: Partial<TQuotePayments["customer"]> = {},
): TQuotePayments["customer"] {
  return makeHalfDepositCustomer({
    paid: 672.5,
    deposit_outstanding: 0,
    balance: 672.5,
    entries: [makePaymentEntry()],
    can_record: true,
    ...overrides,
  });
}

/** A quote's selling price at the standard markup with no discount: nothing to approve. */
export function makeSelling(overrides: Partial<TQuote["selling"]> = {}): TQuote["selling"] {
  return {
    markup: 1.43,
    standard_markup: 1.43,
    discount: null,
    lines_total: 1345,
    standard_total: 1345,
    effective_discount_percent: 0,
    limit_percent: 10,
    approval: { status: "not_needed", approved_percent: 0, requested_at: null, may_decide: false },
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: 71,
    order_number: "SO-000071",
    quote_id: 31,
    status: 2,
    status_label: "Processing",
    netsuite_id: null,
    ship_date: { date: "2026-03-09", source: "lead_time" },
    shipping_cost: 0,
    sale_price: 940.5,
    created_at: "2026-03-02T10:00:00Z",
    quote: { quote_number: "Q-000031", title: "Lanai screens" },
    dealer: { company_name: "Sunset Shades" },
    screenconfigurations: [makeUnit(), makeUnit({ id: 502, unit_name: "Garage", order_code: "" })],
    add_on_accessories: [],
    brokerage_fee: 0,
    erp_push: null,
    ...overrides,
  };
}
