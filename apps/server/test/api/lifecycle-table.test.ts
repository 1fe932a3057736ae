import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  canDeleteQuote,
  checkOrderTransition,
  checkQuoteAction,
  CUSTOMER,
  MESSAGES,
  ORDER_STATUS,
  permissionsForRole,
  QUOTE_STATUS,
  quoteActionBetween,
  quoteDeleteRefusal,
  type QuoteActor,
  type RoleId,
} from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { makeQuote } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

/**
 * The whole lifecycle table (packages/domain/src/lifecycle.ts, decision 061) against the server:
 * every status x every role (and the customer) x every way to change a quote's status over REST:
 * PATCH {status}, POST /orders, DELETE, POST /send, /withdraw, /revise, and the public link's
 * accept and decline. The letters are written by hand from docs/customer-approval.md and decision 061 (one per
 * role 1..7): Y allowed, = no change (the status it already has), 0/4/9 refused with 400/403/409.
 * The refusal's message is the table's.
 */
const USERS = [
  "superadmin",
  "mfgadmin",
  "mfguser",
  "dealeradmin",
  "salesmanager",
  "salesrep",
  "purchaser",
] as const;

type Request =
  | { kind: "patch"; to: number }
  | { kind: "approve" } // POST /api/orders
  | { kind: "delete" } // DELETE /api/quotes/{id}
  | { kind: "action"; action: "send" | "withdraw" | "revise" }; // POST /api/quotes/{id}/{action}

const {
  INACTIVE,
  STARTED,
  CUSTOMER_APPROVAL,
  CUSTOMER_REJECTED,
  CUSTOMER_ACCEPTED,
  AWAITING_APPROVAL,
  AWAITING_PAYMENT,
  ORDERED,
} = QUOTE_STATUS;
const patch = (to: number): Request => ({ kind: "patch", to });
const REQUESTS: Request[] = [
  ...[
    INACTIVE,
    STARTED,
    CUSTOMER_APPROVAL,
    CUSTOMER_REJECTED,
    CUSTOMER_ACCEPTED,
    AWAITING_APPROVAL,
    AWAITING_PAYMENT,
    ORDERED,
  ].map(patch),
  { kind: "approve" },
  { kind: "delete" },
  { kind: "action", action: "send" },
  { kind: "action", action: "withdraw" },
  { kind: "action", action: "revise" },
];

/** Where each request leads when it is allowed. */
function target(request: Request): number {
  if (request.kind === "patch") return request.to;
  if (request.kind === "approve") return ORDERED;
  if (request.kind === "delete") return INACTIVE;
  return request.action === "send" ? CUSTOMER_APPROVAL : STARTED;
}

function describeRequest(request: Request): string {
  if (request.kind === "patch") return `PATCH {status: ${request.to}}`;
  if (request.kind === "action") return `POST /${request.action}`;
  return request.kind === "approve" ? "POST /orders" : "DELETE";
}

