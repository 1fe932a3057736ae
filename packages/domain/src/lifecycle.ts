import { checkPermission, type PermissionCheck, type Permissions } from "./permissions.js";
import { isStaff, MANUFACTURER_ACCOUNT_ID } from "./roles.js";
import { MESSAGES } from "./messages.js";
import {
  ORDER_INACTIVE,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  QUOTE_STATUS,
  QUOTE_STATUS_LABELS,
  type OrderStatus,
  type QuoteStatus,
} from "./status.js";

/**
 * The quote and order lifecycles (decision 061): one table each, read by the
 * server's status changes, the quote page's buttons, the delete rules and the editability of a
 * quote's content. Change a rule here and every layer follows.
 */

/** A panel user as the lifecycle sees them. With `permissions`, an action also needs its permission. */
export interface QuoteActor {
  role_id: number;
  account_id: number | null;
  permissions?: Permissions;
}

/** The homeowner on the public quote page (`/q/{token}`): not a panel user. */
export const CUSTOMER = "customer";
export type LifecycleActor = QuoteActor | typeof CUSTOMER;

/** Who may make a move: named guards on the actor (product rule R1: staff are role ids 1-3). */
export const ACTOR_GUARDS = {
  /** Any panel user (dealer or manufacturer staff). */
  user: (actor: LifecycleActor) => actor !== CUSTOMER,
  /** Manufacturer staff: role id 3 or lower. */
  staff: (actor: LifecycleActor) => actor !== CUSTOMER && isStaff(actor.role_id),
  /** Staff of the manufacturer's own account (id 2), as product rule R8 says for 30 -> 31. */
  manufacturerStaff: (actor: LifecycleActor) =>
    actor !== CUSTOMER && isStaff(actor.role_id) && actor.account_id === MANUFACTURER_ACCOUNT_ID,
  /** A dealer's user (role id 4 or higher): the dealer's own moves, such as a recall. */
  dealer: (actor: LifecycleActor) => actor !== CUSTOMER && !isStaff(actor.role_id),
  /** The customer, through the quote's share link. */
  customer: (actor: LifecycleActor) => actor === CUSTOMER,
} as const;
export type ActorGuard = keyof typeof ACTOR_GUARDS;

/** What the server reads about a quote's content (under its row lock) for the quote-level guards. */
export interface QuoteFacts {
  unit_count: number;
  accessory_count: number;
  /** Units whose total is not above 0. */
  unpriced_unit_count: number;
  /** The e-mail address of the quote's customer, if it has one. */
  customer_email: string | null;
  /** The customer's acceptance stands (accepted_at), and their total then differs from today's. */
  customer_accepted: boolean;
  accepted_total_changed: boolean;
  /** The dealer sends a customer's acceptance straight to the manufacturer (its setting). */
  auto_submit: boolean;
  /** The dealer's payments to the manufacturer cover the order's value (decision 137). */
  dealer_paid_in_full: boolean;
}

/** What the panel holds of a quote (the API's quote) that the guards read. */
export interface ShownQuote {
  /** The quote's live units, each with its total. */
  screenconfigurations: readonly { unit_total: number }[];
  add_on_accessories: readonly unknown[];
  signature: { accepted_at: string | Date | null; price_changed: boolean };
}

/**
 * The facts of a quote as the panel reads them from the API's quote, the same facts the server reads
 * under its row lock (decision 193). A fact the panel does not know here (undefined in `known`) is
 * taken as holding: the server checks it again and answers with the same message.
 */
export function quoteFactsOf(
  quote: ShownQuote,
  known: { customer_email?: string | null; auto_submit?: boolean; dealer_paid_in_full?: boolean } = {},
): QuoteFacts {
  return {
    unit_count: quote.screenconfigurations.length,
    accessory_count: quote.add_on_accessories.length,
    unpriced_unit_count: quote.screenconfigurations.filter((unit) => !(unit.unit_total > 0)).length,
    customer_email: known.customer_email === undefined ? "unknown here" : known.customer_email,
    customer_accepted: quote.signature.accepted_at !== null,
    accepted_total_changed: quote.signature.price_changed,
    auto_submit: known.auto_submit ?? false,
    dealer_paid_in_full: known.dealer_paid_in_full ?? true,
  };
}

/**
 * Why `actor` may not take `action` on a quote the panel shows, from the lifecycle table with the
 * quote's facts (the message the server answers with), or null when the panel lets it go to the server.
 */
