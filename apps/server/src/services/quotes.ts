import {
  isStaff,
  joinNotes,
  MESSAGES,
  QUOTE_STATUS,
  QUOTE_STATUS_LABELS,
  quoteActionBetween,
  quoteDeleteRefusal,
  quoteEditRefusal,
  RECORD_STATUS,
  splitNotes,
  type Agent,
  type QuoteAction,
  type TCreateQuoteRequest,
  type TQuoteListRequest,
  type TRecallQuoteRequest,
  type TSubmitQuoteRequest,
  type TUpdateQuoteRequest,
} from "@screens/domain";
import { CHARGE_FIELDS, DEFAULT_MARKUP, defaultChoice } from "@screens/pricing";
import type { PriceBookStore } from "./price-books/store.js";
import { dealerTermsColumns } from "./price-books/quote-pricing.js";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, forbidden, HttpError, notFound } from "../http/errors.js";
import { iso, num } from "./convert.js";
import { quoteNumber } from "./numbers.js";
import { quoteScope, dealerScope, customerScope } from "./scope.js";
import { choiceLinesOf, dealerPrice, quoteTerms, recomputeQuoteTotals, totalsOf } from "./quote-totals.js";
import { optionLinesOf } from "./line-choices.js";
import { lockQuote } from "./quote-lock.js";
import { utc, type QuoteListSource } from "./quote-json.js";
import { loadQuotePage, type QuotePageRow } from "./quote-page-query.js";
import { loadQuoteList, type QuoteListOptions } from "./quote-list-query.js";
import { toConfigurationDto } from "./configurations.js";
import { toAccessoryDto } from "./accessories.js";
import { recordStatusChange } from "./audit.js";
import { approvalRace, moveQuote } from "./quote-transitions.js";
import { sendLockedQuote, SENDING_TRANSACTION, withSendingPdf, type SendingPdf } from "./quote-sharing.js";
import { sellingPriceFor, standardMarkupOf } from "./selling-price.js";
import { quoteTaxOf, taxesFor, taxRegionOf } from "./sales-tax.js";
import { toServiceLineDto } from "./service-lines.js";

type Tx = Prisma.TransactionClient;

/** A list row's relations, as the quote lists read them (toQuoteListItem). */
export const listInclude = {
  dealer: { select: { company_name: true, country: true } },
  customer: { select: { first_name: true, last_name: true } },
  order: { select: { id: true } },
  _count: {
    select: {
      // A unit never saved is listed on the quote page but counts nowhere (decision 070).
      screenconfigurations: { where: { status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } } },
      add_on_accessories: { where: { status: { not: RECORD_STATUS.INACTIVE } } },
    },
  },
} satisfies Prisma.QuoteInclude;

/**
 * How many units each quote holds: its saved lines' quantities added up (decision 160), for the
 * lists read with Prisma, whose `_count` counts lines.
 */
export async function unitCounts(
  prisma: Tx | PrismaClient,
  quoteIds: number[],
): Promise<Map<number, number>> {
  if (quoteIds.length === 0) return new Map();
  const sums = await prisma.configuration.groupBy({
    by: ["quote_id"],
    where: { quote_id: { in: quoteIds }, status: { not: RECORD_STATUS.INACTIVE }, saved_at: { not: null } },
    _sum: { quantity: true },
  });
  return new Map(sums.map((row) => [row.quote_id, row._sum.quantity ?? 0]));
}

/** A Prisma-read list row with its unit count in place of its line count (decision 160). */
export function withUnitCount<R extends { id: number; _count: QuoteListSource["_count"] }>(
  row: R,
  counts: Map<number, number>,
): R {
  return { ...row, _count: { ...row._count, screenconfigurations: counts.get(row.id) ?? 0 } };
}

