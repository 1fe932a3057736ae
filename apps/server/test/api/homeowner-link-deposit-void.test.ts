import { expect, it } from "vitest";
import { MESSAGES, QUOTE_STATUS } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import {
  acceptThroughLink,
  mailedQuoteLink,
  draftForCustomer,
  HANA_IN_FLORIDA,
  homeownerEmail,
  resetForHomeownerLink,
  useDemoDealerApp,
} from "../helpers/demo-dealer.js";
import { runScheduledMail } from "../../src/services/scheduled-mail.js";
import { computeQuoteTotals } from "../../src/services/quote-totals.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rest of the way from the signature to the order (decisions 183, 184, 185; product rules R46,
 * R47): the homeowner's live link copied by the dealer, one reminder before a sent quote expires, a
 * quote's own deposit, and voiding a payment recorded by mistake.
 */
forEachDatabase("homeowner link, reminder, deposit and void", (getDatabase) => {
  const demo = useDemoDealerApp(getDatabase, (prisma, { dealer }) =>
    resetForHomeownerLink(prisma, dealer.id, { expiry_reminder: true }),
  );
  const { as } = demo;

  async function draft() {
    const email = homeownerEmail();
    const { quoteId } = await draftForCustomer(getDatabase().prisma, demo, { ...HANA_IN_FLORIDA, email });
    return { quoteId, email };
  }

  const mailedLink = (email: string, kind?: string) => mailedQuoteLink(getDatabase().prisma, email, kind);

  async function sent() {
    const quote = await draft();
    const rep = await as("salesrep");
    const answer = await rep.post(`/api/quotes/${quote.quoteId}/send`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return quote;
  }

  async function accept(email: string) {
    const token = (await mailedLink(email)).split("/q/")[1]!;
    return (await acceptThroughLink(demo.anonymous, token)).document;
  }

  async function accepted() {
    const quote = await sent();
    await accept(quote.email);
    return quote;
  }

  const remindersTo = (email: string) =>
    getDatabase().prisma.emailJob.count({ where: { kind: "quote_reminder", to_address: email } });

  it("answers the live link for the dealer to copy, none before sending or after withdrawing (decision 183)", async () => {
    const { prisma } = getDatabase();
    const rep = await as("salesrep");
    const { quoteId, email } = await draft();
    expect((await rep.get(`/api/quotes/${quoteId}/share-link`)).json).toEqual({ link: null });

    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const first = (await rep.get(`/api/quotes/${quoteId}/share-link`)).json.link;
    expect(first.url).toBe(await mailedLink(email));
    const token = first.url.split("/q/")[1];
    expect((await demo.anonymous.get(`/api/public/quotes/${token}`)).status).toBe(200);
    // Stored sealed, never in the clear; the hash stays the look-up.
    const row = await prisma.quoteShareLink.findFirstOrThrow({
      where: { quote_id: quoteId, revoked_at: null },
    });
    expect(row.token_sealed).toMatch(/^v1:/);
    expect(row.token_sealed).not.toContain(token);

    // Another dealer's user cannot read it.
    expect((await (await as("cadealer")).get(`/api/quotes/${quoteId}/share-link`)).status).toBe(404);

    // Withdrawn: no link; sent again: the new one, the old one dead.
    expect((await rep.post(`/api/quotes/${quoteId}/withdraw`)).status).toBe(200);
    expect((await rep.get(`/api/quotes/${quoteId}/share-link`)).json).toEqual({ link: null });
    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const second = (await rep.get(`/api/quotes/${quoteId}/share-link`)).json.link;
    expect(second.url).not.toBe(first.url);
    expect(second.url).toBe(await mailedLink(email));
    expect((await demo.anonymous.get(`/api/public/quotes/${token}`)).status).toBe(404);
  });

  it("reminds the homeowner once, a few days before the quote expires, in the dealer's name (decision 184)", async () => {
    const { prisma } = getDatabase();
    const rep = await as("salesrep");
    const { quoteId, email } = await sent();
    const { valid_until } = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    const end = valid_until!.getTime();

    await runScheduledMail(prisma, new Date(end - 4 * DAY_MS));
    expect(await remindersTo(email)).toBe(0);
    await runScheduledMail(prisma, new Date(end - 2 * DAY_MS));
    expect(await remindersTo(email)).toBe(1);
    await runScheduledMail(prisma, new Date(end - 1 * DAY_MS));
    await runScheduledMail(prisma, new Date(end - 60_000));
    expect(await remindersTo(email)).toBe(1);

    const [job, repUser, dealerRow] = await Promise.all([
      prisma.emailJob.findFirstOrThrow({ where: { kind: "quote_reminder", to_address: email } }),
      prisma.user.findUniqueOrThrow({ where: { id: demo.repId } }),
      prisma.dealer.findUniqueOrThrow({ where: { id: demo.dealer.id } }),
    ]);
    expect(job).toMatchObject({ from_name: dealerRow.company_name, reply_to: repUser.email });
    expect(await mailedLink(email, "quote_reminder")).toBe(await mailedLink(email));
    // The homeowner reads the customer's total, never the dealer's cost.
    const totals = await computeQuoteTotals(prisma, quoteId);
    expect(totals.dealer_cost_subtotal).not.toBe(totals.total);
    const money = (amount: number) => amount.toLocaleString("en-US", { minimumFractionDigits: 2 });
    for (const body of [job.text, job.html]) {
      expect(body).toContain(money(totals.total));
      expect(body).not.toContain(money(totals.dealer_cost_subtotal));
      expect(body).not.toMatch(/dealer cost/i);
    }
    const history = (await rep.get(`/api/quotes/${quoteId}/history`)).json.quote;
    expect(history.at(-1)).toMatchObject({ event: "reminder_sent", who: { kind: "system" } });
  });

  it("never reminds an accepted, declined, withdrawn or expired quote", async () => {
    const { prisma } = getDatabase();
    const rep = await as("salesrep");
    const acceptedQuote = await accepted();
    const declined = await sent();
    const token = (await mailedLink(declined.email)).split("/q/")[1]!;
    expect(
      (await demo.anonymous.post(`/api/public/quotes/${token}/decline`, { reason: "Too dear" })).status,
    ).toBe(200);
    const withdrawn = await sent();
    expect((await rep.post(`/api/quotes/${withdrawn.quoteId}/withdraw`)).status).toBe(200);
    const expired = await sent();
    const { valid_until } = await prisma.quote.findUniqueOrThrow({ where: { id: expired.quoteId } });
    // Past its end the link is dead: no reminder.
    await runScheduledMail(prisma, new Date(valid_until!.getTime() + 60_000));
    expect(await remindersTo(expired.email)).toBe(0);
    await runScheduledMail(prisma, new Date(valid_until!.getTime() - 2 * DAY_MS));
    for (const quote of [acceptedQuote, declined, withdrawn])
      expect(await remindersTo(quote.email), quote.email).toBe(0);
  });

  it("sends no reminder when the dealer turned reminders off (the setting, on by default)", async () => {
    const { prisma } = getDatabase();
    const admin = await as("dealeradmin");
    expect((await admin.get(`/api/dealers/${demo.dealer.id}`)).json.expiry_reminder).toBe(true);
    const off = await admin.patch(`/api/dealers/${demo.dealer.id}`, { expiry_reminder: false });
    expect(off.status, JSON.stringify(off.json)).toBe(200);
    expect(off.json.expiry_reminder).toBe(false);
    const { quoteId, email } = await sent();
    const { valid_until } = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    await runScheduledMail(prisma, new Date(valid_until!.getTime() - 2 * DAY_MS));
    expect(await remindersTo(email)).toBe(0);
    // Turned on again before the end: the reminder goes, once.
    expect((await admin.patch(`/api/dealers/${demo.dealer.id}`, { expiry_reminder: true })).status).toBe(200);
    await runScheduledMail(prisma, new Date(valid_until!.getTime() - DAY_MS));
    await runScheduledMail(prisma, new Date(valid_until!.getTime() - DAY_MS / 2));
    expect(await remindersTo(email)).toBe(1);
  });

  it("keeps a quote's own deposit through the send, to the cent, validated by the server (decision 185)", async () => {
    const rep = await as("salesrep");
    const { quoteId, email } = await draft();
    const before = (await rep.get(`/api/quotes/${quoteId}/payments`)).json.customer;
    expect(before).toMatchObject({
      deposit_override: false,
      can_set_deposit: true,
      deposit_rule: { kind: "percent", value: 50 },
    });
    const total = before.total as number;

    for (const [deposit, message] of [
      [{ kind: "percent", value: 100.01 }, /^deposit\.value: A deposit cannot exceed 100%\./],
      [
        { kind: "amount", value: total + 0.01 },
        /^deposit\.value: The deposit cannot exceed the customer's total/,
      ],
      [{ kind: "amount", value: 0 }, /^deposit\.value: Enter the deposit, or choose no deposit\./],
      [{ kind: "amount", value: 10.005 }, /^deposit\.value: The deposit has at most 2 decimals\./],
      [{ kind: "percent", value: -1 }, /^deposit\.value: The deposit cannot be negative\./],
    ] as const) {
      const answer = await rep.request("PUT", `/api/quotes/${quoteId}/deposit`, { deposit });
      expect(answer.status, JSON.stringify(deposit)).toBe(400);
      expect(answer.json.errors[0]).toMatch(message);
    }
    // The manufacturer does not set the dealer's deposit; another dealer does not see the quote.
    const byStaff = await (
      await as("mfguser")
    ).request("PUT", `/api/quotes/${quoteId}/deposit`, { deposit: null });
    expect(byStaff.status).toBe(403);
    expect(
      (await (await as("cadealer")).request("PUT", `/api/quotes/${quoteId}/deposit`, { deposit: null }))
        .status,
    ).toBe(404);

    const set = await rep.request("PUT", `/api/quotes/${quoteId}/deposit`, {
      deposit: { kind: "amount", value: 123.45 },
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    expect(set.json.customer).toMatchObject({
      deposit_override: true,
      deposit_due: 123.45,
      deposit_rule: { kind: "amount", value: 123.45 },
    });
    expect((await rep.get(`/api/quotes/${quoteId}/history`)).json.quote.at(-1)).toMatchObject({
      event: "deposit_changed",
      note: "Deposit 50% to $123.45 (this quote's own)",
    });

    // The send keeps it: the homeowner's page and the document show it, not the dealer's rule.
    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const token = (await mailedLink(email)).split("/q/")[1]!;
    const shown = (await demo.anonymous.get(`/api/public/quotes/${token}`)).json;
    expect(shown.document.totals.deposit).toEqual({
      label: "Deposit due on acceptance",
      amount: 123.45,
      balance: Math.round(total * 100 - 12345) / 100,
    });
    expect((await rep.get(`/api/quotes/${quoteId}/payments`)).json.customer).toMatchObject({
      deposit_due: 123.45,
      can_set_deposit: false,
    });
    // With the customer: not changed until it is back with the dealer.
    const locked = await rep.request("PUT", `/api/quotes/${quoteId}/deposit`, {
      deposit: { kind: "percent", value: 10 },
    });
    expect(locked).toMatchObject({
      status: 403,
      json: { errors: [expect.any(String)] },
    });

    // Signed (12): changed before sending again; 0% is allowed; null goes back to the dealer's rule.
    await accept(email);
    const zero = await rep.request("PUT", `/api/quotes/${quoteId}/deposit`, {
      deposit: { kind: "percent", value: 0 },
    });
    expect(zero.status, JSON.stringify(zero.json)).toBe(200);
    expect(zero.json.customer).toMatchObject({ deposit_due: 0, deposit_override: true });
    const back = await rep.request("PUT", `/api/quotes/${quoteId}/deposit`, { deposit: null });
    expect(back.json.customer).toMatchObject({
      deposit_override: false,
      deposit_due: Math.round(total * 50) / 100,
    });
  });

  it("voids a mistaken payment with a reason: kept, struck from every sum, once, by its recording side (decision 185)", async () => {
    const rep = await as("salesrep");
    const { quoteId } = await accepted();
    const record = (body: object) =>
      rep.post(`/api/quotes/${quoteId}/payments`, {
        payer: "customer",
        received_on: "2026-11-20",
        method: "check",
        ...body,
      });
    const payment = (await record({ amount: 100, reference: "1042" })).json.customer.entries[0];
    const refund = (await record({ kind: "refund", amount: 10 })).json.customer.entries[1];
    expect(payment.can_void).toBe(true);

    // The refund would exceed what was paid: void it first.
    const early = await rep.post(`/api/payments/${payment.id}/void`, { reason: "Typed on the wrong job" });
    expect(early).toMatchObject({
      status: 409,
      json: { errors: ["Void the refunds first: without this payment they would exceed what was paid."] },
    });
    expect((await rep.post(`/api/payments/${refund.id}/void`, { reason: " " })).status).toBe(400);
    // Not by the manufacturer (the dealer records its customer's payments), not by another dealer.
    expect(
      (await (await as("mfguser")).post(`/api/payments/${refund.id}/void`, { reason: "x" })).status,
    ).toBe(403);
    expect(
      (await (await as("cadealer")).post(`/api/payments/${refund.id}/void`, { reason: "x" })).status,
    ).toBe(404);

    const voided = await rep.post(`/api/payments/${refund.id}/void`, { reason: "Never given back" });
    expect(voided.status, JSON.stringify(voided.json)).toBe(200);
    expect(voided.json.customer.paid).toBe(100);
    expect(voided.json.customer.entries[1]).toMatchObject({
      id: refund.id,
      voided_at: expect.any(String),
      voided_by: expect.any(String),
      void_reason: "Never given back",
      can_void: false,
    });
    expect(await rep.post(`/api/payments/${refund.id}/void`, { reason: "again" })).toMatchObject({
      status: 409,
      json: { errors: ["This payment was already voided."] },
    });
    const none = await rep.post(`/api/payments/${payment.id}/void`, { reason: "Typed on the wrong job" });
    expect(none.json.customer).toMatchObject({ paid: 0, balance: none.json.customer.total });
    expect(none.json.customer.entries).toHaveLength(2);

    // Balances due count nothing voided.
    const row = (
      (await rep.get("/api/payments/balances")).json as Array<{ quote_id: number; paid: number }>
    ).find((entry) => entry.quote_id === quoteId);
    expect(row?.paid).toBe(0);
    // The history and the audit log keep both voids with their reasons.
    const history = (await rep.get(`/api/quotes/${quoteId}/history`)).json.quote;
    expect(history.filter((entry: { event: string }) => entry.event === "payment_voided")).toEqual([
      expect.objectContaining({
        note: "Refund of $10.00 to the customer, Check, 2026-11-20 voided: Never given back",
      }),
      expect.objectContaining({
        note: "Payment of $100.00 from the customer, Check #1042, 2026-11-20 voided: Typed on the wrong job",
      }),
    ]);
    const audit = (await (await as("dealeradmin")).get("/api/audit?kind=quote")).json;
    expect(JSON.stringify(audit)).toContain("Typed on the wrong job");
  });

  it("leaves a voided dealer payment out of the approval's coverage at Awaiting Payment", async () => {
    const rep = await as("salesrep");
    const staff = await as("mfguser");
    const { quoteId } = await accepted();
    expect((await rep.post(`/api/quotes/${quoteId}/submit`, { measurements_final: true })).status).toBe(200);
    expect((await staff.patch(`/api/quotes/${quoteId}`, { status: 31 })).status).toBe(200);
    const owed = (await staff.get(`/api/quotes/${quoteId}/payments`)).json.dealer.order_value as number;
    const paid = await staff.post(`/api/quotes/${quoteId}/payments`, {
      payer: "dealer",
      amount: owed,
      received_on: "2026-11-25",
      method: "wire",
    });
    const entry = paid.json.dealer.entries[0];
    // The dealer does not void the manufacturer's records.
    expect((await rep.post(`/api/payments/${entry.id}/void`, { reason: "x" })).status).toBe(403);
    const voided = await staff.post(`/api/payments/${entry.id}/void`, { reason: "Wire bounced" });
    expect(voided.json.dealer).toMatchObject({ paid: 0, outstanding: owed });
    const refused = await staff.post("/api/orders", { quote_id: quoteId });
    expect(refused).toMatchObject({ status: 400, json: { errors: [MESSAGES.dealerPaymentOutstanding] } });
    const { prisma } = getDatabase();
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(
      QUOTE_STATUS.AWAITING_PAYMENT,
    );
  });
});