export function quoteActionProblem(
  actor: LifecycleActor,
  quote: ShownQuote & { status: number },
  action: QuoteAction,
  known?: Parameters<typeof quoteFactsOf>[1],
): string | null {
  const verdict = checkQuoteAction(actor, quote.status, action, quoteFactsOf(quote, known));
  return verdict.ok ? null : verdict.message;
}

/** Quote-level guards: a condition on the quote's content and the message when it does not hold. */
export const QUOTE_CONDITIONS = {
  hasContent: {
    holds: (facts: QuoteFacts) => facts.unit_count + facts.accessory_count > 0,
    message: MESSAGES.quoteNeedsContent,
  },
  allPriced: {
    holds: (facts: QuoteFacts) => facts.unpriced_unit_count === 0,
    message: MESSAGES.allConfigurationsNeedPrice,
  },
  customerEmail: {
    holds: (facts: QuoteFacts) => !!facts.customer_email?.trim(),
    message: MESSAGES.quoteNeedsCustomerEmail,
  },
  acceptedPriceHolds: {
    holds: (facts: QuoteFacts) => !facts.accepted_total_changed,
    message: MESSAGES.acceptedPriceChanged,
  },
  dealerPaid: {
    holds: (facts: QuoteFacts) => facts.dealer_paid_in_full,
    message: MESSAGES.dealerPaymentOutstanding,
  },
} as const;
export type QuoteCondition = keyof typeof QUOTE_CONDITIONS;

/**
 * Which of an action's rows applies, when the same action from the same status leads to different
 * statuses (decision 136): read from the quote's facts, never a refusal.
 */
export const QUOTE_BRANCHES = {
  /** The customer's acceptance stands: a recall returns the quote to Customer Accepted. */
  accepted: (facts: QuoteFacts) => facts.customer_accepted,
  notAccepted: (facts: QuoteFacts) => !facts.customer_accepted,
  /** The dealer submits on the customer's acceptance, or holds the signed job for its final measure. */
  autoSubmit: (facts: QuoteFacts) => facts.auto_submit,
  holdForDealer: (facts: QuoteFacts) => !facts.auto_submit,
} as const;
export type QuoteBranch = keyof typeof QUOTE_BRANCHES;

/** A refused action: the HTTP status the server answers with and the message it shows. */
export interface Refusal {
  status: 400 | 403 | 409;
  message: string;
}

export type QuoteAction =
  | "send"
  | "withdraw"
  | "accept"
  | "decline"
  | "revise"
  | "submit"
  | "recall"
  | "awaitPayment"
  | "approve"
  | "deactivate";

/** Each action's button label, and the answer when the quote's status does not allow it at all. */
export const QUOTE_ACTIONS: Record<QuoteAction, { label: string; wrongStatus: Refusal }> = {
  send: {
    label: "Send to Customer",
    wrongStatus: {
      status: 409,
      message: "Only a started quote, or one the customer accepted, can be sent to the customer.",
    },
  },
  withdraw: {
    label: "Withdraw",
    wrongStatus: { status: 409, message: "Only a quote waiting for the customer can be withdrawn." },
  },
  accept: {
    label: "Accept",
    wrongStatus: { status: 409, message: "This quote is not waiting for the customer's decision." },
  },
  decline: {
    label: "Decline",
    wrongStatus: { status: 409, message: "This quote is not waiting for the customer's decision." },
  },
  revise: {
    label: "Revise",
    wrongStatus: { status: 409, message: "Only a quote the customer declined can be revised." },
  },
  submit: {
    label: "Submit for Approval",
    wrongStatus: {
      status: 409,
      message: "Only a started quote, or one the customer accepted, can be submitted for approval.",
    },
  },
  recall: {
    label: "Recall",
    wrongStatus: {
      status: 409,
      message: "Only a quote awaiting approval can be recalled: the manufacturer has already acted on it.",
    },
  },
  awaitPayment: {
    label: "Set Status: Awaiting Payment",
    wrongStatus: { status: 409, message: "Only a quote awaiting approval can await payment." },
  },
  approve: {
    label: "Approve & Submit Order",
    wrongStatus: { status: 409, message: "Only a quote awaiting approval or payment can be approved." },
  },
  deactivate: {
    label: "Delete",
    wrongStatus: { status: 400, message: MESSAGES.quoteCannotBeDeleted },
  },
};

