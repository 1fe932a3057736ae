/**
 * The customer-facing quote document as the server builds it: customer prices only, never the
 * dealer's cost. One type in @screens/domain for the server, the PDF and these views.
 */
export type { QuoteDocument as QuoteDocumentData } from "@screens/domain/quote-document";
