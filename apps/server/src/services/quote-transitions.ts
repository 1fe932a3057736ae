import {
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
import { CANADIAN_BROKERAGE_FEE, defaultPriceBook, isCanadian, type PriceBook } from "@screens/pricing";
import type { Prisma } from "../db/client.js";
import { conflict, forbidden, HttpError } from "../http/errors.js";
import { num } from "./convert.js";
import { orderNumber } from "./numbers.js";
import { computeQuoteTotals, dealerPrice, recomputeQuoteTotals } from "./quote-totals.js";
import { recordStatusChange } from "./audit.js";
import { notifyQuoteApproved } from "./notifications/index.js";

type Tx = Prisma.TransactionClient;

/** Who moves the quote: a panel user, or its customer through the share link. */
export type QuoteMover = Agent | typeof CUSTOMER;

export interface QuoteMove {
  /** The quote, locked by the caller (lockQuote) and read under that lock. */
  quote: { id: number; status: number };
  action: QuoteAction;
  actor: QuoteMover;
  /** The price book whose version a freeze records (submit, send); default the bundled one. */
  book?: PriceBook;
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
  if (verdict.ok && verdict.transition.requires.length > 0)
    verdict = checkQuoteAction(actor, quote.status, action, await quoteFacts(tx, quote.id));
  if (!verdict.ok) throw new HttpError(verdict.status, [verdict.message]);
  const { transition } = verdict;
  const effects = (await EFFECTS[action]?.(tx, quote.id, move.book ?? defaultPriceBook)) ?? {};
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
  // The dealer hears of the manufacturer's approval (issue 11 §4), queued with the move.
  if (action === "awaitPayment" || action === "approve")
    await notifyQuoteApproved(tx, {
      quoteId: quote.id,
      status: action === "approve" ? QUOTE_STATUS.ORDERED : QUOTE_STATUS.AWAITING_PAYMENT,
    });
  return { transition, orderId };
}

/** The history's "who": a user's id, or the actor column for the customer. */
export function moverOf(actor: QuoteMover): { user_id: number | null; actor?: "customer" } {
  return actor === CUSTOMER ? { user_id: null, actor: "customer" } : { user_id: actor.id };
}

type Effect = (tx: Tx, quoteId: number, book: PriceBook) => Promise<Prisma.QuoteUpdateManyMutationInput>;

/** What an action changes besides the status. */
const EFFECTS: Partial<Record<QuoteAction, Effect>> = {
  submit: async (tx, quoteId, book) => ({
    ...(await freezePrices(tx, quoteId, book)),
    submitted_at: new Date(),
  }),
  // Sending again ends every earlier link (the caller then makes the new one).
  send: async (tx, quoteId, book) => {
    await revokeShareLinks(tx, quoteId);
    return freezePrices(tx, quoteId, book);
  },
  // The customer's acceptance submits the quote as the dealer would have (issue 11 §3).
  accept: () => Promise.resolve({ submitted_at: new Date() }),
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
 * Submitting or sending freezes the prices: the totals once more, the price book's version and
 * the Canadian brokerage (a later change of the dealer's country does not move it; decision 004).
 */
async function freezePrices(tx: Tx, quoteId: number, book: PriceBook) {
  await recomputeQuoteTotals(tx, quoteId);
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: { dealer: { select: { country: true } } },
  });
  return {
    price_book_version: book.version,
    brokerage_fee: isCanadian(quote.dealer?.country) ? CANADIAN_BROKERAGE_FEE : 0,
  };
}

/** The content facts the quote-level guards read (units, their prices, the customer's address). */
export async function quoteFacts(tx: Tx, quoteId: number): Promise<QuoteFacts> {
  const live = { quote_id: quoteId, status: { not: RECORD_STATUS.INACTIVE } };
  const [units, accessoryCount, quote] = await Promise.all([
    tx.configuration.findMany({ where: live, select: { unit_total: true } }),
    tx.quoteAccessory.count({ where: live }),
    tx.quote.findUniqueOrThrow({
      where: { id: quoteId },
      select: { customer: { select: { email: true } } },
    }),
  ]);
  return {
    unit_count: units.length,
    accessory_count: accessoryCount,
    unpriced_unit_count: units.filter((unit) => num(unit.unit_total) <= 0).length,
    customer_email: quote.customer?.email ?? null,
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
