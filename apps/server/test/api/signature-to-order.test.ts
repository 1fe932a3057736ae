import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { MESSAGES, QUOTE_STATUS } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { memoryMailer } from "../helpers/http.js";
import {
  acceptThroughLink,
  mailedQuoteToken,
  draftForCustomer,
  HANA_IN_FLORIDA,
  homeownerEmail,
  resetForHomeownerLink,
  useDemoDealerApp,
} from "../helpers/demo-dealer.js";
import { createMailer } from "../../src/mail/mailer.js";
import { drainEmailQueue } from "../../src/mail/queue.js";
import { loadOrderAcknowledgement } from "../../src/services/documents/order-acknowledgement.js";

/**
 * From the homeowner's signature to the manufacturer's order (docs/decisions/136-signature-to-order.md,
 * 137-payments.md): the signed job stays with the dealer, its deposit, a corrected measurement, the
 * submission with a PO, the recall, the dealer's payment to the manufacturer and the approval.
 */
forEachDatabase("signature to order", (getDatabase) => {
  const demo = useDemoDealerApp(getDatabase, (prisma, { dealer }) =>
    resetForHomeownerLink(prisma, dealer.id),
  );
  const { as } = demo;

  /** A draft of the US dealer's rep with a unit, an accessory and a customer with an e-mail address. */
  async function draft(email = homeownerEmail()) {
    const { quoteId, unitId } = await draftForCustomer(getDatabase().prisma, demo, {
      ...HANA_IN_FLORIDA,
      email,
    });
    return { quoteId, unitId, email };
  }

  const mailedToken = (email: string) => mailedQuoteToken(getDatabase().prisma, email);

  /** Sent by the rep and accepted by the homeowner through the link. */
  async function accepted() {
    const quote = await draft();
    const rep = await as("salesrep");
    expect((await rep.post(`/api/quotes/${quote.quoteId}/send`)).status).toBe(200);
    await accept(quote.email);
    return quote;
  }

  async function accept(email: string) {
    const token = await mailedToken(email);
    return (await acceptThroughLink(demo.anonymous, token)).document;
  }

  it("e-mails the homeowner in the dealer's name, replies to the rep, with the rep's note (decision 138)", async () => {
    const { prisma } = getDatabase();
    const { quoteId, email } = await draft();
    const rep = await as("salesrep");
    const tooLong = await rep.post(`/api/quotes/${quoteId}/send`, { message: "x".repeat(1001) });
    expect(tooLong).toMatchObject({
      status: 400,
      json: { errors: ["message: The message can be at most 1,000 characters."] },
    });
    const sent = await rep.post(`/api/quotes/${quoteId}/send`, {
      message: "  Great to meet you on Tuesday.  ",
    });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const job = await prisma.emailJob.findFirstOrThrow({ where: { kind: "quote_sent", to_address: email } });
    const [repUser, dealerRow] = await Promise.all([
      prisma.user.findUniqueOrThrow({ where: { id: demo.repId } }),
      prisma.dealer.findUniqueOrThrow({ where: { id: demo.dealer.id } }),
    ]);
    expect(job).toMatchObject({ from_name: dealerRow.company_name, reply_to: repUser.email });
    expect(job.text).toContain("Great to meet you on Tuesday.");
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "dealer-name-"));
    const mailer = createMailer({ outboxDir, from: "Screens Panel <no-reply@screens.example>" });
    await drainEmailQueue({ prisma, mailer });
    const file = fs.readdirSync(outboxDir).find((name) => name.includes(email.replace(/[^a-z0-9@.]/gi, "_")));
    const raw = fs.readFileSync(path.join(outboxDir, file!), "utf8");
    expect(raw).toMatch(/^From: .*Gulf Coast.* <no-reply@screens\.example>$/m);
    expect(raw).toContain(`Reply-To: ${repUser.email ?? ""}`);
  });

  it("keeps a signed job with the dealer, with the deposit due on the customer's document", async () => {
    const { prisma } = getDatabase();
    const { quoteId, email } = await draft();
    const rep = await as("salesrep");
    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    const document = await accept(email);
    const total = document.totals.total;
    expect(document.totals.deposit).toEqual({
      label: "Deposit due on acceptance (50%)",
      amount: Math.round(total * 50) / 100,
      balance: Math.round(total * 100 - Math.round(total * 50)) / 100,
    });

    const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.status).toBe(QUOTE_STATUS.CUSTOMER_ACCEPTED);
    expect(quote.submitted_at).toBeNull();
    expect(Number(quote.accepted_total)).toBe(total);
    // The rep hears that the job is theirs to submit; the manufacturer hears nothing yet.
    const mail = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "customer_accepted" },
      orderBy: { id: "desc" },
    });
    expect(mail.text).toMatch(/submit\s+it\s+for\s+approval/);
    expect(
      await prisma.emailJob.count({
        where: { kind: "quote_submitted", subject: { contains: quote.quote_number! } },
      }),
    ).toBe(0);

    const page = (await rep.get(`/api/quotes/${quoteId}`)).json;
    expect(page.status_label).toBe("Customer Accepted");
    expect(page.signature).toMatchObject({ accepted_total: total, price_changed: false, po_reference: null });
    const history = (await rep.get(`/api/quotes/${quoteId}/history`)).json;
    expect(history.quote.at(-1)).toMatchObject({
      from_status: 10,
      to_status: 12,
      who: { kind: "customer" },
      signature: { signer_name: "Hana Okafor" },
    });
  });

  it("records the customer's deposit and refunds to the cent, with a receipt, by the dealer only", async () => {
    const { prisma } = getDatabase();
    const { quoteId, email } = await accepted();
    const rep = await as("salesrep");
    const before = (await rep.get(`/api/quotes/${quoteId}/payments`)).json;
    const { total, deposit_due } = before.customer as { total: number; deposit_due: number };
    expect(deposit_due).toBe(Math.round(total * 50) / 100);
    expect(before.customer).toMatchObject({
      paid: 0,
      deposit_outstanding: deposit_due,
      balance: total,
      can_record: true,
    });
    expect(before.dealer).toBeNull();

    const paid = await rep.post(`/api/quotes/${quoteId}/payments`, {
      payer: "customer",
      amount: deposit_due,
      received_on: "2026-11-20",
      method: "check",
      reference: "1042",
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.customer).toMatchObject({
      paid: deposit_due,
      deposit_outstanding: 0,
      balance: Math.round((total - deposit_due) * 100) / 100,
    });
    expect(paid.json.customer.entries).toEqual([
      expect.objectContaining({
        kind: "payment",
        amount: deposit_due,
        method: "check",
        reference: "1042",
        received_on: "2026-11-20",
        recorded_by: expect.any(String),
      }),
    ]);
    const receipt = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "payment_payment", to_address: email },
    });
    expect(receipt.text).toContain("Check #1042");

    const refund = await rep.post(`/api/quotes/${quoteId}/payments`, {
      payer: "customer",
      kind: "refund",
      amount: 0.01,
      received_on: "2026-11-21",
      method: "card",
    });
    expect(refund.json.customer).toMatchObject({
      paid: Math.round(deposit_due * 100 - 1) / 100,
      deposit_outstanding: 0.01,
    });

    for (const [body, message] of [
      [{ kind: "refund", amount: deposit_due + 1 }, /^amount: A refund cannot exceed what was paid/],
      [{ amount: 0 }, /^amount: The amount must be more than \$0\./],
      [{ amount: 10.005 }, /^amount: An amount has at most 2 decimals/],
      [{ received_on: "2026-02-30" }, /^received_on: That date does not exist\./],
      [{ received_on: "2999-01-01" }, /^received_on: The date cannot be in the future\./],
      [{ method: "bitcoin" }, /^method: Choose how it was paid\./],
    ] as const) {
      const answer = await rep.post(`/api/quotes/${quoteId}/payments`, {
        ...{ payer: "customer", amount: 10, received_on: "2026-11-21", method: "cash" },
        ...body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.errors[0]).toMatch(message);
    }
    // The manufacturer does not record the dealer's takings; a dealer's payment waits for the submission.
    const staff = await as("mfguser");
    const byStaff = await staff.post(`/api/quotes/${quoteId}/payments`, {
      payer: "customer",
      amount: 10,
      received_on: "2026-11-21",
      method: "cash",
    });
    expect(byStaff).toMatchObject({
      status: 403,
      json: { errors: ["The dealer records its customer's payments."] },
    });
    const tooEarly = await staff.post(`/api/quotes/${quoteId}/payments`, {
      payer: "dealer",
      amount: 10,
      received_on: "2026-11-21",
      method: "wire",
    });
    expect(tooEarly.status).toBe(403);
    // Another dealer never sees them.
    expect((await (await as("cadealer")).get(`/api/quotes/${quoteId}/payments`)).status).toBe(404);
    const history = (await rep.get(`/api/quotes/${quoteId}/history`)).json.quote;
    expect(history.filter((entry: { event: string }) => entry.event === "payment_recorded")).toHaveLength(1);
    expect(history.at(-1)).toMatchObject({
      event: "refund_recorded",
      note: expect.stringContaining("Refund of $0.01 to the customer"),
    });
  });

  it("keeps each correction after the signature in the history, and sends a changed price back to the customer", async () => {
    const { prisma } = getDatabase();
    const { quoteId, unitId, email } = await accepted();
    const rep = await as("salesrep");
    const renamed = await rep.patch(`/api/configurations/${unitId}`, { unit_name: "Patio east" });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    const wider = await rep.patch(`/api/configurations/${unitId}`, { unit_width_in: 150.5 });
    expect(wider.status, JSON.stringify(wider.json)).toBe(200);
    const history = (await rep.get(`/api/quotes/${quoteId}/history`)).json.quote;
    const changes = history.filter((entry: { event: string }) => entry.event === "changed_after_acceptance");
    expect(changes).toHaveLength(2);
    expect(changes[0].note).toMatch(
      /^Unit “Patio east”: 1 other field changed\. Customer total unchanged \(\$[\d,]+\.\d\d\)$/,
    );
    expect(changes[1].note).toMatch(
      /^Unit “Patio east”: width 96" → 150 1\/2"\. Customer total \$[\d,.]+ → \$[\d,.]+ \(\+\$[\d,.]+\)$/,
    );
    expect(changes[1].who).toMatchObject({ kind: "user" });

    const page = (await rep.get(`/api/quotes/${quoteId}`)).json;
    expect(page.signature.price_changed).toBe(true);
    const refused = await rep.post(`/api/quotes/${quoteId}/submit`, { measurements_final: true });
    expect(refused).toMatchObject({ status: 400, json: { errors: [MESSAGES.acceptedPriceChanged] } });
    // Sent again, accepted again: the new price is the signed one.
    expect((await rep.post(`/api/quotes/${quoteId}/send`)).status).toBe(200);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).accepted_at).toBeNull();
    await accept(email);
    const submitted = await rep.post(`/api/quotes/${quoteId}/submit`, {
      po_reference: " PO-7781 ",
      measurements_final: false,
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect(submitted.json).toMatchObject({
      status: QUOTE_STATUS.AWAITING_APPROVAL,
      signature: { po_reference: "PO-7781", measurements_final: false, price_changed: false },
    });
    // The manufacturer's approvers hear of it, with the PO; never the dealer's users.
    const notices = await prisma.emailJob.findMany({
      where: { kind: "quote_submitted", subject: { contains: page.quote_number } },
    });
    expect(notices.length).toBeGreaterThan(0);
    const dealerUsers = await prisma.user.findMany({
      where: { dealer_id: { not: null } },
      select: { email: true },
    });
    const dealerAddresses = new Set(dealerUsers.map((user) => user.email));
    expect(notices.every((job) => !dealerAddresses.has(job.to_address))).toBe(true);
    expect(notices[0]!.text).toContain("PO-7781");
    expect(notices[0]!.text).toContain("not final");
  });

  it("lets the dealer recall a submitted quote with a reason until the manufacturer acts on it", async () => {
    const { prisma } = getDatabase();
    const rep = await as("salesrep");
    const signed = await accepted();
    expect(
      (await rep.post(`/api/quotes/${signed.quoteId}/submit`, { measurements_final: true })).status,
    ).toBe(200);
    const noReason = await rep.post(`/api/quotes/${signed.quoteId}/recall`, { reason: " " });
    expect(noReason).toMatchObject({
      status: 400,
      json: { errors: ["reason: Give a reason for the recall."] },
    });
    const byPatch = await rep.patch(`/api/quotes/${signed.quoteId}`, { status: QUOTE_STATUS.STARTED });
    expect(byPatch).toMatchObject({ status: 400, json: { errors: [MESSAGES.recallWithReason] } });
    const recalled = await rep.post(`/api/quotes/${signed.quoteId}/recall`, {
      reason: "Final measure moved the left track",
    });
    expect(recalled.status, JSON.stringify(recalled.json)).toBe(200);
    // The signature stands: back to Customer Accepted, no longer submitted.
    expect(recalled.json.status).toBe(QUOTE_STATUS.CUSTOMER_ACCEPTED);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: signed.quoteId } })).submitted_at).toBeNull();
    const history = (await (await as("mfguser")).get(`/api/quotes/${signed.quoteId}/history`)).json.quote;
    expect(history.at(-1)).toMatchObject({
      from_status: 30,
      to_status: 12,
      note: "Final measure moved the left track",
      who: { kind: "user", name: expect.stringMatching(/\S/) },
    });

    // A quote submitted without a customer goes back to Started; one the manufacturer acted on stays.
    const unsigned = await draft();
    expect(
      (await rep.post(`/api/quotes/${unsigned.quoteId}/submit`, { measurements_final: true })).status,
    ).toBe(200);
    const back = await rep.post(`/api/quotes/${unsigned.quoteId}/recall`, {
      reason: "Customer wants to add a unit",
    });
    expect(back.json.status).toBe(QUOTE_STATUS.STARTED);
    expect(
      (await rep.post(`/api/quotes/${unsigned.quoteId}/submit`, { measurements_final: true })).status,
    ).toBe(200);
    expect(
      (await (await as("mfguser")).patch(`/api/quotes/${unsigned.quoteId}`, { status: 31 })).status,
    ).toBe(200);
    const late = await rep.post(`/api/quotes/${unsigned.quoteId}/recall`, { reason: "Too late" });
    expect(late).toMatchObject({
      status: 409,
      json: {
        errors: ["Only a quote awaiting approval can be recalled: the manufacturer has already acted on it."],
      },
    });
  });

  it("approves from Awaiting Payment once the dealer's payments cover the order's value", async () => {
    const { prisma } = getDatabase();
    const rep = await as("salesrep");
    const staff = await as("mfguser");
    const { quoteId } = await accepted();
    expect((await rep.post(`/api/quotes/${quoteId}/submit`, { measurements_final: true })).status).toBe(200);
    expect((await staff.patch(`/api/quotes/${quoteId}`, { status: 31 })).status).toBe(200);
    const owed = (await rep.get(`/api/quotes/${quoteId}/payments`)).json.dealer;
    expect(owed).toMatchObject({ paid: 0, can_record: false });
    expect(owed.outstanding).toBe(owed.order_value);
    // The dealer's price, not the customer's.
    const page = (await rep.get(`/api/quotes/${quoteId}`)).json as {
      quote_number: string;
      summary: { dealer_cost: number; brokerage_fee: number };
    };
    const { summary } = page;
    expect(owed.order_value).toBe(Math.round((summary.dealer_cost + summary.brokerage_fee) * 100) / 100);

    const unpaid = await staff.post("/api/orders", { quote_id: quoteId });
    expect(unpaid).toMatchObject({ status: 400, json: { errors: [MESSAGES.dealerPaymentOutstanding] } });
    const half = Math.floor(owed.order_value * 50) / 100;
    const partial = await staff.post(`/api/quotes/${quoteId}/payments`, {
      payer: "dealer",
      amount: half,
      received_on: "2026-11-25",
      method: "wire",
      reference: "FED-221",
    });
    expect(partial.status, JSON.stringify(partial.json)).toBe(200);
    expect((await staff.post("/api/orders", { quote_id: quoteId })).status).toBe(400);
    const rest = await staff.post(`/api/quotes/${quoteId}/payments`, {
      payer: "dealer",
      amount: Math.round((owed.order_value - half) * 100) / 100,
      received_on: "2026-11-26",
      method: "ach",
    });
    expect(rest.json.dealer).toMatchObject({ paid: owed.order_value, outstanding: 0 });
    const approved = await staff.post("/api/orders", { quote_id: quoteId });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe(
      QUOTE_STATUS.ORDERED,
    );

    // The dealer's users receive the order acknowledgement, rendered when the e-mail goes out.
    const orderNumber = approved.json.order_number as string;
    const job = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "quote_approved", subject: { contains: page.quote_number } },
      orderBy: { id: "desc" },
    });
    expect(job.attachments).toEqual([
      {
        filename: `Order-${orderNumber}-acknowledgement.pdf`,
        contentType: "application/pdf",
        render: { kind: "order_acknowledgement", order_id: approved.json.id },
      },
    ]);
    const mailer = memoryMailer();
    await drainEmailQueue({ prisma, mailer });
    const delivered = mailer.sent.find((mail) => mail.subject === job.subject);
    expect(delivered?.text).toMatch(/order\s+acknowledgement\s+is\s+attached/);
    const [pdf] = delivered?.attachments ?? [];
    expect(pdf?.filename).toBe(`Order-${orderNumber}-acknowledgement.pdf`);
    expect(pdf?.content.subarray(0, 5).toString()).toBe("%PDF-");
    const acknowledgement = await loadOrderAcknowledgement(prisma, approved.json.id as number);
    expect(acknowledgement).toMatchObject({
      order_value: owed.order_value,
      paid: owed.order_value,
      outstanding: 0,
    });
    expect(acknowledgement!.order.number).toBe(orderNumber);
    // The dealer cannot record its own payment to the manufacturer.
    const self = await rep.post(`/api/quotes/${quoteId}/payments`, {
      payer: "dealer",
      amount: 1,
      received_on: "2026-11-26",
      method: "ach",
    });
    expect(self).toMatchObject({
      status: 403,
      json: { errors: ["The manufacturer records the dealer's payments."] },
    });
  });

  it("submits on acceptance for a dealer that asks for it", async () => {
    const { prisma } = getDatabase();
    const admin = await as("dealeradmin");
    const set = await admin.patch(`/api/dealers/${demo.dealer.id}`, { auto_submit_on_accept: true });
    expect(set.json).toMatchObject({ auto_submit_on_accept: true });
    const { quoteId } = await accepted();
    const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
    expect(quote.status).toBe(QUOTE_STATUS.AWAITING_APPROVAL);
    expect(quote.submitted_at).not.toBeNull();
    expect(quote.accepted_at).not.toBeNull();
    expect(
      await prisma.emailJob.count({
        where: { kind: "quote_submitted", subject: { contains: quote.quote_number! } },
      }),
    ).toBeGreaterThan(0);
    const mail = await prisma.emailJob.findFirstOrThrow({
      where: { kind: "customer_accepted" },
      orderBy: { id: "desc" },
    });
    expect(mail.text).toMatch(/now\s+awaits\s+approval/);
  });

  it("keeps the deposit rule and the submission setting with the dealer admin, validated", async () => {
    const admin = await as("dealeradmin");
    const rep = await as("salesrep");
    const byRep = await rep.patch(`/api/dealers/${demo.dealer.id}`, {
      deposit_kind: "amount",
      deposit_value: 500,
    });
    expect(byRep.status).toBe(403);
    const tooMuch = await admin.patch(`/api/dealers/${demo.dealer.id}`, {
      deposit_kind: "percent",
      deposit_value: 150,
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      json: { errors: ["deposit_value: A deposit cannot exceed 100%."] },
    });
    const empty = await admin.patch(`/api/dealers/${demo.dealer.id}`, {
      deposit_kind: "amount",
      deposit_value: 0,
    });
    expect(empty).toMatchObject({
      status: 400,
      json: { errors: ["deposit_value: Enter the deposit, or choose no deposit."] },
    });
    const fixed = await admin.patch(`/api/dealers/${demo.dealer.id}`, {
      deposit_kind: "amount",
      deposit_value: 500,
    });
    expect(fixed.json).toMatchObject({ deposit_kind: "amount", deposit_value: 500 });
    // A quote sent under the rule keeps it when the dealer changes it later.
    const { quoteId } = await accepted();
    await admin.patch(`/api/dealers/${demo.dealer.id}`, { deposit_kind: "none", deposit_value: 0 });
    const payments = (await rep.get(`/api/quotes/${quoteId}/payments`)).json;
    expect(payments.customer).toMatchObject({ deposit_label: "Deposit due on acceptance", deposit_due: 500 });
  });

  it("lists the signed jobs whose customers still owe money, within the tenancy", async () => {
    const rep = await as("salesrep");
    const { quoteId } = await accepted();
    const rows = (await rep.get("/api/payments/balances")).json as Array<{
      quote_id: number;
      balance: number;
      total: number;
    }>;
    const row = rows.find((entry) => entry.quote_id === quoteId);
    expect(row).toBeDefined();
    expect(row!.balance).toBe(row!.total);
    // An empty list answers 204, no body.
    const others = ((await (await as("cadealer")).get("/api/payments/balances")).json ?? []) as Array<{
      quote_id: number;
    }>;
    expect(others.some((entry) => entry.quote_id === quoteId)).toBe(false);
    // A job without a deposit and with nothing recorded is collected elsewhere: not listed.
    const { prisma } = getDatabase();
    await prisma.dealer.update({
      where: { id: demo.dealer.id },
      data: { deposit_kind: "none", deposit_value: 0 },
    });
    const elsewhere = await accepted();
    const listed = (await rep.get("/api/payments/balances")).json as Array<{ quote_id: number }>;
    expect(listed.some((entry) => entry.quote_id === elsewhere.quoteId)).toBe(false);
    expect(listed.some((entry) => entry.quote_id === quoteId)).toBe(true);
  });
});
