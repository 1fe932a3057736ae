import {
  isStaff,
  QUOTE_STATUS,
  quoteEditRefusal,
  ROLE,
  type Agent,
  type TDiscountDecisionRequest,
  type TSellingPrice,
  type TSellingPriceRequest,
} from "@screens/domain";
import { DEFAULT_MARKUP, discountLabel, formatPercent, type QuoteTotals } from "@screens/pricing";
import type { Prisma } from "../db/client.js";
import { conflict, forbidden, HttpError } from "../http/errors.js";
import { iso, num, numOrNull } from "./convert.js";
import { recordStatusChange } from "./audit.js";
import { computeQuoteTotals, discountOf, recomputeQuoteTotals } from "./quote-totals.js";
import { notifyDiscountApprovalRequested } from "./notifications/discount-approval.js";

/**
 * The dealer's selling price of a quote (docs/decisions/131-selling-price.md): the markup and the
 * discount a dealer user sets, each role's limit on how far under the dealer's standard price it may
 * sell, and the approval of a discount above it.
 */

type Tx = Prisma.TransactionClient;
type Money = { toNumber(): number } | number;

/** The dealer's selling settings as stored. */
export interface DealerSelling {
  default_markup: Money;
  max_discount_sales_manager: Money;
  max_discount_representative: Money;
  max_discount_purchaser: Money;
}

/** The quote's selling columns as stored. */
export interface QuoteSelling {
  markup_variable: Money;
  discount_kind: string;
  discount: Money;
  discount_amount: Money;
  discount_reason: string | null;
  discount_approved_percent: Money | null;
  discount_approved_by: number | null;
  discount_approval_requested_at: Date | string | null;
}

export const DEALER_SELLING_SELECT = {
  default_markup: true,
  max_discount_sales_manager: true,
  max_discount_representative: true,
  max_discount_purchaser: true,
} as const;

/** How far under the standard price the role may sell, in percent; null: no limit. */
export function discountLimitOf(roleId: number, dealer: DealerSelling | null): number | null {
  if (isStaff(roleId) || roleId === ROLE.DEALER_ADMIN || dealer === null) return null;
  if (roleId === ROLE.DEALER_SALES_MANAGER) return num(dealer.max_discount_sales_manager);
  if (roleId === ROLE.DEALER_REPRESENTATIVE) return num(dealer.max_discount_representative);
  return num(dealer.max_discount_purchaser);
}

const within = (percent: number, limit: number | null) => limit === null || percent <= limit;

/** Dealer admins and sales managers decide on their dealer's discounts (within their own limit). */
const decidesDiscounts = (roleId: number) =>
  roleId === ROLE.DEALER_ADMIN || roleId === ROLE.DEALER_SALES_MANAGER;

/** The standard markup of a quote's dealer; 1.43 for a quote without one (product rule R12). */
export const standardMarkupOf = (dealer: Pick<DealerSelling, "default_markup"> | null) =>
  dealer ? num(dealer.default_markup) : DEFAULT_MARKUP;

/** The selling price as the quote page shows it to `agent`. */
export function sellingPriceFor(
  quote: QuoteSelling,
  dealer: DealerSelling | null,
  totals: QuoteTotals,
  agent: Pick<Agent, "role_id">,
): TSellingPrice {
  const effective = totals.effective_discount_percent;
  const allowed = numOrNull(quote.discount_approved_percent) ?? 0;
  const limit = discountLimitOf(agent.role_id, dealer);
  const requested = quote.discount_approval_requested_at;
  const requestedAt = requested === null ? null : typeof requested === "string" ? requested : iso(requested);
  const status: TSellingPrice["approval"]["status"] =
    effective <= allowed
      ? quote.discount_approved_by !== null && effective > 0
        ? "approved"
        : "not_needed"
      : requestedAt
        ? "requested"
        : within(effective, limit)
          ? "not_needed"
          : "needed";
  return {
    markup: num(quote.markup_variable),
    standard_markup: standardMarkupOf(dealer),
    discount: totals.discount ? { ...totals.discount, reason: quote.discount_reason } : null,
    lines_total: totals.lines_total,
    standard_total: totals.standard_total,
    effective_discount_percent: effective,
    limit_percent: limit,
    approval: {
      status,
      approved_percent: numOrNull(quote.discount_approved_percent),
      requested_at: requestedAt,
      may_decide: status === "requested" && decidesDiscounts(agent.role_id) && within(effective, limit),
    },
  };
}

