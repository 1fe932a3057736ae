import type { TrpcHandlers } from "@/test/trpc";
import { makeQuote } from "@/test/quote-fixtures";

/** The customer of the quote page's sending tests: the dealer's Olivia Rivera, with an e-mail address. */
export const OLIVIA = {
  id: 7,
  dealer_id: 11,
  first_name: "Olivia",
  last_name: "Rivera",
  email: "olivia@example.com",
  status: 1,
};

/**
 * The quote page's calls for quote 31 of Olivia's that the rep sends: Started (1) until
 * `quoteSharing.send`, with the customer (10) after it; `sent()` says whether it was sent.
 */
export function sendToOliviaHandlers(): { handlers: TrpcHandlers; sent: () => boolean } {
  let status = 1;
  return {
    handlers: {
      "quotes.get": () => ({ data: makeQuote({ status, customer_id: 7, customer_name: "Olivia Rivera" }) }),
      "dealers.customers": { data: [OLIVIA] },
      "customers.get": { data: OLIVIA },
      "quoteSharing.send": () => {
        status = 10;
        return { data: makeQuote({ status: 10, customer_id: 7 }) };
      },
    },
    sent: () => status === 10,
  };
}
