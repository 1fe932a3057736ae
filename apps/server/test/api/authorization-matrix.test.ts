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
  /** An active user of the fixture quote's dealer: who the quote may be handed to (decision 157). */
  dealerUserId: number;
}
interface Case {
  procedure: string;
  allowed: string;
  /** Quote status of the fixture (50 comes with an order). */
  status?: number;
  request(f: Fixture): [method: string, path: string, body?: unknown];
}

const plainItem = accessoryCatalogue.find((item) => !item.variations?.length)!;

/** Ids that name nothing: enough to read a case's method, which no fixture changes. */
const NO_FIXTURE: Fixture = { quoteId: 0, unitId: 0, accessoryId: 0, orderId: null, dealerUserId: 0 };

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
    procedure: "quotes.submit (1->30)",
    allowed: "YYYYYYY",
    request: (f) => ["POST", `/api/quotes/${f.quoteId}/submit`, { measurements_final: true }],
  },
  {
    procedure: "quotes.recall (30->1)",
    allowed: "SSSYYYY",
    status: 30,
    request: (f) => ["POST", `/api/quotes/${f.quoteId}/recall`, { reason: "Final measure changed" }],
  },
  {
    // Optional and alternative lines (decision 182): whoever may change the draft's content.
    procedure: "quotes.setLineChoice",
    allowed: "YYYYYYY",
    request: (f) => [
      "PUT",
      `/api/quotes/${f.quoteId}/line-choice`,
      { line: "accessory", line_id: f.accessoryId, choice: "optional" },
    ],
  },
  {
    // A line's own markup and discount (decision 192): whoever may set the quote's selling price.
    procedure: "quotes.setLinePrice",
    allowed: "YYYYYYY",
    request: (f) => [
      "PUT",
      `/api/quotes/${f.quoteId}/line-price`,
      { line: "unit", line_id: f.unitId, markup: 1.3, discount_percent: null },
    ],
  },
  {
    procedure: "pricing.forQuote",
    allowed: "YYYYYYY",
    request: (f) => ["GET", `/api/quotes/${f.quoteId}/pricing`],
  },
  {
    procedure: "payments.forQuote",
    allowed: "YYYYYYY",
    status: 12,
    request: (f) => ["GET", `/api/quotes/${f.quoteId}/payments`],
  },
  {
    procedure: "payments.record (the customer's, by the dealer)",
    allowed: "SSSYYYY",
    status: 12,
    request: (f) => [
      "POST",
      `/api/quotes/${f.quoteId}/payments`,
      { payer: "customer", amount: 100, received_on: "2026-11-02", method: "check", reference: "1042" },
    ],
  },
  {
    procedure: "payments.record (the dealer's, by the manufacturer)",
    allowed: "YYYSSSS",
    status: 31,
    request: (f) => [
      "POST",
      `/api/quotes/${f.quoteId}/payments`,
      { payer: "dealer", amount: 100, received_on: "2026-11-02", method: "wire" },
    ],
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
  // A quote's owner (decision 157): staff, dealer admins and sales managers; reps and purchasers never.
  // The send dialog's preview (decision 169): whoever may send may preview; the fixture's quote has
  // no customer address, so on visible data the answer is the send's own 400.
  {
    procedure: "quoteSharing.preview",
    allowed: "SSSSSSS",
    request: (f) => ["GET", `/api/quotes/${f.quoteId}/send-preview`],
  },
  // The homeowner's live link to copy (decision 183): whoever may send; a draft answers { link: null }.
  {
    procedure: "quoteSharing.link",
    allowed: "YYYYYYY",
    request: (f) => ["GET", `/api/quotes/${f.quoteId}/share-link`],
  },
  // A quote's own deposit (decision 185): the dealer's users who may edit the draft; staff refused.
  {
    procedure: "payments.setDeposit",
    allowed: "SSSYYYY",
    request: (f) => ["PUT", `/api/quotes/${f.quoteId}/deposit`, { deposit: { kind: "percent", value: 10 } }],
  },
  {
    procedure: "quoteOwners.candidates",
    allowed: "YYYYYPP",
    request: (f) => ["GET", `/api/quotes/${f.quoteId}/owners`],
  },
  {
    procedure: "quoteOwners.reassign",
    allowed: "YYYYYPP",
    request: (f) => ["POST", `/api/quotes/${f.quoteId}/owner`, { owner_id: f.dealerUserId }],
  },
  {
    procedure: "quoteOwners.reassign (at 50)",
    allowed: "YYYYYPP",
    status: 50,
    request: (f) => ["POST", `/api/quotes/${f.quoteId}/owner`, { owner_id: f.dealerUserId }],
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
    procedure: "shipments.list",
    allowed: "YYYYYYY",
    status: 50,
    request: (f) => ["GET", `/api/orders/${f.orderId}/shipments`],
  },
  {
    procedure: "orders.pushToErp",
    allowed: "YYYPPPP",
    status: 50,
    request: (f) => ["POST", `/api/orders/${f.orderId}/netsuite`, { configurators: {} }],
  },
  // A label's scan names its unit: the unit's order must be the agent's (decision 171).
  {
    procedure: "production.scan",
    allowed: "YYYPPPP",
    status: 50,
    request: (f) => ["POST", "/api/production/scans", { code: `SP1|U${f.unitId}` }],
  },
  // Undoing a step names its unit too; the fixture's unit has none done, a 409 (decision 187).
  {
    procedure: "production.undoStep",
    allowed: "SSSPPPP",
    status: 50,
    request: (f) => ["POST", "/api/production/steps/undo", { unit_id: f.unitId, step: "fabric_cut" }],
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
    const quote = await makeQuote(prisma, { ...dealer, userId: 1, status });
    const dealerUser = await prisma.user.findFirstOrThrow({
      where: { dealer_id: dealer.dealerId, status: 1 },
      orderBy: { id: "asc" },
    });
    return { ...quote, dealerUserId: dealerUser.id };
  };

  // A read changes nothing: the seven roles of a GET case read the same three fixtures. Every other
  // call gets fresh ones, so what one role's call did (or wrongly did) never meets the next role.
  const readFixtures = new Map<string, ReturnType<typeof fixtureFor>>();
  const fixtureOf = (testCase: Case, tenant: Tenant) => {
    if (testCase.request(NO_FIXTURE)[0] !== "GET") return fixtureFor(tenant, testCase.status);
    const key = `${testCase.procedure} ${tenant}`;
    let fixture = readFixtures.get(key);
    if (!fixture) readFixtures.set(key, (fixture = fixtureFor(tenant, testCase.status)));
    return fixture;
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
            const fixture = await fixtureOf(testCase, tenant);
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

  // One's own sign-in (decisions 140 to 143): every role on its own id is let through to the
  // procedure's own checks; on another user's id every role is refused (403), the super admin too.
  // A company's two-factor rule: its readers read it, account.u / dealer.u set it.
  describe("security procedures", () => {
    const OWN_ONLY: Array<{
      procedure: string;
      /** What the call on one's own id answers: "2xx", or the 4xx of the procedure's own checks. */
      own: string;
      request(id: number): [method: string, path: string, body?: unknown];
    }> = [
      { procedure: "security.get", own: "2xx", request: (id) => ["GET", `/api/users/${id}/security`] },
      { procedure: "security.sessions", own: "2xx", request: (id) => ["GET", `/api/users/${id}/sessions`] },
      {
        procedure: "security.signOutSession",
        own: "404",
        request: (id) => ["DELETE", `/api/users/${id}/sessions/000000000000000000000000`],
      },
      {
        procedure: "security.signOutOtherSessions",
        own: "2xx",
        request: (id) => ["DELETE", `/api/users/${id}/sessions`],
      },
      {
        procedure: "security.changePassword",
        own: "400",
        request: (id) => [
          "POST",
          `/api/users/${id}/password`,
          { current_password: "Not#Theirs1", password: "Brand#New2026" },
        ],
      },
      {
        procedure: "security.startTwoFactor",
        own: "400",
        request: (id) => ["POST", `/api/users/${id}/two-factor`, { current_password: "Not#Theirs1" }],
      },
      {
        procedure: "security.confirmTwoFactor",
        own: "400",
        request: (id) => ["POST", `/api/users/${id}/two-factor/confirm`, { code: "123456" }],
      },
      {
        procedure: "security.disableTwoFactor",
        own: "409",
        request: (id) => ["DELETE", `/api/users/${id}/two-factor`, { current_password: "Not#Theirs1" }],
      },
      {
        procedure: "security.newRecoveryCodes",
        own: "409",
        request: (id) => ["POST", `/api/users/${id}/recovery-codes`, { current_password: "Not#Theirs1" }],
      },
    ];
    const statusOf = (status: number) => (status >= 200 && status < 300 ? "2xx" : String(status));
    const idOf = async (username: string) =>
      (await getDatabase().prisma.user.findUniqueOrThrow({ where: { username } })).id;

    for (const testCase of OWN_ONLY) {
      it(`${testCase.procedure}: every role on its own id only`, async () => {
        for (const username of USERS) {
          const client = clients.get(username)!;
          const [method, path, body] = testCase.request(await idOf(username));
          const own = await client.request(method, path, body);
          expect(statusOf(own.status), `${method} ${path} as ${username}: ${JSON.stringify(own.json)}`).toBe(
            testCase.own,
          );
          const other = username === "purchaser" ? "salesrep" : "purchaser";
          const [otherMethod, otherPath, otherBody] = testCase.request(await idOf(other));
          const refused = await client.request(otherMethod, otherPath, otherBody);
          expect(refused.status, `${otherMethod} ${otherPath} as ${username}`).toBe(403);
        }
      });
    }

    // Letters per role 1..7: Y 2xx, P 403, N 404 (not in the agent's tenancy).
    const RULES: Array<{ procedure: string; allowed: string; request(): [string, string, unknown?] }> = [
      {
        procedure: "security.accountTwoFactorRule",
        allowed: "YYYNNNN",
        request: () => ["GET", `/api/accounts/${usDealer.account_id}/two-factor-rule`],
      },
      {
        procedure: "security.setAccountTwoFactorRule",
        allowed: "YYPNNNN",
        request: () => [
          "PATCH",
          `/api/accounts/${usDealer.account_id}/two-factor-rule`,
          { require_admin_two_factor: false },
        ],
      },
      {
        procedure: "security.dealerTwoFactorRule",
        allowed: "YYYYYYY",
        request: () => ["GET", `/api/dealers/${usDealer.id}/two-factor-rule`],
      },
      {
        procedure: "security.setDealerTwoFactorRule",
        allowed: "YYPYPPP",
        request: () => [
          "PATCH",
          `/api/dealers/${usDealer.id}/two-factor-rule`,
          { require_admin_two_factor: false },
        ],
      },
    ];
    for (const testCase of RULES) {
      it(`${testCase.procedure}: by role; another manufacturer's company is not found`, async () => {
        for (const [index, username] of USERS.entries()) {
          const client = clients.get(username)!;
          const [method, path, body] = testCase.request();
          const answer = await client.request(method, path, body);
          const want = { Y: "2xx", P: "403", N: "404" }[testCase.allowed[index]!];
          expect(
            statusOf(answer.status),
            `${method} ${path} as ${username}: ${JSON.stringify(answer.json)}`,
          ).toBe(want);
          const foreignPath = path.includes("/accounts/")
            ? `/api/accounts/${foreign.accountId}/two-factor-rule`
            : `/api/dealers/${foreign.dealerId}/two-factor-rule`;
          const elsewhere = await client.request(method, foreignPath, body);
          const foreignWant = index === 0 ? want : "404";
          expect(statusOf(elsewhere.status), `${method} ${foreignPath} as ${username}`).toBe(foreignWant);
        }
      });
    }
  });

  // One's own notifications and choices (decision 165): every role reads and marks its own; another
  // user's notification is not found, whatever the role (the super admin's too).
  it("notifications.*: every role its own, never another user's", async () => {
    const { prisma } = getDatabase();
    const statusOf = (status: number) => (status >= 200 && status < 300 ? "2xx" : String(status));
    const stranger = await prisma.user.findUniqueOrThrow({ where: { username: "otherstaff" } });
    const theirs = await prisma.notification.create({
      data: { user_id: stranger.id, event: "quote_submitted", title: "Not yours", link: "/panel/quotes" },
    });
    for (const username of USERS) {
      const client = clients.get(username)!;
      const me = await prisma.user.findUniqueOrThrow({ where: { username } });
      const mine = await prisma.notification.create({
        data: { user_id: me.id, event: "customer_accepted", title: "Yours", link: "/panel/quotes" },
      });
      const calls: Array<[string, string, unknown, string]> = [
        ["GET", "/api/notifications", undefined, "2xx"],
        ["GET", "/api/notifications/unread-count", undefined, "2xx"],
        ["GET", "/api/notification-preferences", undefined, "2xx"],
        ["PUT", "/api/notification-preferences", { preferences: [] }, "2xx"],
        ["POST", `/api/notifications/${theirs.id}/read`, {}, "404"],
        ["POST", `/api/notifications/${mine.id}/read`, {}, "2xx"],
        ["POST", "/api/notifications/read-all", {}, "2xx"],
      ];
      for (const [method, path, body, want] of calls) {
        const answer = await client.request(method, path, body);
        expect(statusOf(answer.status), `${method} ${path} as ${username}`).toBe(want);
        expect(JSON.stringify(answer.json)).not.toContain("Not yours");
      }
    }
    expect((await prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).read_at).toBeNull();
  });

  // The production board and the lines (decisions 170, 172): the manufacturer's staff read them, its
  // admins keep the lines; dealers get 403; another manufacturer's line is not found.
  it("production.board, lines, createLine, updateLine: by role", async () => {
    const statusOf = (status: number) => (status >= 200 && status < 300 ? "2xx" : String(status));
    const otherStaff = new Client(app.url);
    await otherStaff.login("otherstaff");
    const far = await otherStaff.post("/api/production/lines", {
      name: "Matrix far line",
      units_per_day: 2,
      working_days: [1],
    });
    expect(far.status).toBe(200);
    for (const [index, username] of USERS.entries()) {
      const role = index + 1;
      const client = clients.get(username)!;
      const reads = role <= 3 ? "2xx" : "403";
      const keeps = role <= 2 ? "2xx" : "403";
      expect(statusOf((await client.get("/api/production/board")).status), username).toBe(reads);
      expect(statusOf((await client.get("/api/production/lines")).status), username).toBe(reads);
      const made = await client.post("/api/production/lines", {
        name: `Matrix line ${role}`,
        units_per_day: 1,
        working_days: [1, 2],
      });
      expect(statusOf(made.status), `${username}: ${JSON.stringify(made.json)}`).toBe(keeps);
      if (made.status === 200) {
        const changed = await client.patch(`/api/production/lines/${made.json.id}`, { status: 0 });
        expect(statusOf(changed.status), username).toBe("2xx");
      }
      const elsewhere = await client.patch(`/api/production/lines/${far.json.id}`, { units_per_day: 3 });
      expect(statusOf(elsewhere.status), `${username} far line`).toBe(
        role === 1 ? "2xx" : role === 2 ? "404" : "403",
      );
    }
  });

  // The pipeline by rep (decision 158): roles 1-5 on their own dealer (staff name it); another
  // manufacturer's dealer is not found but for the super admin; reps and purchasers never (403).
  it("reports.pipelineByRep: by role, own dealer only", async () => {
    const statusOf = (status: number) => (status >= 200 && status < 300 ? "2xx" : String(status));
    for (const [index, username] of USERS.entries()) {
      const role = index + 1;
      const client = clients.get(username)!;
      const own = await client.get(`/api/reports/pipeline-by-rep?dealer_id=${usDealer.id}`);
      expect(statusOf(own.status), `${username} own: ${JSON.stringify(own.json)}`).toBe(
        role <= 5 ? "2xx" : "403",
      );
      const sibling = await client.get(`/api/reports/pipeline-by-rep?dealer_id=${caDealer.id}`);
      expect(statusOf(sibling.status), `${username} sibling`).toBe(
        role <= 3 ? "2xx" : role <= 5 ? "404" : "403",
      );
      const far = await client.get(`/api/reports/pipeline-by-rep?dealer_id=${foreign.dealerId}`);
      expect(statusOf(far.status), `${username} other account`).toBe(
        role === 1 ? "2xx" : role <= 5 ? "404" : "403",
      );
      if (own.status === 200)
        expect(own.json.rows.map((row: { owner_name: string }) => row.owner_name)).not.toContain(
          "Olga Dealer",
        );
    }
  });

  // The audit page (decision 175): the admins (1, 2, 4) read it, each within its tenancy.
  it("audit.list: admins only, each within its tenancy", async () => {
    for (const [index, username] of USERS.entries()) {
      const role = index + 1;
      const answer = await clients.get(username)!.get("/api/audit?page_size=200");
      expect(answer.status, `${username}: ${JSON.stringify(answer.json)}`).toBe(
        [1, 2, 4].includes(role) ? 200 : 403,
      );
      if (answer.status !== 200) continue;
      const dealers = new Set(
        (answer.json.rows as Array<{ dealer_id: number | null }>).map((row) => row.dealer_id),
      );
      if (role === 4) expect([...dealers]).toEqual([usDealer.id]);
      if (role === 2) expect(dealers.has(foreign.dealerId)).toBe(false);
    }
  });

  // The background jobs that failed for good (decision 200): the super admin and the manufacturer
  // admin (job.ru) of the manufacturer account; everyone else 403, the retry too.
  it("jobs.list and jobs.retry: the super admin and the manufacturer admin only", async () => {
    const { prisma } = getDatabase();
    const dead = await prisma.job.create({
      data: { kind: "sweep", status: "dead", attempts: 3, max_attempts: 3, last_error: "matrix" },
    });
    try {
      for (const [index, username] of USERS.entries()) {
        const role = index + 1;
        const client = clients.get(username)!;
        const list = await client.get("/api/jobs?status=dead");
        expect(list.status, username).toBe([1, 2].includes(role) ? 200 : 403);
        if (list.status === 200)
          expect(
            list.json.map((job: { id: number }) => job.id),
            username,
          ).toContain(dead.id);
        // The retry is refused before the job is looked up: a made-up id answers 403 too.
        expect((await client.post("/api/jobs/999999/retry")).status, username).toBe(
          [1, 2].includes(role) ? 404 : 403,
        );
      }
      const otherStaff = new Client(app.url);
      await otherStaff.login("otherstaff");
      expect((await otherStaff.get("/api/jobs?status=dead")).status).toBe(403);
    } finally {
      await prisma.job.delete({ where: { id: dead.id } });
    }
  });

  // The invitation sent again (decision 176): user.u (1, 2, 4) on a user of its tenancy who has not
  // accepted; another manufacturer's user is not found but for the super admin.
  it("team.resendInvitation: by role, own tenancy only", async () => {
    const { prisma } = getDatabase();
    const invited = await prisma.user.create({
      data: {
        username: `invitee${Date.now()}`,
        first_name: "In",
        last_name: "Vitee",
        role_id: 7,
        dealer_id: usDealer.id,
        password_hash: "x",
      },
    });
    const stranger = await prisma.user.findUniqueOrThrow({ where: { username: "otherdealer" } });
    for (const [index, username] of USERS.entries()) {
      const role = index + 1;
      const client = clients.get(username)!;
      const body = { email: `${username}.again@matrix.example` };
      const own = await client.post(`/api/users/${invited.id}/invitation`, body);
      expect(own.status, `${username}: ${JSON.stringify(own.json)}`).toBe(
        [1, 2, 4].includes(role) ? 200 : 403,
      );
      const far = await client.post(`/api/users/${stranger.id}/invitation`, body);
      // The stranger has accepted (409) where it is visible; elsewhere it is not found.
      expect(far.status, `${username} other account`).toBe(
        role === 1 ? 409 : [2, 4].includes(role) ? 404 : 403,
      );
    }
  });

  // An admin's reset of another user's two-factor sign-in (decision 177): user.u (1, 2, 4) within the
  // tenancy; nothing to reset is a 409 where the user is visible, another manufacturer's user a 404.
  it("team.resetTwoFactor: by role, own tenancy only", async () => {
    const { prisma } = getDatabase();
    const stranger = await prisma.user.findUniqueOrThrow({ where: { username: "otherdealer" } });
    const purchaser = await prisma.user.findUniqueOrThrow({ where: { username: "purchaser" } });
    for (const [index, username] of USERS.entries()) {
      const role = index + 1;
      const client = clients.get(username)!;
      const target = username === "purchaser" ? stranger : purchaser;
      const own = await client.post(`/api/users/${target.id}/two-factor/reset`, {});
      const want = [1, 2, 4].includes(role) ? 409 : 403;
      if (username !== "purchaser") expect(own.status, `${username}: ${JSON.stringify(own.json)}`).toBe(want);
      const far = await client.post(`/api/users/${stranger.id}/two-factor/reset`, {});
      expect(far.status, `${username} other account`).toBe(
        role === 1 ? 409 : [2, 4].includes(role) ? 404 : 403,
      );
    }
  });

  // Roles at invite and later (decision 156): who creates, and which roles, per side.
  it("users.create and users.update (role): by role, never above one's own, never another dealer", async () => {
    const { prisma } = getDatabase();
    let n = 0;
    const body = (extra: object) => ({
      username: `matrix${++n}`,
      first_name: "Matt",
      last_name: "Rix",
      email: `matrix${n}@matrix.example`,
      phone: "+1 (941) 555-0150",
      ...extra,
    });
    for (const [index, username] of USERS.entries()) {
      const role = index + 1;
      const client = clients.get(username)!;
      const purchaser = await client.post("/api/users", body({ role_id: 7, dealer_id: usDealer.id }));
      const creates = role === 1 || role === 2 || role === 4;
      expect(purchaser.status, `${username}: ${JSON.stringify(purchaser.json)}`).toBe(creates ? 200 : 403);
      if (creates) expect(purchaser.json.role_id).toBe(7);
      const elsewhere = await client.post("/api/users", body({ role_id: 7, dealer_id: foreign.dealerId }));
      // Staff of the manufacturer: another account's dealer is no dealer of theirs (400); a dealer
      // admin: only its own dealer (403); the super admin: every dealer.
      expect(elsewhere.status, `${username} elsewhere`).toBe(role === 1 ? 200 : role === 2 ? 400 : 403);
      if (creates) {
        const changed = await client.patch(`/api/users/${purchaser.json.id}`, { role_id: 6 });
        expect(changed.json?.role_id, `${username} role change`).toBe(6);
      }
    }
    // A change of one's own role is refused to everyone, the super admin too.
    for (const username of USERS) {
      const self = await prisma.user.findUniqueOrThrow({ where: { username } });
      const other = self.role_id === 7 ? 6 : 7;
      const answer = await clients.get(username)!.patch(`/api/users/${self.id}`, { role_id: other });
      expect(answer.status, username).toBe(403);
    }
  });

  it("users.acceptInvitation: public, the same 400 for a dead link whoever asks", async () => {
    for (const username of USERS) {
      const answer = await clients.get(username)!.post("/api/accept-invitation", {
        token: "not-a-live-invitation",
        password: "Invited#2026",
        confirmPassword: "Invited#2026",
      });
      expect(answer.status, username).toBe(400);
    }
  });

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
