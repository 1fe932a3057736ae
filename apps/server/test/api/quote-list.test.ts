import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

type Item = {
  id: number;
  title: string;
  quote_number: string | null;
  sale_price: number;
  status: number;
  dealer_id: number | null;
  dealer: { company_name: string } | null;
};

/**
 * The quote lists' optional controls (q, sort, limit, cursor), applied in the database: a
 * manufacturer with 100,000 quotes pages through them on the server and must see every quote once.
 */
forEachDatabase("quote list controls", (getDatabase) => {
  let app: RunningApp;
  let staff: Client;
  let dealer: Client;
  let everything: Item[];

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    // Ties on purpose: equal titles and prices must still page in one total order (id breaks them).
    const template = await prisma.quote.findFirstOrThrow({ where: { dealer_id: { not: null } } });
    await prisma.quote.createMany({
      data: Array.from({ length: 23 }, (_, i) => ({
        quote_number: `T-${1000 + i}`,
        title: i % 2 ? "Lanai enclosure" : "Pool cage",
        dealer_id: template.dealer_id,
        account_id: template.account_id,
        status: i % 3 === 0 ? 30 : 1,
        sale_price: (i % 4) * 1000,
        markup_variable: 1.43,
      })),
    });
    // Imported quotes may have no number: they must page like the others.
    await prisma.quote.createMany({
      data: [1, 2].map((i) => ({
        title: `Imported ${i}`,
        dealer_id: template.dealer_id,
        account_id: template.account_id,
        markup_variable: 1.43,
      })),
    });
    await prisma.quote.create({
      data: {
        quote_number: "T-2000",
        title: "Patio 50%_off",
        dealer_id: template.dealer_id,
        account_id: template.account_id,
        markup_variable: 1.43,
      },
    });
    app = await startApp({ prisma });
    staff = new Client(app.url);
    await staff.login("mfguser");
    dealer = new Client(app.url);
    await dealer.login("salesrep");
    everything = (await staff.get("/api/quotes-table")).json;
  });
  afterAll(() => app.close());

  async function pageThrough(client: Client, path: string, limit: number) {
    const seen: Item[] = [];
    let cursor: number | undefined;
    for (let guard = 0; guard < 100; guard++) {
      const separator = path.includes("?") ? "&" : "?";
      const answer = await client.get(
        `${path}${separator}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`,
      );
      if (answer.status === 204) break;
      expect(answer.status).toBe(200);
      const page = answer.json as Item[];
      expect(page.length).toBeLessThanOrEqual(limit);
      seen.push(...page);
      if (page.length < limit) break;
      cursor = page[page.length - 1]!.id;
    }
    return seen;
  }

  it("without controls lists every quote of the tenancy, newest first", () => {
    expect(everything.length).toBeGreaterThan(24);
    expect(everything.map((q) => q.id)).toEqual([...everything.map((q) => q.id)].sort((a, b) => b - a));
  });

  describe.each([
    "-id",
    "id",
    "title",
    "-title",
    "sale_price",
    "-sale_price",
    "status",
    "-status",
    "created_at",
    "-created_at",
    "quote_number",
    "-quote_number",
  ])("sort=%s", (sort) => {
    it("pages through every quote exactly once, in the order of the whole sorted list", async () => {
      const whole = (await staff.get(`/api/quotes-table?sort=${sort}`)).json as Item[];
      expect(whole.map((q) => q.id).sort()).toEqual(everything.map((q) => q.id).sort());
      const paged = await pageThrough(staff, `/api/quotes-table?sort=${sort}`, 7);
      expect(paged.map((q) => q.id)).toEqual(whole.map((q) => q.id));
      // Numbers in order; ties (equal titles and prices on purpose) broken by the id, same direction.
      const field = sort.replace("-", "") as keyof Item;
      const direction = sort.startsWith("-") ? -1 : 1;
      for (let i = 1; i < whole.length; i++) {
        const [a, b] = [whole[i - 1]!, whole[i]!];
        if (a[field] === b[field]) expect(Math.sign(b.id - a.id)).toBe(direction);
        else if (typeof a[field] === "number")
          expect(Math.sign((b[field] as number) - a[field])).toBe(direction);
      }
    });
  });

  it("filters with q case-insensitively on the title, the quote number and the dealer's name", async () => {
    const matching = (text: string) =>
      everything
        .filter((q) =>
          [q.title, q.quote_number ?? "", q.dealer?.company_name ?? ""].some((field) =>
            field.toLowerCase().includes(text),
          ),
        )
        .map((q) => q.id);
    const pools = (await staff.get("/api/quotes-table?q=POOL%20CAGE")).json as Item[];
    expect(pools.map((q) => q.id)).toEqual(matching("pool cage"));
    expect(pools.filter((q) => q.title === "Pool cage").length).toBe(12);
    expect((await staff.get("/api/quotes-table?q=t-1004")).json.map((q: Item) => q.title)).toEqual([
      "Pool cage",
    ]);
    const byDealer = (await staff.get("/api/quotes-table?q=gulf%20coast")).json as Item[];
    expect(byDealer.map((q) => q.id)).toEqual(matching("gulf coast"));
    expect(byDealer.length).toBeGreaterThanOrEqual(23);
    // The text is searched literally: LIKE's % and _ match only themselves.
    for (const text of ["%", "_", "50%_"]) {
      const found = (await staff.get(`/api/quotes-table?q=${encodeURIComponent(text)}`)).json as Item[];
      expect(found.map((q) => q.title)).toEqual(["Patio 50%_off"]);
    }
    expect((await staff.get("/api/quotes-table?q=no%20such%20quote")).status).toBe(204);
  });

  it("pages a filtered list too", async () => {
    const whole = (await staff.get("/api/quotes-table?q=lanai&sort=sale_price")).json as Item[];
    expect(whole.filter((q) => q.title === "Lanai enclosure").length).toBe(11);
    const paged = await pageThrough(staff, "/api/quotes-table?q=lanai&sort=sale_price", 4);
    expect(paged.map((q) => q.id)).toEqual(whole.map((q) => q.id));
  });

  it("the pending list holds only quotes awaiting approval or payment, and pages the same way", async () => {
    const pending = (await staff.get("/api/quotes-table-pending")).json as Item[];
    expect(pending.length).toBeGreaterThanOrEqual(8);
    expect(pending.every((q) => q.status === 30 || q.status === 31)).toBe(true);
    const paged = await pageThrough(staff, "/api/quotes-table-pending?sort=-sale_price", 3);
    expect(paged.map((q) => q.id).sort()).toEqual(pending.map((q) => q.id).sort());
  });

  it("hide_closed leaves ordered quotes out in the database, on every quote list that can hold them", async () => {
    expect(everything.some((q) => q.status === 50)).toBe(true);
    const open = everything.filter((q) => q.status !== 50).map((q) => q.id);
    expect((await staff.get("/api/quotes-table?hide_closed=true")).json.map((q: Item) => q.id)).toEqual(open);
    expect((await staff.get("/api/quotes?hide_closed=1")).json.map((q: Item) => q.id)).toEqual(open);
    const paged = await pageThrough(staff, "/api/quotes-table?hide_closed=true&sort=title", 6);
    expect(paged.map((q) => q.id).sort()).toEqual([...open].sort());
    expect((await staff.get("/api/quotes-table?hide_closed=false")).json.length).toBe(everything.length);

    const ordered = everything.find((q) => q.status === 50)!;
    const dealerQuotes = `/api/dealers/${ordered.dealer_id}/quotes`;
    const all = (await staff.get(dealerQuotes)).json as Item[];
    expect(all.some((q) => q.status === 50)).toBe(true);
    const shown = ((await staff.get(`${dealerQuotes}?hide_closed=true`)).json ?? []) as Item[]; // 204: none
    expect(shown.map((q) => q.id)).toEqual(all.filter((q) => q.status !== 50).map((q) => q.id));

    const bad = await staff.get("/api/quotes-table?hide_closed=maybe");
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0]).toMatch(/^hide_closed: /);
  });

  it("a cursor naming another dealer's quote gives an empty page, not that quote's position", async () => {
    const { prisma } = getDatabase();
    const own = (await dealer.get("/api/quotes-table")).json as Item[];
    const foreign = await prisma.quote.create({
      data: { quote_number: "T-3000", title: "Foreign", sale_price: 1500, markup_variable: 1.43 },
    });
    try {
      expect(own.some((q) => q.id === foreign.id)).toBe(false);
      const probe = await dealer.get(`/api/quotes-table?sort=sale_price&cursor=${foreign.id}`);
      expect(probe.status).toBe(204);
    } finally {
      await prisma.quote.delete({ where: { id: foreign.id } });
    }
  });

  it("a dealer pages only through its own dealer's quotes", async () => {
    const own = await pageThrough(dealer, "/api/quotes-table?sort=title", 5);
    const dealerId = own[0]!.dealer_id;
    expect(own.every((q) => q.dealer_id === dealerId)).toBe(true);
    expect(own.length).toBe(everything.filter((q) => q.dealer_id === dealerId).length);
  });

  it("refuses an unknown sort field and out-of-range limits with a clear 400", async () => {
    const badSort = await staff.get("/api/quotes-table?sort=password");
    expect(badSort.status).toBe(400);
    expect(badSort.json.errors[0]).toMatch(/^sort: Sort by one of id, created_at, title/);
    expect((await staff.get("/api/quotes-table?limit=0")).status).toBe(400);
    expect((await staff.get("/api/quotes-table?limit=501")).status).toBe(400);
  });
});
