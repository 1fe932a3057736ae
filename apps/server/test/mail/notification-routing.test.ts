import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { PrismaClient } from "../../src/db/client.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import {
  notifyCustomerDecision,
  notifyOrderStatusChanged,
  notifyQuoteApproved,
  notifyQuoteSubmitted,
} from "../../src/services/notifications/index.js";
import { lastDigestTime } from "../../src/services/notifications/digest.js";
import { runScheduledMail } from "../../src/services/scheduled-mail.js";
import { makeQuote, seedForeignAccount } from "../helpers/fixtures.js";
import { signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";

/**
 * Who hears of what (docs/decisions/165-notifications-to-whom-asked.md, 166-approvers-daily-digest.md):
 * the quote's owner and those who asked, each in the panel and by e-mail as they chose; the bell's
 * list is one's own; the approvers' digest goes once, at 7:00 in their zone.
 */
forEachDatabase("notifications: to whom, how, and the digest", (getDatabase) => {
  let prisma: PrismaClient;
  let app: RunningApp;
  const as = signedInClients(() => app);
  let gulf: { dealerId: number; accountId: number };
  let ids: Record<string, number>;

  beforeAll(async () => {
    prisma = getDatabase().prisma;
    await seedDemoWorld(prisma);
    await seedForeignAccount(prisma);
    const users = await prisma.user.findMany({ select: { id: true, username: true } });
    ids = Object.fromEntries(users.map((user) => [user.username, user.id]));
    const dealer = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    gulf = { dealerId: dealer.id, accountId: dealer.account_id };
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.notification.deleteMany();
    await prisma.notificationPreference.deleteMany();
  });

  const mailedTo = async (kind?: string) =>
    (await prisma.emailJob.findMany({ where: kind ? { kind } : {}, orderBy: { id: "asc" } }))
      .map((job) => job.to_address)
      .sort();
  const toldUsers = async (event?: string) =>
    (await prisma.notification.findMany({ where: event ? { event } : {}, orderBy: { id: "asc" } }))
      .map((row) => row.user_id)
      .sort((a, b) => a - b);

  it("tells the quote's owner, not its creator nor every user of the dealer", async () => {
    const quote = await makeQuote(prisma, { ...gulf, userId: ids.salesrep!, status: 12 });
    // Handed to the sales manager (decision 157): the owner hears of it now.
    await prisma.quote.update({ where: { id: quote.quoteId }, data: { owner_id: ids.salesmanager! } });
    await prisma.$transaction((tx) =>
      notifyCustomerDecision(tx, { quoteId: quote.quoteId, decision: "accepted", signerName: "Ann Lee" }),
    );
    expect(await mailedTo()).toEqual(["salesmanager@gulfcoastshade.example"]);
    expect(await toldUsers()).toEqual([ids.salesmanager]);
    const [row] = await prisma.notification.findMany();
    expect(row).toMatchObject({
      event: "customer_accepted",
      link: `/panel/quotes/${quote.quoteId}`,
      email: "sent",
    });
  });

  it("adds the dealer's users who follow all quotes, never another dealer's; e-mail off tells in the panel only", async () => {
    const quote = await makeQuote(prisma, { ...gulf, userId: ids.salesrep!, status: 50 });
    await prisma.notificationPreference.createMany({
      data: [
        // The dealer admin follows every approval of its dealer.
        { user_id: ids.dealeradmin!, event: "quote_approved", all_quotes: true },
        // Another dealer's admin asks the same: it never hears of Gulf Coast's quotes.
        { user_id: ids.otherdealer!, event: "quote_approved", all_quotes: true },
        // The owner keeps the bell but no e-mail.
        { user_id: ids.salesrep!, event: "quote_approved", email: "off" },
      ],
    });
    const queued = await prisma.$transaction((tx) =>
      notifyQuoteApproved(tx, { quoteId: quote.quoteId, status: 50 }),
    );
    expect(queued).toBe(1);
    expect(await mailedTo("quote_approved")).toEqual(["dealeradmin@gulfcoastshade.example"]);
    expect(await toldUsers("quote_approved")).toEqual(
      [ids.dealeradmin, ids.salesrep].sort((a, b) => a! - b!),
    );
    // The purchaser and the sales manager asked for nothing: nothing.
    expect(
      await prisma.notification.count({ where: { user_id: { in: [ids.purchaser!, ids.salesmanager!] } } }),
    ).toBe(0);

    // An order's new status follows the same rule.
    await prisma.emailJob.deleteMany();
    await prisma.job.deleteMany();
    await prisma.$transaction((tx) =>
      notifyOrderStatusChanged(tx, { orderId: quote.orderId!, from: 2, to: 10 }),
    );
    // The owner chose no e-mail for approvals only: an order's status still comes by e-mail.
    expect(await mailedTo()).toEqual(["salesrep@gulfcoastshade.example"]);
    expect(await toldUsers("order_status_changed")).toEqual([ids.salesrep]);
  });

  it("keeps each user's list its own: read, mark read, mark all read; another's id is a 404", async () => {
    const quote = await makeQuote(prisma, { ...gulf, userId: ids.salesrep!, status: 11 });
    for (const decision of ["declined", "declined"] as const)
      await prisma.$transaction((tx) => notifyCustomerDecision(tx, { quoteId: quote.quoteId, decision }));
    const other = await prisma.notification.create({
      data: {
        user_id: ids.salesmanager!,
        event: "customer_declined",
        title: "Not the rep's",
        link: "/panel/quotes",
      },
    });
    const rep = await as("salesrep");
    expect((await rep.get("/api/notifications/unread-count")).json).toEqual({ count: 2 });
    const list = await rep.get("/api/notifications?limit=1");
    expect(list.status).toBe(200);
    expect(list.json.unread_count).toBe(2);
    expect(list.json.items).toHaveLength(1);
    expect(list.json.items[0].title).toMatch(/declined quote/);
    const next = await rep.get(`/api/notifications?limit=1&cursor=${list.json.next_cursor}`);
    expect(next.json.items).toHaveLength(1);
    expect(next.json.next_cursor).toBeNull();
    expect(JSON.stringify([list.json, next.json])).not.toContain("Not the rep's");

    expect((await rep.post(`/api/notifications/${other.id}/read`)).status).toBe(404);
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: other.id } })).read_at).toBeNull();
    const read = await rep.post(`/api/notifications/${list.json.items[0].id}/read`);
    expect(read.status).toBe(200);
    expect(read.json.read_at).not.toBeNull();
    expect((await rep.get("/api/notifications?unread=true")).json.items).toHaveLength(1);
    expect((await rep.post("/api/notifications/read-all")).json).toEqual({ updated: 1 });
    expect((await rep.get("/api/notifications/unread-count")).json).toEqual({ count: 0 });
    // The manager's own stays unread.
    expect((await (await as("salesmanager")).get("/api/notifications/unread-count")).json).toEqual({
      count: 1,
    });
  });

  it("offers each user the events of its role, and refuses what it cannot choose", async () => {
    const rep = await as("salesrep");
    const mine = await rep.get("/api/notification-preferences");
    expect(mine.status).toBe(200);
    const events = mine.json.preferences.map((p: { event: string }) => p.event);
    expect(events).toContain("customer_accepted");
    expect(events).not.toContain("discount_approval");
    expect(events).not.toContain("quote_submitted");
    expect(mine.json.preferences[0]).toMatchObject({
      email: "immediate",
      all_quotes: false,
      all_quotes_allowed: true,
    });

    const refused = [
      [
        { event: "quote_submitted", email: "immediate" },
        "Quote submitted for approval: you are not told of this event.",
      ],
      [
        { event: "customer_accepted", email: "digest" },
        "Customer accepted a quote: a daily digest is offered for submitted quotes only.",
      ],
      [
        { event: "customer_accepted", email: "weekly" },
        "preferences.0.email: email: choose immediate, digest or off.",
      ],
    ] as const;
    for (const [choice, message] of refused) {
      const answer = await rep.request("PUT", "/api/notification-preferences", { preferences: [choice] });
      expect(answer.status, JSON.stringify(answer.json)).toBe(400);
      expect(answer.json.errors.join(" ")).toContain(message);
    }
    expect(await prisma.notificationPreference.count()).toBe(0);

    const saved = await rep.request("PUT", "/api/notification-preferences", {
      preferences: [{ event: "order_shipped", email: "off", all_quotes: true }],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.preferences.find((p: { event: string }) => p.event === "order_shipped")).toMatchObject({
      email: "off",
      all_quotes: true,
    });

    const staff = await as("mfgadmin");
    const theirs = (await staff.get("/api/notification-preferences")).json;
    expect(theirs.preferences.find((p: { event: string }) => p.event === "quote_submitted")).toMatchObject({
      digest_allowed: true,
      all_quotes_allowed: false,
    });
    const follow = await staff.request("PUT", "/api/notification-preferences", {
      preferences: [{ event: "customer_accepted", email: "immediate", all_quotes: true }],
    });
    expect(follow.status).toBe(400);
    expect(follow.json.errors[0]).toContain("only a dealer's users can follow all of its quotes");
    const zone = await staff.request("PUT", "/api/notification-preferences", {
      preferences: [{ event: "quote_submitted", email: "digest" }],
      time_zone: "Mars/Olympus",
    });
    expect(zone.status).toBe(400);
  });

  it("finds the latest 7:00 in the user's zone, across a change of the clocks", () => {
    const chicago = "America/Chicago";
    expect(lastDigestTime(chicago, new Date("2027-01-15T12:59:00Z")).toISOString()).toBe(
      "2027-01-14T13:00:00.000Z",
    );
    expect(lastDigestTime(chicago, new Date("2027-01-15T13:00:00Z")).toISOString()).toBe(
      "2027-01-15T13:00:00.000Z",
    );
    // Daylight time: 7:00 in Chicago is 12:00 UTC.
    expect(lastDigestTime(chicago, new Date("2027-07-01T12:30:00Z")).toISOString()).toBe(
      "2027-07-01T12:00:00.000Z",
    );
    // The morning the clocks go forward (2027-03-14).
    expect(lastDigestTime(chicago, new Date("2027-03-14T12:05:00Z")).toISOString()).toBe(
      "2027-03-14T12:00:00.000Z",
    );
    expect(lastDigestTime("UTC", new Date("2027-01-15T06:00:00Z")).toISOString()).toBe(
      "2027-01-14T07:00:00.000Z",
    );
  });

  it("sends the digest chooser one e-mail at 7:00 its time, once, and the others theirs at once", async () => {
    await prisma.user.update({ where: { id: ids.mfgadmin! }, data: { time_zone: "America/Chicago" } });
    try {
      const staff = await as("mfgadmin");
      expect(
        (
          await staff.request("PUT", "/api/notification-preferences", {
            preferences: [{ event: "quote_submitted", email: "digest" }],
          })
        ).status,
      ).toBe(200);
      const quote = await makeQuote(prisma, { ...gulf, userId: ids.salesrep!, status: 30 });
      await prisma.quote.update({ where: { id: quote.quoteId }, data: { dealer_po: "PO-4471" } });
      await prisma.$transaction((tx) =>
        notifyQuoteSubmitted(tx, { quoteId: quote.quoteId, submittedBy: "Sam Rep" }),
      );
      const mfgadmin = await prisma.user.findUniqueOrThrow({ where: { id: ids.mfgadmin! } });
      // The other approvers: at once; the digest chooser: in the panel now, by e-mail later.
      const atOnce = await mailedTo("quote_submitted");
      expect(atOnce).not.toContain(mfgadmin.email);
      expect(atOnce.length).toBeGreaterThan(0);
      const [waiting] = await prisma.notification.findMany({ where: { user_id: ids.mfgadmin! } });
      expect(waiting).toMatchObject({ email: "digest", event: "quote_submitted" });

      // The clock moved: the next 7:00 in Chicago after now, and a minute before it.
      const told = waiting!.created_at;
      const next7 = new Date(lastDigestTime("America/Chicago", told).getTime() + 24 * 60 * 60 * 1000);
      expect(await runScheduledMail(prisma, new Date(next7.getTime() - 60_000))).toMatchObject({
        digests: 0,
      });
      expect(await runScheduledMail(prisma, next7)).toMatchObject({ digests: 1 });
      expect(await runScheduledMail(prisma, new Date(next7.getTime() + 60_000))).toMatchObject({
        digests: 0,
      });
      const digests = await prisma.emailJob.findMany({ where: { kind: "quote_submitted_digest" } });
      expect(digests).toHaveLength(1);
      expect(digests[0]).toMatchObject({
        to_address: mfgadmin.email,
        subject: "Daily digest: 1 quote submitted for approval",
      });
      expect(digests[0]!.text).toContain("PO PO-4471");
      expect(digests[0]!.text).toContain("Now: Awaiting Approval");
      expect(digests[0]!.text).toContain(`/panel/quotes/${quote.quoteId}`);
      expect((await prisma.notification.findFirstOrThrow({ where: { id: waiting!.id } })).email).toBe(
        "digested",
      );
      // The next day's digest holds only what came after.
      expect(await runScheduledMail(prisma, new Date(next7.getTime() + 24 * 60 * 60 * 1000))).toMatchObject({
        digests: 0,
      });
    } finally {
      await prisma.user.update({ where: { id: ids.mfgadmin! }, data: { time_zone: null } });
    }
  });
});
