import {
  isStaff,
  PAYMENT_METHODS,
  quoteEditRefusal,
  QUOTE_STATUS,
  can,
  type Agent,
  type PaymentMethod,
  type TBalanceRow,
  type TPayment,
  type TQuoteDepositRequest,
  type TQuotePayments,
  type TRecordPaymentRequest,
  type TVoidPaymentRequest,
} from "@screens/domain";
import {
  depositDue,
  depositLabel,
  paymentBalance,
  type DepositRule,
  type PaymentEntry,
  type QuoteTotals,
} from "@screens/pricing";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.js";
import { paymentReceiptEmail } from "../mail/emails.js";
import { enqueueEmail } from "../mail/queue.js";
import { iso, num } from "./convert.js";
import { lockedQuote } from "./quotes.js";
import { computeQuoteTotals, dealerPrice } from "./quote-totals.js";
import { quoteScope } from "./scope.js";
import { recordStatusChange } from "./audit.js";

/**
 * Money received for a quote (docs/decisions/137-payments.md): the customer pays the dealer (the
 * deposit asked on acceptance, then the balance), the dealer pays the manufacturer the order's value.
 * Entered by hand; every figure is a sum of the entries shown, to the cent.
 */

type Tx = Prisma.TransactionClient;
type Money = { toNumber(): number } | number;
type Payer = "customer" | "dealer";

/** After the signature (or a submission without one) the dealer collects from its customer. */
const CUSTOMER_PAYMENT_STATUSES: readonly number[] = [
  QUOTE_STATUS.CUSTOMER_ACCEPTED,
  QUOTE_STATUS.AWAITING_APPROVAL,
  QUOTE_STATUS.AWAITING_PAYMENT,
  QUOTE_STATUS.ORDERED,
];
/** Once submitted, the manufacturer collects the order's value from the dealer. */
const DEALER_PAYMENT_STATUSES: readonly number[] = [
  QUOTE_STATUS.AWAITING_APPROVAL,
  QUOTE_STATUS.AWAITING_PAYMENT,
  QUOTE_STATUS.ORDERED,
];

export const paymentEntry = (row: { kind: string; amount: Money }): PaymentEntry => ({
  kind: row.kind === "refund" ? "refund" : "payment",
  amount: num(row.amount),
});

export const depositKindOf = (kind: string): DepositRule["kind"] =>
  kind === "percent" || kind === "amount" ? kind : "none";

export function depositRuleOf(row: { deposit_kind: string; deposit_value: Money }): DepositRule {
  const kind = depositKindOf(row.deposit_kind);
  return kind === "none" ? { kind } : { kind, value: num(row.deposit_value) };
}

/** A dealer's deposit rule as saved: a percentage up to 100, an amount above 0, or none. */
export function assertDepositRule(rule: { kind: string; value: Money }) {
  const value = num(rule.value);
  if (rule.kind === "percent" && value > 100)
    throw badRequest("deposit_value: A deposit cannot exceed 100%.");
  if (rule.kind !== "none" && value <= 0)
    throw badRequest("deposit_value: Enter the deposit, or choose no deposit.");
}

/** May `agent` record money from `payer` on a quote in `status`? The answer when not. */
function recordRefusal(agent: Agent, status: number, payer: Payer): string | null {
  if (!can(agent.permissions, "quote", "update")) return "You do not have permission to record payments.";
  if (payer === "customer") {
    if (isStaff(agent.role_id)) return "The dealer records its customer's payments.";
    if (!CUSTOMER_PAYMENT_STATUSES.includes(status))
      return "Payments from the customer are recorded once the customer has accepted the quote.";
    return null;
  }
  if (!isStaff(agent.role_id)) return "The manufacturer records the dealer's payments.";
  if (!DEALER_PAYMENT_STATUSES.includes(status))
    return "The dealer's payments are recorded once the quote has been submitted for approval.";
  return null;
}

const PAYMENT_SELECT = {
  id: true,
  payer: true,
  kind: true,
  amount: true,
  received_on: true,
  method: true,
  reference: true,
  note: true,
  created_at: true,
  created_by: true,
  voided_at: true,
  voided_by: true,
  void_reason: true,
} as const satisfies Prisma.PaymentSelect;