/** From status -> request -> the answer per role 1..7. */
const EXPECTED: Record<number, Record<string, string>> = {
  [STARTED]: {
    "PATCH {status: 0}": "0000000",
    "PATCH {status: 1}": "=======",
    "PATCH {status: 10}": "YYYYYYY", // send
    "PATCH {status: 11}": "9999999",
    "PATCH {status: 12}": "9999999",
    "PATCH {status: 30}": "YYYYYYY", // submit
    "PATCH {status: 31}": "9999999",
    "PATCH {status: 50}": "9999999",
    "POST /orders": "9994444",
    DELETE: "YYYYYYY",
    "POST /send": "YYYYYYY",
    "POST /withdraw": "9999999",
    "POST /revise": "9999999",
  },
  [CUSTOMER_APPROVAL]: {
    "PATCH {status: 0}": "0000000",
    "PATCH {status: 1}": "YYYYYYY", // withdraw
    "PATCH {status: 10}": "=======",
    "PATCH {status: 11}": "4444444", // the customer's decline
    "PATCH {status: 12}": "4444444", // the customer's acceptance
    "PATCH {status: 30}": "4444444", // the customer's acceptance
    "PATCH {status: 31}": "9999999",
    "PATCH {status: 50}": "9999999",
    "POST /orders": "9994444",
    DELETE: "0000000",
    "POST /send": "9999999",
    "POST /withdraw": "YYYYYYY",
    "POST /revise": "9999999",
  },
  [CUSTOMER_REJECTED]: {
    "PATCH {status: 0}": "0000000",
    "PATCH {status: 1}": "YYYYYYY", // revise
    "PATCH {status: 10}": "9999999",
    "PATCH {status: 11}": "=======",
    "PATCH {status: 12}": "9999999",
    "PATCH {status: 30}": "9999999",
    "PATCH {status: 31}": "9999999",
    "PATCH {status: 50}": "9999999",
    "POST /orders": "9994444",
    DELETE: "YYYYYYY",
    "POST /send": "9999999",
    "POST /withdraw": "9999999",
    "POST /revise": "YYYYYYY",
  },
  [CUSTOMER_ACCEPTED]: {
    "PATCH {status: 0}": "0000000",
    "PATCH {status: 1}": "9999999",
    "PATCH {status: 10}": "YYYYYYY", // send the corrected quote again
    "PATCH {status: 11}": "9999999",
    "PATCH {status: 12}": "=======",
    "PATCH {status: 30}": "YYYYYYY", // submit
    "PATCH {status: 31}": "9999999",
    "PATCH {status: 50}": "9999999",
    "POST /orders": "9994444",
    DELETE: "YYYYYYY",
    "POST /send": "YYYYYYY",
    "POST /withdraw": "9999999",
    "POST /revise": "9999999",
  },
  [AWAITING_APPROVAL]: {
    "PATCH {status: 0}": "0000000",
    "PATCH {status: 1}": "0000000", // a recall, which needs its reason (POST /recall)
    "PATCH {status: 10}": "9999999",
    "PATCH {status: 11}": "9999999",
    "PATCH {status: 12}": "0000000", // a recall, which needs its reason (POST /recall)
    "PATCH {status: 30}": "=======",
    "PATCH {status: 31}": "YYY4444", // awaiting payment: the manufacturer's staff
    "PATCH {status: 50}": "YYY4444", // approve
    "POST /orders": "YYY4444",
    DELETE: "YYY0000",
    "POST /send": "9999999",
    "POST /withdraw": "9999999",
    "POST /revise": "9999999",
  },
  [AWAITING_PAYMENT]: {
    "PATCH {status: 0}": "0000000",
    "PATCH {status: 1}": "9999999",
    "PATCH {status: 10}": "9999999",
    "PATCH {status: 11}": "9999999",
    "PATCH {status: 12}": "9999999",
    "PATCH {status: 30}": "9999999",
    "PATCH {status: 31}": "=======",
    "PATCH {status: 50}": "YYY4444",
    "POST /orders": "YYY4444",
    DELETE: "0000000",
    "POST /send": "9999999",
    "POST /withdraw": "9999999",
    "POST /revise": "9999999",
  },
  [ORDERED]: {
    "PATCH {status: 0}": "0000000",
    "PATCH {status: 1}": "9999999",
    "PATCH {status: 10}": "9999999",
    "PATCH {status: 11}": "9999999",
    "PATCH {status: 12}": "9999999",
    "PATCH {status: 30}": "9999999",
    "PATCH {status: 31}": "9999999",
    // Approving again is never a no-op (decision 061): 409 to everyone, as the order exists already.
    "PATCH {status: 50}": "9999999",
    "POST /orders": "9994444",
    DELETE: "0000000",
    "POST /send": "9999999",
    "POST /withdraw": "9999999",
    "POST /revise": "9999999",
  },
};

const CODES: Record<string, number> = { "0": 400, "4": 403, "9": 409 };

/** The message the table gives for a refusal (the status code comes from the letters above). */
function refusalMessage(actor: QuoteActor, from: number, request: Request): string {
  if (request.kind === "approve") {
    if (!actor.permissions?.order.create) return MESSAGES.forbidden;
    return verdictMessage(checkQuoteAction(actor, from, "approve"));
  }
  if (request.kind === "delete") return quoteDeleteRefusal(actor, from)?.message ?? "expected a refusal";
  if (request.kind === "action") return verdictMessage(checkQuoteAction(actor, from, request.action));
  if (request.to === INACTIVE) return MESSAGES.deleteWithDelete;
  const between = quoteActionBetween(from, request.to);
  if (between.action === null) return between.message;
  if (between.action === "recall") return MESSAGES.recallWithReason;
  return verdictMessage(checkQuoteAction(actor, from, between.action));
}

function verdictMessage(verdict: { ok: boolean; message?: string }): string {
  if (verdict.ok || !verdict.message) throw new Error("expected a refusal from the table");
  return verdict.message;
}

