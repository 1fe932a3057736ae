import { useQuery } from "@tanstack/react-query";
import type { QuoteDocumentData } from "@/components/quote-document/types";
import { api } from "@/lib/api";

/** The customer-facing document of a quote the agent may read (customer prices only). */
export function useQuoteDocument(quoteId: number, enabled: boolean) {
  // Read in the browser once the page is there (the server's HTML does not show it).
  return useQuery({
    queryKey: ["quote-document", quoteId],
    queryFn: () => api<QuoteDocumentData>(`/api/quotes/${quoteId}/document`),
    enabled: enabled && quoteId > 0,
    retry: false,
    // Printing needs it at once (Ctrl+P gives no time to load), so it is read with the page.
    staleTime: 30_000,
  });
}
