import {
  canApproveQuote,
  canDeleteQuote,
  canEditQuoteContent,
  canSetAwaitingPayment,
  isStaff,
  joinNotes,
  MESSAGES,
  QUOTE_STATUS,
  QUOTE_STATUS_LABELS,
  splitNotes,
  type Agent,
  type TQuoteListRequest,
} from "@screens/domain";
import {
  CANADIAN_BROKERAGE_FEE,
  CHARGE_FIELDS,
  defaultPriceBook,
  DEFAULT_MARKUP,
  isCanadian,
  type PriceBook,
} from "@screens/pricing";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../http/errors.js";
import { iso, num } from "./convert.js";
import { quoteNumber, orderNumber } from "./numbers.js";
import { quoteScope, dealerScope, customerScope } from "./scope.js";
import { computeQuoteTotals, dealerPrice, recomputeQuoteTotals, totalsOf } from "./quote-totals.js";
import { lockQuote } from "./quote-lock.js";
import { loadQuotePage } from "./quote-page-query.js";
import { loadQuoteList, type QuoteListOptions } from "./quote-list-query.js";
import { toConfigurationDto } from "./configurations.js";
import { toAccessoryDto } from "./accessories.js";
import { recordStatusChange } from "./audit.js";

type Tx = Prisma.TransactionClient;

const listInclude = {
  dealer: { select: { company_name: true, country: true } },
  customer: { select: { first_name: true, last_name: true } },
  order: { select: { id: true } },
  _count: {
    select: {
      screenconfigurations: { where: { status: { not: 0 } } },
      add_on_accessories: { where: { status: { not: 0 } } },
    },
  },
} satisfies Prisma.QuoteInclude;
type QuoteListRow = Prisma.QuoteGetPayload<{ include: typeof listInclude }>;

function toQuoteListItem(row: QuoteListRow) {
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
    created_at: iso(row.created_at),
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
    where: { id, status: { not: 0 }, ...quoteScope(agent) },
    include: listInclude,
  });
  if (!quote) throw notFound();
  return quote;
}

/** The quote with its row lock taken, read again under the lock (see quote-lock.ts). */
async function lockedQuote(tx: Tx, agent: Agent, id: number) {
  await findQuote(tx, agent, id);
  await lockQuote(tx, id);
  return findQuote(tx, agent, id);
}

/** The quote page: details, units, accessories and the summary (customer price, dealer cost, list price for staff). */
export async function getQuote(prisma: PrismaClient, agent: Agent, id: number) {
  // One query for the whole page; the totals are computed from what it returned.
  const row = await loadQuotePage(prisma, agent, id);
  if (!row) throw notFound();
  const markup = num(row.markup_variable);
  const configurations = row.screenconfigurations;
  const accessories = row.add_on_accessories;
  const totals = totalsOf({
    ...row,
    country: row.dealer?.country ?? null,
    units: configurations,
    accessories,
  });
  const listPrice =
    configurations.reduce(
      (sum, unit) => sum + CHARGE_FIELDS.reduce((s, field) => s + num(unit[field]), 0),
      0,
    ) + accessories.reduce((sum, line) => sum + num(line.prod_cost) * line.quantity, 0);
  return {
    ...toQuoteListItem(row),
    screenconfigurations: configurations.map((unit) => toConfigurationDto(unit, markup)),
    add_on_accessories: accessories.map((line) => toAccessoryDto(line, markup)),
    summary: {
      customer_price: totals.customer_total,
      dealer_cost: dealerPrice({ ...totals, brokerage_fee: 0 }),
      brokerage_fee: totals.brokerage_fee,
      total: totals.total,
      currency: "USD" as const,
      shipping: MESSAGES.shippingToBeConfirmed,
      country: row.dealer?.country ?? null,
      /** The manufacturer's own (list) price, before the dealer factor: staff only. */
      list_price: isStaff(agent.role_id) ? Math.round(listPrice * 100) / 100 : null,
    },
  };
}
export type QuoteDetail = Awaited<ReturnType<typeof getQuote>>;

