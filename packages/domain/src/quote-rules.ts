import { isStaff, MANUFACTURER_ACCOUNT_ID } from "./roles.js";
import { QUOTE_STATUS, isApprovable } from "./status.js";

/** Who may do what to a quote in a given status (panel.md §4). Server and UI share these. */
export interface QuoteActor {
  role_id: number;
  account_id: number | null;
}

/** Details, configurations and accessories: everyone at 1; staff also at 30/31; nobody at 50. */
export function canEditQuoteContent(actor: QuoteActor, status: number): boolean {
  if (status === QUOTE_STATUS.STARTED) return true;
  if (status === QUOTE_STATUS.ORDERED || status === QUOTE_STATUS.INACTIVE) return false;
  return isStaff(actor.role_id);
}

/** The configuration editor (configurator spec §2): editable at 1, or for staff at any status but 50. */
export function canEditConfiguration(actor: QuoteActor | null, status: number): boolean {
  if (status === QUOTE_STATUS.STARTED) return true;
  if (!actor) return false;
  return isStaff(actor.role_id) && status !== QUOTE_STATUS.ORDERED && status !== QUOTE_STATUS.INACTIVE;
}

export function canSubmitQuote(status: number): boolean {
  return status === QUOTE_STATUS.STARTED;
}

/** 30 -> 31: a user of the manufacturer account (id 2) with role id 3 or lower. */
export function canSetAwaitingPayment(actor: QuoteActor, status: number): boolean {
  return (
    status === QUOTE_STATUS.AWAITING_APPROVAL &&
    isStaff(actor.role_id) &&
    actor.account_id === MANUFACTURER_ACCOUNT_ID
  );
}

/** 30/31 -> 50 by staff. */
export function canApproveQuote(actor: QuoteActor, status: number): boolean {
  return isApprovable(status) && isStaff(actor.role_id);
}

/** Deactivate: at 1, or at 30 for staff. */
export function canDeleteQuote(actor: QuoteActor, status: number): boolean {
  if (status === QUOTE_STATUS.STARTED) return true;
  return status === QUOTE_STATUS.AWAITING_APPROVAL && isStaff(actor.role_id);
}

/** Orders can be pushed to the ERP when not yet pushed and in status 2 or 50, by staff (panel.md §4, §7). */
export function canPushOrder(
  actor: QuoteActor,
  order: { status: number; netsuite_id: string | null },
): boolean {
  return isStaff(actor.role_id) && !order.netsuite_id && (order.status === 2 || order.status === 50);
}
