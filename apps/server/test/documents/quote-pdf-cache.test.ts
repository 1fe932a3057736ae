import { afterAll, describe, expect, it } from "vitest";
import type { QuoteDocument } from "../../src/services/documents/quote-document.js";
import { renderQuotePdf, stopPdfRenderer } from "../../src/services/documents/quote-pdf-loader.js";
import { pdfText } from "../helpers/pdf-text.js";

const document = (number: string): QuoteDocument => ({
  quote: { id: 1, number, title: "Lanai screens", date: "2026-11-29", valid_until: "2026-12-29" },
  dealer: {
    company_name: "Gulf Coast Shade & Screen",
    logo_url: null,
    address_lines: [],
    phone: null,
    email: null,
    website: null,
  },
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
});

describe("quote PDFs rendered once per document", () => {
  afterAll(async () => {
    await stopPdfRenderer();
  });

  it("the same document (the send's attachment, then the homeowner's PDF) is rendered once", async () => {
    const first = await renderQuotePdf(document("Q-100001"));
    expect(await pdfText(first)).toContain("Q-100001");
    // Another object with the same content: the PDF already rendered, not a second render.
    expect(await renderQuotePdf(structuredClone(document("Q-100001")))).toBe(first);
  });

  it("a changed document or a signed copy is rendered anew, with what changed", async () => {
    const first = await renderQuotePdf(document("Q-100002"));
    const changed = await renderQuotePdf(document("Q-100003"));
    expect(changed).not.toBe(first);
    expect(await pdfText(changed)).toContain("Q-100003");

    const signed = await renderQuotePdf(document("Q-100002"), {
      signer_name: "Olivia Brooks",
      signed_at: "2026-11-29T18:00:00.000Z",
      document_sha256: "0".repeat(64),
    });
    expect(signed).not.toBe(first);
    expect(await pdfText(signed)).toContain("Olivia Brooks");
  });
});