export interface CreateQuoteInput {
  title: string;
  notes?: string | null;
  shipping_address?: string | null;
  start_with?: string | null;
  dealer_id?: number;
  customer_id?: number | null;
}

/** New quote (panel.md §7): the dealer user's own dealer, status 1, discount 0, markup 1.43, created_by. */
export async function createQuote(prisma: PrismaClient, agent: Agent, input: CreateQuoteInput) {
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
    ? await prisma.dealer.findUnique({ where: { id: dealerId }, select: { account_id: true } })
    : null;
  const id = await prisma.$transaction(async (tx) => {
    const quote = await tx.quote.create({
      data: {
        title: input.title,
        notes: joinNotes(input.notes, input.shipping_address),
        start_with: input.start_with ?? null,
        dealer_id: dealerId,
        account_id: dealer?.account_id ?? agent.account_id,
        customer_id: input.customer_id ?? null,
        status: QUOTE_STATUS.STARTED,
        discount: 0,
        markup_variable: DEFAULT_MARKUP,
        created_by: agent.id,
      },
    });
    await tx.quote.update({ where: { id: quote.id }, data: { quote_number: quoteNumber(quote.id) } });
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: quote.id,
      from_status: null,
      to_status: 1,
      user_id: agent.id,
    });
    return quote.id;
  });
  return getQuote(prisma, agent, id);
}

export interface UpdateQuoteInput {
  title?: string;
  notes?: string | null;
  shipping_address?: string | null;
  start_with?: string | null;
  customer_id?: number | null;
  status?: number;
}

/** PATCH a quote: details (when editable) and/or a status change through the lifecycle rules. */
export async function updateQuote(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  input: UpdateQuoteInput,
  book: PriceBook = defaultPriceBook,
) {
  const { status, ...details } = input;
  const hasDetails = Object.values(details).some((value) => value !== undefined);
  if (hasDetails) {
    await prisma.$transaction(async (tx) => {
      const row = await lockedQuote(tx, agent, id);
      if (!canEditQuoteContent(agent, row.status)) throw forbidden("This quote can no longer be changed.");
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
    });
  }
  if (status !== undefined) await changeQuoteStatus(prisma, agent, id, status, book);
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

export async function changeQuoteStatus(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  to: number,
  book: PriceBook = defaultPriceBook,
) {
  const row = await findQuote(prisma, agent, id);
  if (row.status === to) return;
  switch (to) {
    case QUOTE_STATUS.AWAITING_APPROVAL:
      return submitQuote(prisma, agent, id, book);
    case QUOTE_STATUS.AWAITING_PAYMENT:
      return setAwaitingPayment(prisma, agent, id);
    case QUOTE_STATUS.ORDERED:
      await approveQuote(prisma, agent, id);
      return;
    case QUOTE_STATUS.INACTIVE:
      await deactivateQuote(prisma, agent, id);
      return;
    default:
      throw badRequest(`status: A quote cannot be moved from ${row.status} to ${to}.`);
  }
}

/** 1 -> 30 (panel.md §4, §5): needs content, and every unit priced. Freezes the price book version. */
export async function submitQuote(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  book: PriceBook = defaultPriceBook,
) {
  await prisma.$transaction(async (tx) => {
    const quote = await lockedQuote(tx, agent, id);
    if (quote.status !== QUOTE_STATUS.STARTED)
      throw conflict("Only a started quote can be submitted for approval.");
    const units = await tx.configuration.findMany({
      where: { quote_id: id, status: { not: 0 } },
      select: { unit_total: true },
    });
    const accessories = await tx.quoteAccessory.count({ where: { quote_id: id, status: { not: 0 } } });
    if (units.length === 0 && accessories === 0) throw badRequest(MESSAGES.quoteNeedsContent);
    if (units.some((unit) => num(unit.unit_total) <= 0))
      throw badRequest(MESSAGES.allConfigurationsNeedPrice);
    await recomputeQuoteTotals(tx, id);
    const moved = await tx.quote.updateMany({
      where: { id, status: QUOTE_STATUS.STARTED },
      data: {
        status: QUOTE_STATUS.AWAITING_APPROVAL,
        submitted_at: new Date(),
        price_book_version: book.version,
        // The brokerage freezes with the prices: a later change of the dealer's country does not move it.
        brokerage_fee: isCanadian(quote.dealer?.country) ? CANADIAN_BROKERAGE_FEE : 0,
      },
    });
    if (moved.count !== 1) throw conflict("The quote changed meanwhile: reload it.");
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: id,
      from_status: 1,
      to_status: 30,
      user_id: agent.id,
    });
  });
}