function toPaymentDto(
  row: Prisma.PaymentGetPayload<{ select: typeof PAYMENT_SELECT }>,
  names: Map<number, string>,
  mayVoid: (payer: Payer) => boolean,
): TPayment {
  const payer: Payer = row.payer === "dealer" ? "dealer" : "customer";
  return {
    id: row.id,
    payer: row.payer === "dealer" ? "dealer" : "customer",
    kind: row.kind === "refund" ? "refund" : "payment",
    amount: num(row.amount),
    received_on: row.received_on.toISOString().slice(0, 10),
    method: (Object.hasOwn(PAYMENT_METHODS, row.method) ? row.method : "other") as PaymentMethod,
    reference: row.reference,
    note: row.note,
    recorded_by: row.created_by === null ? null : (names.get(row.created_by) ?? null),
    created_at: iso(row.created_at),
    voided_at: row.voided_at ? iso(row.voided_at) : null,
    voided_by: row.voided_by === null ? null : (names.get(row.voided_by) ?? null),
    void_reason: row.void_reason,
    can_void: row.voided_at === null && mayVoid(payer),
  };
}

/** The entries that count: a voided one is in no sum (decision 185). */
const standing = <T extends { voided_at: unknown }>(entries: T[]) =>
  entries.filter((entry) => entry.voided_at === null);

interface QuoteMoney {
  status: number;
  /** The customer's total, kept with every change of the quote (quote-totals.ts). */
  sale_price: Money;
  deposit_kind: string;
  deposit_value: Money;
  deposit_override: boolean;
  dealer: { deposit_kind: string; deposit_value: Money } | null;
  order: { sale_price: Money } | null;
}

/**
 * The deposit rule a quote shows: its own when the dealer set one (decision 185); else the dealer's
 * while it is a draft, the one frozen at sending after.
 */
export function quoteDepositRule(
  quote: Pick<QuoteMoney, "status" | "deposit_kind" | "deposit_value" | "deposit_override" | "dealer">,
): DepositRule {
  return quote.status === QUOTE_STATUS.STARTED && quote.dealer && !quote.deposit_override
    ? depositRuleOf(quote.dealer)
    : depositRuleOf(quote);
}

/** A quote's own deposit is set before it is sent, or again before sending it again (decision 185). */
const DEPOSIT_STATUSES: readonly number[] = [QUOTE_STATUS.STARTED, QUOTE_STATUS.CUSTOMER_ACCEPTED];

/** May `agent` set this quote's own deposit? The answer when not. */
function depositRefusal(agent: Agent, status: number): string | null {
  if (isStaff(agent.role_id)) return "The dealer sets the deposit it asks of its customer.";
  const refusal = quoteEditRefusal(agent, status);
  if (refusal) return refusal;
  if (!DEPOSIT_STATUSES.includes(status))
    return "The deposit can be changed before the quote is sent, or before sending it again.";
  return null;
}

/** Both sides' figures from the quote's totals and its entries. */
function paymentsOf(
  agent: Agent,
  quoteId: number,
  quote: QuoteMoney,
  totals: QuoteTotals | null,
  entries: TPayment[],
): TQuotePayments {
  const total = num(quote.sale_price);
  const rule = quoteDepositRule(quote);
  const deposit = depositDue(total, rule);
  const customerEntries = entries.filter((entry) => entry.payer === "customer");
  const dealerEntries = entries.filter((entry) => entry.payer === "dealer");
  const customer = paymentBalance(total, deposit, standing(customerEntries));
  const submitted = DEALER_PAYMENT_STATUSES.includes(quote.status);
  const orderValue = quote.order ? num(quote.order.sale_price) : totals ? dealerPrice(totals) : 0;
  const dealer = paymentBalance(orderValue, 0, standing(dealerEntries));
  return {
    quote_id: quoteId,
    customer: {
      total,
      deposit_label: rule.kind === "none" ? null : depositLabel(rule),
      deposit_due: deposit,
      paid: customer.paid,
      deposit_outstanding: customer.deposit_outstanding,
      balance: customer.balance,
      entries: customerEntries,
      can_record: recordRefusal(agent, quote.status, "customer") === null,
      deposit_rule: rule.kind === "none" ? { kind: "none", value: 0 } : rule,
      deposit_override: quote.deposit_override,
      can_set_deposit: depositRefusal(agent, quote.status) === null,
    },
    dealer: submitted
      ? {
          order_value: orderValue,
          paid: dealer.paid,
          outstanding: dealer.balance,
          entries: dealerEntries,
          can_record: recordRefusal(agent, quote.status, "dealer") === null,
        }
      : null,
  };
}

