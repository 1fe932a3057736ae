// The customer-facing quote document (docs/customer-approval.md, "The document"): its data, its
// fingerprint and its PDF, for the quote routes, the public page and the e-mail to the customer.
export {
  documentSha256,
  isoDate,
  loadQuoteDocument,
  quoteValidUntil,
  type QuoteDocument,
} from "./quote-document.js";
export { pdfFileName, renderQuotePdf } from "./quote-pdf-loader.js";
