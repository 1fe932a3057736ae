import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TAuditEntry } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedForeignAccount } from "../helpers/fixtures.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

/** The audit log and its page (decision 175): written with each change, read within one's tenancy. */
forEachDatabase("team: the audit log", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);
  const ids: Record<string, number> = {};
  let usDealer: { id: number; account_id: number };
  let caDealer: { id: number };
  let foreign: { dealerId: number; accountId: number };
  let madeUserId = 0;
  let foreignUserId = 0;
  let caUserId = 0;
  let levelId = 0;

  const audit = async (username: string, query = "") => {
    const answer = await (await as(username)).get(`/api/audit${query}`);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json as { rows: TAuditEntry[]; total: number; page: number; page_size: number };
  };
  const person = (username: string) => ({
    username,
    first_name: "Audra",
    last_name: "Trail",
    email: `${username}@audit.example`,
    phone: "+1 (941) 555-0150",
  });

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const other = await seedForeignAccount(prisma);
    foreign = { dealerId: other.dealer.id, accountId: other.account.id };
    for (const user of await prisma.user.findMany()) ids[user.username] = user.id;
    usDealer = await prisma.dealer.findFirstOrThrow({ where: { country: "USA", account_id: 2 } });
    caDealer = await prisma.dealer.findFirstOrThrow({ where: { country: "Canada" } });
    app = await startApp({ prisma, rateLimits: { loginPerUsername: 1000, loginPerIp: 10000 } });

    // The changes of a day: a dealer admin's team, the manufacturer's dealer terms and prices.
    const admin = await as("dealeradmin");
    const made = await admin.post("/api/users", { ...person("audra"), role_id: 6 });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    madeUserId = made.json.id;
    expect((await admin.patch(`/api/users/${madeUserId}`, { role_id: 5 })).status).toBe(200);
    expect((await admin.delete(`/api/users/${madeUserId}`)).status).toBe(200);
    const ca = await (await as("cadealer")).post("/api/users", { ...person("maple"), role_id: 7 });
    caUserId = ca.json.id;
    const mfg = await as("mfgadmin");
    expect((await mfg.patch(`/api/dealers/${usDealer.id}`, { discount: 7.5 })).status).toBe(200);
    const level = await mfg.post("/api/price-levels", { name: "Audit Gold", factor: 0.55 });
    expect(level.status, JSON.stringify(level.json)).toBe(200);
    levelId = (level.json as Array<{ id: number; name: string }>).find(
      (row) => row.name === "Audit Gold",
    )!.id;
    const draft = await mfg.post("/api/price-books", { version: "audit-draft-1" });
    expect(draft.status, JSON.stringify(draft.json)).toBe(200);
    const far = await (
      await as("superadmin")
    ).post("/api/users", { ...person("faraway"), role_id: 7, dealer_id: foreign.dealerId });
    expect(far.status, JSON.stringify(far.json)).toBe(200);
    foreignUserId = far.json.id;
  });
  afterAll(() => app.close());

  it("records each change with who, what and the fields before and after", async () => {
    const { rows } = await audit("mfgadmin", "?page_size=200");
    const ofUser = rows.filter((row) => row.kind === "user" && row.entity_id === madeUserId);
    expect(ofUser.map((row) => row.action)).toEqual(["deactivated", "updated", "created"]);
    const roleChange = ofUser[1]!;
    expect(roleChange).toMatchObject({
      entity_label: "audra",
      actor_id: ids.dealeradmin,
      dealer_id: usDealer.id,
      changes: [{ field: "role_id", from: "6", to: "5" }],
    });
    const actor = await getDatabase().prisma.user.findUniqueOrThrow({ where: { id: ids.dealeradmin! } });
    expect(roleChange.actor_name).toBe(`${actor.first_name} ${actor.last_name}`);
    const dealer = rows.find((row) => row.kind === "dealer" && row.entity_id === usDealer.id);
    expect(dealer?.changes).toEqual([{ field: "discount", from: expect.any(String), to: "7.5" }]);
    expect(dealer?.actor_id).toBe(ids.mfgadmin);
    const prices = rows.filter((row) => row.kind === "price_book");
    expect(prices.map((row) => [row.entity_label, row.action])).toEqual(
      expect.arrayContaining([
        ["Audit Gold", "created"],
        ["audit-draft-1", "draft_created"],
      ]),
    );
    expect(prices.find((row) => row.entity_id === levelId)?.changes).toEqual([
      { field: "factor", from: null, to: "0.55" },
    ]);
    // Newest first.
    const times = rows.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("never writes a secret's value", async () => {
    const rows = await getDatabase().prisma.auditEvent.findMany();
    expect(JSON.stringify(rows)).not.toMatch(/password_hash"[^}]*"(from|to)":"\$/);
    expect(JSON.stringify(rows)).not.toContain("$argon2");
  });

  it("a refused change leaves no trace", async () => {
    const { prisma } = getDatabase();
    const before = await prisma.auditEvent.count();
    const refused = await (await as("dealeradmin")).patch(`/api/users/${ids.dealeradmin}`, { role_id: 5 });
    expect(refused.status).toBe(403);
    const outranked = await (await as("mfgadmin")).patch(`/api/users/${ids.superadmin}`, { role_id: 3 });
    expect(outranked.status).toBe(403);
    const unchanged = await (await as("mfgadmin")).patch(`/api/dealers/${usDealer.id}`, { discount: 7.5 });
    expect(unchanged.status).toBe(200);
    expect(await prisma.auditEvent.count()).toBe(before);
  });

  it("a dealer admin reads its own dealer's users and quotes, nothing else", async () => {
    const { rows, total } = await audit("dealeradmin", "?page_size=200");
    expect(total).toBeGreaterThan(0);
    expect(rows.length).toBe(Math.min(total, 200));
    for (const row of rows) {
      expect(["user", "quote"], JSON.stringify(row)).toContain(row.kind);
      expect(row.dealer_id, JSON.stringify(row)).toBe(usDealer.id);
    }
    expect(rows.some((row) => row.kind === "user" && row.entity_id === madeUserId)).toBe(true);
    expect(rows.some((row) => row.kind === "quote")).toBe(true);
    expect(rows.some((row) => row.entity_id === caUserId && row.kind === "user")).toBe(false);
    // Asking for more is asking for nothing.
    expect((await audit("dealeradmin", "?kind=price_book")).total).toBe(0);
    expect((await audit("dealeradmin", "?kind=dealer")).total).toBe(0);
    const canadian = await audit("cadealer", "?page_size=200");
    expect(canadian.rows.every((row) => row.dealer_id === caDealer.id)).toBe(true);
    expect(canadian.rows.some((row) => row.entity_id === caUserId)).toBe(true);
  });

  it("manufacturer admins read their account's dealers and prices; the super admin every account", async () => {
    const mfg = await audit("mfgadmin", "?page_size=200");
    expect(mfg.rows.some((row) => row.entity_id === caUserId && row.kind === "user")).toBe(true);
    expect(mfg.rows.some((row) => row.entity_id === foreignUserId && row.kind === "user")).toBe(false);
    expect(mfg.rows.some((row) => row.dealer_id === foreign.dealerId)).toBe(false);
    const everything = await audit("superadmin", "?kind=user&page_size=200");
    expect(everything.rows.some((row) => row.entity_id === foreignUserId)).toBe(true);
    const other = await audit("otherstaff", "?kind=user&page_size=200");
    expect(other.rows.map((row) => row.entity_id)).toEqual([foreignUserId]);
  });

  it("filters by who, by kind and by days, and pages", async () => {
    const mine = await audit("mfgadmin", `?user_id=${ids.dealeradmin}&page_size=200`);
    expect(mine.total).toBeGreaterThanOrEqual(3);
    expect(mine.rows.every((row) => row.actor_id === ids.dealeradmin)).toBe(true);
    const quotes = await audit("mfgadmin", "?kind=quote&page_size=200");
    expect(quotes.total).toBeGreaterThan(0);
    expect(quotes.rows.every((row) => row.kind === "quote")).toBe(true);
    const status = quotes.rows.find((row) => row.action === "status");
    expect(status?.changes[0]?.field).toBe("status");
    const prices = await audit("mfgadmin", "?kind=price_book");
    expect(prices.rows.every((row) => row.kind === "price_book")).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await audit("mfgadmin", `?from=${tomorrow}&tz=UTC`)).total).toBe(0);
    const upToYesterday = await audit("mfgadmin", `?to=${yesterday}&tz=UTC&page_size=200`);
    expect(upToYesterday.rows.every((row) => row.at.slice(0, 10) <= yesterday)).toBe(true);
    const todays = await audit("mfgadmin", `?from=${today}&to=${today}&tz=UTC&kind=user`);
    expect(todays.rows.some((row) => row.entity_id === madeUserId)).toBe(true);

    const all = await audit("mfgadmin", "?page_size=200");
    const first = await audit("mfgadmin", "?page_size=2");
    const second = await audit("mfgadmin", "?page_size=2&page=2");
    expect(first.total).toBe(all.total);
    expect(first.rows.map((row) => row.id)).toEqual(all.rows.slice(0, 2).map((row) => row.id));
    expect(second.rows.map((row) => row.id)).toEqual(all.rows.slice(2, 4).map((row) => row.id));
    expect(second.page).toBe(2);
  });

  it("refuses bad filters with a message, and readers without audit.r", async () => {
    const client = await as("mfgadmin");
    for (const query of [
      "?kind=orders",
      "?page_size=1000",
      "?page=0",
      "?from=2026-13-01",
      "?to=2026-02-31",
      "?user_id=0x1",
    ]) {
      const answer = await client.get(`/api/audit${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.json.errors?.length, query).toBeGreaterThan(0);
    }
    const zone = await client.get("/api/audit?tz=Mars/Olympus");
    expect(zone.status).toBe(400);
    expect(zone.json.errors[0]).toContain("not a time zone");
    const reversed = await client.get("/api/audit?from=2026-02-02&to=2026-02-01");
    expect(reversed.status).toBe(400);
    for (const username of ["mfguser", "salesmanager", "salesrep", "purchaser"])
      expect((await (await as(username)).get("/api/audit")).status, username).toBe(403);
  });

  describe("through tRPC", () => {
    it("answers the same page as REST", async () => {
      const client = await as("dealeradmin");
      const rest = await client.get("/api/audit?page_size=5");
      const input = encodeURIComponent(JSON.stringify({ page_size: 5 }));
      const trpc = await client.get(`/api/trpc/audit.list?input=${input}`);
      expect(trpc.status).toBe(200);
      expect(trpc.json.result.data.rows).toEqual(rest.json.rows);
    });
  });
});