export function toQuoteListItem(row: QuoteListSource) {
  const { notes, shipping_address } = splitNotes(row.notes);
  return {
    id: row.id,
    quote_number: row.quote_number,
    title: row.title,
    notes,
    shipping_address,
    start_with: row.start_with,
    dealer_id: row.dealer_id,
    account_id: row.account_id,
    customer_id: row.customer_id,
    status: row.status,
    status_label: QUOTE_STATUS_LABELS[row.status] ?? String(row.status),
    sale_price: num(row.sale_price),
    discount: num(row.discount),
    markup_variable: num(row.markup_variable),
    price_book_version: row.price_book_version,
    created_by: row.created_by,
    owner_id: row.owner_id,
    owner_name: row.owner ? `${row.owner.first_name} ${row.owner.last_name}`.trim() : null,
    created_at: iso(row.created_at),
    valid_until: row.valid_until === null ? null : iso(row.valid_until),
    dealer: row.dealer ? { company_name: row.dealer.company_name } : null,
    customer_name: row.customer ? `${row.customer.first_name} ${row.customer.last_name}` : null,
    order_id: row.order?.id ?? null,
    unit_count: row._count.screenconfigurations,
    accessory_count: row._count.add_on_accessories,
  };
}
export type QuoteListItem = ReturnType<typeof toQuoteListItem>;

export async function listQuotes(
  prisma: PrismaClient,
  agent: Agent,
  query: TQuoteListRequest,
  options: QuoteListOptions = {},
) {
  return (await loadQuoteList(prisma, agent, query, options)).map(toQuoteListItem);
}

