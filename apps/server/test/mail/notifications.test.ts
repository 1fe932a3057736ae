import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../src/db/client.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { HttpError } from "../../src/http/errors.js";
import { createMailer } from "../../src/mail/mailer.js";
import { panelOrigin } from "../../src/mail/origin.js";
import { drainEmailQueue, type EmailAttachment } from "../../src/mail/queue.js";
import { customerDecisionEmail } from "../../src/mail/templates/customer-decision.js";
import { orderShippedEmail } from "../../src/mail/templates/order-shipped.js";
import { orderStatusChangedEmail } from "../../src/mail/templates/order-status-changed.js";
import { passwordResetEmail } from "../../src/mail/templates/password-reset.js";
import { quoteApprovedEmail } from "../../src/mail/templates/quote-approved.js";
import { quoteSentEmail } from "../../src/mail/templates/quote-sent.js";
import { quoteReminderEmail } from "../../src/mail/templates/quote-reminder.js";
import {
  notifyCustomerDecision,
  notifyOrderShipped,
  notifyOrderStatusChanged,
  notifyQuoteApproved,
  notifyQuoteSent,
} from "../../src/services/notifications/index.js";
import { computeQuoteTotals } from "../../src/services/quote-totals.js";
import { makeQuote, seedForeignAccount } from "../helpers/fixtures.js";
import { memoryMailer } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";

const ORIGIN = "https://panel.example";
const usd = (amount: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount);

describe("e-mail templates", () => {
  const link = "https://panel.example/panel/quotes/7";
  /** The facts of Maria's quote that the sent e-mail and the reminder carry. */
  const mariasQuote = {
    dealer: { company_name: "Gulf Coast Shade & Screen", phone: "(251) 555-0100" },
    customerFirstName: "Maria",
    quoteNumber: "Q-10007",
    total: 12345.5,
    validUntil: new Date("2027-03-05T12:00:00Z"),
    link: "https://panel.example/q/tok123",
  };
  const rendered = {
    "quote sent": quoteSentEmail(mariasQuote),
    // The reminder before expiry (decision 184).
    "quote reminder": quoteReminderEmail(mariasQuote),
    "customer declined": customerDecisionEmail({
      recipientFirstName: "Sam",
      decision: "declined",
      quoteNumber: "Q-10007",
      customerName: "Maria Lopez",
      reason: "Over our budget",
      link,
    }),
    "quote approved": quoteApprovedEmail({
      recipientFirstName: "Sam",
      quoteNumber: "Q-10007",
      status: 50,
      orderNumber: "O-20001",
      link,
    }),
    "order status changed": orderStatusChangedEmail({
      recipientFirstName: "Sam",
      orderNumber: "O-20001",
      fromLabel: "Processing",
      toLabel: "In Production",
      link,
    }),
    "order shipped": orderShippedEmail({
      recipientFirstName: "Sam",
      orderNumber: "O-20001",
      carrier: "UPS Freight",
      trackingNumber: "1Z999",
      trackingUrl: "https://track.example/1Z999",
      link,
    }),
    "password reset": passwordResetEmail({
      firstName: "Sam",
      link: "https://panel.example/reset-password/abc",
    }),
  };

  it.each(Object.keys(rendered))("%s: an HTML document and a text twin, both with the link", async (name) => {
    const email = await rendered[name as keyof typeof rendered];
    const expectedLink =
      name === "quote sent" || name === "quote reminder"
        ? "https://panel.example/q/tok123"
        : name === "password reset"
          ? "https://panel.example/reset-password/abc"
          : link;
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.html).toMatch(/^<!DOCTYPE html/i);
    expect(email.html).toContain(`href="${expectedLink}"`);
    expect(email.text).toContain(expectedLink);
    expect(email.text).not.toMatch(/<[a-z]+[\s>]/i);
    // The panel's brand: navy band, amber accent.
    expect(email.html).toContain("#162644");
  });

  it("writes the homeowner's quote with the dealer's name, the total in USD and the valid-until date", async () => {
    const email = await rendered["quote sent"];
    expect(email.subject).toBe("Your quote Q-10007 from Gulf Coast Shade & Screen");
    for (const body of [email.text, email.html.replace(/<!-- -->/g, "").replace(/&amp;/g, "&")]) {
      expect(body).toContain("Gulf Coast Shade & Screen has prepared a quote");
      expect(body).toContain("$12,345.50 USD");
      expect(body).toContain("March 5, 2027");
    }
  });

  it("reminds the homeowner in the dealer's name of the date the quote expires (decision 184)", async () => {
    const email = await rendered["quote reminder"];
    expect(email.subject).toBe(
      "Reminder: your quote Q-10007 from Gulf Coast Shade & Screen expires March 5, 2027",
    );
    for (const body of [email.text, email.html.replace(/<!-- -->/g, "").replace(/&amp;/g, "&")]) {
      expect(body).toContain("A reminder from Gulf Coast Shade & Screen");
      expect(body).toContain("$12,345.50 USD");
    }
  });

  it("quotes the customer's decline reason and says when there was none", async () => {
    expect((await rendered["customer declined"]).text).toContain("Over our budget");
    const none = await customerDecisionEmail({
      recipientFirstName: "Sam",
      decision: "declined",
      quoteNumber: "Q-1",
      customerName: "Maria Lopez",
      link,
    });
    expect(none.text).toContain("No reason was given.");
    // The homeowner typed the reason: it is text in the e-mail, never markup.
    const hostile = await customerDecisionEmail({
      recipientFirstName: "Sam",
      decision: "declined",
      quoteNumber: "Q-1",
      customerName: "Maria Lopez",
      reason: '<script>alert(1)</script><a href="https://phish.example">click</a>',
      link,
    });
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).not.toContain('href="https://phish.example"');
    expect(hostile.html).toContain("&lt;script&gt;");
    expect(none.subject).toBe("Quote Q-1 declined by Maria Lopez");
  });

  it("builds panel links like reset links: PUBLIC_ORIGIN, else this server on localhost", () => {
    expect(panelOrigin({ PUBLIC_ORIGIN: "https://screens.example.com/" })).toBe(
      "https://screens.example.com",
    );
    expect(panelOrigin({ PORT: "8080" })).toBe("http://localhost:8080");
    expect(panelOrigin({})).toBe("http://localhost:3000");
  });
});