export interface QuoteTransition {
  action: QuoteAction;
  from: QuoteStatus;
  to: QuoteStatus;
  /** Who may do it. */
  who: ActorGuard;
  /** The panel permission (product rule R2) a user needs as well; null for the customer. */
  permission: PermissionCheck | null;
  /** Quote-level guards, checked in this order. */
  requires: readonly QuoteCondition[];
  /** When the action has several rows from this status: the facts that pick this one. */
  when?: QuoteBranch;
  /** The answer when `who` does not fit the actor. */
  refused: Refusal;
}

const {
  INACTIVE,
  STARTED,
  CUSTOMER_APPROVAL,
  CUSTOMER_REJECTED,
  CUSTOMER_ACCEPTED,
  AWAITING_APPROVAL,
  AWAITING_PAYMENT,
  ORDERED,
} = QUOTE_STATUS;

const customersOnly: Refusal = {
  status: 403,
  message: "Only the customer can answer a quote sent to them: withdraw it to change it.",
};
const notForCustomers: Refusal = { status: 403, message: MESSAGES.forbidden };
const dealersOnlyRecall: Refusal = {
  status: 403,
  message: "Only the dealer recalls its quote: the manufacturer's staff may change it as it is.",
};
const staffOnlyApproval: Refusal = {
  status: 403,
  message: "Only the manufacturer's staff can approve a quote.",
};

/** The quote lifecycle: every allowed move, one row each. Anything not listed is refused. */
export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  // The customer's side (decision 052): send, the customer's answer, and the dealer's way back.
  {
    action: "send",
    from: STARTED,
    to: CUSTOMER_APPROVAL,
    who: "user",
    permission: "quote.u",
    requires: ["hasContent", "allPriced", "customerEmail"],
    refused: notForCustomers,
  },
  {
    action: "withdraw",
    from: CUSTOMER_APPROVAL,
    to: STARTED,
    who: "user",
    permission: "quote.u",
    requires: [],
    refused: notForCustomers,
  },
  // The signature leaves the job with the dealer for its final measure and deposit, unless the
  // dealer submits on acceptance (decision 136).
  {
    action: "accept",
    from: CUSTOMER_APPROVAL,
    to: CUSTOMER_ACCEPTED,
    who: "customer",
    permission: null,
    requires: [],
    when: "holdForDealer",
    refused: customersOnly,
  },
  {
    action: "accept",
    from: CUSTOMER_APPROVAL,
    to: AWAITING_APPROVAL,
    who: "customer",
    permission: null,
    requires: [],
    when: "autoSubmit",
    refused: customersOnly,
  },
  {
    action: "decline",
    from: CUSTOMER_APPROVAL,
    to: CUSTOMER_REJECTED,
    who: "customer",
    permission: null,
    requires: [],
    refused: customersOnly,
  },
  {
    action: "revise",
    from: CUSTOMER_REJECTED,
    to: STARTED,
    who: "user",
    permission: "quote.u",
    requires: [],
    refused: notForCustomers,
  },
  // A corrected price after the signature goes back to the customer before the factory.
  {
    action: "send",
    from: CUSTOMER_ACCEPTED,
    to: CUSTOMER_APPROVAL,
    who: "user",
    permission: "quote.u",
    requires: ["hasContent", "allPriced", "customerEmail"],
    refused: notForCustomers,
  },
  // The manufacturer's side (product rule R8).
  {
    action: "submit",
    from: STARTED,
    to: AWAITING_APPROVAL,
    who: "user",
    permission: "quote.u",
    requires: ["hasContent", "allPriced"],
    refused: notForCustomers,
  },
  {
    action: "submit",
    from: CUSTOMER_ACCEPTED,
    to: AWAITING_APPROVAL,
    who: "user",
    permission: "quote.u",
    requires: ["hasContent", "allPriced", "acceptedPriceHolds"],
    refused: notForCustomers,
  },
  // Until the manufacturer acts on it, the dealer may take a submitted quote back (decision 136).
  {
    action: "recall",
    from: AWAITING_APPROVAL,
    to: CUSTOMER_ACCEPTED,
    who: "dealer",
    permission: "quote.u",
    requires: [],
    when: "accepted",
    refused: dealersOnlyRecall,
  },
  {
    action: "recall",
    from: AWAITING_APPROVAL,
    to: STARTED,
    who: "dealer",
    permission: "quote.u",
    requires: [],
    when: "notAccepted",
    refused: dealersOnlyRecall,
  },
  {
    action: "awaitPayment",
    from: AWAITING_APPROVAL,
    to: AWAITING_PAYMENT,
    who: "manufacturerStaff",
    permission: "quote.u",
    requires: [],
    refused: {
      status: 403,
      message: "Only the manufacturer's staff can set a quote to Awaiting Payment.",
    },
  },
  {
    action: "approve",
    from: AWAITING_APPROVAL,
    to: ORDERED,
    who: "staff",
    permission: "order.c",
    // Staff may still add a unit at 30 and 31: an unsaved one has no price (decision 070).
    requires: ["allPriced"],
    refused: staffOnlyApproval,
  },
  {
    action: "approve",
    from: AWAITING_PAYMENT,
    to: ORDERED,
    who: "staff",
    permission: "order.c",
    // Awaiting payment ends when the dealer's payments cover the order (decision 137).
    requires: ["allPriced", "dealerPaid"],
    refused: staffOnlyApproval,
  },
  // Deleting is deactivating (product rule R7): at 1, at 11 (decision 061), at 30 for staff.
  {
    action: "deactivate",
    from: STARTED,
    to: INACTIVE,
    who: "user",
    permission: "quote.d",
    requires: [],
    refused: { status: 400, message: MESSAGES.quoteCannotBeDeleted },
  },
  {
    action: "deactivate",
    from: CUSTOMER_ACCEPTED,
    to: INACTIVE,
    who: "user",
    permission: "quote.d",
    requires: [],
    refused: { status: 400, message: MESSAGES.quoteCannotBeDeleted },
  },
  {
    action: "deactivate",
    from: CUSTOMER_REJECTED,
    to: INACTIVE,
    who: "user",
    permission: "quote.d",
    requires: [],
    refused: { status: 400, message: MESSAGES.quoteCannotBeDeleted },
  },
  {
    action: "deactivate",
    from: AWAITING_APPROVAL,
    to: INACTIVE,
    who: "staff",
    permission: "quote.d",
    requires: [],
    refused: { status: 400, message: MESSAGES.quoteCannotBeDeleted },
  },
];

