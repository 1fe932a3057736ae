import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessoryCatalogue } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { makeQuote, seedForeignAccount } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

/**
 * The authorization matrix: every role x every procedure x own tenant / another dealer of the same
 * account / another manufacturer account. It is the executable form of docs/permissions.md.
 *
 * `allowed` has one letter per role 1..7: Y allowed on the agent's own data; P refused by the
 * permission table (403 wherever the data is); S permitted but refused by a status rule (a 4xx on
 * data the agent can see). Off the agent's tenancy a permitted call answers 404, like a missing id.
 */
interface Fixture {
  quoteId: number;
  unitId: number;
  accessoryId: number;
  orderId: number | null;
}
interface Case {
  procedure: string;
  allowed: string;
  /** Quote status of the fixture (50 comes with an order). */
  status?: number;
  request(f: Fixture): [method: string, path: string, body?: unknown];
}

const plainItem = accessoryCatalogue.find((item) => !item.variations?.length)!;

const CASES: Case[] = [
  { procedure: "quotes.get", allowed: "YYYYYYY", request: (f) => ["GET", `/api/quotes/${f.quoteId}`] },
  {
    procedure: "quotes.configurations",
    allowed: "YYYYYYY",
    request: (f) => ["GET", `/api/quotes/${f.quoteId}/configurations`],
  },
  {
    procedure: "quotes.accessories",
    allowed: "YYYYYYY",
    request: (f) => ["GET", `/api/quotes/${f.quoteId}/add-on-accessories`],
  },
  {
    procedure: "quotes.update (details)",
    allowed: "YYYYYYY",
    request: (f) => ["PATCH", `/api/quotes/${f.quoteId}`, { title: "Renamed quote" }],
  },
  {
    procedure: "quotes.update (submit 1->30)",
    allowed: "YYYYYYY",
    request: (f) => ["PATCH", `/api/quotes/${f.quoteId}`, { status: 30 }],
  },
  {
    procedure: "quotes.update (30->31)",
    allowed: "YYYSSSS",
    status: 30,
    request: (f) => ["PATCH", `/api/quotes/${f.quoteId}`, { status: 31 }],
  },
  {
    procedure: "quotes.deactivate",
    allowed: "YYYYYYY",
    request: (f) => ["DELETE", `/api/quotes/${f.quoteId}`],
  },
  {
    procedure: "quotes.deactivate (at 30)",
    allowed: "YYYSSSS",
    status: 30,
    request: (f) => ["DELETE", `/api/quotes/${f.quoteId}`],
  },
  {
    procedure: "configurations.get",
    allowed: "YYYYYYY",
    request: (f) => ["GET", `/api/configurations/${f.unitId}`],
  },
  {
    procedure: "configurations.create",
    allowed: "YYYYYYY",
    request: (f) => ["POST", "/api/configurations", { quote_id: f.quoteId }],
  },
  {
    procedure: "configurations.update",
    allowed: "YYYYYYY",
    request: (f) => ["PATCH", `/api/configurations/${f.unitId}`, { unit_width_in: 100 }],
  },
  {
    procedure: "configurations.update (at 30)",
    allowed: "YYYSSSS",
    status: 30,
    request: (f) => ["PATCH", `/api/configurations/${f.unitId}`, { unit_width_in: 100 }],
  },
  {
    procedure: "configurations.update (at 50)",
    allowed: "SSSSSSS",
    status: 50,
    request: (f) => ["PATCH", `/api/configurations/${f.unitId}`, { unit_width_in: 100 }],
  },
  {
    procedure: "configurations.duplicate",
    allowed: "YYYYYYY",
    request: (f) => ["POST", "/api/duplicate-configuration", { id: f.unitId }],
  },
  {
    procedure: "configurations.deactivate",
    allowed: "YYYYYYY",
    request: (f) => ["DELETE", `/api/configurations/${f.unitId}`],
  },
  {
    procedure: "accessories.get",
    allowed: "YYYYYYY",
    request: (f) => ["GET", `/api/add-on-accessories/${f.accessoryId}`],
  },
  {
    procedure: "accessories.create",
    allowed: "YYYYYYY",
    request: (f) => ["POST", "/api/add-on-accessories", { quote_id: f.quoteId, sku: plainItem.sku }],
  },
  {
    procedure: "accessories.update",
    allowed: "YYYYYYY",
    request: (f) => ["PATCH", `/api/add-on-accessories/${f.accessoryId}`, { quantity: 3 }],
  },
  {
    procedure: "accessories.deactivate",
    allowed: "YYYYYYY",
    request: (f) => ["DELETE", `/api/add-on-accessories/${f.accessoryId}`],
  },
  {
    procedure: "accessories.deactivate (at 30)",
    allowed: "YYYSSSS",
    status: 30,
    request: (f) => ["DELETE", `/api/add-on-accessories/${f.accessoryId}`],
  },
  {
    procedure: "orders.create (approve)",
    allowed: "YYYPPPP",
    status: 30,
    request: (f) => ["POST", "/api/orders", { quote_id: f.quoteId }],
  },
  {
    procedure: "orders.get",
    allowed: "YYYYYYY",
    status: 50,
    request: (f) => ["GET", `/api/orders/${f.orderId}`],
  },
  {
    procedure: "orders.update",
    allowed: "YYYPPPP",
    status: 50,
    request: (f) => ["PATCH", `/api/orders/${f.orderId}`, { status: 10 }],
  },
  {
    procedure: "orders.pushToErp",
    allowed: "YYYPPPP",
    status: 50,
    request: (f) => ["POST", `/api/orders/${f.orderId}/netsuite`, { configurators: {} }],
  },
];

