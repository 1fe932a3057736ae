import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { LIST_PAGE, TEXT_MAX, TRPC_MAX_BATCH } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type Answer, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

// The machine running the suite can be busy: seeding and hashing get time.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

/** Decision 085: input has bounds. Every bad input answers 400 with `{ errors }`, never a 500. */
forEachDatabase("input bounds", (getDatabase) => {
  let app: RunningApp;
  let client: Client;

  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
    client = new Client(app.url);
    await client.login("superadmin");
  });
  afterAll(() => app.close());

  const expect400 = (label: string, answer: Answer) => {
    expect(answer.status, `${label}: ${JSON.stringify(answer.json).slice(0, 300)}`).toBe(400);
    expect(answer.json?.errors?.length, label).toBeGreaterThan(0);
  };

  it("refuses 20,000 nested levels on any tRPC path without a session: 400, nothing logged", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const nested = "[".repeat(20_000) + "]".repeat(20_000);
      const anonymous = new Client(app.url);
      for (const path of [
        "/api/trpc/quotes.create",
        "/api/trpc/quotes.list",
        "/api/trpc/anything",
        "/api/quotes",
      ]) {
        expect400(path, await anonymous.request("POST", path, `{"0":{"json":${nested}}}`));
      }
      // A string holding brackets is no nesting.
      const inString = await client.post("/api/quotes", { title: "[".repeat(5_000) });
      expect(inString.status).not.toBe(500);
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it("refuses a tRPC batch of more than TRPC_MAX_BATCH calls with 400 and runs none of them", async () => {
    const { prisma } = getDatabase();
    const before = await prisma.quote.count();
    const calls = TRPC_MAX_BATCH + 1;
    const paths = Array.from({ length: calls }, () => "quotes.create").join(",");
    const body = Object.fromEntries(Array.from({ length: calls }, (_, i) => [i, { title: `Batch ${i}` }]));
    const answer = await client.request("POST", `/api/trpc/${paths}?batch=1`, body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json)).toContain("errors");
    expect(await prisma.quote.count()).toBe(before);
    // At the limit the batch runs.
    const allowed = Array.from({ length: TRPC_MAX_BATCH }, () => "quotes.list").join(",");
    const input = Object.fromEntries(Array.from({ length: TRPC_MAX_BATCH }, (_, i) => [i, {}]));
    const ok = await client.get(
      `/api/trpc/${allowed}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    expect(ok.status).toBe(200);
  });

  it("refuses strings longer than their field's limit (quote title, dealer name, notes, login)", async () => {
    const long = (n: number) => "x".repeat(n + 1);
    expect400("title", await client.post("/api/quotes", { title: long(TEXT_MAX.line) }));
    expect400("title 900 KB", await client.post("/api/quotes", { title: "x".repeat(900_000) }));
    expect400("notes", await client.post("/api/quotes", { title: "Fine", notes: long(TEXT_MAX.notes) }));
    const dealer = {
      company_name: long(TEXT_MAX.companyName),
      email: "new@dealer.example",
      phone: "+1 (239) 555-0100",
      address_1: "1 Main St",
      city: "Naples",
      state: "FL",
      zip_code: "34102",
      country: "USA",
    };
    expect400("company_name", await client.post("/api/dealers", dealer));
    expect400(
      "city",
      await client.post("/api/dealers", { ...dealer, company_name: "Fine", city: long(TEXT_MAX.line) }),
    );
    expect400(
      "zip",
      await client.post("/api/dealers", {
        ...dealer,
        company_name: "Fine",
        zip_code: long(TEXT_MAX.zipCode),
      }),
    );
    expect400(
      "customer notes",
      await client.post("/api/customers", {
        ...dealer,
        company_name: undefined,
        first_name: "Ann",
        last_name: "Lee",
        dealer_id: 1,
        notes: long(TEXT_MAX.notes),
      }),
    );
    expect400(
      "login password",
      await new Client(app.url).post("/api/login", {
        username: "superadmin",
        password: long(TEXT_MAX.password),
      }),
    );
    expect400("account phone", await client.patch("/api/accounts/1", { phone: long(TEXT_MAX.phone) }));
  });

  it("refuses numbers beyond their column: shipping cost 1e10 on Decimal(12,2)", async () => {
    const order = await getDatabase().prisma.order.findFirst();
    expect(order).not.toBeNull();
    for (const shipping_cost of [1e10, 1_000_000_000, -1, "1e400"]) {
      expect400(
        `shipping_cost ${shipping_cost}`,
        await client.patch(`/api/orders/${order!.id}`, { shipping_cost }),
      );
    }
    const fine = await client.patch(`/api/orders/${order!.id}`, { shipping_cost: 125.5 });
    expect(fine.status, JSON.stringify(fine.json)).toBe(200);
  });

  it("accepts only http and https websites", async () => {
    for (const website of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://files.example",
      "vbscript:x",
    ]) {
      expect400(`dealer ${website}`, await client.patch("/api/dealers/1", { website }));
      expect400(`account ${website}`, await client.patch("/api/accounts/1", { website }));
    }
    expect400(
      "custom link",
      await client.post("/api/user-custom-links", { title: "X", link: "javascript:alert(1)" }),
    );
    const ok = await client.patch("/api/dealers/1", { website: "https://gulfcoastshade.example" });
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const link = await client.post("/api/user-custom-links", {
      title: "Docs",
      link: "https://docs.example/x",
    });
    expect(link.status, JSON.stringify(link.json)).toBe(200);
    const internal = await client.post("/api/user-custom-links", { title: "Quotes", link: "/panel/quotes" });
    expect(internal.status, JSON.stringify(internal.json)).toBe(200);
  });

  it("answers a list without limit with its first page and a cursor to the next", async () => {
    const { prisma } = getDatabase();
    const dealer = await prisma.dealer.findFirstOrThrow();
    const extra = LIST_PAGE.default + 20;
    await prisma.quote.createMany({
      data: Array.from({ length: extra }, (_, i) => ({ title: `Paged quote ${i}`, dealer_id: dealer.id })),
    });
    const total = await prisma.quote.count();
    const first = await client.get("/api/quotes");
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(LIST_PAGE.default);
    const link = first.headers.get("link");
    expect(link).toMatch(/rel="next"/);
    const next = /<([^>]+)>/.exec(link!)![1]!;
    const last = first.json[first.json.length - 1].id;
    expect(next).toContain(`cursor=${last}`);
    const seen = new Set<number>(first.json.map((q: { id: number }) => q.id));
    let page = await client.get(next);
    for (;;) {
      expect(page.status).toBeLessThan(300);
      for (const row of page.status === 204 ? [] : page.json) seen.add(row.id);
      const more = page.headers.get("link");
      if (!more) break;
      page = await client.get(/<([^>]+)>/.exec(more)![1]!);
    }
    expect(seen.size).toBe(total);
    // The same over tRPC and on the Prisma-built lists (dealers here).
    const trpc = await client.get(`/api/trpc/quotes.table?input=${encodeURIComponent("{}")}`);
    expect(trpc.json.result.data).toHaveLength(LIST_PAGE.default);
    await prisma.user.createMany({
      data: Array.from({ length: extra }, (_, i) => ({
        username: `paged_${i}`,
        email: `paged${i}@example.com`,
        first_name: "Paged",
        last_name: "User",
        role_id: 7,
        dealer_id: dealer.id,
        password_hash: "!",
      })),
    });
    const users = await client.get("/api/users");
    expect(users.json).toHaveLength(LIST_PAGE.default);
    expect(users.headers.get("link")).toMatch(/rel="next"/);
    const all = await client.get(`/api/users?limit=${LIST_PAGE.max}`);
    expect(all.json.length).toBeGreaterThan(LIST_PAGE.default);
    expect(all.headers.get("link")).toBeNull();
  });
});
