import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import type { PrismaClient } from "../../src/db/client.js";
import { loadQuoteList, quoteListForExport } from "../../src/services/quote-list-query.js";
import { toQuoteListItem } from "../../src/services/quotes.js";
import { QUOTE_EXPORT } from "../../src/api/exports/columns.js";
import type { Agent } from "@screens/domain";

/**
 * `GET /api/{list}/export.csv` and the report workbook (decision 113): the files parse
 * back to what the lists answer (filter, sort, columns), past the lists' default page size, inside
 * the agent's tenancy, with formula-like cells neutralised.
 */
vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });

forEachDatabase("list and report exports", (getDatabase) => {
  let app: RunningApp;
  let prisma: PrismaClient;
  const clients = new Map<string, Client>();
  let gulfId: number;

  async function as(username: string) {
    let client = clients.get(username);
    if (!client) {
      client = new Client(app.url);
      await client.login(username);
      clients.set(username, client);
    }
    return client;
  }

  /** The file as the browser gets it, parsed back (the BOM dropped by csv-parse). */
  async function csv(client: Client, path: string) {
    const response = await fetch(app.url + path, { headers: { cookie: client.cookie ?? "" } });
    const text = await response.text();
    const parsed: unknown = response.ok ? parse(text, { bom: true }) : [];
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      disposition: response.headers.get("content-disposition"),
      text,
      rows: parsed as string[][],
    };
  }

  beforeAll(async () => {
    prisma = getDatabase().prisma;
    await seedDemoWorld(prisma);
    const gulf = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Gulf Coast Shade & Screen" },
    });
    gulfId = gulf.id;
    // More Gulf quotes than one default page (100), some with titles a spreadsheet would run.
    const titles = [
      '=HYPERLINK("http://evil.example")',
      "+1+1",
      "-2+3",
      "@SUM(A1)",
      'Quote "with" quotes, and, commas',
    ];
    await prisma.quote.createMany({
      data: Array.from({ length: 130 }, (_, i) => ({
        title: titles[i] ?? `Bulk quote ${String(i).padStart(3, "0")}`,
        dealer_id: gulf.id,
        account_id: 2,
        status: 1,
        sale_price: 1000 + i,
      })),
    });
    // Another account's dealer: never in account 2's files.
    const account = await prisma.account.create({
      data: { account_number: "ACC-8888", company_name: "Other Maker", email: "o@other.example", phone: "1" },
    });
    const dealer = await prisma.dealer.create({
      data: { account_id: account.id, account_number: "DLR-8888", company_name: "Foreign Dealer" },
    });
    await prisma.quote.create({
      data: { title: "Foreign quote", dealer_id: dealer.id, account_id: account.id },
    });
    app = await startApp({
      prisma,
      rateLimits: { loginPerUsername: 1000, loginPerIp: 10000, forgotPerIp: 1000 },
    });
  });
  afterAll(() => app.close());

  it("the quotes export holds every quote of the list, past the default page, as the list answers them", async () => {
    const rep = await as("salesrep");
    const file = await csv(rep, "/api/quotes/export.csv?sort=-id");
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv/);
    expect(file.disposition).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = file.rows;
    expect(header).toEqual(["Quote #", "Title", "Dealer", "Status", "Price (USD)", "Created (UTC)"]);
    const own = await prisma.quote.count({ where: { dealer_id: gulfId, status: { not: 0 } } });
    expect(own).toBeGreaterThan(100);
    expect(rows).toHaveLength(own);
    expect(rows.every((row) => row[2] === "Gulf Coast Shade & Screen")).toBe(true);
    // The list's first page, in the same order.
    const page = await rep.get("/api/quotes?sort=-id&limit=20");
    expect(rows.slice(0, 20).map((row) => row[1])).toEqual(
      page.json.map((quote: { title: string }) =>
        /^[=+\-@]/.test(quote.title) ? `'${quote.title}` : quote.title,
      ),
    );
    expect(rows[0]?.[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("the export's reader gives the list's own items in the list's order, batch after batch", async () => {
    const staff = {
      ...(await prisma.user.findFirstOrThrow({ where: { username: "mfguser" } })),
      permissions: [],
    } as unknown as Agent;
    for (const query of [{ sort: "-id" }, { sort: "title" }, { sort: "-sale_price", q: "bulk" }]) {
      // The list page by page (its cursor), as the table reads it.
      const listed = [];
      let cursor: number | undefined;
      for (;;) {
        const page = (await loadQuoteList(prisma, staff, { ...query, limit: 25, cursor })).map(
          toQuoteListItem,
        );
        listed.push(...page);
        if (page.length < 25) break;
        cursor = page.at(-1)!.id;
      }
      expect(listed.length).toBeGreaterThan(100);
      // The export's reader in batches of 7, with and without the counts.
      for (const counts of [true, false]) {
        const exported = [];
        for await (const row of quoteListForExport(prisma, staff, query, {}, { counts, batch: 7 }))
          exported.push(toQuoteListItem(row));
        expect(exported).toEqual(
          counts ? listed : listed.map((item) => ({ ...item, unit_count: 0, accessory_count: 0 })),
        );
      }
    }
  });

  it("every column of the quotes file is the list's value, the unit count included", async () => {
    const staff = await as("mfguser");
    const ids = QUOTE_EXPORT.map((column) => column.id);
    const file = await csv(staff, `/api/quotes/export.csv?sort=created_at&columns=${ids.join(",")}`);
    const [header, ...rows] = file.rows;
    expect(header).toEqual(QUOTE_EXPORT.map((column) => column.header));
    const items = [];
    let cursor: number | undefined;
    for (;;) {
      const page = await staff.get(
        `/api/quotes?sort=created_at&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      );
      items.push(...page.json);
      if (page.json.length < 100) break;
      cursor = page.json.at(-1).id;
    }
    expect(rows).toHaveLength(items.length);
    expect(items.some((item: { unit_count: number }) => item.unit_count > 0)).toBe(true);
    const cell = (value: string | number | null) => {
      const text = value === null ? "" : String(value);
      return /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
    };
    expect(rows).toEqual(
      items.map((item: Parameters<(typeof QUOTE_EXPORT)[number]["value"]>[0]) =>
        QUOTE_EXPORT.map((column) => cell(column.value(item))),
      ),
    );
  });

  it("cells a spreadsheet would run as formulas start with an apostrophe; quotes and commas survive", async () => {
    const file = await csv(await as("salesrep"), "/api/quotes/export.csv?columns=title,sale_price");
    const titles = file.rows.slice(1).map((row) => row[0]);
    for (const dangerous of ['=HYPERLINK("http://evil.example")', "+1+1", "-2+3", "@SUM(A1)"])
      expect(titles).toContain(`'${dangerous}`);
    expect(titles).toContain('Quote "with" quotes, and, commas');
    expect(titles.some((title) => /^[=+\-@]/.test(title ?? ""))).toBe(false);
    // Numbers stay numbers.
    expect(file.rows.slice(1).every((row) => /^\d+(\.\d+)?$/.test(row[1] ?? ""))).toBe(true);
  });

  it("filter, sort, hide_closed and columns are the table's", async () => {
    const staff = await as("mfguser");
    const file = await csv(staff, "/api/quotes/export.csv?q=bulk%20quote%2000&sort=title&columns=id,title");
    expect(file.rows[0]).toEqual(["ID", "Title"]);
    expect(file.rows.slice(1).map((row) => row[1])).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk quote 00${i}`).filter((title) => title >= "Bulk quote 005"),
    );
    const open = await csv(staff, "/api/quotes/export.csv?hide_closed=true&columns=status");
    expect(open.rows.slice(1).some((row) => row[0] === "Ordered")).toBe(false);
    const all = await csv(staff, "/api/quotes/export.csv?columns=status");
    expect(all.rows.slice(1).some((row) => row[0] === "Ordered")).toBe(true);
  });

  it("tenancy as the lists: no foreign rows; a foreign parent is 404; a missing permission 403", async () => {
    const staff = await as("mfgadmin");
    const quotes = await csv(staff, "/api/quotes/export.csv?columns=title,dealer");
    expect(quotes.rows.some((row) => row[1] === "Foreign Dealer")).toBe(false);
    const everything = await csv(await as("superadmin"), "/api/quotes/export.csv?columns=title,dealer");
    expect(everything.rows.some((row) => row[1] === "Foreign Dealer")).toBe(true);

    const rep = await as("salesrep");
    const maple = await prisma.dealer.findFirstOrThrow({
      where: { company_name: "Maple Leaf Outdoor Living" },
    });
    expect((await csv(rep, `/api/dealers/${maple.id}/quotes/export.csv`)).status).toBe(404);
    expect((await csv(rep, `/api/dealers/${gulfId}/orders/export.csv`)).status).toBe(200);
    expect((await csv(rep, "/api/accounts/export.csv")).status).toBe(403);
    expect((await csv(new Client(app.url), "/api/quotes/export.csv")).status).toBe(401);
    const users = await csv(rep, "/api/users/export.csv?columns=username,company_name");
    expect(users.rows.slice(1).every((row) => row[1] === "Gulf Coast Shade & Screen")).toBe(true);
  });

  it("bad controls are a 400 with errors before any file starts", async () => {
    const staff = await as("mfguser");
    for (const path of [
      "/api/quotes/export.csv?sort=password",
      "/api/quotes/export.csv?columns=title,secret",
      "/api/orders/export.csv?q=" + "x".repeat(300),
      "/api/dealers/abc/quotes/export.csv",
    ]) {
      const answer = await staff.get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.json.errors.length, path).toBeGreaterThan(0);
    }
  });

  it("the report workbook opens with its sheets and typed cells", async () => {
    const admin = await as("dealeradmin");
    const response = await fetch(`${app.url}/api/reports/export.xlsx?period=year`, {
      headers: { cookie: admin.cookie ?? "" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs types its Buffer apart from Node's.
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Summary",
      "Acceptance",
      "By month",
      "By dealer",
      "By product",
      "Quotes by status",
      "Orders by status",
      "Awaiting approval",
    ]);
    const summary = workbook.getWorksheet("Summary");
    const open = summary?.getRow(3);
    expect(open?.getCell(1).value).toBe("Open quotes (now)");
    expect(typeof open?.getCell(2).value).toBe("number");
    const dealers = workbook.getWorksheet("By dealer");
    const names = dealers?.getColumn(1).values.slice(2) ?? [];
    expect(names.every((name) => name === "Gulf Coast Shade & Screen")).toBe(true);
    // A representative has no Reports.
    const rep = await as("salesrep");
    expect((await rep.get("/api/reports/export.xlsx")).status).toBe(403);
  });
});
