import { describe, expect, it } from "vitest";
import {
  allowedOrderStatuses,
  allowedQuoteActions,
  canApproveQuote,
  canDeleteQuote,
  canEditConfiguration,
  canEditQuoteContent,
  canPushOrder,
  canSetAwaitingPayment,
  canSubmitQuote,
  checkOrderTransition,
  checkQuoteAction,
  CUSTOMER,
  isApprovable,
  MESSAGES,
  ORDER_STATUS,
  ORDER_TRANSITIONS,
  permissionsForRole,
  QUOTE_ACTIONS,
  QUOTE_EDITING,
  QUOTE_STATUS,
  QUOTE_TRANSITIONS,
  quoteActionBetween,
  quoteActionProblem,
  quoteEditRefusal,
  quoteFactsOf,
  quoteProgress,
  type QuoteActor,
  type QuoteFacts,
} from "../src/index.js";

const mfgUser: QuoteActor = { role_id: 3, account_id: 2 };
const otherAccountStaff: QuoteActor = { role_id: 2, account_id: 7 };
const rep: QuoteActor = { role_id: 6, account_id: null };
const withPermissions = (actor: QuoteActor): QuoteActor => ({
  ...actor,
  permissions: permissionsForRole(actor.role_id as 1 | 2 | 3 | 4 | 5 | 6 | 7),
});

const full: QuoteFacts = {
  unit_count: 1,
  accessory_count: 1,
  unpriced_unit_count: 0,
  customer_email: "homeowner@example.com",
  customer_accepted: false,
  accepted_total_changed: false,
  auto_submit: false,
  dealer_paid_in_full: true,
};

