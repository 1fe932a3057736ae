/** Status values (product rule R5). */
export const RECORD_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;

export const QUOTE_STATUS = {
  INACTIVE: 0,
  STARTED: 1,
  CUSTOMER_APPROVAL: 10,
  CUSTOMER_REJECTED: 11,
  /** The customer signed; the quote stays with the dealer until it submits (decision 136). */
  CUSTOMER_ACCEPTED: 12,
  AWAITING_APPROVAL: 30,
  AWAITING_PAYMENT: 31,
  ORDERED: 50,
} as const;
export type QuoteStatus = (typeof QUOTE_STATUS)[keyof typeof QUOTE_STATUS];

export const QUOTE_STATUS_LABELS: Record<number, string> = {
  0: "Inactive",
  1: "Started",
  10: "Customer Approval",
  11: "Customer Rejected",
  12: "Customer Accepted",
  30: "Awaiting Approval",
  31: "Awaiting Payment",
  50: "Ordered",
};

export const ORDER_STATUS = {
  ACTIVE: 1,
  PROCESSING: 2,
  IN_PRODUCTION: 10,
  PRODUCED: 20,
  CLOSED: 50,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** A deleted order (DELETE /api/orders/{id}, decision 080): not a step of the order's flow. */
export const ORDER_INACTIVE = 0;

export const ORDER_STATUS_LABELS: Record<number, string> = {
  [ORDER_INACTIVE]: "Inactive",
  1: "Active",
  2: "Processing",
  10: "In Production",
  20: "Produced",
  50: "Closed",
};

export const RECORD_STATUS_LABELS: Record<number, string> = { 0: "Inactive", 1: "Active" };

/** Standard production lead time (product rule R10). */
export const LEAD_TIME_TEXT = "4-5 business days";