export type QuoteVerdict = { ok: true; transition: QuoteTransition } | ({ ok: false } & Refusal);

function actorHasPermission(actor: LifecycleActor, permission: PermissionCheck | null): boolean {
  if (actor === CUSTOMER || permission === null || !actor.permissions) return true;
  return checkPermission(actor.permissions, permission);
}

/**
 * May `actor` do `action` to a quote in `status`? Without `facts` the quote-level guards are not
 * checked and the first of the action's branches answers (the UI knows them only roughly; the
 * server always passes them).
 */
export function checkQuoteAction(
  actor: LifecycleActor,
  status: number,
  action: QuoteAction,
  facts?: QuoteFacts,
): QuoteVerdict {
  const rows = QUOTE_TRANSITIONS.filter(
    (row) =>
      row.action === action &&
      row.from === status &&
      (!facts || row.when === undefined || QUOTE_BRANCHES[row.when](facts)),
  );
  const [first] = rows;
  if (!first) return { ok: false, ...QUOTE_ACTIONS[action].wrongStatus };
  const fitting = rows.find((row) => ACTOR_GUARDS[row.who](actor));
  if (!fitting) return { ok: false, ...first.refused };
  if (!actorHasPermission(actor, fitting.permission))
    return { ok: false, status: 403, message: MESSAGES.forbidden };
  if (facts) {
    for (const condition of fitting.requires) {
      const guard = QUOTE_CONDITIONS[condition];
      if (!guard.holds(facts)) return { ok: false, status: 400, message: guard.message };
    }
  }
  return { ok: true, transition: fitting };
}

/** Whether the server must read the quote's facts to decide `action` in `status` (guards or branches). */
export function actionNeedsFacts(status: number, action: QuoteAction): boolean {
  return QUOTE_TRANSITIONS.some(
    (row) =>
      row.action === action && row.from === status && (row.requires.length > 0 || row.when !== undefined),
  );
}

/**
 * The action that moves a quote from `from` to `to` (PATCH /quotes/{id} { status }). When no row
 * connects them, the answer names the one action that leads to `to`, or both statuses.
 */
export function quoteActionBetween(
  from: number,
  to: number,
): { action: QuoteAction } | ({ action: null } & Refusal) {
  const row = QUOTE_TRANSITIONS.find((entry) => entry.from === from && entry.to === to);
  if (row) return { action: row.action };
  const leading = new Set(QUOTE_TRANSITIONS.filter((entry) => entry.to === to).map((entry) => entry.action));
  const [only] = leading;
  if (leading.size === 1 && only) return { action: null, ...QUOTE_ACTIONS[only].wrongStatus };
  return {
    action: null,
    status: 409,
    message: `status: A quote cannot be moved from ${quoteStatusLabel(from)} to ${quoteStatusLabel(to)}.`,
  };
}

