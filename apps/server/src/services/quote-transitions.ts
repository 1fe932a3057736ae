import {
  actionNeedsFacts,
  checkQuoteAction,
  CUSTOMER,
  ORDER_STATUS,
  QUOTE_STATUS,
  RECORD_STATUS,
  type Agent,
  type QuoteAction,
  type QuoteFacts,
  type QuoteTransition,
} from "@screens/domain";
import { CANADIAN_BROKERAGE_FEE, isCanadian, paymentBalance } from "@screens/pricing";
import type { Prisma } from "../db/client.js";
import { conflict, forbidden, HttpError } from "../http/errors.js";
import { num } from "./convert.js";
import { paymentEntry } from "./payments.js";
import { orderNumber } from "./numbers.js";
import { computeQuoteTotals, dealerPrice, recomputeQuoteTotals } from "./quote-totals.js";
import { recordStatusChange } from "./audit.js";
import { repriceQuoteUnits } from "./configurations.js";
import { frozenTermsColumns, pricingForQuote } from "./price-books/quote-pricing.js";
import { reopenChoice, settleDefaultChoice } from "./line-choices.js";
import type { PriceBookStore } from "./price-books/store.js";
import { notifyQuoteApproved, notifyQuoteSubmitted } from "./notifications/index.js";

type Tx = Prisma.TransactionClient;

/** Who moves the quote: a panel user, or its customer through the share link. */
export type QuoteMover = Agent | typeof CUSTOMER;

export interface QuoteMove {
  /** The quote, locked by the caller (lockQuote) and read under that lock. */
  quote: { id: number; status: number };
  action: QuoteAction;
  actor: QuoteMover;
  /** The price books a freeze prices with (submit, send; decision 148). */
  books?: PriceBookStore;
  /** For the history: the customer's decline reason. */
  note?: string | null;
  /** Columns the caller sets with the move (send: sent_at and valid_until). */
  data?: Prisma.QuoteUpdateManyMutationInput;
}

export interface QuoteMoved {
  transition: QuoteTransition;
  /** The order an approval created. */
  orderId: number | null;
}

/**
 * Checks `action` against the lifecycle table (packages/domain/src/lifecycle.ts) and makes the
 * move inside the caller's transaction: the action's effects, the status, the history line, and
 * for an approval the order. A refusal throws the table's status and message.
 */
export async function moveQuote(tx: Tx, move: QuoteMove): Promise<QuoteMoved> {
  const { quote, action, actor } = move;
  let verdict = checkQuoteAction(actor, quote.status, action);
  if (verdict.ok && actionNeedsFacts(quote.status, action))
    verdict = checkQuoteAction(actor, quote.status, action, await quoteFacts(tx, quote.id));
  if (!verdict.ok) throw new HttpError(verdict.status, [verdict.message]);
  const { transition } = verdict;
  const effects = (await EFFECTS[action]?.(tx, quote.id, move.books, transition)) ?? {};
  const moved = await tx.quote.updateMany({
    where: { id: quote.id, status: transition.from },
    data: { ...effects, ...move.data, status: transition.to },
  });
  if (moved.count !== 1) throw conflict("The quote changed meanwhile: reload it.");
  await recordStatusChange(tx, {
    entity: "quote",
    entity_id: quote.id,
    from_status: transition.from,
    to_status: transition.to,
    ...moverOf(actor),
    note: move.note ?? null,
  });
  const orderId = action === "approve" ? await createOrder(tx, quote.id, actor) : null;
  // The dealer hears of the manufacturer's approval (decision 165), queued with the move.
  if (action === "awaitPayment" || action === "approve")
    await notifyQuoteApproved(tx, {
      quoteId: quote.id,
      status: action === "approve" ? QUOTE_STATUS.ORDERED : QUOTE_STATUS.AWAITING_PAYMENT,
    });
  // The manufacturer's approvers hear of every quote that reaches them (decision 136).
  if (transition.to === QUOTE_STATUS.AWAITING_APPROVAL && (action === "submit" || action === "accept"))
    await notifyQuoteSubmitted(tx, {
      quoteId: quote.id,
      submittedBy:
        actor === CUSTOMER
          ? "The customer's acceptance (the dealer submits on acceptance)"
          : `${actor.first_name} ${actor.last_name}`.trim(),
      submitterId: actor === CUSTOMER ? null : actor.id,
    });
  return { transition, orderId };
}