const USERS = [
  "superadmin",
  "mfgadmin",
  "mfguser",
  "dealeradmin",
  "salesmanager",
  "salesrep",
  "purchaser",
] as const;
type Tenant = "own" | "sibling dealer" | "other account";

/** The expected answer: "2xx", "403", "404", or the 4xx of a status rule. */
function expected(letter: string, role: number, tenant: Tenant): string[] {
  if (letter === "P") return ["403"];
  const visible = tenant === "own" || role === 1 || (tenant === "sibling dealer" && role <= 3);
  if (!visible) return ["404"];
  return letter === "Y" ? ["2xx"] : ["400", "403", "409"];
}

forEachDatabase("authorization matrix", (getDatabase) => {
  let app: RunningApp;
  const clients = new Map<string, Client>();
  let usDealer: { id: number; account_id: number };
  let caDealer: { id: number; account_id: number };
  let foreign: { dealerId: number; accountId: number };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const other = await seedForeignAccount(prisma);
    foreign = { dealerId: other.dealer.id, accountId: other.account.id };
    usDealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
    caDealer = await prisma.dealer.findFirstOrThrow({ where: { country: "Canada" } });
    app = await startApp({ prisma, rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 } });
    for (const username of USERS) {
      const client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
    }
  });
  afterAll(() => app.close());

  const fixtureFor = async (tenant: Tenant, status: number | undefined) => {
    const { prisma } = getDatabase();
    const dealer =
      tenant === "own"
        ? { dealerId: usDealer.id, accountId: usDealer.account_id }
        : tenant === "sibling dealer"
          ? { dealerId: caDealer.id, accountId: caDealer.account_id }
          : foreign;
    return makeQuote(prisma, { ...dealer, userId: 1, status });
  };

  for (const testCase of CASES) {
    describe(testCase.procedure, () => {
      USERS.forEach((username, index) => {
        const role = index + 1;
        const letter = testCase.allowed[index]!;
        const label = { Y: "allowed", P: "refused by permission", S: "refused by status" }[letter];
        it(`${username} (role ${role}): ${label} on own data`, async () => {
          const client = clients.get(username)!;
          for (const tenant of ["own", "sibling dealer", "other account"] as Tenant[]) {
            const fixture = await fixtureFor(tenant, testCase.status);
            const [method, path, body] = testCase.request(fixture);
            const answer = await client.request(method, path, body);
            const want = expected(letter, role, tenant);
            const got = answer.status >= 200 && answer.status < 300 ? "2xx" : String(answer.status);
            expect(
              want,
              `${method} ${path} as ${username} on ${tenant} data: got ${answer.status} ${JSON.stringify(answer.json)}`,
            ).toContain(got);
          }
        });
      });
    });
  }

  it("lists never include another tenant's records", async () => {
    const { prisma } = getDatabase();
    const own = await fixtureFor("own", 50);
    const other = await fixtureFor("other account", 50);
    const sibling = await fixtureFor("sibling dealer", 50);
    for (const [index, username] of USERS.entries()) {
      const role = index + 1;
      const client = clients.get(username)!;
      const quotes: Array<{ id: number }> = (await client.get("/api/quotes")).json ?? [];
      const ids = new Set(quotes.map((quote) => quote.id));
      expect(ids.has(own.quoteId), username).toBe(true);
      expect(ids.has(other.quoteId), username).toBe(role === 1);
      expect(ids.has(sibling.quoteId), username).toBe(role <= 3);
      const orders: Array<{ id: number }> = (await client.get("/api/orders")).json ?? [];
      expect(
        orders.some((order) => order.id === other.orderId),
        username,
      ).toBe(role === 1);
    }
    expect(await prisma.order.count()).toBeGreaterThan(0);
  });
});