describe("the quote table (decision 061)", () => {
  it("holds these moves and no other (product rule R5)", () => {
    const moves = QUOTE_TRANSITIONS.map((row) => `${row.action} ${row.from}->${row.to} ${row.who}`);
    expect(moves).toEqual([
      "send 1->10 user",
      "withdraw 10->1 user",
      "accept 10->12 customer",
      "accept 10->30 customer",
      "decline 10->11 customer",
      "revise 11->1 user",
      "send 12->10 user",
      "submit 1->30 user",
      "submit 12->30 user",
      "recall 30->12 dealer",
      "recall 30->1 dealer",
      "awaitPayment 30->31 manufacturerStaff",
      "approve 30->50 staff",
      "approve 31->50 staff",
      "deactivate 1->0 user",
      "deactivate 12->0 user",
      "deactivate 11->0 user",
      "deactivate 30->0 staff",
    ]);
  });

  it("branches on the quote's facts, never refusing by them (decision 136)", () => {
    const to = (
      actor: typeof rep | typeof CUSTOMER,
      status: number,
      action: "accept" | "recall",
      facts: Partial<QuoteFacts>,
    ) => {
      const verdict = checkQuoteAction(actor, status, action, { ...full, ...facts });
      return verdict.ok ? verdict.transition.to : verdict.status;
    };
    expect(to(CUSTOMER, 10, "accept", { auto_submit: false })).toBe(12);
    expect(to(CUSTOMER, 10, "accept", { auto_submit: true })).toBe(30);
    expect(to(rep, 30, "recall", { customer_accepted: true })).toBe(12);
    expect(to(rep, 30, "recall", { customer_accepted: false })).toBe(1);
    expect(checkQuoteAction(mfgUser, 30, "recall")).toMatchObject({ ok: false, status: 403 });
    expect(checkQuoteAction(rep, 31, "recall")).toEqual({ ok: false, ...QUOTE_ACTIONS.recall.wrongStatus });
  });

  it("sends a signed job whose price changed back to the customer, and approves at 31 once paid", () => {
    expect(checkQuoteAction(rep, 12, "submit", { ...full, accepted_total_changed: true })).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.acceptedPriceChanged,
    });
    expect(checkQuoteAction(rep, 12, "send", { ...full, accepted_total_changed: true }).ok).toBe(true);
    expect(checkQuoteAction(mfgUser, 31, "approve", { ...full, dealer_paid_in_full: false })).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.dealerPaymentOutstanding,
    });
    // At 30 the manufacturer may approve a dealer on terms.
    expect(checkQuoteAction(mfgUser, 30, "approve", { ...full, dealer_paid_in_full: false }).ok).toBe(true);
  });

  it("lets the customer, and only the customer, answer a sent quote", () => {
    expect(checkQuoteAction(CUSTOMER, 10, "accept").ok).toBe(true);
    expect(checkQuoteAction(CUSTOMER, 10, "decline").ok).toBe(true);
    const byDealer = checkQuoteAction(rep, 10, "accept");
    expect(byDealer).toMatchObject({ ok: false, status: 403 });
    expect(checkQuoteAction(mfgUser, 10, "decline")).toMatchObject({ ok: false, status: 403 });
    expect(checkQuoteAction(CUSTOMER, 1, "submit")).toMatchObject({ ok: false, status: 403 });
    expect(checkQuoteAction(CUSTOMER, 30, "accept")).toEqual({
      ok: false,
      ...QUOTE_ACTIONS.accept.wrongStatus,
    });
  });

  it("checks the quote-level guards in order, with the spec's messages", () => {
    const verdict = (facts: Partial<QuoteFacts>) => checkQuoteAction(rep, 1, "send", { ...full, ...facts });
    expect(verdict({}).ok).toBe(true);
    expect(verdict({ unit_count: 0, accessory_count: 0 })).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.quoteNeedsContent,
    });
    expect(verdict({ unpriced_unit_count: 1 })).toMatchObject({
      message: MESSAGES.allConfigurationsNeedPrice,
    });
    expect(verdict({ customer_email: null })).toMatchObject({ message: MESSAGES.quoteNeedsCustomerEmail });
    expect(verdict({ customer_email: "  " })).toMatchObject({ message: MESSAGES.quoteNeedsCustomerEmail });
    // Submitting does not need a customer at all.
    expect(checkQuoteAction(rep, 1, "submit", { ...full, customer_email: null }).ok).toBe(true);
  });

  it("refuses an action in the wrong status with the action's own answer", () => {
    expect(checkQuoteAction(rep, 30, "submit")).toEqual({
      ok: false,
      status: 409,
      message: "Only a started quote, or one the customer accepted, can be submitted for approval.",
    });
    expect(checkQuoteAction(mfgUser, 50, "deactivate")).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.quoteCannotBeDeleted,
    });
    expect(checkQuoteAction(rep, 30, "deactivate")).toEqual({
      ok: false,
      status: 400,
      message: MESSAGES.quoteCannotBeDeleted,
    });
  });

  it("checks the permission table when the actor carries one", () => {
    const purchaser = withPermissions({ role_id: 7, account_id: null });
    expect(checkQuoteAction(purchaser, 1, "submit").ok).toBe(true);
    const noDelete = { ...purchaser, permissions: { ...purchaser.permissions! } };
    noDelete.permissions.quote = { ...noDelete.permissions.quote, deactivate: false };
    expect(checkQuoteAction(noDelete, 1, "deactivate")).toEqual({
      ok: false,
      status: 403,
      message: MESSAGES.forbidden,
    });
  });

  it("names the action between two statuses for PATCH, or says why there is none", () => {
    expect(quoteActionBetween(1, 30)).toEqual({ action: "submit" });
    expect(quoteActionBetween(10, 1)).toEqual({ action: "withdraw" });
    expect(quoteActionBetween(11, 1)).toEqual({ action: "revise" });
    expect(quoteActionBetween(30, 31)).toEqual({ action: "awaitPayment" });
    // One action leads to 31: its own answer.
    expect(quoteActionBetween(1, 31)).toEqual({ action: null, ...QUOTE_ACTIONS.awaitPayment.wrongStatus });
    // Two lead to 30 (submit, accept): both statuses are named.
    expect(quoteActionBetween(31, 30)).toEqual({
      action: null,
      status: 409,
      message: "status: A quote cannot be moved from Awaiting Payment to Awaiting Approval.",
    });
  });

  it("offers each actor exactly the buttons the table allows", () => {
    expect(allowedQuoteActions(rep, 1)).toEqual(["send", "submit", "deactivate"]);
    expect(allowedQuoteActions(rep, 10)).toEqual(["withdraw"]);
    expect(allowedQuoteActions(rep, 11)).toEqual(["revise", "deactivate"]);
    expect(allowedQuoteActions(rep, 12)).toEqual(["send", "submit", "deactivate"]);
    expect(allowedQuoteActions(rep, 30)).toEqual(["recall"]);
    expect(allowedQuoteActions(mfgUser, 30)).toEqual(["awaitPayment", "approve", "deactivate"]);
    expect(allowedQuoteActions(otherAccountStaff, 30)).toEqual(["approve", "deactivate"]);
    expect(allowedQuoteActions(mfgUser, 31)).toEqual(["approve"]);
    expect(allowedQuoteActions(mfgUser, 50)).toEqual([]);
    expect(allowedQuoteActions(CUSTOMER, 10)).toEqual(["accept", "decline"]);
    expect(allowedQuoteActions(CUSTOMER, 1)).toEqual([]);
  });
});

