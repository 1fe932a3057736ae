import type { PublicQuote } from "@screens/domain/quote-document";
import type { TAcceptQuoteRequest, TDeclineQuoteRequest } from "@screens/domain/schemas";
import { api } from "@/lib/api";

/** GET /api/public/quotes/{token}: the document, its SHA-256 and where the customer's answer stands. */
export type { PublicQuote };

const base = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

/**
 * The homeowner's side of the API (plain REST, no session: the link's token is the key). Every dead
 * token answers 404 with one calm message; an answer is bound to the document the customer read.
 */
export const publicQuoteApi = {
  get: (token: string) => api<PublicQuote>(base(token)),
  accept: (token: string, body: TAcceptQuoteRequest) =>
    api<PublicQuote>(`${base(token)}/accept`, { method: "POST", body }),
  decline: (token: string, body: TDeclineQuoteRequest) =>
    api<PublicQuote>(`${base(token)}/decline`, { method: "POST", body }),
  pdfUrl: (token: string) => `${base(token)}/pdf`,
};
