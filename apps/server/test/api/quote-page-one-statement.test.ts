import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { PriceBookStore } from "../../src/services/price-books/store.js";
import { appRouter } from "../../src/trpc/root.js";
import { loadAgent } from "../../src/auth/agent.js";
import { createOutboxErpConnector } from "../../src/services/erp/outbox-connector.js";

const USERS = [
  "superadmin",
  "mfgadmin",
  "mfguser",
  "dealeradmin",
  "salesmanager",
  "salesrep",
  "purchaser",
  "cadealer",
];

/**
 * `quotes.get` reads the request's session, the tenancy and the page in one statement when nothing
 * has looked the session up yet (GET /api/quotes/{id}, and over tRPC); a caller that already holds
 * the agent (in process, as the server-rendered panel's loaders) reads the page alone. All of them
 * must give every user the same answers.
 */
forEachDatabase("the quote page in one statement", (getDatabase) => {
  let app: RunningApp;
  const clients = new Map<string, Client>();
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
    for (const username of USERS) {
      const client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
    }
  }, 120_000);
  afterAll(() => app.close());

  const client = (username: string) => clients.get(username)!;
  const viaProcedure = async (username: string, id: number) => {
    const answer = await client(username).get(
      `/api/trpc/quotes.get?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    );
    return { status: answer.status, json: answer.status === 200 ? answer.json.result.data : undefined };
  };
  /** In process with the agent already known: the page read on its own, after the session. */
  const viaKnownAgent = async (username: string, id: number) => {
    const { prisma } = getDatabase();
    const user = await prisma.user.findUniqueOrThrow({ where: { username } });
    const caller = appRouter.createCaller({
      prisma,
      agent: await loadAgent(prisma, user.id),
      erp: createOutboxErpConnector(),
      priceBooks: new PriceBookStore(prisma),
    });
    try {
      return { status: 200, json: JSON.parse(JSON.stringify(await caller.quotes.get({ id }))) as unknown };
    } catch (error) {
      return {
        status: error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500,
        json: undefined,
      };
    }
  };

  it("answers every user exactly what the procedure answers, for every quote", async () => {
    const ids = (await getDatabase().prisma.quote.findMany({ select: { id: true } })).map(
      (quote) => quote.id,
    );
    const missing = Math.max(...ids) + 1000;
    let seen = 0;
    for (const username of USERS) {
      for (const id of [...ids, missing]) {
        const direct = await client(username).get(`/api/quotes/${id}`);
        const procedure = await viaProcedure(username, id);
        const known = await viaKnownAgent(username, id);
        expect({ username, id, status: direct.status }).toEqual({ username, id, status: procedure.status });
        expect({ username, id, status: direct.status }).toEqual({ username, id, status: known.status });
        if (direct.status === 200) {
          expect(direct.json).toEqual(procedure.json);
          expect(direct.json).toEqual(known.json);
          seen++;
        }
      }
    }
    // Each user saw some quotes and not others (the demo world has two dealers).
    expect(seen).toBeGreaterThan(ids.length);
    expect(seen).toBeLessThan(ids.length * USERS.length);
  });

  it("still renews a session near its end (the cookie slides), and refuses an ended one", async () => {
    const { prisma } = getDatabase();
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const quote = await prisma.quote.findFirstOrThrow({ where: { dealer: { company_name: { not: "" } } } });
    const mine = await rep.get(`/api/quotes/${quote.id}`);
    const sessionsOf = () => prisma.session.findMany({ where: { user: { username: "salesrep" } } });
    for (const session of await sessionsOf())
      await prisma.session.update({
        where: { id: session.id },
        data: { expires_at: new Date(Date.now() + 86_400_000) },
      });
    const renewed = await rep.get(`/api/quotes/${quote.id}`);
    expect(renewed.status).toBe(mine.status);
    expect(renewed.setCookie).toMatch(/screens_session=/);
    for (const session of await sessionsOf())
      await prisma.session.update({
        where: { id: session.id },
        data: { expires_at: new Date(Date.now() - 1000) },
      });
    expect((await rep.get(`/api/quotes/${quote.id}`)).status).toBe(401);
  });

  it("keeps a deactivated quote readable by the manufacturer's staff, gone for its dealer", async () => {
    const rep = new Client(app.url);
    await rep.login("salesrep");
    const quote = (await rep.post("/api/quotes", { title: "Deactivated later" })).json;
    expect((await rep.delete(`/api/quotes/${quote.id}`)).status).toBe(200);
    for (const username of ["superadmin", "mfgadmin", "mfguser"]) {
      const answer = await client(username).get(`/api/quotes/${quote.id}`);
      expect(answer.status).toBe(200);
      expect(answer.json.status).toBe(0);
      expect(answer.json.title).toBe("Deactivated later");
    }
    for (const username of ["dealeradmin", "salesmanager", "purchaser", "cadealer"])
      expect((await client(username).get(`/api/quotes/${quote.id}`)).status).toBe(404);
    const dealerList = (await client("dealeradmin").get("/api/quotes")).json ?? [];
    expect(dealerList.map((row: { id: number }) => row.id)).not.toContain(quote.id);
  });
});