async function findQuote(prisma: Tx | PrismaClient, agent: Agent, id: number) {
  const quote = await prisma.quote.findFirst({
    where: { id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
    include: listInclude,
  });
  if (!quote) throw notFound();
  return quote;
}

/** The quote with its row lock taken, read again under the lock (see quote-lock.ts). */
export async function lockedQuote(tx: Tx, agent: Agent, id: number) {
  await findQuote(tx, agent, id);
  await lockQuote(tx, id);
  return findQuote(tx, agent, id);
}

/**
 * The quote page. One query for the whole page; the totals are computed from what it returned.
 * `page`: the page already read for this agent together with its session (quotePageRead).
 */
export async function getQuote(prisma: PrismaClient, agent: Agent, id: number, page?: QuotePageRow | null) {
  const row = page === undefined ? await loadQuotePage(prisma, agent, id) : page;
  if (!row) throw notFound();
  return toQuoteDetail(row, agent);
}

/** The quote page from its one-statement read (quote-page-query.ts), for an agent of `role_id`. */
export function toQuoteDetail(row: QuotePageRow, agent: Pick<Agent, "role_id">) {
  const markup = num(row.markup_variable);
  const configurations = row.screenconfigurations;
  const accessories = row.add_on_accessories;
  // Joined: null columns when the quote has no dealer.
  const dealerSelling =
    row.dealer_default_markup === null
      ? null
      : {
          default_markup: row.dealer_default_markup,
          max_discount_sales_manager: row.dealer_max_discount_sales_manager ?? 0,
          max_discount_representative: row.dealer_max_discount_representative ?? 0,
          max_discount_purchaser: row.dealer_max_discount_purchaser ?? 0,
        };
  const where = taxRegionOf(row, row.customer_state, row.dealer_state);
  const moneyLines = { units: configurations, accessories, services: row.service_lines };
  // The default choice: optional lines not taken and the other alternatives are in no total (decision 182).
  const chosen = defaultChoice(choiceLinesOf(moneyLines));
  const totals = totalsOf(
    {
      ...row,
      country: row.dealer?.country ?? null,
      standard_markup: dealerSelling?.default_markup ?? null,
      ...moneyLines,
      taxes: taxesFor(row, where.region, row.tax_rates),
    },
    chosen,
  );
  const terms = quoteTerms(row);
  const unitDtos = configurations.map((unit) => toConfigurationDto(unit, markup));
  const accessoryDtos = accessories.map((line) => toAccessoryDto(line, markup, terms));
  const serviceDtos = row.service_lines.map(toServiceLineDto);
  const options = optionLinesOf(
    [
      ...unitDtos
        .filter((unit) => unit.saved_at !== null)
        .map((unit) => ({
          line: "unit" as const,
          id: unit.id,
          name: unit.unit_name.trim() || "Screen",
          price: unit.line_price,
          choice: unit.choice,
          choice_group: unit.choice_group,
        })),
      ...accessoryDtos.map((line) => ({
        line: "accessory" as const,
        id: line.id,
        name: line.prod_name,
        price: line.line_price,
        choice: line.choice,
        choice_group: line.choice_group,
      })),
      ...serviceDtos.map((line) => ({
        line: "service" as const,
        id: line.id,
        name: line.name,
        price: line.price,
        choice: line.choice,
        choice_group: line.choice_group,
      })),
    ],
    chosen,
  );
  const listPrice =
    configurations.reduce(
      (sum, unit) => sum + CHARGE_FIELDS.reduce((s, field) => s + num(unit[field]), 0),
      0,
    ) + accessories.reduce((sum, line) => sum + num(line.prod_cost) * line.quantity, 0);
  return {
    ...toQuoteListItem(row),
    screenconfigurations: unitDtos,
    add_on_accessories: accessoryDtos,
    summary: {
      // What the total counts: the lines of the quote's choice, each with its quantity (decisions 160, 182).
      unit_count: totals.unit_lines.reduce((sum, line) => sum + line.quantity, 0),
      accessory_count: totals.accessory_lines.reduce((sum, line) => sum + line.quantity, 0),
      lines_total: totals.lines_total,
      discount: totals.discount?.amount ?? 0,
      customer_price: totals.customer_total,
      services_total: totals.services_total,
      tax_total: totals.tax_total,
      dealer_cost: dealerPrice({ ...totals, brokerage_fee: 0 }),
      brokerage_fee: totals.brokerage_fee,
      total: totals.total,
      currency: "USD" as const,
      shipping: MESSAGES.shippingToBeConfirmed,
      country: row.dealer?.country ?? null,
      /** The manufacturer's own (list) price, before the dealer factor: staff only. */
      list_price: isStaff(agent.role_id) ? Math.round(listPrice * 100) / 100 : null,
      options,
    },
    selling: sellingPriceFor(row, dealerSelling, totals, agent),
    service_lines: serviceDtos,
    tax: quoteTaxOf(row, where, totals),
    signature: signatureOf(row, totals.total),
  };
}

/** The customer's acceptance and the dealer's submission answers (docs/decisions/136-signature-to-order.md). */
function signatureOf(row: QuotePageRow, total: number) {
  const acceptedTotal = row.accepted_total === null ? null : num(row.accepted_total);
  return {
    accepted_at: row.accepted_at === null ? null : iso(utc(row.accepted_at)),
    accepted_total: acceptedTotal,
    price_changed: acceptedTotal !== null && Math.round(acceptedTotal * 100) !== Math.round(total * 100),
    po_reference: row.dealer_po,
    measurements_final: row.measurements_final,
  };
}
export type QuoteDetail = ReturnType<typeof toQuoteDetail>;

/** New quote: the dealer user's own dealer, status 1, discount 0, the dealer's markup (1.43 by default, decision 131), created_by. */
export async function createQuote(
  prisma: PrismaClient,
  agent: Agent,
  input: TCreateQuoteRequest,
  books: PriceBookStore,
) {
  let dealerId: number | null;
  if (isStaff(agent.role_id)) {
    dealerId = input.dealer_id ?? null;
    if (
      dealerId !== null &&
      !(await prisma.dealer.findFirst({ where: { id: dealerId, ...dealerScope(agent) } }))
    ) {
      throw badRequest("dealer_id: No such dealer.");
    }
  } else {
    dealerId = agent.dealer_id;
  }
  if (input.customer_id) await assertCustomerFits(prisma, agent, input.customer_id, dealerId);
  const dealer = dealerId
    ? await prisma.dealer.findUnique({
        where: { id: dealerId },
        select: { account_id: true, default_markup: true },
      })
    : null;
  const terms = await dealerTermsColumns(prisma, books, dealerId);
  const id = await prisma.$transaction(async (tx) => {
    const quote = await tx.quote.create({
      data: {
        ...terms,
        title: input.title,
        notes: joinNotes(input.notes, input.shipping_address),
        start_with: input.start_with ?? null,
        dealer_id: dealerId,
        account_id: dealer?.account_id ?? agent.account_id,
        customer_id: input.customer_id ?? null,
        status: QUOTE_STATUS.STARTED,
        discount: 0,
        // The dealer's own default markup (decision 131); 1.43 without a dealer (product rule R12).
        markup_variable: dealer ? standardMarkupOf(dealer) : DEFAULT_MARKUP,
        created_by: agent.id,
        owner_id: agent.id,
      },
    });
    await tx.quote.update({ where: { id: quote.id }, data: { quote_number: quoteNumber(quote.id) } });
    // Its sale price from the start: a Canadian dealer's brokerage (decision 081).
    await recomputeQuoteTotals(tx, quote.id);
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: quote.id,
      from_status: null,
      to_status: QUOTE_STATUS.STARTED,
      user_id: agent.id,
    });
    return quote.id;
  });
  return getQuote(prisma, agent, id);
}