forEachDatabase("e-mail notifications", (getDatabase) => {
  let prisma: PrismaClient;
  let gulf: { dealerId: number; accountId: number };
  let ids: Record<string, number>;

  beforeAll(async () => {
    prisma = getDatabase().prisma;
    await seedDemoWorld(prisma);
    await seedForeignAccount(prisma);
    const users = await prisma.user.findMany({ select: { id: true, username: true, dealer_id: true } });
    ids = Object.fromEntries(users.map((user) => [user.username, user.id]));
    const dealer = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    gulf = { dealerId: dealer.id, accountId: dealer.account_id };
  });
  beforeEach(async () => {
    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.user.updateMany({ data: { status: 1 } });
  });
  afterAll(async () => {
    await prisma.user.updateMany({ data: { status: 1 } });
  });

  async function gulfQuote(status = 1) {
    const quote = await makeQuote(prisma, { ...gulf, userId: ids.salesrep!, status });
    const customer = await prisma.customer.create({
      data: {
        dealer_id: gulf.dealerId,
        first_name: "Maria",
        last_name: "Lopez",
        email: "maria.lopez@home.example",
      },
    });
    await prisma.quote.update({
      where: { id: quote.quoteId },
      data: { customer_id: customer.id, valid_until: new Date("2027-03-05T12:00:00Z") },
    });
    return { ...quote, customerId: customer.id };
  }

  const jobs = () => prisma.emailJob.findMany({ orderBy: { id: "asc" } });

  it("e-mails the homeowner the customer price, the link and the PDF, never the dealer's cost", async () => {
    const quote = await gulfQuote(10);
    const pdf = Buffer.from("%PDF-1.7\nA quote document\n%%EOF");
    await prisma.$transaction((tx) =>
      notifyQuoteSent(tx, {
        quoteId: quote.quoteId,
        token: "tok-abc123",
        origin: ORIGIN,
        pdf: { filename: "Q-test.pdf", content: pdf },
      }),
    );
    const [job, ...rest] = await jobs();
    expect(rest).toHaveLength(0);
    expect(job).toMatchObject({
      kind: "quote_sent",
      to_address: "maria.lopez@home.example",
      status: "pending",
    });
    const number = (await prisma.quote.findUniqueOrThrow({ where: { id: quote.quoteId } })).quote_number!;
    expect(job!.subject).toBe(`Your quote ${number} from Gulf Coast Shade & Screen`);

    const totals = await computeQuoteTotals(prisma, quote.quoteId);
    expect(totals.dealer_cost_subtotal).not.toBe(totals.total);
    const units = await prisma.configuration.findMany({ where: { quote_id: quote.quoteId } });
    for (const body of [job!.text, job!.html]) {
      expect(body).toContain(`${ORIGIN}/q/tok-abc123`);
      expect(body).toContain(`${usd(totals.total)} USD`);
      expect(body).toContain("March 5, 2027");
      expect(body).not.toContain(usd(totals.dealer_cost_subtotal));
      expect(body).not.toContain(totals.dealer_cost_subtotal.toFixed(2));
      for (const unit of units) expect(body).not.toContain(usd(unit.unit_total.toNumber()));
      expect(body).not.toMatch(/dealer cost/i);
    }
    expect(job!.attachments as unknown as EmailAttachment[]).toEqual([
      { filename: "Q-test.pdf", contentType: "application/pdf", contentBase64: pdf.toString("base64") },
    ]);

    // Through the real mailer (the .eml outbox): HTML, text and the PDF as an attachment.
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "quote-mail-"));
    const mailer = createMailer({ outboxDir, from: "Screens Panel <no-reply@screens.example>" });
    expect(await drainEmailQueue({ prisma, mailer })).toMatchObject({ sent: 1 });
    const [file] = fs.readdirSync(outboxDir);
    const raw = fs.readFileSync(path.join(outboxDir, file!), "utf8");
    // In the dealer's name, from the panel's address (decision 138).
    expect(raw).toContain('From: "Gulf Coast Shade & Screen" <no-reply@screens.example>');
    expect(raw).toContain("To: maria.lopez@home.example");
    expect(raw).toMatch(/Content-Type: application\/pdf; name=Q-test\.pdf/);
    expect(raw).toContain(pdf.toString("base64"));
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
  });

  it("queues nothing when the transition rolls back, and refuses a customer without an address", async () => {
    const quote = await gulfQuote(10);
    const pdf = { filename: "Q.pdf", content: Buffer.from("%PDF") };
    await expect(
      prisma.$transaction(async (tx) => {
        await notifyQuoteSent(tx, { quoteId: quote.quoteId, token: "t", origin: ORIGIN, pdf });
        await notifyQuoteApproved(tx, { quoteId: quote.quoteId, status: 31 });
        throw new Error("the transition failed");
      }),
    ).rejects.toThrow("the transition failed");
    expect(await jobs()).toHaveLength(0);

    await prisma.customer.update({ where: { id: quote.customerId }, data: { email: null } });
    const refused = await prisma
      .$transaction((tx) => notifyQuoteSent(tx, { quoteId: quote.quoteId, token: "t", origin: ORIGIN, pdf }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(400);
    expect(await jobs()).toHaveLength(0);
  });

  it("tells the quote's creator about the customer's decision, with the reason, and only within the tenancy", async () => {
    const quote = await gulfQuote(11);
    const queued = await prisma.$transaction((tx) =>
      notifyCustomerDecision(tx, {
        quoteId: quote.quoteId,
        decision: "declined",
        reason: "We chose a cheaper option",
        origin: ORIGIN,
      }),
    );
    expect(queued).toBe(1);
    const [declined] = await jobs();
    expect(declined).toMatchObject({
      kind: "customer_declined",
      to_address: "salesrep@gulfcoastshade.example",
    });
    expect(declined!.subject).toContain("declined by Maria Lopez");
    expect(declined!.text).toContain("We chose a cheaper option");
    expect(declined!.text).toContain(`${ORIGIN}/panel/quotes/${quote.quoteId}`);

    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.$transaction((tx) =>
      notifyCustomerDecision(tx, { quoteId: quote.quoteId, decision: "accepted", signerName: "Maria Lopez" }),
    );
    const [accepted] = await jobs();
    expect(accepted!.subject).toContain("accepted by Maria Lopez");
    // Without an origin: the panel's own (PUBLIC_ORIGIN, else localhost and the port).
    expect(accepted!.text).toContain(`${panelOrigin()}/panel/quotes/${quote.quoteId}`);

    // An inactive creator, or one of another dealer, gets nothing.
    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.user.update({ where: { id: ids.salesrep! }, data: { status: 0 } });
    expect(
      await prisma.$transaction((tx) =>
        notifyCustomerDecision(tx, { quoteId: quote.quoteId, decision: "accepted" }),
      ),
    ).toBe(0);
    await prisma.quote.update({ where: { id: quote.quoteId }, data: { created_by: ids.otherdealer! } });
    expect(
      await prisma.$transaction((tx) =>
        notifyCustomerDecision(tx, { quoteId: quote.quoteId, decision: "accepted" }),
      ),
    ).toBe(0);
    expect(await jobs()).toHaveLength(0);
  });

  it("tells the quote's owner about an approval (decision 165), never another dealer's users or the staff", async () => {
    const quote = await gulfQuote(50);
    const queued = await prisma.$transaction((tx) =>
      notifyQuoteApproved(tx, { quoteId: quote.quoteId, status: 50, origin: ORIGIN }),
    );
    const sent = await jobs();
    expect(queued).toBe(1);
    expect(sent.map((job) => job.to_address)).toEqual(["salesrep@gulfcoastshade.example"]);
    const order = await prisma.order.findUniqueOrThrow({ where: { quote_id: quote.quoteId } });
    for (const job of sent) {
      expect(job.kind).toBe("quote_approved");
      expect(job.subject).toContain(`approved and ordered (${order.order_number})`);
      expect(job.text).toContain(`${ORIGIN}/panel/orders/${order.id}`);
    }
    // The e-mail greets its recipient.
    const salesrep = await prisma.user.findUniqueOrThrow({ where: { id: ids.salesrep! } });
    expect(sent[0]!.text).toContain(`Hello ${salesrep.first_name},`);

    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.$transaction((tx) =>
      notifyQuoteApproved(tx, { quoteId: quote.quoteId, status: 31, origin: ORIGIN }),
    );
    const [awaiting] = await jobs();
    expect(awaiting!.subject).toContain("approved: awaiting payment");
    expect(awaiting!.text).toContain(`${ORIGIN}/panel/quotes/${quote.quoteId}`);
  });

  it("tells the dealer about an order's new status and its shipment, with a safe tracking link", async () => {
    const quote = await gulfQuote(50);
    const orderId = quote.orderId!;
    expect(
      await prisma.$transaction((tx) =>
        notifyOrderStatusChanged(tx, { orderId, from: 2, to: 2, origin: ORIGIN }),
      ),
    ).toBe(0);
    expect(
      await prisma.$transaction((tx) =>
        notifyOrderStatusChanged(tx, { orderId, from: 2, to: 10, origin: ORIGIN }),
      ),
    ).toBe(1);
    const changed = await jobs();
    const { order_number } = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(changed[0]!.subject).toBe(`Order ${order_number} is now In Production`);
    expect(changed[0]!.text).toContain("from Processing to In Production");
    expect(changed[0]!.text).toContain(`${ORIGIN}/panel/orders/${orderId}`);

    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.$transaction((tx) =>
      notifyOrderShipped(tx, {
        orderId,
        carrier: "UPS Freight",
        trackingNumber: "1Z999AA10123456784",
        trackingUrl: "https://track.example/1Z999AA10123456784",
        origin: ORIGIN,
      }),
    );
    const [shipped] = await jobs();
    expect(shipped!.kind).toBe("order_shipped");
    expect(shipped!.text).toContain("UPS Freight");
    expect(shipped!.html).toContain('href="https://track.example/1Z999AA10123456784"');

    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.$transaction((tx) =>
      notifyOrderShipped(tx, { orderId, carrier: "UPS Freight", trackingUrl: "javascript:alert(1)" }),
    );
    const [unsafe] = await jobs();
    expect(unsafe!.html).not.toContain("javascript:");
    expect(unsafe!.text).not.toContain("javascript:");
  });

  it("sends every e-mail of a notification once through a worker", async () => {
    const quote = await gulfQuote(50);
    const mailer = memoryMailer();
    // The owner and the two users who follow every approval of the dealer (decision 165).
    await prisma.notificationPreference.createMany({
      data: [ids.dealeradmin!, ids.salesmanager!].map((user_id) => ({
        user_id,
        event: "quote_approved",
        all_quotes: true,
      })),
    });
    await prisma.$transaction((tx) => notifyQuoteApproved(tx, { quoteId: quote.quoteId, status: 50 }));
    await prisma.notificationPreference.deleteMany();
    expect(await drainEmailQueue({ prisma, mailer })).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(3);
    expect(mailer.sent.every((m) => m.html?.startsWith("<!DOCTYPE html") && m.text.includes("Hello"))).toBe(
      true,
    );
  });
});