async function dealerSellingOf(tx: Tx, dealerId: number | null): Promise<DealerSelling | null> {
  if (dealerId === null) return null;
  return tx.dealer.findUnique({ where: { id: dealerId }, select: DEALER_SELLING_SELECT });
}

const describeMarkup = (markup: number) => markup.toFixed(2);

/**
 * What the dealer sells (its selling price, services and tax) changes on a draft the agent may edit
 * only: a sent or submitted quote keeps the figures its customer or the manufacturer saw.
 */
export function assertSellingDraft(agent: Agent, quote: { status: number }, what: string) {
  const refusal = quoteEditRefusal(agent, quote.status);
  if (refusal) throw forbidden(refusal);
  // A signed job is the dealer's until it submits it (decision 136): a changed price goes back to the customer.
  if (quote.status !== QUOTE_STATUS.STARTED && quote.status !== QUOTE_STATUS.CUSTOMER_ACCEPTED)
    throw conflict(`${what} can be changed while the quote is a draft: withdraw or revise it first.`);
}

/**
 * PUT /quotes/{id}/selling-price on a quote the caller has locked: a draft only. A price within the
 * setter's own limit is allowed by the setter's authority; above it, an earlier approval still
 * covers it up to the approved figure, else the quote cannot be sent until someone approves it.
 */
export async function setSellingPrice(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null; markup_variable: Money } & Pick<
    QuoteSelling,
    "discount_kind" | "discount" | "discount_amount" | "discount_reason"
  >,
  input: Omit<TSellingPriceRequest, "id">,
): Promise<void> {
  assertSellingDraft(agent, quote, "The selling price");
  const discount = input.discount && input.discount.value > 0 ? input.discount : null;
  const reason = discount ? (input.reason?.trim() ?? null) : null;
  await tx.quote.update({
    where: { id: quote.id },
    data: {
      markup_variable: input.markup,
      discount_kind: discount?.kind ?? "percent",
      discount: discount?.kind === "percent" ? discount.value : 0,
      discount_amount: discount?.kind === "amount" ? discount.value : 0,
      discount_reason: reason,
    },
  });
  await allowWithinOwnLimit(tx, agent, quote, await recomputeQuoteTotals(tx, quote.id));
  const before = discountOf(quote);
  const changes: string[] = [];
  if (num(quote.markup_variable) !== input.markup)
    changes.push(`Markup ${describeMarkup(num(quote.markup_variable))} to ${describeMarkup(input.markup)}`);
  const label = (d: typeof discount) =>
    d ? `${discountLabel(d)}${d.kind === "amount" ? ` $${d.value}` : ""}` : "no discount";
  if (label(before) !== label(discount) || (discount && quote.discount_reason !== reason))
    changes.push(`${label(discount)}${reason ? `: ${reason}` : ""}`);
  if (changes.length === 0) return;
  await recordEvent(tx, agent, quote, "selling_price", changes.join("; "));
}

/**
 * After a change of a lever (the quote's or a line's markup or discount, decision 192): a price within
 * the setter's own limit is allowed by the setter's authority; above it, what an approval allowed stays.
 */
export async function allowWithinOwnLimit(
  tx: Tx,
  agent: Agent,
  quote: { id: number; dealer_id: number | null },
  totals: QuoteTotals,
): Promise<void> {
  const dealer = await dealerSellingOf(tx, quote.dealer_id);
  if (within(totals.effective_discount_percent, discountLimitOf(agent.role_id, dealer)))
    await tx.quote.update({
      where: { id: quote.id },
      data: { discount_approved_percent: totals.effective_discount_percent, discount_approved_by: null },
    });
}

export async function recordEvent(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number },
  event: "selling_price" | "discount_approval_requested" | "discount_approved" | "discount_refused",
  note: string | null,
) {
  await recordStatusChange(tx, {
    entity: "quote",
    entity_id: quote.id,
    from_status: quote.status,
    to_status: quote.status,
    user_id: agent.id,
    note,
    event,
  });
}

