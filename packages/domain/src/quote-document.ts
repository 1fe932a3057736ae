import type { TCustomerDecision } from "./api/quote-sharing.js";
import type { UnitDrawing } from "./unit-drawing.js";
import {
  customerTotals,
  depositDue,
  depositLabel,
  discountLabel,
  roomSubtotals,
  sumCents,
  type ChoiceLine,
} from "@screens/pricing/money";

/**
 * A line outside the required set (docs/decisions/182-optional-and-alternative-lines.md): optional
 * (the homeowner ticks it) or one alternative of a group (the homeowner picks one), and whether the
 * document's totals count it. Absent on a required line, so a document without options keeps its hash.
 */
export interface DocumentLineOption {
  choice: "optional" | "alternative";
  /** The alternative group's name; absent for an optional line. */
  group?: string;
  /** In the document's totals (the default choice, or the one the customer signed). */
  chosen: boolean;
}

/**
 * A line's own discount as the customer sees it beside the line
 * (docs/decisions/192-line-markup-and-discount.md): "10% off", the price before it, and what came off.
 */
export interface DocumentLineDiscount {
  label: string;
  /** The line's price before its discount (unit price x quantity). */
  list_price: number;
  /** What came off: list_price - price, whole dollars. */
  amount: number;
}

/**
 * What the homeowner's page needs to price another choice with the same function as the server
 * (customerTotals in @screens/pricing; decision 182). Absent from a document without options.
 */
export interface DocumentChoices {
  /** The quote's discount as set: a percentage of the lines' sum or an amount. */
  discount: { kind: "percent" | "amount"; value: number } | null;
  /** The taxes of the quote's region with their document labels. */
  taxes: Array<{ name: string; rate: number; label: string }>;
  /** The ids of the taxable service lines. */
  taxable_services: number[];
  /** The deposit's rule, none without a deposit. */
  deposit: { kind: "none" } | { kind: "percent"; value: number } | { kind: "amount"; value: number };
}

/**
 * The customer-facing quote document (docs/customer-approval.md, "The document"): one set of data
 * for the PDF, the print view and the homeowner's page. It holds customer prices only: the
 * figures come from the same functions as the quote page (toConfigurationDto, toAccessoryDto,
 * totalsOf), and nothing of the dealer's cost, the list price, the markup, the order codes or the
 * internal notes is ever read into it (decision 066). Built by the server
 * (apps/server/src/services/documents/quote-document.ts); rendered by the PDF, the public page and
 * the quote page's print view.
 */
