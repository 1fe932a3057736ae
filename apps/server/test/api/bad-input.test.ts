import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import type { PrismaClient } from "../../src/db/client.js";
import { restRoutes } from "../../src/trpc/rest-adapter.js";
import { appRouter } from "../../src/trpc/root.js";

/**
 * Every REST path of the router (new procedures are covered automatically), called by the super
 * admin with wrong types, missing fields and unknown ids: always a 4xx with `{ errors: [...] }`,
 * never a 500, and the database is left exactly as it was.
 */
const routes = restRoutes(appRouter);

/** Writes that take no field at all (the caller's own rows): an empty body is the whole request. */
const TAKES_NO_FIELDS = new Set(["POST /notifications/read-all"]);

/** Numbers where strings are expected and strings where numbers are, for every field name we use. */
const WRONG_TYPES: Record<string, unknown> = {
  id: "abc",
  title: 123,
  notes: 456,
  start_with: 7,
  shipping_address: 8,
  company_name: 123,
  first_name: 123,
  last_name: 123,
  username: 123,
  email: 123,
  phone: 123,
  password: 123,
  address_1: 1,
  city: 2,
  state: 3,
  zip_code: 4,
  country: 5,
  website: 6,
  link: 123,
  subtitle: 9,
  icon: 10,
  sku: 123,
  variation_sku: 12,
  unit_name: 13,
  status: "abc",
  role_id: "abc",
  discount: "abc",
  quantity: "abc",
  quote_id: "abc",
  dealer_id: "abc",
  account_id: "abc",
  customer_id: "abc",
  can_create_dealers: "yes",
  default_links: "abc",
  time_zone: 5,
  configuration: "abc",
  configurators: "abc",
  unit_width_in: "wide",
  unit_height_in: "tall",
};

/** Well-typed but far too large numbers: refused, never a numeric overflow in the database. */
const HUGE_NUMBERS: Record<string, unknown> = {
  discount: 1e12,
  quantity: 1e12,
  unit_width_in: 1e12,
  unit_height_in: 1e12,
  sale_price: 1e12,
  shipping_cost: 1e12,
  markup_variable: 1e12,
  role_id: 1e12,
  status: 1e12,
  quote_id: 1e12,
  dealer_id: 1e12,
  account_id: 1e12,
  customer_id: 1e12,
};

/** Text PostgreSQL cannot store (a NUL character) in every string field of the valid shapes. */
const NUL = "Bad\u0000Text";
const NUL_STRINGS: Record<string, unknown> = {
  title: NUL,
  notes: NUL,
  company_name: NUL,
  first_name: NUL,
  last_name: NUL,
  username: NUL,
  email: `a${NUL}@example.com`,
  phone: "555-0100",
  address_1: NUL,
  city: NUL,
  state: NUL,
  zip_code: NUL,
  country: "USA",
  link: NUL,
  subtitle: NUL,
  sku: NUL,
  unit_name: NUL,
  role_id: 6,
};

const BAD_QUERY =
  "?q=%00&limit=abc&cursor=-3&sort=%24%24&q=" + "x".repeat(300) + "&quote_id=abc&dealer_id=abc&status=abc";

type Snapshot = Record<string, { rows: number; updated_at: string | null }>;