/** The quote's effective discount, the dealer's settings and what is already allowed. */
async function discountStanding(tx: Tx, quote: { id: number; dealer_id: number | null }) {
  const [totals, dealer, row] = await Promise.all([
    computeQuoteTotals(tx, quote.id),
    dealerSellingOf(tx, quote.dealer_id),
    tx.quote.findUniqueOrThrow({
      where: { id: quote.id },
      select: { discount_approved_percent: true, discount_approval_requested_at: true },
    }),
  ]);
  return {
    effective: totals.effective_discount_percent,
    allowed: numOrNull(row.discount_approved_percent) ?? 0,
    requested: row.discount_approval_requested_at !== null,
    dealer,
  };
}

/**
 * Sending checks the discount: the quote's price may be as far under the standard price as an
 * approval allowed, or as the sender's own limit allows; beyond both it is refused.
 */
export async function assertDiscountMaySend(
  tx: Tx,
  agent: Agent,
  quote: { id: number; dealer_id: number | null },
): Promise<void> {
  const { effective, allowed, dealer } = await discountStanding(tx, quote);
  const limit = discountLimitOf(agent.role_id, dealer);
  if (effective <= allowed || within(effective, limit)) return;
  throw new HttpError(409, [
    `This quote is ${formatPercent(effective)} under your standard price, above your limit of ${formatPercent(limit ?? 0)}: ask a sales manager or your dealer admin to approve the discount before sending it.`,
  ]);
}

/** POST /quotes/{id}/discount-approval: a request to the dealer's sales managers and admins. */
export async function requestDiscountApproval(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null },
): Promise<void> {
  if (quote.status !== QUOTE_STATUS.STARTED)
    throw conflict("A discount is approved while the quote is a draft.");
  const { effective, allowed, requested, dealer } = await discountStanding(tx, quote);
  if (effective <= allowed || within(effective, discountLimitOf(agent.role_id, dealer)))
    throw conflict("This discount is within your limit: no approval is needed.");
  if (requested) throw conflict("Approval of this discount has already been requested.");
  await tx.quote.update({
    where: { id: quote.id },
    data: { discount_approval_requested_at: new Date(), discount_approval_requested_by: agent.id },
  });
  await recordEvent(
    tx,
    agent,
    quote,
    "discount_approval_requested",
    `${formatPercent(effective)} under the standard price`,
  );
  await notifyDiscountApprovalRequested(tx, { quoteId: quote.id, requestedBy: agent, percent: effective });
}

/**
 * POST /quotes/{id}/discount-decision: a sales manager (within its own limit) or the dealer admin
 * approves or refuses the pending request, for the figure it saw; a figure that moved since is
 * refused, so nothing is approved unseen.
 */
export async function decideDiscount(
  tx: Tx,
  agent: Agent,
  quote: { id: number; status: number; dealer_id: number | null },
  input: Omit<TDiscountDecisionRequest, "id">,
): Promise<void> {
  if (!decidesDiscounts(agent.role_id))
    throw forbidden("Only a sales manager or the dealer admin can approve a discount.");
  const { effective, requested, dealer } = await discountStanding(tx, quote);
  if (!requested) throw conflict("No approval of this quote's discount is pending.");
  if (Math.abs(effective - input.effective_discount_percent) > 1e-9)
    throw conflict("The quote's price changed since you looked at it: review it again.");
  const note = input.note?.trim() || null;
  if (input.approve) {
    if (!within(effective, discountLimitOf(agent.role_id, dealer)))
      throw forbidden(`This discount is above your own limit: the dealer admin can approve it.`);
    await tx.quote.update({
      where: { id: quote.id },
      data: {
        discount_approved_percent: effective,
        discount_approved_by: agent.id,
        discount_approval_requested_at: null,
        discount_approval_requested_by: null,
      },
    });
  } else {
    await tx.quote.update({
      where: { id: quote.id },
      data: { discount_approval_requested_at: null, discount_approval_requested_by: null },
    });
  }
  await recordEvent(
    tx,
    agent,
    quote,
    input.approve ? "discount_approved" : "discount_refused",
    [`${formatPercent(effective)} under the standard price`, note].filter(Boolean).join(": "),
  );
}
