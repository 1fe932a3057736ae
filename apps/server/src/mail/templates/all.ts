// Every template's render function, for the lazy loader in ../emails.ts.
export { customerDecisionEmail } from "./customer-decision.js";
export { discountApprovalEmail } from "./discount-approval.js";
export {
  emailAddressInUseEmail,
  emailChangeConfirmEmail,
  emailChangedNotice,
  newAccountConfirmEmail,
} from "./email-change.js";
export { orderShippedEmail } from "./order-shipped.js";
export { orderStatusChangedEmail } from "./order-status-changed.js";
export { passwordResetEmail } from "./password-reset.js";
export { paymentReceiptEmail } from "./payment-receipt.js";
export { quoteApprovedEmail } from "./quote-approved.js";
export { quoteSentEmail } from "./quote-sent.js";
export { quoteReminderEmail } from "./quote-reminder.js";
export { quoteAcceptedEmail } from "./quote-accepted.js";
export { quoteSubmittedEmail } from "./quote-submitted.js";
export { quoteSubmittedDigestEmail } from "./quote-submitted-digest.js";
export { priceBookPublishedEmail } from "./price-book-published.js";