/** 30 -> 31 by a manufacturer-account user with role 3 or lower. */
export async function setAwaitingPayment(prisma: PrismaClient, agent: Agent, id: number) {
  await prisma.$transaction(async (tx) => {
    const quote = await lockedQuote(tx, agent, id);
    if (!canSetAwaitingPayment(agent, quote.status)) {
      if (quote.status !== QUOTE_STATUS.AWAITING_APPROVAL)
        throw conflict("Only a quote awaiting approval can await payment.");
      throw forbidden();
    }
    await tx.quote.update({ where: { id }, data: { status: QUOTE_STATUS.AWAITING_PAYMENT } });
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: id,
      from_status: 30,
      to_status: 31,
      user_id: agent.id,
    });
  });
}

/**
 * 30/31 -> 50 by staff: the order and the status change happen in one transaction. The conditional
 * update and the unique quote_id of orders make a second approval, even a concurrent one, fail.
 */
export async function approveQuote(prisma: PrismaClient, agent: Agent, id: number): Promise<number> {
  try {
    return await prisma.$transaction(async (tx) => {
      const quote = await lockedQuote(tx, agent, id);
      if (!isStaff(agent.role_id)) throw forbidden();
      if (!canApproveQuote(agent, quote.status))
        throw conflict("Only a quote awaiting approval or payment can be approved.");
      const moved = await tx.quote.updateMany({
        where: { id, status: { in: [QUOTE_STATUS.AWAITING_APPROVAL, QUOTE_STATUS.AWAITING_PAYMENT] } },
        data: { status: QUOTE_STATUS.ORDERED },
      });
      if (moved.count !== 1) throw conflict("This quote has already been approved.");
      const totals = await computeQuoteTotals(tx, id);
      const order = await tx.order.create({
        data: { quote_id: id, status: 1, sale_price: dealerPrice(totals), created_by: agent.id },
      });
      await tx.order.update({ where: { id: order.id }, data: { order_number: orderNumber(order.id) } });
      await recordStatusChange(tx, {
        entity: "quote",
        entity_id: id,
        from_status: quote.status,
        to_status: 50,
        user_id: agent.id,
      });
      await recordStatusChange(tx, {
        entity: "order",
        entity_id: order.id,
        from_status: null,
        to_status: 1,
        user_id: agent.id,
      });
      return order.id;
    });
  } catch (error) {
    // Two approvals at once: the loser hits the unique quote_id of orders.
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === "P2002")
      throw conflict("This quote has already been approved.");
    throw error;
  }
}

/** Deleting is deactivating: at 1, or at 30 for staff (panel.md §4). */
export async function deactivateQuote(prisma: PrismaClient, agent: Agent, id: number) {
  return prisma.$transaction(async (tx) => {
    const quote = await lockedQuote(tx, agent, id);
    if (!canDeleteQuote(agent, quote.status)) throw badRequest(MESSAGES.quoteCannotBeDeleted);
    await tx.quote.update({ where: { id }, data: { status: QUOTE_STATUS.INACTIVE } });
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: id,
      from_status: quote.status,
      to_status: 0,
      user_id: agent.id,
    });
    return toQuoteListItem({ ...quote, status: QUOTE_STATUS.INACTIVE });
  });
}