/**
 * PATCH a quote: details (when its status lets the agent edit them) and/or a status change through
 * the lifecycle table, in one transaction: both commit, or neither does.
 */
export async function updateQuote(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  input: Omit<TUpdateQuoteRequest, "id">,
  books: PriceBookStore,
) {
  const { status, ...details } = input;
  const hasDetails = Object.values(details).some((value: unknown) => value !== undefined);
  // A change to 10 sends: its PDF is rendered before the transaction (decision 147).
  const update = (prepared?: SendingPdf) =>
    prisma.$transaction(async (tx) => {
      const row = await lockedQuote(tx, agent, id);
      if (hasDetails) {
        const refusal = quoteEditRefusal(agent, row.status);
        if (refusal) throw forbidden(refusal);
        if (details.customer_id) await assertCustomerFits(tx, agent, details.customer_id, row.dealer_id);
        const current = splitNotes(row.notes);
        await tx.quote.update({
          where: { id },
          data: {
            title: details.title,
            start_with: details.start_with,
            customer_id: details.customer_id,
            notes:
              details.notes !== undefined || details.shipping_address !== undefined
                ? joinNotes(
                    details.notes ?? current.notes,
                    details.shipping_address ?? current.shipping_address,
                  )
                : undefined,
          },
        });
      }
      if (status !== undefined) await changeQuoteStatus(tx, agent, row, status, books, prepared);
    }, SENDING_TRANSACTION);
  await approvalRace(() =>
    status === QUOTE_STATUS.CUSTOMER_APPROVAL ? withSendingPdf(prisma, agent, id, update) : update(),
  );
  return getQuote(prisma, agent, id);
}

/** A quote's customer must be one the agent can see, of the quote's own dealer. */
async function assertCustomerFits(
  prisma: Tx | PrismaClient,
  agent: Agent,
  customerId: number,
  dealerId: number | null,
) {
  const customer = await prisma.customer.findFirst({ where: { id: customerId, ...customerScope(agent) } });
  if (!customer || (dealerId !== null && customer.dealer_id !== dealerId)) {
    throw badRequest("customer_id: No such customer.");
  }
}

/**
 * A status change by PATCH: the lifecycle table names the action between the two statuses, and
 * the table's rules decide. Setting the status it already has changes nothing. Deleting has its
 * own call (DELETE /quotes/{id}): a PATCH answers with the quote, which a deleted quote is not.
 */
async function changeQuoteStatus(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null },
  to: number,
  books: PriceBookStore,
  prepared?: SendingPdf,
) {
  // Approving is never a no-op: like POST /orders, only the caller whose approval made the order
  // gets 200; every other (a concurrent one that waited on the lock, or a late one) gets 409.
  if (quote.status === to && to === QUOTE_STATUS.ORDERED)
    return runQuoteAction(tx, agent, quote, "approve", books);
  if (quote.status === to) return;
  if (to === QUOTE_STATUS.INACTIVE) throw badRequest(MESSAGES.deleteWithDelete);
  const between = quoteActionBetween(quote.status, to);
  if (between.action === null) throw new HttpError(between.status, [between.message]);
  // A recall carries its reason for the manufacturer: it has its own call.
  if (between.action === "recall") throw badRequest(MESSAGES.recallWithReason);
  await runQuoteAction(tx, agent, quote, between.action, books, prepared);
}

/** One action on a locked quote: sending also makes the link and the e-mail; the rest is a move. */
async function runQuoteAction(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null },
  action: QuoteAction,
  books: PriceBookStore,
  prepared?: SendingPdf,
  message?: string | null,
) {
  if (action === "send") return sendLockedQuote(tx, agent, quote, books, prepared, message);
  await moveQuote(tx, { quote, action, actor: agent, books });
}