const QUOTE_MONEY = {
  status: true,
  sale_price: true,
  deposit_kind: true,
  deposit_value: true,
  deposit_override: true,
  dealer: { select: { deposit_kind: true, deposit_value: true } },
  order: { select: { sale_price: true } },
} as const satisfies Prisma.QuoteSelect;

/** GET /quotes/{id}/payments: what the customer and the dealer owe and paid (tenancy as for the quote). */
export async function quotePayments(
  prisma: PrismaClient | Tx,
  agent: Agent,
  id: number,
): Promise<TQuotePayments> {
  const quote = await prisma.quote.findFirst({
    where: { id, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
    select: {
      ...QUOTE_MONEY,
      payments: { select: PAYMENT_SELECT, orderBy: [{ received_on: "asc" }, { id: "asc" }] },
    },
  });
  if (!quote) throw notFound();
  const creators = [
    ...new Set(quote.payments.flatMap((row) => [row.created_by, row.voided_by].filter((id) => id !== null))),
  ];
  // The order's value at the dealer's price: the order's once it exists, else the quote's totals.
  const submitted = DEALER_PAYMENT_STATUSES.includes(quote.status);
  const [totals, users] = await Promise.all([
    submitted && !quote.order ? computeQuoteTotals(prisma, id) : null,
    creators.length === 0
      ? []
      : prisma.user.findMany({
          where: { id: { in: creators } },
          select: { id: true, first_name: true, last_name: true },
        }),
  ]);
  const names = new Map(users.map((user) => [user.id, `${user.first_name} ${user.last_name}`.trim()]));
  return paymentsOf(
    agent,
    id,
    quote,
    totals,
    quote.payments.map((row) =>
      toPaymentDto(row, names, (payer) => recordRefusal(agent, quote.status, payer) === null),
    ),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A received date: a real day, not before 2000, not after tomorrow (UTC; today somewhere in the Americas). */
function receivedOn(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw badRequest("received_on: That date does not exist.");
  if (date.getTime() > Date.now() + DAY_MS)
    throw badRequest("received_on: The date cannot be in the future.");
  if (date.getUTCFullYear() < 2000) throw badRequest("received_on: The date is too far in the past.");
  return date;
}

const usd = (amount: number) =>
  amount.toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "Check #1042", "Card" */
export function methodText(method: string, reference: string | null): string {
  const label = Object.hasOwn(PAYMENT_METHODS, method) ? PAYMENT_METHODS[method as PaymentMethod] : method;
  return reference ? `${label} #${reference.replace(/^#/, "")}` : label;
}

/**
 * POST /quotes/{id}/payments under the quote's row lock: the dealer's users record the customer's
 * payments and refunds once the customer accepted; manufacturer staff the dealer's once submitted.
 * A refund never exceeds what that payer has paid. The history keeps each entry; the customer gets
 * a receipt by e-mail. Answers both sides' figures.
 */
export async function recordPayment(
  prisma: PrismaClient,
  agent: Agent,
  input: TRecordPaymentRequest,
): Promise<TQuotePayments> {
  const day = receivedOn(input.received_on);
  await prisma.$transaction(async (tx) => {
    const locked = await lockedQuote(tx, agent, input.id);
    const refusal = recordRefusal(agent, locked.status, input.payer);
    if (refusal) throw forbidden(refusal);
    if (locked.dealer_id === null)
      throw conflict("This quote has no dealer: there is no one to record payments for.");
    const before = await quotePayments(tx, agent, input.id);
    const side = input.payer === "customer" ? before.customer : before.dealer;
    const paid = side?.paid ?? 0;
    if (input.kind === "refund" && Math.round(input.amount * 100) > Math.round(paid * 100))
      throw badRequest(`amount: A refund cannot exceed what was paid (${usd(paid)}).`);
    await tx.payment.create({
      data: {
        quote_id: input.id,
        dealer_id: locked.dealer_id,
        payer: input.payer,
        kind: input.kind,
        amount: input.amount,
        received_on: day,
        method: input.method,
        reference: input.reference || null,
        note: input.note || null,
        created_by: agent.id,
      },
    });
    const from = input.payer === "customer" ? "the customer" : "the dealer";
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: input.id,
      from_status: locked.status,
      to_status: locked.status,
      user_id: agent.id,
      event: input.kind === "refund" ? "refund_recorded" : "payment_recorded",
      note: `${input.kind === "refund" ? `Refund of ${usd(input.amount)} to` : `Payment of ${usd(input.amount)} from`} ${from}, ${methodText(input.method, input.reference ?? null)}, ${input.received_on}`,
    });
    if (input.payer === "customer") await sendReceipt(tx, agent, input.id, input, day);
  });
  return quotePayments(prisma, agent, input.id);
}

/** The customer's receipt, queued with the entry: nothing when the customer has no e-mail address. */
async function sendReceipt(tx: Tx, agent: Agent, quoteId: number, input: TRecordPaymentRequest, day: Date) {
  const quote = await tx.quote.findUniqueOrThrow({
    where: { id: quoteId },
    select: {
      quote_number: true,
      sale_price: true,
      customer: { select: { first_name: true, email: true } },
      dealer: { select: { company_name: true, phone: true, email: true, website: true } },
      payments: { where: { payer: "customer", voided_at: null }, select: { kind: true, amount: true } },
    },
  });
  const to = quote.customer?.email?.trim();
  if (!to || !quote.dealer) return;
  const total = num(quote.sale_price);
  const balance = paymentBalance(total, 0, quote.payments.map(paymentEntry));
  const email = await paymentReceiptEmail({
    dealer: quote.dealer,
    customerFirstName: quote.customer?.first_name ?? "",
    quoteNumber: quote.quote_number ?? `#${quoteId}`,
    kind: input.kind,
    amount: input.amount,
    receivedOn: day,
    method: methodText(input.method, input.reference ?? null),
    total,
    paid: balance.paid,
    balance: balance.balance,
  });
  // In the dealer's name, replies to whoever recorded it (decision 138).
  await enqueueEmail(tx, {
    kind: `payment_${input.kind}`,
    to,
    ...email,
    fromName: quote.dealer.company_name,
    replyTo: agent.email ?? quote.dealer.email,
  });
}

/**
 * GET /payments/balances: the signed jobs of the agent's tenancy whose customer still owes money,
 * the largest balance first (a dealer's users: their dealer; staff: their dealers). Only jobs the
 * dealer collects on through the panel: with a deposit asked or a payment recorded.
 */
export async function balancesDue(prisma: PrismaClient, agent: Agent): Promise<TBalanceRow[]> {
  const quotes = await prisma.quote.findMany({
    where: { status: { in: [...CUSTOMER_PAYMENT_STATUSES] }, ...quoteScope(agent) },
    select: {
      id: true,
      quote_number: true,
      title: true,
      ...QUOTE_MONEY,
      customer: { select: { first_name: true, last_name: true } },
      payments: {
        where: { payer: "customer", voided_at: null },
        select: { kind: true, amount: true, received_on: true },
        orderBy: { received_on: "asc" },
      },
    },
    orderBy: { id: "desc" },
    take: 1000,
  });
  const rows: TBalanceRow[] = [];
  for (const quote of quotes) {
    const total = num(quote.sale_price);
    const deposit = depositDue(total, quoteDepositRule(quote));
    // A job the dealer collects on through the panel: a deposit asked, or a payment recorded.
    if (deposit === 0 && quote.payments.length === 0) continue;
    const balance = paymentBalance(total, deposit, quote.payments.map(paymentEntry));
    if (Math.round(balance.balance * 100) === 0) continue;
    rows.push({
      quote_id: quote.id,
      quote_number: quote.quote_number,
      title: quote.title,
      customer_name: quote.customer
        ? `${quote.customer.first_name} ${quote.customer.last_name}`.trim()
        : null,
      status: quote.status,
      total,
      deposit_due: deposit,
      paid: balance.paid,
      deposit_outstanding: balance.deposit_outstanding,
      balance: balance.balance,
      last_payment_on: quote.payments.at(-1)?.received_on.toISOString().slice(0, 10) ?? null,
    });
  }
  return rows.sort((a, b) => b.balance - a.balance);
}

/** "Payment of $250.00 from the customer, Check #1042, 2026-11-20" */
function entryText(row: {
  kind: string;
  payer: string;
  amount: Money;
  method: string;
  reference: string | null;
  received_on: Date;
}): string {
  const amount = usd(num(row.amount));
  const who = row.payer === "dealer" ? "the dealer" : "the customer";
  const what = row.kind === "refund" ? `Refund of ${amount} to ${who}` : `Payment of ${amount} from ${who}`;
  return `${what}, ${methodText(row.method, row.reference)}, ${row.received_on.toISOString().slice(0, 10)}`;
}

/**
 * POST /payments/{id}/void (decision 185, product rule R47): a payment or refund recorded by mistake
 * is voided, not deleted, by the side that records that payer's entries, under the quote's row lock:
 * kept with who, when and why, shown struck through, in no sum. Another tenancy's entry is a 404;
 * voiding twice is a 409, as is voiding a payment its refunds would then exceed. The history (and so
 * the audit log) keeps a line with the reason. Answers both sides' figures.
 */
export async function voidPayment(
  prisma: PrismaClient,
  agent: Agent,
  input: TVoidPaymentRequest,
): Promise<TQuotePayments> {
  const found = await prisma.payment.findFirst({
    where: { id: input.id, quote: { status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) } },
    select: { quote_id: true },
  });
  if (!found) throw notFound();
  await prisma.$transaction(async (tx) => {
    const locked = await lockedQuote(tx, agent, found.quote_id);
    const row = await tx.payment.findUniqueOrThrow({ where: { id: input.id } });
    const payer: Payer = row.payer === "dealer" ? "dealer" : "customer";
    const refusal = recordRefusal(agent, locked.status, payer);
    if (refusal) throw forbidden(refusal);
    if (row.voided_at) throw conflict("This payment was already voided.");
    if (row.kind === "payment") {
      const others = await tx.payment.findMany({
        where: { quote_id: row.quote_id, payer: row.payer, voided_at: null, id: { not: row.id } },
        select: { kind: true, amount: true },
      });
      if (paymentBalance(0, 0, others.map(paymentEntry)).paid < 0)
        throw conflict("Void the refunds first: without this payment they would exceed what was paid.");
    }
    await tx.payment.update({
      where: { id: row.id },
      data: { voided_at: new Date(), voided_by: agent.id, void_reason: input.reason },
    });
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: row.quote_id,
      from_status: locked.status,
      to_status: locked.status,
      user_id: agent.id,
      event: "payment_voided",
      note: `${entryText(row)} voided: ${input.reason}`,
    });
  });
  return quotePayments(prisma, agent, found.quote_id);
}