/** The history's "who": a user's id, or the actor column for the customer. */
export function moverOf(actor: QuoteMover): { user_id: number | null; actor?: "customer" } {
  return actor === CUSTOMER ? { user_id: null, actor: "customer" } : { user_id: actor.id };
}

type Effect = (
  tx: Tx,
  quoteId: number,
  books: PriceBookStore | undefined,
  transition: QuoteTransition,
) => Promise<Prisma.QuoteUpdateManyMutationInput>;

/** What an action changes besides the status. */
const EFFECTS: Partial<Record<QuoteAction, Effect>> = {
  // The order carries the chosen lines only: a submission without the customer's picks settles the
  // default choice, the lines not in it set aside (decision 182).
  submit: async (tx, quoteId, books) => {
    await settleDefaultChoice(tx, quoteId);
    return { ...(await freezePrices(tx, quoteId, books)), submitted_at: new Date() };
  },
  // Sending again ends every earlier link (the caller then makes the new one) and any earlier
  // acceptance; the deposit asked is the dealer's rule of the day (decision 137).
  send: async (tx, quoteId, books) => {
    await revokeShareLinks(tx, quoteId);
    // A new send offers the options afresh (decision 182).
    await reopenChoice(tx, quoteId);
    return { ...(await freezePrices(tx, quoteId, books)), ...(await freezeDeposit(tx, quoteId)) };
  },
  // The signature and the total it was given for; submitted too when the dealer submits on
  // acceptance (decision 136).
  accept: async (tx, quoteId, _book, transition) => {
    const now = new Date();
    const { total } = await computeQuoteTotals(tx, quoteId);
    return {
      accepted_at: now,
      accepted_total: total,
      ...(transition.to === QUOTE_STATUS.AWAITING_APPROVAL ? { submitted_at: now } : {}),
    };
  },
  // Back with the dealer: no longer submitted (a new submission asks its questions again).
  // A quote back to a draft offers its options again; a signed job keeps its customer's choice (decision 182).
  recall: async (tx, quoteId, _books, transition) => {
    if (transition.to === QUOTE_STATUS.STARTED) await reopenChoice(tx, quoteId);
    return { submitted_at: null };
  },
  // A withdrawn offer is no longer valid: its link dies until the quote is sent again.
  withdraw: async (tx, quoteId) => {
    await revokeShareLinks(tx, quoteId);
    return { valid_until: null };
  },
  // A revised quote is a draft again: the declined link must not show it.
  revise: async (tx, quoteId) => {
    await revokeShareLinks(tx, quoteId);
    return { valid_until: null };
  },
  deactivate: async (tx, quoteId) => {
    await revokeShareLinks(tx, quoteId);
    return {};
  },
};

/** Ends every link of the quote still standing (decided ones too: they show the quote as it is). */
async function revokeShareLinks(tx: Tx, quoteId: number): Promise<void> {
  await tx.quoteShareLink.updateMany({
    where: { quote_id: quoteId, revoked_at: null },
    data: { revoked_at: new Date() },
  });
}

/**
 * Submitting or sending freezes the prices: a draft's units priced once more with the version in
 * effect and the dealer's terms of today, both recorded (decisions 148, 149); the totals; and the
 * Canadian brokerage (a later change of the dealer's country does not move it; decision 004). A
 * quote frozen before (a signed job submitted) keeps what it was frozen with.
 */
