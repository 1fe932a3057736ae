import type { UnitDrawing } from "@screens/domain";

/**
 * The customer-facing quote document as the server builds it (apps/server/src/documents/
 * quote-document.ts, `QuoteDocument`): customer prices only, never the dealer's cost. The public
 * page and the quote page's print view render it; the PDF is drawn from the same data.
 */
export interface QuoteDocumentData {
  quote: {
    id: number;
    number: string;
    title: string;
    /** YYYY-MM-DD. */
    date: string;
    /** YYYY-MM-DD. */
    valid_until: string;
  };
  dealer: {
    company_name: string;
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
    price: number;
  }>;
  accessories: Array<{ id: number; name: string; quantity: number; unit_price: number; price: number }>;
  totals: {
    subtotal: number;
    rounding_adjustment: number;
    brokerage_fee: number;
    total: number;
    currency: "USD";
    shipping_note: string;
  };
  terms: string | null;
}
