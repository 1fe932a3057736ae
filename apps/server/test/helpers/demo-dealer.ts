import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { QuoteDocument } from "@screens/domain";
import type { Prisma, PrismaClient } from "../../src/db/client.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { makeQuote } from "./fixtures.js";
import { Client, signedInClients, startApp, type RunningApp } from "./http.js";

/** What most API suites start from (startDemoDealerApp). */
export interface DemoDealerApp {
  app: RunningApp;
  /** The demo US dealer (the manufacturer's account 2), whose quotes the suites make. */
  dealer: { id: number; account_id: number; company_name: string };
  /** Its representative, `salesrep`. */
  repId: number;
  /** A visitor without a session (the homeowner). */
  anonymous: Client;
}

/**
 * The demo world on the suite's database and the app on it, sign-ins not rate-limited (the suites sign
 * in as many users), with the demo US dealer and its representative.
 */
export async function startDemoDealerApp(prisma: PrismaClient): Promise<DemoDealerApp> {
  await seedDemoWorld(prisma);
  const dealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
  const repId = (await prisma.user.findUniqueOrThrow({ where: { username: "salesrep" } })).id;
  const app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
  return { app, dealer, repId, anonymous: new Client(app.url, null) };
}

/**
 * Every test starts with a fresh allowance of failed look-ups of homeowner links (the limit has a test
 * of its own).
 */
export async function freshQuoteLinkAllowance(prisma: PrismaClient): Promise<void> {
  await prisma.rateLimitHit.deleteMany({ where: { key: { startsWith: "quote-link" } } });
}

/**
 * What the homeowner-link suites start each test from: a fresh allowance of link look-ups and the
 * dealer's deposit rule (half of the total, no submission on acceptance), with what a suite adds to it.
 */
export async function resetForHomeownerLink(
  prisma: PrismaClient,
  dealerId: number,
  dealerData: Prisma.DealerUpdateInput = {},
): Promise<void> {
  await freshQuoteLinkAllowance(prisma);
  await prisma.dealer.update({
    where: { id: dealerId },
    data: { deposit_kind: "percent", deposit_value: 50, auto_submit_on_accept: false, ...dealerData },
  });
}

/** An e-mail address no other homeowner of the suite has. */
export function homeownerEmail(): string {
  return `homeowner.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
}

/** The homeowner of most drafts: Hana Okafor in Florida (her e-mail address is the suite's). */
export const HANA_IN_FLORIDA = { first_name: "Hana", last_name: "Okafor", state: "FL", country: "USA" };

/**
 * A draft of the demo dealer's rep (makeQuote: a unit and an accessory) for a new customer of the
 * dealer, with what the suite adds to the quote.
 */
export async function draftForCustomer(
  prisma: PrismaClient,
  demo: { dealer: { id: number; account_id: number }; repId: number },
  customer: Omit<Prisma.CustomerUncheckedCreateInput, "dealer_id">,
  quoteData: Prisma.QuoteUncheckedUpdateInput = {},
) {
  const { quoteId, unitId } = await makeQuote(prisma, {
    dealerId: demo.dealer.id,
    accountId: demo.dealer.account_id,
    userId: demo.repId,
  });
  const created = await prisma.customer.create({ data: { ...customer, dealer_id: demo.dealer.id } });
  await prisma.quote.update({ where: { id: quoteId }, data: { ...quoteData, customer_id: created.id } });
  return { quoteId, unitId, customerId: created.id, email: created.email };
}

/**
 * startDemoDealerApp for a forEachDatabase suite: started before its tests and closed after them, with
 * `as` for its signed-in users and `eachTest`, what every test starts from. The fields are there once
 * the suite's tests run.
 */
export function useDemoDealerApp(
  getDatabase: () => { prisma: PrismaClient },
  eachTest?: (prisma: PrismaClient, demo: DemoDealerApp) => Promise<void>,
): DemoDealerApp & { as: (username: string) => Promise<Client> } {
  const demo = { as: signedInClients(() => demo.app) } as DemoDealerApp & {
    as: (username: string) => Promise<Client>;
  };
  beforeAll(async () => {
    Object.assign(demo, await startDemoDealerApp(getDatabase().prisma));
  });
  afterAll(() => demo.app.close());
  if (eachTest) beforeEach(() => eachTest(getDatabase().prisma, demo));
  return demo;
}

/** The homeowner's link in the latest e-mail of that kind to the address (only its token's hash is kept). */
export async function mailedQuoteLink(
  prisma: PrismaClient,
  email: string,
  kind = "quote_sent",
): Promise<string> {
  const job = await prisma.emailJob.findFirstOrThrow({
    where: { kind, to_address: email },
    orderBy: { id: "desc" },
  });
  return /(https?:\/\/\S+\/q\/[A-Za-z0-9_-]{43})/.exec(job.text)![1]!;
}

/** The plain token of that link. */
export async function mailedQuoteToken(
  prisma: PrismaClient,
  email: string,
  kind = "quote_sent",
): Promise<string> {
  return (await mailedQuoteLink(prisma, email, kind)).split("/q/")[1]!;
}

/**
 * The homeowner accepts through the link what its page shows, consenting and signing with their name;
 * the page's answer as they read it.
 */
export async function acceptThroughLink(anonymous: Client, token: string, signerName = "Hana Okafor") {
  const shown = (await anonymous.get(`/api/public/quotes/${token}`)).json as {
    document: QuoteDocument;
    document_sha256: string;
  };
  const answer = await anonymous.post(`/api/public/quotes/${token}/accept`, {
    signer_name: signerName,
    consent: true,
    document_sha256: shown.document_sha256,
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return shown;
}

/**
 * Staff record the dealer's wire of the order's value for an approved quote and make its order; the
 * order's answer.
 */
export async function orderPaidByDealer(staff: Client, quoteId: number, amount: number, receivedOn: string) {
  await staff.post(`/api/quotes/${quoteId}/payments`, {
    payer: "dealer",
    amount,
    received_on: receivedOn,
    method: "wire",
  });
  const order = await staff.post("/api/orders", { quote_id: quoteId });
  expect(order.status, JSON.stringify(order.json)).toBe(200);
  return order;
}