/** Row counts of every table and the latest updated_at where a table has one. */
async function snapshot(prisma: PrismaClient): Promise<Snapshot> {
  const tables = await prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  );
  const withUpdatedAt = new Set(
    (
      await prisma.$queryRawUnsafe<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_name = 'updated_at'`,
      )
    ).map((row) => row.table_name),
  );
  const result: Snapshot = {};
  for (const { tablename } of tables) {
    const [row] = await prisma.$queryRawUnsafe<{ rows: bigint | number; updated_at: Date | null }[]>(
      withUpdatedAt.has(tablename)
        ? `SELECT COUNT(*) AS rows, MAX(updated_at) AS updated_at FROM "${tablename}"`
        : `SELECT COUNT(*) AS rows, NULL::timestamp AS updated_at FROM "${tablename}"`,
    );
    result[tablename] = {
      rows: Number(row?.rows ?? 0),
      updated_at: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
    };
  }
  return result;
}

forEachDatabase("bad input on every REST path", (getDatabase) => {
  let app: RunningApp;
  let client: Client;
  let before: Snapshot;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
    client = new Client(app.url);
    await client.login("superadmin");
    // Version 1 of an empty database's price book is stored on the first read of it (decision 148).
    expect((await client.get("/api/price-books/current")).status).toBe(200);
    before = await snapshot(prisma);
  });
  afterAll(() => app.close());

  const expectClientError = (
    label: string,
    result: { status: number; json: { errors?: unknown } | undefined },
  ) => {
    expect(
      result.status,
      `${label} answered ${result.status}: ${JSON.stringify(result.json)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(result.status, `${label}: ${JSON.stringify(result.json)}`).toBeLessThan(500);
    expect(Array.isArray(result.json?.errors), `${label}: ${JSON.stringify(result.json)}`).toBe(true);
    const errors = result.json!.errors as unknown[];
    expect(errors.length, label).toBeGreaterThan(0);
    for (const error of errors) {
      expect(typeof error, label).toBe("string");
      expect((error as string).length, label).toBeGreaterThan(0);
    }
  };

  it("covers the management resources: accounts, a dealer's customers, customers, users and Quick Links", () => {
    const paths = routes.map((route) => `${route.method.toUpperCase()} ${route.path}`);
    for (const expected of [
      "GET /accounts",
      "GET /accounts-table",
      "PATCH /accounts/:id",
      "GET /dealers/:id/customers",
      "POST /customers",
      "GET /users-table",
      "DELETE /users/:id",
      "POST /user-custom-links",
    ]) {
      expect(paths).toContain(expected);
    }
  });

  const withId = routes.filter((route) => route.path.includes(":id"));
  const withoutId = routes.filter((route) => !route.path.includes(":id"));

  describe.each(withId.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    "%s",
    (_label, route) => {
      const call = (id: string, body?: unknown) => {
        const path = "/api" + route.path.replace(":id", id);
        if (route.method === "get") return client.get(path);
        if (route.method === "delete") return client.delete(path);
        return client.request(route.method.toUpperCase(), path, body ?? {});
      };

      it("answers 4xx for ids that are not whole positive numbers", async () => {
        for (const id of ["abc", "-1", "0", "1.5", "1e3", "%20"]) {
          expectClientError(`${route.method} ${route.path} id=${id}`, await call(id, WRONG_TYPES));
        }
      });

      it("answers 4xx for an unknown id, with an empty body and with wrongly typed fields", async () => {
        expectClientError(`${route.method} ${route.path} id=999999 {}`, await call("999999", {}));
        // Beyond a 32-bit integer column: still "not found", never a database error.
        expectClientError(`${route.method} ${route.path} id=2147483648`, await call("2147483648", {}));
        expectClientError(`${route.method} ${route.path} id=huge`, await call("99999999999999999999", {}));
        expectClientError(
          `${route.method} ${route.path} id=999999 wrong types`,
          await call("999999", WRONG_TYPES),
        );
        expectClientError(
          `${route.method} ${route.path} id=999999 query`,
          await client.request(
            route.method.toUpperCase(),
            "/api" + route.path.replace(":id", "999999") + BAD_QUERY,
            route.method === "get" || route.method === "delete" ? undefined : {},
          ),
        );
      });

      if (route.method === "patch") {
        it("never answers 500 for wrongly typed fields on an existing id", async () => {
          const result = await call("1", WRONG_TYPES);
          expect(result.status, `${route.path} id=1: ${JSON.stringify(result.json)}`).toBeLessThan(500);
          if (result.status >= 400) expectClientError(`${route.path} id=1`, result);
          const typed = await call("1", { ...WRONG_TYPES, id: 1 });
          expect(typed.status, `${route.path} id=1: ${JSON.stringify(typed.json)}`).toBeLessThan(500);
          const nul = await call("1", NUL_STRINGS);
          expect(nul.status, `${route.path} id=1 NUL: ${JSON.stringify(nul.json)}`).toBeLessThan(500);
          if (nul.status >= 400) expectClientError(`${route.path} id=1 NUL`, nul);
          const huge = await call("1", HUGE_NUMBERS);
          expect(huge.status, `${route.path} id=1 huge: ${JSON.stringify(huge.json)}`).toBeLessThan(500);
          if (huge.status >= 400) expectClientError(`${route.path} id=1 huge`, huge);
        });
      }
    },
  );

  describe.each(withoutId.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    "%s",
    (_label, route) => {
      if (route.method === "get") {
        it("never answers 500 for wrongly typed query parameters", async () => {
          const result = await client.get("/api" + route.path + BAD_QUERY);
          expect(result.status, `${route.path}: ${JSON.stringify(result.json)}`).toBeLessThan(500);
          if (result.status >= 400) expectClientError(route.path, result);
          if (result.status < 400) return;
          // A list that takes the list controls must refuse them.
        });
        return;
      }
      const call = (body: unknown) => client.request(route.method.toUpperCase(), "/api" + route.path, body);
      if (TAKES_NO_FIELDS.has(`${route.method.toUpperCase()} ${route.path}`)) {
        it("acts on an empty body, and refuses a body that is not JSON", async () => {
          const result = await call({});
          expect(result.status, `${route.path} {}: ${JSON.stringify(result.json)}`).toBeLessThan(300);
          expectClientError(`${route.path} malformed`, await call("{"));
        });
        return;
      }
      it("answers 4xx for a missing body, missing fields and wrong types", async () => {
        expectClientError(`${route.path} {}`, await call({}));
        expectClientError(`${route.path} wrong types`, await call(WRONG_TYPES));
        expectClientError(`${route.path} huge numbers`, await call(HUGE_NUMBERS));
        expectClientError(`${route.path} NUL characters`, await call(NUL_STRINGS));
        expectClientError(`${route.path} array`, await call([1, 2, 3]));
        expectClientError(`${route.path} null`, await call("null"));
        expectClientError(`${route.path} malformed`, await call("{"));
        expectClientError(
          `${route.path} no body`,
          await client.request(route.method.toUpperCase(), "/api" + route.path),
        );
      });
    },
  );

  it("list controls that are wrong answer 400 on the lists that take them", async () => {
    for (const path of [
      "/accounts",
      "/dealers",
      "/customers",
      "/users",
      "/quotes",
      "/orders",
      "/user-custom-links",
    ]) {
      for (const query of [
        "?limit=abc",
        "?limit=0",
        "?limit=501",
        "?sort=nope",
        "?sort=%24%24",
        "?cursor=abc",
      ]) {
        expectClientError(`${path}${query}`, await client.get(`/api${path}${query}`));
      }
    }
  });

  it("a cursor beyond any id is not a database error", async () => {
    for (const path of [
      "/accounts",
      "/dealers",
      "/customers",
      "/users",
      "/quotes",
      "/orders",
      "/user-custom-links",
    ]) {
      const result = await client.get(`/api${path}?cursor=2147483648`);
      expect(result.status, `${path}: ${JSON.stringify(result.json)}`).toBeLessThan(500);
    }
  });

  it("changed nothing in the database", async () => {
    expect(await snapshot(getDatabase().prisma)).toEqual(before);
  });
});
