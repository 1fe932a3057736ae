import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultConfiguration, defaultPriceBook, priceConfiguration } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

/**
 * The price book as versions and the dealer price levels over REST
 * (docs/decisions/148-price-book-versions.md, 149-dealer-price-levels.md): a draft raised and
 * checked, its impact, published for a later instant that a moved clock reaches, frozen quotes
 * that keep their version, and a level with a discount in the unit's price.
 */
forEachDatabase("price books", (getDatabase) => {
  let app: RunningApp;
  let clock = new Date("2026-11-29T12:00:00Z");
  let admin: Client;
  let staff: Client;
  let rep: Client;
  let dealerAdmin: Client;
  let foreign: Client;
  let dealerId: number;

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    dealerId = (await prisma.dealer.findFirstOrThrow({ where: { country: "USA" } })).id;
    app = await startApp({
      prisma,
      now: () => clock,
      rateLimits: { loginPerIp: 10_000, loginPerUsername: 10_000 },
    });
    const as = signedInClients(() => app);
    admin = await as("mfgadmin");
    staff = await as("mfguser");
    rep = await as("salesrep");
    dealerAdmin = await as("dealeradmin");
    foreign = await as("cadealer");
  });
  afterAll(() => app.close());

  /** A draft of the US dealer with one saved unit, through the API as a rep makes it. */
  async function draftWithUnit(configuration = defaultConfiguration()) {
    const quote = await rep.post("/api/quotes", { title: "Patio screens" });
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    const unit = await rep.post("/api/configurations", { quote_id: quote.json.id, configuration });
    expect(unit.status, JSON.stringify(unit.json)).toBe(200);
    return { quoteId: quote.json.id as number, unitId: unit.json.id as number };
  }

  it("the bundled book is version 1, in effect, readable by every signed-in user as the library loads it", async () => {
    const current = await rep.get("/api/price-books/current");
    expect(current.status).toBe(200);
    expect(current.json.version).toBe(defaultPriceBook.version);
    expect(current.json.motor_brands).toEqual(defaultPriceBook.motor_brands);
    const list = await rep.get("/api/price-books");
    expect(list.json).toEqual([
      expect.objectContaining({ version: defaultPriceBook.version, state: "in_effect" }),
    ]);
    expect((await new Client(app.url).get("/api/price-books/current")).status).toBe(401);
  });

  it("only the manufacturer's admins make drafts; an invalid import changes nothing and names every problem", async () => {
    expect((await rep.post("/api/price-books", { version: "2027.1" })).status).toBe(403);
    expect((await staff.post("/api/price-books", { version: "2027.1" })).status).toBe(403);
    const made = await admin.post("/api/price-books", { version: "2027.1", note: "Next year" });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    expect(made.json[0]).toMatchObject({
      version: "2027.1",
      state: "draft",
      based_on: defaultPriceBook.version,
    });
    // A dealer does not see drafts.
    expect((await rep.get("/api/price-books")).json.map((v: { version: string }) => v.version)).not.toContain(
      "2027.1",
    );
    expect((await rep.get("/api/price-books/2027.1")).status).toBe(404);

    const broken = structuredClone(defaultPriceBook) as unknown as Record<string, unknown>;
    (broken.fabric_size_table as { cells: unknown[][] }).cells[0]![0] = -5;
    (broken.motor_brands as { types: { price: unknown }[] }[])[0]!.types[0]!.price = "cheap";
    const refused = await admin.request("PUT", "/api/price-books/2027.1", { book: broken });
    expect(refused.status).toBe(400);
    const problems = JSON.stringify(refused.json);
    expect(problems).toContain("fabric_size_table.cells.0.0");
    expect(problems).toContain("motor_brands.0.types.0.price");
    const contents = await admin.get("/api/price-books/2027.1/contents");
    expect(contents.json.book.fabric_size_table).toEqual(defaultPriceBook.fabric_size_table);
    expect(contents.json.book.version).toBe("2027.1");
  });

  it("imports a workbook: refused cells named by sheet, row and column and nothing changed; the fixed file replaces the draft", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const made = await admin.post("/api/price-books", { version: "2027.0-import" });
    expect(made.status).toBe(200);
    const exported = await admin.binary("GET", "/api/price-books/2027.0-import/export.xlsx");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("motor_brands.types")!;
    const price = (sheet.getRow(1).values as unknown[]).indexOf("price");
    sheet.getRow(2).getCell(price).value = "cheap";
    workbook.getWorksheet("fabric_size_table")!.getRow(2).getCell(2).value = -1;
    const bad = Buffer.from(await workbook.xlsx.writeBuffer());
    const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    expect((await staff.binary("PUT", "/api/price-books/2027.0-import/import.xlsx", bad, xlsx)).status).toBe(
      403,
    );
    const refused = await admin.binary("PUT", "/api/price-books/2027.0-import/import.xlsx", bad, xlsx);
    expect(refused.status).toBe(400);
    const problems = JSON.stringify(refused.json);
    expect(problems).toMatch(/Sheet “motor_brands.types”, row 2, column [A-Z] \(price\)/);
    expect(problems).toMatch(/Sheet “fabric_size_table”, row 2, column B/);
    const unchanged = (await admin.get("/api/price-books/2027.0-import/contents")).json;
    expect(unchanged.book.motor_brands).toEqual(defaultPriceBook.motor_brands);

    sheet.getRow(2).getCell(price).value = 777;
    workbook.getWorksheet("fabric_size_table")!.getRow(2).getCell(2).value = 41.5;
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await admin.binary("PUT", "/api/price-books/2027.0-import/import.xlsx", fixed, xlsx);
    expect(imported.status, JSON.stringify(imported.json)).toBe(200);
    const contents = (await admin.get("/api/price-books/2027.0-import/contents")).json;
    expect(contents.book.motor_brands[0].types[0].price).toBe(777);
    expect(contents.book.fabric_size_table.cells[0][0]).toBe(41.5);
    expect(contents.book.version).toBe("2027.0-import");
    expect((await admin.request("DELETE", "/api/price-books/2027.0-import")).status).toBe(200);
    // exceljs loads with the first workbook: slow on a busy machine.
  }, 120_000);

  it("raises motors by 4% to the dollar; the diff names each changed price; the impact re-prices open drafts", async () => {
    // Without its retention the unit is no package: its price is the sum of its charges, motor included.
    const { quoteId } = await draftWithUnit(defaultConfiguration({ included_retention: false }));
    const raised = await admin.post("/api/price-books/2027.1/raise", {
      section: "motor_brands",
      percent: 4,
      step: 1,
    });
    expect(raised.status, JSON.stringify(raised.json)).toBe(200);
    expect(raised.json.changed).toBeGreaterThan(0);
    const contents = (await admin.get("/api/price-books/2027.1/contents")).json;
    const motor = defaultPriceBook.motor_brands[0]!.types[0]!;
    expect(contents.book.motor_brands[0].types[0].price).toBe(Math.round(motor.price * 1.04));
    // Fabric, sizes and the dealer factor did not move.
    expect(contents.book.fabric_size_table).toEqual(defaultPriceBook.fabric_size_table);
    expect(contents.book.dealer_factor).toBe(0.55);

    const diff = await admin.get(`/api/price-books/2027.1/diff?against=${defaultPriceBook.version}`);
    expect(diff.status).toBe(200);
    expect(diff.json.changes).toContainEqual({
      path: `motor_brands.${defaultPriceBook.motor_brands[0]!.value}.types.${motor.value}.price`,
      kind: "changed",
      before: motor.price,
      after: Math.round(motor.price * 1.04),
    });
    expect(diff.json.changes.every((c: { path: string }) => c.path.startsWith("motor_brands."))).toBe(true);

    const impact = await admin.get("/api/price-books/2027.1/impact");
    expect(impact.status, JSON.stringify(impact.json)).toBe(200);
    expect(impact.json.changed_units.map((u: { quote_id: number }) => u.quote_id)).toContain(quoteId);
    const dealer = impact.json.dealers.find((d: { dealer_id: number }) => d.dealer_id === dealerId);
    expect(dealer.quotes_changed).toBeGreaterThan(0);
    expect(dealer.total_after).toBeGreaterThan(dealer.total_before);
    // Every member of the staff reads it; a dealer never does.
    expect((await staff.get("/api/price-books/2027.1/impact")).status).toBe(200);
    expect((await rep.get("/api/price-books/2027.1/impact")).status).toBe(403);
  });

  it("a raise and a diff read a draft as stored (no default filled in); stored contents that fail the schema are refused with every problem", async () => {
    const { prisma } = getDatabase();
    expect((await admin.post("/api/price-books", { version: "2027.9" })).status).toBe(200);
    // Written without the pane limits (the schema's defaults): stored so, and kept so by a raise.
    const book = structuredClone(defaultPriceBook) as unknown as { clear_window: Record<string, unknown> };
    delete book.clear_window.pane_max_width_in;
    const put = await admin.request("PUT", "/api/price-books/2027.9", { book });
    expect(put.status, JSON.stringify(put.json)).toBe(200);
    const raised = await admin.post("/api/price-books/2027.9/raise", {
      section: "motor_brands",
      percent: 4,
      step: 1,
    });
    expect(raised.status, JSON.stringify(raised.json)).toBe(200);
    const contents = (await admin.get("/api/price-books/2027.9/contents")).json;
    expect(contents.book.clear_window).not.toHaveProperty("pane_max_width_in");
    const diff = await admin.get(`/api/price-books/2027.9/diff?against=${defaultPriceBook.version}`);
    expect(diff.status).toBe(200);
    expect(diff.json.changes).toContainEqual({
      path: "clear_window.pane_max_width_in",
      kind: "removed",
      before: defaultPriceBook.clear_window.pane_max_width_in,
    });

    // A stored draft the schema no longer accepts (written before a rule): refused, problems named.
    expect(
      await prisma.$executeRawUnsafe(
        `UPDATE price_book_versions SET book = book - 'motor_brands' WHERE version = $1`,
        "2027.9",
      ),
    ).toBe(1);
    const refused = await admin.post("/api/price-books/2027.9/raise", {
      section: "all",
      percent: 4,
      step: 1,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain("motor_brands");
    const unread = await admin.get(`/api/price-books/2027.9/diff?against=${defaultPriceBook.version}`);
    expect(unread.status).toBe(400);
    expect(JSON.stringify(unread.json)).toContain("motor_brands");
    expect((await admin.request("DELETE", "/api/price-books/2027.9")).status).toBe(200);
  });

  it("published for a later instant: drafts price with it from that instant; a quote sent before keeps its version", async () => {
    const component = defaultConfiguration({ included_retention: false });
    const before = await draftWithUnit(component);
    const sentBefore = await draftWithUnit(component);
    const customer = await getDatabase().prisma.customer.create({
      data: { dealer_id: dealerId, first_name: "Ana", last_name: "Silva", email: "ana@example.com" },
    });
    await getDatabase().prisma.quote.update({
      where: { id: sentBefore.quoteId },
      data: { customer_id: customer.id },
    });
    const sent = await rep.post(`/api/quotes/${sentBefore.quoteId}/send`, {});
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    const sentPrice = sent.json.sale_price;

    const effective = new Date(clock.getTime() + 2 * 86_400_000);
    expect(
      (await admin.post("/api/price-books/2027.1/publish", { effective_at: "2020-01-01T00:00:00Z" })).status,
    ).toBe(400);
    const published = await admin.post("/api/price-books/2027.1/publish", {
      effective_at: effective.toISOString(),
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(published.json.find((v: { version: string }) => v.version === "2027.1").state).toBe("scheduled");
    expect((await admin.request("PUT", "/api/price-books/2027.1", { book: defaultPriceBook })).status).toBe(
      409,
    );

    // Before the instant: the old book.
    const saved = await rep.request("PATCH", `/api/configurations/${before.unitId}`, { unit_name: "Patio" });
    expect(saved.json.price_book_version).toBe(defaultPriceBook.version);

    clock = new Date(effective.getTime() + 1000);
    const after = await rep.request("PATCH", `/api/configurations/${before.unitId}`, {
      unit_name: "Patio 2",
    });
    expect(after.json.price_book_version).toBe("2027.1");
    expect(after.json.unit_total).toBeGreaterThan(saved.json.unit_total);
    expect((await rep.get("/api/price-books/current")).json.version).toBe("2027.1");
    const pricing = await rep.get(`/api/quotes/${sentBefore.quoteId}/pricing`);
    expect(pricing.json).toMatchObject({ version: defaultPriceBook.version, frozen: true });
    expect((await rep.get(`/api/quotes/${sentBefore.quoteId}`)).json.sale_price).toBe(sentPrice);
    // Sending renders the quote PDF on its thread: slow on a busy machine.
  }, 120_000);

  it("a dealer on a level with a discount: its drafts price with both, the bridge's terms; other dealers never see the level", async () => {
    const level = await admin.post("/api/price-levels", { name: "Premier", factor: 0.52 });
    expect(level.status, JSON.stringify(level.json)).toBe(200);
    const premier = level.json.find((l: { name: string }) => l.name === "Premier");
    const { quoteId, unitId } = await draftWithUnit();
    const standard = (await rep.get(`/api/configurations/${unitId}`)).json;

    expect(
      (await dealerAdmin.request("PATCH", `/api/dealers/${dealerId}`, { price_level_id: premier.id })).status,
    ).toBe(403);
    const assigned = await admin.request("PATCH", `/api/dealers/${dealerId}`, {
      price_level_id: premier.id,
      discount: 5,
    });
    expect(assigned.status, JSON.stringify(assigned.json)).toBe(200);
    expect(assigned.json.price_level).toEqual({ name: "Premier", factor: 0.52 });

    const pricing = (await rep.get(`/api/quotes/${quoteId}/pricing`)).json;
    expect(pricing).toMatchObject({
      frozen: false,
      terms: { level: "Premier", factor: 0.52, discount_pct: 5 },
    });
    const repriced = (await rep.get(`/api/configurations/${unitId}`)).json;
    const book = (await rep.get("/api/price-books/current")).json;
    const expected = priceConfiguration(defaultConfiguration(), { priceBook: book, terms: pricing.terms });
    expect(expected.ok).toBe(true);
    if (!expected.ok) return;
    expect(repriced.unit_total).toBe(expected.breakdown.unit_total);
    expect(repriced.unit_total).toBeLessThan(standard.unit_total);
    expect(expected.breakdown.dealer_discount).toBeGreaterThan(0);

    expect((await dealerAdmin.get("/api/price-levels")).json).toEqual([
      { id: premier.id, name: "Premier", factor: 0.52, dealers: 1 },
    ]);
    expect((await foreign.get("/api/price-levels")).status).toBe(204);
    expect((await admin.request("DELETE", `/api/price-levels/${premier.id}`)).status).toBe(400);
  });
});
