/**
 * E-mail notifications (docs/email.md, decision 165). Each function takes the caller's transaction
 * and ids, loads what it needs, renders the template and queues the e-mail(s) in that transaction:
 * the e-mail exists if and only if the transition commits, and the request never waits for SMTP.
 *
 *   notifyQuoteSent(tx, { quoteId, token, origin, pdf: { filename, content } }): Promise<number>
 *     To the quote's customer. Call after the quote has status 10 and valid_until. Throws 400 when
 *     the customer has no e-mail address (check it first with its message in messages.ts). Returns the job id.
 *   notifyCustomerDecision(tx, { quoteId, decision: "accepted" | "declined", reason?, signerName?, origin? })
 *     To the quote's creator (if active, with an address, within the quote's tenancy).
 *   notifyQuoteApproved(tx, { quoteId, status: 31 | 50, origin? })
 *     To the dealer's active users with quote update permission; at 50 after the order exists.
 *   notifyOrderStatusChanged(tx, { orderId, from, to, origin? })
 *     To the order's dealer's active users with quote update permission; nothing when from === to.
 *   notifyOrderShipped(tx, { orderId, carrier, trackingNumber?, trackingUrl?, shippedAt?, origin? })
 *     Same recipients; an http(s) tracking link only.
 *   notifyDiscountApprovalRequested(tx, { quoteId, requestedBy, percent, origin? })
 *     To the dealer's active sales managers and admins but the requester (decision 131).
 *   notifyQuoteSubmitted(tx, { quoteId, submittedBy, origin? })
 *     To the manufacturer's active staff with approve rights (order create) of the quote's account,
 *     and the super admins (decision 136).
 *   notifyPriceBookPublished(tx, { version, effectiveAt, sections, drafts })
 *     To every active dealer's admins and sales managers, each with its own dealer's drafts (decision 148).
 *
 * All but notifyQuoteSent return how many e-mails they queued. `origin` defaults to the panel's
 * (PUBLIC_ORIGIN, else http://localhost:PORT; decision 003). Never another tenant's users; inactive
 * users and users without an address (a new user has none until it is confirmed, decision 088) are
 * skipped, silently: there is no log of skipped e-mails.
 */
export { notifyQuoteSent, type QuoteSentNotice } from "./quote-sent.js";
export { notifyCustomerDecision, type CustomerDecisionNotice } from "./customer-decision.js";
export { notifyQuoteApproved, type QuoteApprovedNotice } from "./quote-approved.js";
export {
  notifyOrderStatusChanged,
  notifyOrderShipped,
  type OrderStatusChangedNotice,
  type OrderShippedNotice,
} from "./order-status.js";
export { notifyDiscountApprovalRequested, type DiscountApprovalNotice } from "./discount-approval.js";
export { notifyQuoteSubmitted, type QuoteSubmittedNotice } from "./quote-submitted.js";
export { notifyPriceBookPublished, type PriceBookPublishedNotice } from "./price-book-published.js";
