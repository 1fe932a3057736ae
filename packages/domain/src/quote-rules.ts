import { isStaff } from "./roles.js";
import {
  checkQuoteAction,
  ERP_PUSH_STATUSES,
  mayEditQuote,
  QUOTE_TRANSITIONS,
  type QuoteActor,
  type Refusal,
} from "./lifecycle.js";

/**
 * The named rules the panel and the server ask (product rules R5-R8), each read from the lifecycle tables
 * of lifecycle.ts: a quote's status and the actor decide; the permission table is checked apart.
 */

/** Details, configurations and accessories: everyone at 1; staff also at 30/31; nobody otherwise. */
export function canEditQuoteContent(actor: QuoteActor, status: number): boolean {
  return mayEditQuote(actor, status);
}

/** The configuration editor (product rule R6): the same rule; without an agent only at 1. */
export function canEditConfiguration(actor: QuoteActor | null, status: number): boolean {
  return mayEditQuote(actor, status);
}

/** Submit for approval (1 -> 30) is offered in this status (to any user with quote.u). */
export function canSubmitQuote(status: number): boolean {
  return QUOTE_TRANSITIONS.some((row) => row.action === "submit" && row.from === status);
}

/** 30 -> 31: a user of the manufacturer account (id 2) with role id 3 or lower. */
export function canSetAwaitingPayment(actor: QuoteActor, status: number): boolean {
  return checkQuoteAction(roleOnly(actor), status, "awaitPayment").ok;
}

/** 30/31 -> 50 by staff. */
export function canApproveQuote(actor: QuoteActor, status: number): boolean {
  return checkQuoteAction(roleOnly(actor), status, "approve").ok;
}

/**
 * Why `actor` may not delete (deactivate) a quote in `status`: at 1, 11 or 12, or at 30 for staff, with
 * quote.d when the actor carries its permissions. The one delete rule (decision 193): the server's
 * DELETE answers with it, the panel shows the Delete button and guards its click with it.
 */
export function quoteDeleteRefusal(actor: QuoteActor, status: number): Refusal | null {
  const verdict = checkQuoteAction(actor, status, "deactivate");
  return verdict.ok ? null : { status: verdict.status, message: verdict.message };
}

/** Delete is offered and allowed: quoteDeleteRefusal has nothing to say. */
export function canDeleteQuote(actor: QuoteActor, status: number): boolean {
  return quoteDeleteRefusal(actor, status) === null;
}

/** Orders can be pushed to the ERP when not yet pushed and in status 2 or 50, by staff (product rule R9). */
export function canPushOrder(
  actor: QuoteActor,
  order: { status: number; netsuite_id: string | null },
): boolean {
  return (
    isStaff(actor.role_id) &&
    !order.netsuite_id &&
    (ERP_PUSH_STATUSES as readonly number[]).includes(order.status)
  );
}

/** These helpers answer on role and account only, as before; callers check permissions apart. */
function roleOnly(actor: QuoteActor): QuoteActor {
  return { role_id: actor.role_id, account_id: actor.account_id };
}
