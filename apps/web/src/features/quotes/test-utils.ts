import { http, HttpResponse } from "msw";
import { makeQuoteDocument } from "@/components/quote-document/test-document";
import type { QuoteDocumentData } from "@/components/quote-document/types";
import { makePayments } from "@/test/quote-fixtures";
import { server } from "@/test/server";
import { mockTrpc, type TrpcHandlers } from "@/test/trpc";

/**
 * The quote page's calls: the procedures given, an empty history and no payments unless given, and
 * the customer-facing document its print view reads (GET /api/quotes/{id}/document).
 */
export function mockQuotePage(handlers: TrpcHandlers, document: QuoteDocumentData = makeQuoteDocument()) {
  server.use(http.get("*/api/quotes/:id/document", () => HttpResponse.json(document)));
  return mockTrpc({
    "quoteSharing.history": { data: { quote: [], order: [] } },
    "payments.forQuote": { data: makePayments() },
    ...handlers,
  });
}
