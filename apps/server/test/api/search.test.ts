import { vi, afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionsForRole, type Agent } from "@screens/domain";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { likePattern, searchGroupsFor } from "../../src/services/search.js";
import { seedForeignAccount } from "../helpers/fixtures.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { forEachDatabase } from "../helpers/test-database.js";

// A fresh database (PGlite is a whole PostgreSQL in WASM) takes long to make on a busy machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

describe("search helpers", () => {
  it("escapes LIKE's own characters so the text matches itself", () => {
    expect(likePattern("50%")).toBe("%50\\%%");
    expect(likePattern("a_b")).toBe("%a\\_b%");
    expect(likePattern("c:\\x")).toBe("%c:\\\\x%");
  });

  it("leaves out the groups whose list the agent may not read", () => {
    const agent = {
      id: 1,
      role_id: 6,
      account_id: null,
      dealer_id: 1,
      permissions: { ...permissionsForRole(6), customer: "", user: "" },
    } as unknown as Agent;
    expect(searchGroupsFor(agent)).toEqual(["quotes", "orders", "dealers"]);
  });
});

type Hits = { title: string; detail: string | null; href: string }[];

forEachDatabase("header search", (getDatabase) => {
  let app: RunningApp;
  const prisma = () => getDatabase().prisma;
  const as = async (username: string) => {
    const client = new Client(app.url);
    await client.login(username);
    return client;
  };
  const titles = (hits: Hits | undefined) => (hits ?? []).map((hit) => hit.title).sort();

  beforeAll(async () => {
    await seedDemoWorld(prisma());
    const foreign = await seedForeignAccount(prisma());
    app = await startApp({ prisma: prisma() });
    const gulf = await prisma().dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    const rep = await prisma().user.findUniqueOrThrow({ where: { username: "salesrep" } });
    const customer = await prisma().customer.create({
      data: {
        dealer_id: gulf.id,
        first_name: "Zelda",
        last_name: "Quixote",
        customername: "Zelda Quixote",
        email: "zelda@quixote.example",
        phone: "555-0100",
        address_1: "1 Main St",
        city: "Tampa",
        state: "FL",
        zip_code: "33601",
        country: "USA",
      },
    });
    const quote = (title: string, status = 1, dealerId = gulf.id, accountId: number | null = null) =>
      prisma().quote.create({
        data: { title, status, dealer_id: dealerId, account_id: accountId, created_by: rep.id },
      });
    await quote("Zanzibar 50% deposit");
    await quote("Zanzibar 500 deposit");
    await quote("Zanzibar a_b lanai");
    await quote("Zanzibar axb lanai");
    await quote("Zanzibar deleted", 0);
    const withCustomer = await quote("Porch for the knight");
    await prisma().quote.update({ where: { id: withCustomer.id }, data: { customer_id: customer.id } });
    await quote("Zanzibar far away", 1, foreign.dealer.id, foreign.account.id);
  });
  afterAll(() => app.close());

  it("finds quotes by title, number and customer; deleted ones never", async () => {
    const rep = await as("salesrep");
    const answer = await rep.get("/api/search?q=zanzibar");
    expect(answer.status).toBe(200);
    expect(titles(answer.json.quotes)).toEqual([
      "Zanzibar 50% deposit",
      "Zanzibar 500 deposit",
      "Zanzibar a_b lanai",
      "Zanzibar axb lanai",
    ]);
    const byCustomer = (await rep.get("/api/search?q=quixote")).json;
    expect(titles(byCustomer.quotes)).toEqual(["Porch for the knight"]);
    expect(byCustomer.quotes[0].detail).toContain("Zelda Quixote");
    expect(titles(byCustomer.customers)).toEqual(["Zelda Quixote"]);
    expect(byCustomer.customers[0].href).toMatch(/^\/panel\/customers\/\d+$/);
    // A full name with its space matches the joined names.
    expect(
      titles((await rep.get(`/api/search?q=${encodeURIComponent("zelda quix")}`)).json.customers),
    ).toEqual(["Zelda Quixote"]);
    const number = await prisma().quote.findFirstOrThrow({ where: { quote_number: { not: null } } });
    const byNumber = (await (await as("mfguser")).get(`/api/search?q=${number.quote_number}`)).json;
    expect(byNumber.quotes.map((hit: { id: number }) => hit.id)).toContain(number.id);
  });

  it("searches % and _ as themselves", async () => {
    const rep = await as("salesrep");
    expect(titles((await rep.get(`/api/search?q=${encodeURIComponent("50%")}`)).json.quotes)).toEqual([
      "Zanzibar 50% deposit",
    ]);
    expect(titles((await rep.get("/api/search?q=a_b")).json.quotes)).toEqual(["Zanzibar a_b lanai"]);
  });

  it("shows each agent only what their lists show", async () => {
    const zanzibar = async (username: string) =>
      titles((await (await as(username)).get("/api/search?q=zanzibar")).json.quotes);
    // The manufacturer's staff see their dealers' quotes, not another manufacturer's.
    expect(await zanzibar("mfguser")).not.toContain("Zanzibar far away");
    expect(await zanzibar("mfguser")).toContain("Zanzibar 50% deposit");
    // Another dealer of the same manufacturer, and another manufacturer's staff, see none of Gulf's.
    expect(await zanzibar("cadealer")).toEqual([]);
    expect(await zanzibar("otherstaff")).toEqual(["Zanzibar far away"]);
    expect(await zanzibar("superadmin")).toContain("Zanzibar far away");

    const dealers = async (username: string, q: string) =>
      titles((await (await as(username)).get(`/api/search?q=${encodeURIComponent(q)}`)).json.dealers);
    expect(await dealers("salesrep", "screen")).toEqual(["Gulf Coast Shade & Screen"]);
    expect(await dealers("otherstaff", "screen")).toEqual(["Far Away Screens"]);
    expect(await dealers("mfguser", "far away")).toEqual([]);

    const users = async (username: string, q: string) =>
      titles((await (await as(username)).get(`/api/search?q=${encodeURIComponent(q)}`)).json.users);
    expect(await users("salesrep", "olga")).toEqual([]);
    expect(await users("otherstaff", "olga")).toEqual(["Olga Dealer"]);
    expect(await users("cadealer", "ray")).toEqual([]);
    expect(await users("mfguser", "ray pat")).toEqual(["Ray Patel"]);

    const customers = async (username: string) =>
      titles((await (await as(username)).get("/api/search?q=zelda")).json.customers);
    expect(await customers("cadealer")).toEqual([]);
    expect(await customers("otherstaff")).toEqual([]);
    expect(await customers("mfgadmin")).toEqual(["Zelda Quixote"]);
  });

  it("finds orders by number within the tenancy", async () => {
    const order = await prisma().order.findFirstOrThrow({ where: { order_number: { not: null } } });
    const q = order.order_number ?? "";
    // The demo's order is the Canadian dealer's.
    const hits = (await (await as("cadealer")).get(`/api/search?q=${q}`)).json.orders;
    expect(hits.map((hit: { href: string }) => hit.href)).toContain(`/panel/orders/${order.id}`);
    expect((await (await as("salesrep")).get(`/api/search?q=${q}`)).json.orders).toEqual([]);
  });

  it("limits each group and refuses a text too short or missing; needs a session", async () => {
    const staff = await as("superadmin");
    const limited = (await staff.get("/api/search?q=zanzibar&limit=2")).json;
    expect(limited.quotes).toHaveLength(2);
    expect((await staff.get("/api/search?q=z")).status).toBe(400);
    expect((await staff.get("/api/search")).status).toBe(400);
    expect((await staff.get("/api/search?q=zanzibar&limit=50")).status).toBe(400);
    expect((await new Client(app.url).get("/api/search?q=zanzibar")).status).toBe(401);
  });
});
