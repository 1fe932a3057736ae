import type { TCustomerDecision } from "./api/quote-sharing.js";
import type { UnitDrawing } from "./unit-drawing.js";

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
    /** The line's price: the price of one unit times the quantity. */
    price: number;
    /** The room or opening the line is grouped under (decision 161); absent without one. */
    room?: string;
  }>;
  accessories: Array<{
    id: number;
    name: string;
    quantity: number;
    unit_price: number;
    price: number;
    room?: string;
  }>;
  /**
   * The rooms the units and accessories are grouped under, in the order they first appear, each with
   * the sum of its lines (decision 161); lines without a room follow them. Absent without rooms.
   */
  rooms?: Array<{ name: string; subtotal: number }>;
  /** The dealer's services (installation, removal, ...); absent without any, like `discount`. */
  services?: Array<{ id: number; name: string; quantity: number; unit_price: number; price: number }>;
  totals: {
    /** The quote page's customer price. */
    subtotal: number;
    /**
     * The lines are each rounded up to whole dollars, the subtotal once (spec §9), so the lines can
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