async function freezePrices(tx: Tx, quoteId: number, books: PriceBookStore | undefined) {
  if (!books) throw new Error("Freezing a quote's prices needs the price books.");
  const pricing = await pricingForQuote(tx, books, quoteId);
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: { markup_variable: true, dealer: { select: { country: true } } },
  });
  if (!pricing.frozen) await repriceQuoteUnits(tx, quoteId, pricing, num(quote.markup_variable));
  await recomputeQuoteTotals(tx, quoteId);
  return {
    price_book_version: pricing.version.version,
    ...frozenTermsColumns(pricing.terms),
    brokerage_fee: isCanadian(quote.dealer?.country) ? CANADIAN_BROKERAGE_FEE : 0,
  };
}

/**
 * The deposit rule a sent quote keeps: its dealer's at the time of sending (decision 137), or the
 * quote's own when the dealer set one for it (decision 185).
 */
async function freezeDeposit(tx: Tx, quoteId: number) {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: { deposit_override: true, dealer: { select: { deposit_kind: true, deposit_value: true } } },
  });
  return {
    ...(quote.deposit_override
      ? {}
      : {
          deposit_kind: quote.dealer?.deposit_kind ?? "none",
          deposit_value: quote.dealer?.deposit_value ?? 0,
        }),
    accepted_at: null,
    accepted_total: null,
  };
}

/**
 * The facts the quote-level guards and branches read (units, their prices, the customer's address,
 * the acceptance, the dealer's settings and payments), under the caller's row lock.
 */
export async function quoteFacts(tx: Tx, quoteId: number): Promise<QuoteFacts> {
  const live = { quote_id: quoteId, status: { not: RECORD_STATUS.INACTIVE } };
  const [units, accessoryCount, quote, totals, dealerPayments] = await Promise.all([
    tx.configuration.findMany({ where: live, select: { unit_total: true } }),
    tx.quoteAccessory.count({ where: live }),
    tx.quote.findUniqueOrThrow({
      where: { id: quoteId },
      select: {
        accepted_at: true,
        accepted_total: true,
        customer: { select: { email: true } },
        dealer: { select: { auto_submit_on_accept: true } },
      },
    }),
    computeQuoteTotals(tx, quoteId),
    tx.payment.findMany({
      // A voided entry covers nothing (decision 185).
      where: { quote_id: quoteId, payer: "dealer", voided_at: null },
      select: { kind: true, amount: true },
    }),
  ]);
  const owed = dealerPrice(totals);
  const paid = paymentBalance(owed, 0, dealerPayments.map(paymentEntry)).paid;
  return {
    unit_count: units.length,
    accessory_count: accessoryCount,
    unpriced_unit_count: units.filter((unit) => num(unit.unit_total) <= 0).length,
    customer_email: quote.customer?.email ?? null,
    customer_accepted: quote.accepted_at !== null,
    accepted_total_changed:
      quote.accepted_total !== null &&
      Math.round(num(quote.accepted_total) * 100) !== Math.round(totals.total * 100),
    auto_submit: quote.dealer?.auto_submit_on_accept ?? false,
    dealer_paid_in_full: Math.round(paid * 100) >= Math.round(owed * 100),
  };
}

/** The approval's order: the dealer's price (decision 004), status Active, in the same transaction. */
async function createOrder(tx: Tx, quoteId: number, actor: QuoteMover): Promise<number> {
  if (actor === CUSTOMER) throw forbidden();
  const totals = await computeQuoteTotals(tx, quoteId);
  const order = await tx.order.create({
    data: {
      quote_id: quoteId,
      status: ORDER_STATUS.ACTIVE,
      sale_price: dealerPrice(totals),
      created_by: actor.id,
    },
  });
  await tx.order.update({ where: { id: order.id }, data: { order_number: orderNumber(order.id) } });
  await recordStatusChange(tx, {
    entity: "order",
    entity_id: order.id,
    from_status: null,
    to_status: ORDER_STATUS.ACTIVE,
    user_id: actor.id,
  });
  return order.id;
}

/**
 * Two approvals at once: the row lock makes the second one see the ordered quote; should one slip
 * past it anyway, the unique quote_id of orders refuses it. Either way the loser gets a 409.
 */
export async function approvalRace<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError) && (error as { code?: string }).code === "P2002")
      throw conflict("This quote has already been approved.");
    throw error;
  }
}
