import { ORDER_INACTIVE, ORDER_STATUS, QUOTE_STATUS, RECORD_STATUS } from "@screens/domain";

/**
 * The statuses the figures count by (decision 112), in one place (decision 202): the live
 * statements (services/reports) and the month summaries' SQL (source.ts here, written into a
 * migration by `npm run db:report-summaries -w @screens/server`) both read these, so a status or a
 * set changes in both at once.
 */

/** A deactivated quote counts in no figure; its orders and their units neither. */
export const INACTIVE_QUOTE_STATUS = QUOTE_STATUS.INACTIVE;

/** A deactivated (deleted) order counts in no figure (decision 080). */
export const INACTIVE_ORDER_STATUS = ORDER_INACTIVE;

/** A deactivated unit (configuration) counts in no product figure. */
export const INACTIVE_UNIT_STATUS = RECORD_STATUS.INACTIVE;

/** Quotes that are open now: neither ordered nor deactivated (decision 112). */
export const OPEN_QUOTE_STATUSES = [
  QUOTE_STATUS.STARTED,
  QUOTE_STATUS.CUSTOMER_APPROVAL,
  QUOTE_STATUS.CUSTOMER_REJECTED,
  QUOTE_STATUS.AWAITING_APPROVAL,
  QUOTE_STATUS.AWAITING_PAYMENT,
] as const;

/** The approval queue's status. */
export const AWAITING_APPROVAL_STATUS = QUOTE_STATUS.AWAITING_APPROVAL;

/** An order's lead time runs from its creation to its first change to one of these. */
export const LEAD_TIME_END_STATUSES = [ORDER_STATUS.PRODUCED, ORDER_STATUS.CLOSED] as const;