/** The actions `actor` may take on a quote in `status`, in table order (the quote page's buttons). */
export function allowedQuoteActions(actor: LifecycleActor, status: number): QuoteAction[] {
  const actions: QuoteAction[] = [];
  for (const row of QUOTE_TRANSITIONS) {
    if (row.from !== status || actions.includes(row.action)) continue;
    if (checkQuoteAction(actor, status, row.action).ok) actions.push(row.action);
  }
  return actions;
}

function quoteStatusLabel(status: number): string {
  return QUOTE_STATUS_LABELS[status] ?? String(status);
}

/** Who may change a quote's details, units and accessories in each status (decision 061). */
export type EditRule = "everyone" | "staff" | "nobody";

export const QUOTE_EDITING: Record<QuoteStatus, { who: EditRule; refused: string }> = {
  [INACTIVE]: { who: "nobody", refused: MESSAGES.quoteCannotBeChanged },
  [STARTED]: { who: "everyone", refused: MESSAGES.quoteCannotBeChanged },
  // Nobody edits what the customer is reading: withdraw first.
  [CUSTOMER_APPROVAL]: { who: "nobody", refused: MESSAGES.quoteWithCustomer },
  // The customer's "no" stays as it was answered until the dealer revises the quote.
  [CUSTOMER_REJECTED]: { who: "nobody", refused: MESSAGES.quoteDeclinedByCustomer },
  // The dealer corrects a signed job before submitting it; the history keeps each change (decision 136).
  [CUSTOMER_ACCEPTED]: { who: "everyone", refused: MESSAGES.quoteCannotBeChanged },
  [AWAITING_APPROVAL]: { who: "staff", refused: MESSAGES.quoteAwaitingApproval },
  [AWAITING_PAYMENT]: { who: "staff", refused: MESSAGES.quoteAwaitingApproval },
  [ORDERED]: { who: "nobody", refused: MESSAGES.quoteOrdered },
};

function editRule(status: number): { who: EditRule; refused: string } {
  return Object.hasOwn(QUOTE_EDITING, status)
    ? QUOTE_EDITING[status as QuoteStatus]
    : { who: "nobody", refused: MESSAGES.quoteCannotBeChanged };
}

/** Whether `actor` (null: nobody logged in) may change the quote's content in `status`. */
export function mayEditQuote(actor: QuoteActor | null, status: number): boolean {
  const { who } = editRule(status);
  if (who === "everyone") return true;
  return who === "staff" && actor !== null && isStaff(actor.role_id);
}

/** Why `actor` may not change the quote's content in `status`, or null when they may. */
export function quoteEditRefusal(actor: QuoteActor | null, status: number): string | null {
  return mayEditQuote(actor, status) ? null : editRule(status).refused;
}

/** Quotes in 30 or 31 are awaiting approval and can be approved (product rule R8). */
export function isApprovable(status: number): boolean {
  return QUOTE_TRANSITIONS.some((row) => row.action === "approve" && row.from === status);
}

/** The steps of a quote's progress; the customer's step only for quotes that went through it. */
export const QUOTE_STEPS = [
  { key: "started", title: "Started", done: "Quoted" },
  { key: "customer", title: "Customer Approval", done: "Customer Accepted" },
  { key: "approval", title: "Approval", done: "Quote Approved" },
  { key: "order", title: "Order", done: "Ordered" },
] as const;
export type QuoteStepKey = (typeof QUOTE_STEPS)[number]["key"];

/** The step each status is in: none at 0, every step complete at 50. */
export const QUOTE_STATUS_STEP: Record<QuoteStatus, QuoteStepKey | "none" | "complete"> = {
  [INACTIVE]: "none",
  [STARTED]: "started",
  [CUSTOMER_APPROVAL]: "customer",
  [CUSTOMER_REJECTED]: "customer",
  // Signed: the customer's step is done, the dealer's submission is the next.
  [CUSTOMER_ACCEPTED]: "approval",
  [AWAITING_APPROVAL]: "approval",
  [AWAITING_PAYMENT]: "approval",
  [ORDERED]: "complete",
};

/**
 * The three-step bar (product rule R5: Started, Approval, Order): which step is current (0-based),
 * or none, or all complete. A quote with its customer is still in the first step there.
 */
