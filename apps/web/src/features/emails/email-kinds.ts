/** What each queued e-mail is, in words staff read at a glance (the queue's `kind`, docs/email.md). */
const KIND_LABELS: Record<string, string> = {
  password_reset: "Password reset",
  quote_sent: "Quote sent to customer",
  customer_accepted: "Customer accepted a quote",
  customer_declined: "Customer declined a quote",
  quote_approved: "Quote approved",
  order_status_changed: "Order status changed",
  order_shipped: "Order shipped",
  discount_approval: "Discount approval asked",
  quote_submitted: "Quote awaits approval",
  payment_payment: "Payment receipt to customer",
  payment_refund: "Refund receipt to customer",
};

export function emailKindLabel(kind: string): string {
  const known = KIND_LABELS[kind];
  if (known) return known;
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : kind;
}