const ruleText = (rule: DepositRule) =>
  rule.kind === "none" ? "no deposit" : rule.kind === "percent" ? `${rule.value}%` : usd(rule.value);

/**
 * PUT /quotes/{id}/deposit (decision 185, product rule R47): this quote's own deposit, or null for the
 * dealer's rule, by a dealer user who may edit the quote, before it is sent (1) or before sending it
 * again (12). A percentage from 0 to 100, an amount above $0 and not above the customer's total, to
 * the cent. The send keeps it (quote-transitions.ts); every view of the deposit reads it. A history line.
 */
export async function setQuoteDeposit(
  prisma: PrismaClient,
  agent: Agent,
  input: TQuoteDepositRequest,
): Promise<TQuotePayments> {
  await prisma.$transaction(async (tx) => {
    const locked = await lockedQuote(tx, agent, input.id);
    const refusal = depositRefusal(agent, locked.status);
    if (refusal) throw forbidden(refusal);
    const quote = await tx.quote.findUniqueOrThrow({ where: { id: input.id }, select: QUOTE_MONEY });
    const before = quoteDepositRule(quote);
    let next: DepositRule;
    if (input.deposit === null) {
      next = quote.dealer ? depositRuleOf(quote.dealer) : { kind: "none" };
    } else {
      const { kind, value } = input.deposit;
      const { total } = await computeQuoteTotals(tx, input.id);
      if (kind === "percent" && value > 100) throw badRequest("deposit.value: A deposit cannot exceed 100%.");
      if (kind === "amount" && value <= 0)
        throw badRequest("deposit.value: Enter the deposit, or choose no deposit.");
      if (kind === "amount" && Math.round(value * 100) > Math.round(total * 100))
        throw badRequest(`deposit.value: The deposit cannot exceed the customer's total (${usd(total)}).`);
      next = kind === "none" ? { kind } : { kind, value };
    }
    await tx.quote.update({
      where: { id: input.id },
      data: {
        deposit_kind: next.kind,
        deposit_value: next.kind === "none" ? 0 : next.value,
        deposit_override: input.deposit !== null,
      },
    });
    if (ruleText(before) === ruleText(next) && quote.deposit_override === (input.deposit !== null)) return;
    await recordStatusChange(tx, {
      entity: "quote",
      entity_id: input.id,
      from_status: locked.status,
      to_status: locked.status,
      user_id: agent.id,
      event: "deposit_changed",
      note: `Deposit ${ruleText(before)} to ${ruleText(next)}${input.deposit === null ? " (the dealer's rule)" : " (this quote's own)"}`,
    });
  });
  return quotePayments(prisma, agent, input.id);
}