export function quoteProgress(status: number): { current: number | null; complete: boolean } {
  const step = Object.hasOwn(QUOTE_STATUS_STEP, status) ? QUOTE_STATUS_STEP[status as QuoteStatus] : "none";
  if (step === "complete") return { current: null, complete: true };
  if (step === "none") return { current: null, complete: false };
  const bar: QuoteStepKey[] = ["started", "approval", "order"];
  return { current: step === "customer" ? 0 : bar.indexOf(step), complete: false };
}

// ---------------------------------------------------------------------------------------------
// Orders (decision 061): staff move an order forward, to any later status; one step back corrects
// a slip; Closed is final.

export interface OrderTransition {
  from: OrderStatus;
  to: OrderStatus | typeof ORDER_INACTIVE;
  who: ActorGuard;
  permission: PermissionCheck;
  kind: "forward" | "correction" | "deactivation";
}

/** The order statuses in their order of events. */
export const ORDER_FLOW: readonly OrderStatus[] = [
  ORDER_STATUS.ACTIVE,
  ORDER_STATUS.PROCESSING,
  ORDER_STATUS.IN_PRODUCTION,
  ORDER_STATUS.PRODUCED,
  ORDER_STATUS.CLOSED,
];

const { ACTIVE, PROCESSING, IN_PRODUCTION, PRODUCED, CLOSED } = ORDER_STATUS;
const forward = (from: OrderStatus, to: OrderStatus): OrderTransition => ({
  from,
  to,
  who: "staff",
  permission: "order.u",
  kind: "forward",
});
const correction = (from: OrderStatus, to: OrderStatus): OrderTransition => ({
  from,
  to,
  who: "staff",
  permission: "order.u",
  kind: "correction",
});
/** Deleting an order deactivates it (DELETE /orders/{id}, decision 080): staff with order.d. */
const deactivation = (from: OrderStatus): OrderTransition => ({
  from,
  to: ORDER_INACTIVE,
  who: "staff",
  permission: "order.d",
  kind: "deactivation",
});

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  forward(ACTIVE, PROCESSING),
  forward(ACTIVE, IN_PRODUCTION),
  forward(ACTIVE, PRODUCED),
  forward(ACTIVE, CLOSED),
  forward(PROCESSING, IN_PRODUCTION),
  forward(PROCESSING, PRODUCED),
  forward(PROCESSING, CLOSED),
  forward(IN_PRODUCTION, PRODUCED),
  forward(IN_PRODUCTION, CLOSED),
  forward(PRODUCED, CLOSED),
  correction(PROCESSING, ACTIVE),
  correction(IN_PRODUCTION, PROCESSING),
  correction(PRODUCED, IN_PRODUCTION),
  // Any order not yet closed can be deactivated; Closed stays final.
  deactivation(ACTIVE),
  deactivation(PROCESSING),
  deactivation(IN_PRODUCTION),
  deactivation(PRODUCED),
];

export type OrderVerdict = { ok: true; transition: OrderTransition } | ({ ok: false } & Refusal);

function orderStatusLabel(status: number): string {
  return ORDER_STATUS_LABELS[status] ?? String(status);
}

/** May `actor` move an order from `from` to `to`? */
export function checkOrderTransition(actor: LifecycleActor, from: number, to: number): OrderVerdict {
  const row = ORDER_TRANSITIONS.find((entry) => entry.from === from && entry.to === to);
  if (!row) {
    const message =
      from === CLOSED
        ? to === ORDER_INACTIVE
          ? "A closed order cannot be deactivated."
          : "A closed order cannot change its status."
        : from === ORDER_INACTIVE
          ? "This order is inactive and cannot change its status."
          : `An order cannot move from ${orderStatusLabel(from)} to ${orderStatusLabel(to)}.`;
    return { ok: false, status: 409, message };
  }
  if (!ACTOR_GUARDS[row.who](actor) || !actorHasPermission(actor, row.permission))
    return { ok: false, status: 403, message: MESSAGES.forbidden };
  return { ok: true, transition: row };
}

/** The statuses `actor` may set on an order in `from`, in flow order (the order page's choices). */
export function allowedOrderStatuses(actor: LifecycleActor, from: number): OrderStatus[] {
  return ORDER_FLOW.filter((to) => checkOrderTransition(actor, from, to).ok);
}

/** The ERP push (BETA, product rule R9): orders in these statuses, not yet pushed. */
export const ERP_PUSH_STATUSES: readonly OrderStatus[] = [PROCESSING, CLOSED];