describe("the named rules, read from the table", () => {
  it("keep product rules R7 and R8: who submits, sets Awaiting Payment, approves and deletes", () => {
    expect(canSubmitQuote(1)).toBe(true);
    expect(canSubmitQuote(30)).toBe(false);
    expect(canSetAwaitingPayment(mfgUser, 30)).toBe(true);
    expect(canSetAwaitingPayment(otherAccountStaff, 30)).toBe(false);
    expect(canSetAwaitingPayment(mfgUser, 31)).toBe(false);
    expect(canApproveQuote(mfgUser, 31)).toBe(true);
    expect(canApproveQuote(rep, 30)).toBe(false);
    expect(canDeleteQuote(rep, 1)).toBe(true);
    expect(canDeleteQuote(rep, 30)).toBe(false);
    expect(canDeleteQuote(mfgUser, 30)).toBe(true);
    expect(canDeleteQuote(mfgUser, 31)).toBe(false);
    expect(canDeleteQuote(rep, 11)).toBe(true);
    expect(canDeleteQuote(rep, 10)).toBe(false);
    expect(isApprovable(30) && isApprovable(31)).toBe(true);
    expect([0, 1, 10, 11, 50].some(isApprovable)).toBe(false);
  });

  it("let nobody edit a quote with its customer, a declined one, or an ordered one", () => {
    for (const status of [0, 10, 11, 50]) {
      expect(canEditQuoteContent(mfgUser, status), `staff at ${status}`).toBe(false);
      expect(canEditQuoteContent(rep, status), `dealer at ${status}`).toBe(false);
    }
    expect(canEditQuoteContent(rep, 1)).toBe(true);
    expect(canEditQuoteContent(rep, 30)).toBe(false);
    expect(canEditQuoteContent(mfgUser, 31)).toBe(true);
    expect(canEditConfiguration(null, 1)).toBe(true);
    expect(canEditConfiguration(null, 30)).toBe(false);
    expect(quoteEditRefusal(rep, 10)).toBe(MESSAGES.quoteWithCustomer);
    expect(quoteEditRefusal(mfgUser, 11)).toBe(MESSAGES.quoteDeclinedByCustomer);
    expect(quoteEditRefusal(rep, 30)).toBe(MESSAGES.quoteAwaitingApproval);
    expect(quoteEditRefusal(mfgUser, 30)).toBeNull();
    expect(
      Object.keys(QUOTE_EDITING)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(QUOTE_STATUS).sort((a, b) => a - b));
  });

  it("keep the three-step progress bar; a quote with its customer is still in step one", () => {
    expect(quoteProgress(0)).toEqual({ current: null, complete: false });
    expect(quoteProgress(1)).toEqual({ current: 0, complete: false });
    expect(quoteProgress(10)).toEqual({ current: 0, complete: false });
    expect(quoteProgress(11)).toEqual({ current: 0, complete: false });
    expect(quoteProgress(30)).toEqual({ current: 1, complete: false });
    expect(quoteProgress(31)).toEqual({ current: 1, complete: false });
    expect(quoteProgress(50)).toEqual({ current: null, complete: true });
  });

  it("push orders in 2 or 50 only, once, by staff", () => {
    expect(canPushOrder(mfgUser, { status: 2, netsuite_id: null })).toBe(true);
    expect(canPushOrder(mfgUser, { status: 50, netsuite_id: null })).toBe(true);
    expect(canPushOrder(mfgUser, { status: 10, netsuite_id: null })).toBe(false);
    expect(canPushOrder(mfgUser, { status: 2, netsuite_id: "X" })).toBe(false);
    expect(canPushOrder(rep, { status: 2, netsuite_id: null })).toBe(false);
  });
});

