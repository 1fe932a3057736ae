import type { QuoteDocument } from "./quote-document.js";

/**
 * The PDF renderer (@react-pdf/renderer with its fonts and layout engine, ~50 MB before its first
 * render) loads with the first PDF asked for, not at start: a server that only lists and prices
 * holds none of it (decision 124).
 */
export async function renderQuotePdf(document: QuoteDocument): Promise<Buffer> {
  const { renderQuotePdf: render } = await import("./quote-pdf.js");
  return render(document);
}

/**
 * One throw-away render: the first render in a process costs several times a warm one (fonts,
 * layout engine), and sending renders inside its transaction, which on the embedded database holds
 * the one connection. The server runs it at start on the embedded database only. Errors are ignored:
 * the real render reports its own.
 */
export async function warmUpPdfRenderer(): Promise<void> {
  const blank: QuoteDocument = {
    quote: { id: 0, number: "Q-000000", title: "", date: "2000-01-01", valid_until: "2000-01-01" },
    dealer: { company_name: "", logo_url: null, address_lines: [], phone: null, email: null, website: null },
    customer: null,
    units: [],
    accessories: [],
    totals: {
      subtotal: 0,
      rounding_adjustment: 0,
      brokerage_fee: 0,
      total: 0,
      currency: "USD",
      shipping_note: "",
    },
    terms: null,
  };
  await renderQuotePdf(blank).catch(() => undefined);
}

/** "Q-000123" stays as it is; anything a file name or header should not hold goes. */
export const pdfFileName = (quoteNumber: string) => `Quote-${quoteNumber.replace(/[^A-Za-z0-9_-]/g, "")}.pdf`;