export interface QuoteDocument {
  quote: {
    id: number;
    number: string;
    title: string;
    /** YYYY-MM-DD: when it was sent to the customer, else today. */
    date: string;
    /** YYYY-MM-DD: the quote's valid_until, else today + the dealer's validity. */
    valid_until: string;
  };
  /** Who the quote is from: the dealer, or the manufacturer's account for a quote without a dealer. */
  dealer: {
    company_name: string;
    /** The logo as a data: URL of our own PNG (decision 065), or null for a text header. */
    logo_url: string | null;
    address_lines: string[];
    phone: string | null;
    email: string | null;
    website: string | null;
  };
  customer: {
    name: string;
    address_lines: string[];
    email: string | null;
    phone: string | null;
  } | null;
  units: Array<{
    id: number;
    name: string;
    /** width and height as the panel writes them (120 1/2"), both together, and in feet-inches. */
    size: {
      width_in: number;
      height_in: number;
      width: string;
      height: string;
      inches: string;
      feet: string;
    };
    description: string;
    drawing: UnitDrawing;
    /**
     * How many identical units the line holds and the price of one (decision 160); both absent for a
     * single unit, so a document sent before quantities existed keeps its hash.
     */
    quantity?: number;
    unit_price?: number;
    /** The line's price: the price of one unit times the quantity, less the line's discount. */
    price: number;
    /** The line's own discount (decision 192); absent without one, so earlier documents keep their hash. */
    line_discount?: DocumentLineDiscount;
    /** The room or opening the line is grouped under (decision 161); absent without one. */
    room?: string;
    /** Optional or an alternative (decision 182); absent on a required line. */
    option?: DocumentLineOption;
  }>;
  accessories: Array<{
    id: number;
    name: string;
    quantity: number;
    unit_price: number;
    price: number;
    line_discount?: DocumentLineDiscount;
    room?: string;
    option?: DocumentLineOption;
  }>;
  /**
   * The rooms the units and accessories are grouped under, in the order they first appear, each with
   * the sum of its lines (decision 161); lines without a room follow them. Absent without rooms.
   */
  rooms?: Array<{ name: string; subtotal: number }>;
  /** The dealer's services (installation, removal, ...); absent without any, like `discount`. */
  services?: Array<{
    id: number;
    name: string;
    quantity: number;
    unit_price: number;
    price: number;
    option?: DocumentLineOption;
  }>;
  /** How the homeowner's page prices another choice (decision 182); absent without options. */
  choices?: DocumentChoices;
  totals: {
    /** The quote page's customer price. */
    subtotal: number;
    /**
     * The lines are each rounded up to whole dollars, the subtotal once (product rule R12), so the lines can
     * add up to a little more: this (zero or negative) line makes the table add up (decision 066).
     */
    rounding_adjustment: number;
    /**
     * The dealer's discount, taken off the subtotal (docs/decisions/131-selling-price.md). Absent,
     * not null, without one: a document sent before discounts existed keeps its hash.
     */
    discount?: { label: string; amount: number };
    /** The sum of the services' lines; absent without services. */
    services_total?: number;
    /** The sales taxes, "GST (5%)" and the amount, or the exemption; absent without tax. */
    taxes?: Array<{ label: string; amount: number }>;
    tax_exempt_note?: string;
    brokerage_fee: number;
    total: number;
    /**
     * The deposit the dealer asks on acceptance and the balance after it (docs/decisions/137-payments.md);
     * absent without a deposit, so earlier documents keep their hash.
     */
    deposit?: { label: string; amount: number; balance: number };
    currency: "USD";
    shipping_note: string;
  };
  terms: string | null;
}

/**
 * The homeowner's quote by its link's token (GET /api/public/quotes/{token}, and the server's read
 * for the public page's loader): the document, its SHA-256 and where the customer's answer stands.
 */
export interface PublicQuote {
  document: QuoteDocument;
  /** What an acceptance of this document is bound to (sent back with the answer). */
  document_sha256: string;
  decision: TCustomerDecision;
}

/** A room of the document with its lines, or the lines without a room (`room` null, no subtotal). */
export interface DocumentGroup {
  room: string | null;
  subtotal: number | null;
  units: QuoteDocument["units"];
  accessories: QuoteDocument["accessories"];
}

/**
 * The document's units and accessories by room (decision 161), for the page and the PDF alike: each
 * room in the document's order with its lines and subtotal, then the lines without a room. A
 * document without rooms is one group without a name.
 */
export function documentGroups(
  document: Pick<QuoteDocument, "units" | "accessories" | "rooms">,
): DocumentGroup[] {
  const groups: DocumentGroup[] = (document.rooms ?? []).map((room) => ({
    room: room.name,
    subtotal: room.subtotal,
    units: document.units.filter((unit) => unit.room === room.name),
    accessories: document.accessories.filter((line) => line.room === room.name),
  }));
  const named = new Set(groups.map((group) => group.room));
  const rest: DocumentGroup = {
    room: null,
    subtotal: null,
    units: document.units.filter((unit) => !unit.room || !named.has(unit.room)),
    accessories: document.accessories.filter((line) => !line.room || !named.has(line.room)),
  };
  if (rest.units.length > 0 || rest.accessories.length > 0 || groups.length === 0) groups.push(rest);
  return groups;
}

/** A line of the document as a choice names it: "unit:12", "accessory:3", "service:7" (decision 182). */
export const documentLineKey = (line: "unit" | "accessory" | "service", id: number) => `${line}:${id}`;