/**
 * POST /quotes/{id}/send, /withdraw, /revise: one action of the table on a quote of the agent's
 * tenancy, under its row lock. Answers the quote page. A send may carry the sender's note to the
 * customer (decision 138).
 */
export async function runQuoteActionById(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  action: Extract<QuoteAction, "send" | "withdraw" | "revise">,
  books: PriceBookStore,
  options: { message?: string | null } = {},
) {
  const run = (prepared?: SendingPdf) =>
    prisma.$transaction(async (tx) => {
      const quote = await lockedQuote(tx, agent, id);
      await runQuoteAction(tx, agent, quote, action, books, prepared, options.message);
    }, SENDING_TRANSACTION);
  // Sending renders its PDF before the transaction (decision 147).
  await (action === "send" ? withSendingPdf(prisma, agent, id, run) : run());
  return getQuote(prisma, agent, id);
}

/**
 * POST /quotes/{id}/submit: to the manufacturer (1 or 12 -> 30) with the dealer's purchase-order
 * reference and whether its measurements are final; a signed job whose customer price changed since
 * the signature must go back to the customer first (docs/decisions/136-signature-to-order.md).
 */
export async function submitQuote(
  prisma: PrismaClient,
  agent: Agent,
  input: TSubmitQuoteRequest,
  books: PriceBookStore,
) {
  await prisma.$transaction(async (tx) => {
    const quote = await lockedQuote(tx, agent, input.id);
    await moveQuote(tx, {
      quote,
      action: "submit",
      actor: agent,
      books,
      data: { dealer_po: input.po_reference || null, measurements_final: input.measurements_final },
    });
  }, SENDING_TRANSACTION);
  return getQuote(prisma, agent, input.id);
}

/**
 * POST /quotes/{id}/recall: the dealer takes a submitted quote back (30 -> 12 when the customer's
 * signature stands, else 30 -> 1) until the manufacturer acts on it; the reason is in the history.
 */
export async function recallQuote(prisma: PrismaClient, agent: Agent, input: TRecallQuoteRequest) {
  await prisma.$transaction(async (tx) => {
    const quote = await lockedQuote(tx, agent, input.id);
    await moveQuote(tx, { quote, action: "recall", actor: agent, note: input.reason });
  });
  return getQuote(prisma, agent, input.id);
}

/**
 * 30/31 -> 50 by staff: the order and the status change happen in one transaction. The row lock
 * and the unique quote_id of orders make a second approval, even a concurrent one, fail.
 */
export async function approveQuote(prisma: PrismaClient, agent: Agent, id: number): Promise<number> {
  return approvalRace(() =>
    prisma.$transaction(async (tx) => {
      const quote = await lockedQuote(tx, agent, id);
      const { orderId } = await moveQuote(tx, { quote, action: "approve", actor: agent });
      // moveQuote creates the order of every approval.
      if (orderId === null) throw new Error(`approveQuote: quote ${id} was approved without an order`);
      return orderId;
    }),
  );
}

/** Deleting is deactivating: at 1 or 11, or at 30 for staff (product rule R7, decision 061). */
export async function deactivateQuote(prisma: PrismaClient, agent: Agent, id: number) {
  return prisma.$transaction(async (tx) => {
    const quote = await lockedQuote(tx, agent, id);
    // The one delete rule (decision 193): the panel's Delete button and its guard ask the same.
    const refusal = quoteDeleteRefusal(agent, quote.status);
    if (refusal) throw new HttpError(refusal.status, [refusal.message]);
    await moveQuote(tx, { quote, action: "deactivate", actor: agent });
    const counted = withUnitCount(quote, await unitCounts(tx, [quote.id]));
    return toQuoteListItem({ ...counted, status: QUOTE_STATUS.INACTIVE });
  });
}

/**
 * A change of the quote's selling price, its discount's approval, its service lines or its tax, under the
 * quote's row lock. Answers the quote page.
 */
export async function changeLockedQuote(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  change: (tx: Tx, quote: Awaited<ReturnType<typeof lockedQuote>>) => Promise<void>,
) {
  await prisma.$transaction(async (tx) => change(tx, await lockedQuote(tx, agent, id)));
  return getQuote(prisma, agent, id);
}