forEachDatabase("the lifecycle table over REST", (getDatabase) => {
  let app: RunningApp;
  const clients = new Map<string, Client>();
  const actors = new Map<string, QuoteActor & { id: number }>();
  let dealer: { id: number; account_id: number };
  let customerId: number;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA" } });
    customerId = (await prisma.customer.findFirstOrThrow({ where: { dealer_id: dealer.id } })).id;
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
    for (const username of USERS) {
      const client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
      const user = await prisma.user.findUniqueOrThrow({ where: { username } });
      actors.set(username, {
        id: user.id,
        role_id: user.role_id,
        account_id: user.account_id,
        permissions: permissionsForRole(user.role_id as RoleId),
      });
    }
  });
  afterAll(() => app.close());

  /** A quote of the US dealer with a unit, an accessory and a customer with an e-mail address. */
  async function quoteAt(status: number) {
    const { prisma } = getDatabase();
    const fixture = await makeQuote(prisma, {
      dealerId: dealer.id,
      accountId: dealer.account_id,
      userId: actors.get("salesrep")!.id,
      status,
    });
    await prisma.quote.update({ where: { id: fixture.quoteId }, data: { customer_id: customerId } });
    // Awaiting payment ends with the dealer's payment (decision 137): this dealer has paid.
    if (status === AWAITING_PAYMENT)
      await prisma.payment.create({
        data: {
          quote_id: fixture.quoteId,
          dealer_id: dealer.id,
          payer: "dealer",
          amount: 1_000_000,
          received_on: new Date(),
          method: "wire",
        },
      });
    return fixture.quoteId;
  }

  async function send(client: Client, quoteId: number, request: Request) {
    if (request.kind === "approve") return client.post("/api/orders", { quote_id: quoteId });
    if (request.kind === "delete") return client.delete(`/api/quotes/${quoteId}`);
    if (request.kind === "action") return client.post(`/api/quotes/${quoteId}/${request.action}`);
    return client.patch(`/api/quotes/${quoteId}`, { status: request.to });
  }

  async function history(quoteId: number) {
    return getDatabase().prisma.statusChange.findMany({
      where: { entity: "quote", entity_id: quoteId },
      orderBy: { id: "asc" },
    });
  }

  for (const [fromText, requests] of Object.entries(EXPECTED)) {
    const from = Number(fromText);
    describe(`a quote at ${from}`, () => {
      // Refusals change nothing, so they share one quote per status; every allowed move gets its own.
      let shared: number;
      beforeAll(async () => {
        shared = await quoteAt(from);
      });

      for (const request of REQUESTS) {
        const label = describeRequest(request);
        const letters = requests[label]!;
        it(`${label}: ${letters}`, async () => {
          const { prisma } = getDatabase();
          for (const [index, username] of USERS.entries()) {
            const letter = letters[index]!;
            const actor = actors.get(username)!;
            const quoteId = letter === "Y" ? await quoteAt(from) : shared;
            const before = await history(quoteId);
            const answer = await send(clients.get(username)!, quoteId, request);
            const where = `${label} on ${from} as ${username}: ${answer.status} ${JSON.stringify(answer.json)}`;
            const after = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
            const log = await history(quoteId);
            // The panel's Delete button (and its guard) is the server's delete rule (decision 193).
            if (request.kind === "delete") expect(canDeleteQuote(actor, from), where).toBe(letter === "Y");
            if (letter === "Y") {
              expect(answer.status, where).toBe(200);
              const to = target(request);
              expect(after.status, where).toBe(to);
              expect(log.length, where).toBe(before.length + 1);
              expect(log.at(-1), where).toMatchObject({
                from_status: from,
                to_status: to,
                user_id: actor.id,
              });
              if (to === ORDERED) expect(await prisma.order.count({ where: { quote_id: quoteId } })).toBe(1);
            } else if (letter === "=") {
              expect(answer.status, where).toBe(200);
              expect(after.status, where).toBe(from);
              expect(log.length, where).toBe(before.length);
            } else {
              expect(answer.status, where).toBe(CODES[letter]);
              expect(answer.json, where).toEqual({ errors: [refusalMessage(actor, from, request)] });
              expect(after.status, where).toBe(from);
              expect(log.length, where).toBe(before.length);
            }
          }
        });
      }
    });
  }

  describe("the customer, through a live link", () => {
    /** The customer's letter per status: accept, decline. */
    const CUSTOMER_EXPECTED: Record<number, [accept: string, decline: string]> = {
      [STARTED]: ["9", "9"],
      [CUSTOMER_APPROVAL]: ["Y", "Y"],
      [CUSTOMER_REJECTED]: ["9", "9"],
      [CUSTOMER_ACCEPTED]: ["9", "9"],
      [AWAITING_APPROVAL]: ["9", "9"],
      [AWAITING_PAYMENT]: ["9", "9"],
      [ORDERED]: ["9", "9"],
    };

    /** A quote at `status` with a link that still stands (made directly: only 1 -> 10 makes one). */
    async function linkedQuoteAt(status: number) {
      const quoteId = await quoteAt(status);
      const token = randomBytes(32).toString("base64url");
      await getDatabase().prisma.quoteShareLink.create({
        data: {
          quote_id: quoteId,
          token_hash: createHash("sha256").update(token).digest("hex"),
          expires_at: new Date(Date.now() + 86_400_000),
        },
      });
      return { quoteId, token };
    }

    for (const [fromText, letters] of Object.entries(CUSTOMER_EXPECTED)) {
      const from = Number(fromText);
      for (const [index, action] of (["accept", "decline"] as const).entries()) {
        const letter = letters[index]!;
        it(`${action} on ${from}: ${letter}`, async () => {
          const { prisma } = getDatabase();
          const { quoteId, token } = await linkedQuoteAt(from);
          const before = await history(quoteId);
          const body = action === "accept" ? { signer_name: "Hana Okafor", consent: true } : { reason: "No" };
          const answer = await new Client(app.url, null).post(`/api/public/quotes/${token}/${action}`, body);
          const where = `${action} on ${from}: ${answer.status} ${JSON.stringify(answer.json)}`;
          const after = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId } });
          const log = await history(quoteId);
          const decisions = await prisma.quoteDecision.count({ where: { quote_id: quoteId } });
          if (letter === "Y") {
            // The signed job stays with the dealer (decision 136).
            const to = action === "accept" ? CUSTOMER_ACCEPTED : CUSTOMER_REJECTED;
            expect(answer.status, where).toBe(200);
            expect(after.status, where).toBe(to);
            expect(log.at(-1), where).toMatchObject({
              from_status: from,
              to_status: to,
              user_id: null,
              actor: "customer",
            });
            expect(decisions, where).toBe(1);
          } else {
            expect(answer.status, where).toBe(CODES[letter]);
            expect(answer.json, where).toEqual({
              errors: [verdictMessage(checkQuoteAction(CUSTOMER, from, action))],
            });
            expect(after.status, where).toBe(from);
            expect(log.length, where).toBe(before.length);
            expect(decisions, where).toBe(0);
          }
        });
      }
    }
  });

  it("answers 404 for every change of a deleted quote (403 first where the permission is missing)", async () => {
    const quoteId = await quoteAt(INACTIVE);
    for (const username of USERS) {
      const mayApprove = actors.get(username)!.permissions!.order.create;
      for (const request of REQUESTS) {
        const answer = await send(clients.get(username)!, quoteId, request);
        const want = request.kind === "approve" && !mayApprove ? 403 : 404;
        expect(answer.status, `${describeRequest(request)} as ${username}`).toBe(want);
      }
    }
  });

  it("commits a change of details and status together, or neither", async () => {
    const rep = clients.get("salesrep")!;
    const { prisma } = getDatabase();
    const empty = (await rep.post("/api/quotes", { title: "Empty yet" })).json;
    const refused = await rep.patch(`/api/quotes/${empty.id}`, {
      title: "Renamed and submitted",
      status: 30,
    });
    expect(refused.json).toEqual({ errors: [MESSAGES.quoteNeedsContent] });
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: empty.id } })).title).toBe("Empty yet");

    const quoteId = await quoteAt(STARTED);
    const both = await rep.patch(`/api/quotes/${quoteId}`, { title: "Renamed and submitted", status: 30 });
    expect(both.status).toBe(200);
    expect(both.json).toMatchObject({ title: "Renamed and submitted", status: 30 });

    // Details are checked against the status before the move: a quote with its customer cannot be
    // edited, not even together with withdrawing it, and the withdrawal does not happen either.
    const sent = await quoteAt(CUSTOMER_APPROVAL);
    const withdrawAndEdit = await rep.patch(`/api/quotes/${sent}`, { title: "Edited while sent", status: 1 });
    expect(withdrawAndEdit.status).toBe(403);
    expect(withdrawAndEdit.json).toEqual({ errors: [MESSAGES.quoteWithCustomer] });
    const row = await prisma.quote.findUniqueOrThrow({ where: { id: sent } });
    expect(row).toMatchObject({ title: "Fixture quote", status: CUSTOMER_APPROVAL });
  });

  it("keeps a quote with its customer, or declined by them, read-only until withdrawn or revised", async () => {
    const { prisma } = getDatabase();
    for (const status of [CUSTOMER_APPROVAL, CUSTOMER_REJECTED]) {
      const message =
        status === CUSTOMER_APPROVAL ? MESSAGES.quoteWithCustomer : MESSAGES.quoteDeclinedByCustomer;
      const quoteId = await quoteAt(status);
      const { id: unitId } = await prisma.configuration.findFirstOrThrow({ where: { quote_id: quoteId } });
      const { id: lineId } = await prisma.quoteAccessory.findFirstOrThrow({ where: { quote_id: quoteId } });
      for (const username of ["salesrep", "mfguser"]) {
        const client = clients.get(username)!;
        const attempts = [
          await client.patch(`/api/quotes/${quoteId}`, { title: "Changed" }),
          await client.patch(`/api/configurations/${unitId}`, { unit_width_in: 100 }),
          await client.post("/api/configurations", { quote_id: quoteId }),
          await client.post("/api/duplicate-configuration", { id: unitId }),
          await client.delete(`/api/configurations/${unitId}`),
          await client.patch(`/api/add-on-accessories/${lineId}`, { quantity: 4 }),
          await client.delete(`/api/add-on-accessories/${lineId}`),
        ];
        for (const answer of attempts) {
          expect(answer.status, `${username} at ${status}`).toBe(403);
          expect(answer.json).toEqual({ errors: [message] });
        }
      }
      expect(await prisma.configuration.count({ where: { quote_id: quoteId, status: 1 } })).toBe(1);
      // Back to 1 (withdraw or revise), the dealer edits again.
      const rep = clients.get("salesrep")!;
      expect((await rep.patch(`/api/quotes/${quoteId}`, { status: STARTED })).status).toBe(200);
      expect((await rep.patch(`/api/configurations/${unitId}`, { unit_width_in: 100 })).status).toBe(200);
    }
  });

  describe("orders", () => {
    const FLOW = Object.values(ORDER_STATUS);

    it("move along the order table, by staff, each move in the history", async () => {
      const { prisma } = getDatabase();
      const staff = clients.get("mfguser")!;
      const staffActor = actors.get("mfguser")!;
      for (const from of FLOW) {
        for (const to of FLOW) {
          const { orderId } = await makeQuote(prisma, {
            dealerId: dealer.id,
            accountId: dealer.account_id,
            userId: staffActor.id,
            status: ORDERED,
            orderStatus: from,
          });
          const answer = await staff.patch(`/api/orders/${orderId}`, { status: to });
          const row = await prisma.order.findUniqueOrThrow({ where: { id: orderId! } });
          const log = await prisma.statusChange.findMany({ where: { entity: "order", entity_id: orderId! } });
          const where = `${from} -> ${to}: ${answer.status} ${JSON.stringify(answer.json)}`;
          const verdict = checkOrderTransition(staffActor, from, to);
          if (from === to) {
            expect(answer.status, where).toBe(200);
            expect(log, where).toHaveLength(0);
          } else if (verdict.ok) {
            expect(answer.status, where).toBe(200);
            expect(row.status, where).toBe(to);
            expect(log, where).toMatchObject([{ from_status: from, to_status: to, user_id: staffActor.id }]);
          } else {
            expect(answer.status, where).toBe(409);
            expect(answer.json, where).toEqual({ errors: [verdict.message] });
            expect(row.status, where).toBe(from);
            expect(log, where).toHaveLength(0);
          }
        }
      }
    });

    it("never leave Closed, go forward freely and back one step only", async () => {
      const { prisma } = getDatabase();
      const staff = clients.get("mfgadmin")!;
      const at = async (orderStatus: number) =>
        (
          await makeQuote(prisma, {
            dealerId: dealer.id,
            accountId: dealer.account_id,
            userId: actors.get("mfgadmin")!.id,
            status: ORDERED,
            orderStatus,
          })
        ).orderId!;
      expect((await staff.patch(`/api/orders/${await at(50)}`, { status: 20 })).json).toEqual({
        errors: ["A closed order cannot change its status."],
      });
      expect((await staff.patch(`/api/orders/${await at(1)}`, { status: 20 })).status).toBe(200);
      expect((await staff.patch(`/api/orders/${await at(20)}`, { status: 10 })).status).toBe(200);
      expect((await staff.patch(`/api/orders/${await at(20)}`, { status: 2 })).status).toBe(409);
      // Dealers read orders only (the permission table).
      expect(
        (await clients.get("dealeradmin")!.patch(`/api/orders/${await at(1)}`, { status: 2 })).status,
      ).toBe(403);
    });
  });
});