describe("the panel's guards, from the table with the quote's facts (decision 193)", () => {
  const priced = { unit_total: 1200 };
  const shown = (
    status: number,
    units: { unit_total: number }[],
    accessories: unknown[],
    signature: { accepted_at: string | null; price_changed: boolean } = {
      accepted_at: null,
      price_changed: false,
    },
  ) => ({ status, screenconfigurations: units, add_on_accessories: accessories, signature });
  const owner = withPermissions(rep);

  it("reads the facts the server reads from the API's quote", () => {
    expect(
      quoteFactsOf(
        shown(12, [priced, { unit_total: 0 }], [{}], { accepted_at: "2026-01-01", price_changed: true }),
        {
          customer_email: null,
        },
      ),
    ).toEqual({
      ...full,
      unit_count: 2,
      unpriced_unit_count: 1,
      customer_email: null,
      customer_accepted: true,
      accepted_total_changed: true,
    });
  });

  it("refuses Submit for Approval and Send to Customer with the server's messages", () => {
    expect(quoteActionProblem(owner, shown(1, [], []), "submit")).toBe(MESSAGES.quoteNeedsContent);
    expect(quoteActionProblem(owner, shown(1, [{ unit_total: 0 }], [{}]), "submit")).toBe(
      MESSAGES.allConfigurationsNeedPrice,
    );
    expect(quoteActionProblem(owner, shown(1, [priced], []), "submit")).toBeNull();
    expect(quoteActionProblem(owner, shown(1, [], [{}]), "submit")).toBeNull();
    const changed = { accepted_at: "2026-01-01", price_changed: true };
    expect(quoteActionProblem(owner, shown(12, [priced], [], changed), "submit")).toBe(
      MESSAGES.acceptedPriceChanged,
    );
    expect(quoteActionProblem(owner, shown(1, [], []), "send", { customer_email: null })).toBe(
      MESSAGES.quoteNeedsContent,
    );
    expect(quoteActionProblem(owner, shown(1, [priced], []), "send", { customer_email: " " })).toBe(
      MESSAGES.quoteNeedsCustomerEmail,
    );
    expect(
      quoteActionProblem(owner, shown(1, [priced], []), "send", { customer_email: "a@b.example" }),
    ).toBeNull();
    // An address the panel could not read: the server decides.
    expect(quoteActionProblem(owner, shown(1, [priced], []), "send")).toBeNull();
  });
});

describe("the order table (decision 061)", () => {
  const { ACTIVE, PROCESSING, IN_PRODUCTION, PRODUCED, CLOSED } = ORDER_STATUS;

  it("moves forward to any later status, back one step, and never out of Closed", () => {
    expect(allowedOrderStatuses(mfgUser, ACTIVE)).toEqual([PROCESSING, IN_PRODUCTION, PRODUCED, CLOSED]);
    expect(allowedOrderStatuses(mfgUser, IN_PRODUCTION)).toEqual([PROCESSING, PRODUCED, CLOSED]);
    expect(allowedOrderStatuses(mfgUser, CLOSED)).toEqual([]);
    expect(checkOrderTransition(mfgUser, CLOSED, PRODUCED)).toEqual({
      ok: false,
      status: 409,
      message: "A closed order cannot change its status.",
    });
    expect(checkOrderTransition(mfgUser, PRODUCED, PROCESSING)).toEqual({
      ok: false,
      status: 409,
      message: "An order cannot move from Produced to Processing.",
    });
  });

  it("is for staff only", () => {
    expect(checkOrderTransition(rep, ACTIVE, PROCESSING)).toMatchObject({ ok: false, status: 403 });
    expect(checkOrderTransition(CUSTOMER, ACTIVE, PROCESSING)).toMatchObject({ ok: false, status: 403 });
    expect(ORDER_TRANSITIONS.every((row) => row.who === "staff")).toBe(true);
  });
});