/** The document's lines as the choice reads them (`chosen`: in the document's totals). */
export function documentChoiceLines(
  document: Pick<QuoteDocument, "units" | "accessories" | "services">,
): ChoiceLine[] {
  const of = (line: "unit" | "accessory" | "service", item: { id: number; option?: DocumentLineOption }) => ({
    key: documentLineKey(line, item.id),
    choice: item.option?.choice ?? ("required" as const),
    group: item.option?.group ?? null,
    chosen: item.option ? item.option.chosen : null,
  });
  return [
    ...document.units.map((unit) => of("unit", unit)),
    ...document.accessories.map((line) => of("accessory", line)),
    ...(document.services ?? []).map((line) => of("service", line)),
  ];
}

/** The keys of the lines in the document's totals: the required ones and the options marked chosen. */
export function documentChosenKeys(
  document: Pick<QuoteDocument, "units" | "accessories" | "services">,
): string[] {
  return documentChoiceLines(document)
    .filter((line) => line.choice === "required" || line.chosen === true)
    .map((line) => line.key);
}

/**
 * The document for a choice of its lines (decision 182): each option marked chosen or not, the
 * rooms' subtotals and the totals of the chosen lines only, by customerTotals as the server's
 * totals, so the homeowner's page, the signed document and the rep's total agree to the cent.
 * `chosen`: every line in the total (resolveChoice's). A document without options is returned as is.
 */
export function documentForChoice(document: QuoteDocument, chosen: ReadonlySet<string>): QuoteDocument {
  const choices = document.choices;
  if (!choices) return document;
  const mark = <T extends { id: number; option?: DocumentLineOption }>(
    line: "unit" | "accessory" | "service",
    item: T,
  ): T =>
    item.option
      ? { ...item, option: { ...item.option, chosen: chosen.has(documentLineKey(line, item.id)) } }
      : item;
  const units = document.units.map((unit) => mark("unit", unit));
  const accessories = document.accessories.map((line) => mark("accessory", line));
  const services = document.services?.map((line) => mark("service", line));
  const counts = (item: { option?: DocumentLineOption }) => !item.option || item.option.chosen;
  const products = [...units, ...accessories];
  const taxable = new Set(choices.taxable_services);
  const totals = customerTotals({
    product_prices: products.filter(counts).map((line) => line.price),
    discount: choices.discount,
    services: (services ?? [])
      .filter(counts)
      .map((line) => ({ price: line.price, taxable: taxable.has(line.id) })),
    taxes: choices.taxes,
    brokerage_fee: document.totals.brokerage_fee,
  });
  const rooms = roomSubtotals(
    products.map((line) => ({ room: line.room ?? null, price: counts(line) ? line.price : 0 })),
  );
  const deposit = depositDue(totals.total, choices.deposit);
  const {
    discount: _discount,
    services_total: _services,
    taxes: _taxes,
    deposit: _deposit,
    ...kept
  } = document.totals;
  return {
    ...document,
    units,
    accessories,
    ...(services ? { services } : {}),
    ...(rooms.length > 0 ? { rooms: rooms.map(({ name, subtotal }) => ({ name, subtotal })) } : {}),
    totals: {
      ...kept,
      subtotal: totals.lines_total,
      rounding_adjustment: 0,
      ...(totals.discount
        ? { discount: { label: discountLabel(totals.discount), amount: totals.discount.amount } }
        : {}),
      ...(totals.services_total > 0 ? { services_total: totals.services_total } : {}),
      ...(totals.taxes.length > 0
        ? {
            taxes: totals.taxes.map((tax, index) => ({
              label: choices.taxes[index]?.label ?? tax.name,
              amount: tax.amount,
            })),
          }
        : {}),
      brokerage_fee: totals.brokerage_fee,
      total: totals.total,
      ...(deposit > 0
        ? {
            deposit: {
              label: depositLabel(choices.deposit),
              amount: deposit,
              balance: sumCents([totals.total, -deposit]),
            },
          }
        : {}),
    },
  };
}
