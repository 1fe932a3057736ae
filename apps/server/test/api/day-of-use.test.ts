import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { QUOTE_STATUS } from "@screens/domain";
import { CANADIAN_BROKERAGE_FEE } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { signedInClients, startApp, type RunningApp } from "../helpers/http.js";
import { waitUntil } from "../helpers/wait.js";
import { seedIfEmpty } from "../../src/seed/demo-world.js";
import { BOTH_PLACES_MESSAGE, unknownFieldMessage } from "../../src/services/configuration-create-fields.js";

vi.setConfig({ hookTimeout: 240_000, testTimeout: 240_000 });

/** Points a day of use found in the demo world and the API (decision 190). */
forEachDatabase("a day of use: one figure per quote, and a new unit's fields", (getDatabase) => {
  let app: RunningApp;
  const as = signedInClients(() => app);

  beforeAll(async () => {
    const { prisma } = getDatabase();
    // The demo of a first start: the world, its months of history and its dealers' taxes.
    await seedIfEmpty(prisma);
    app = await startApp({ prisma, rateLimits: { loginPerUsername: 1000, loginPerIp: 10000 } });
  });
  afterAll(() => app.close());

  describe("the demo world", () => {
    it("every quote's list price is its page's total; a Canadian dealer's carry the brokerage", async () => {
      const staff = await as("superadmin");
      const list = await staff.get("/api/quotes?limit=200");
      expect(list.status).toBe(200);
      const canadian = await as("cadealer");
      const theirs = await canadian.get("/api/quotes?limit=200");
      const canadianIds = new Set(theirs.json.map((quote: { id: number }) => quote.id));
      expect(canadianIds.size).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const row of list.json as {
        id: number;
        quote_number: string;
        sale_price: number;
        status: number;
      }[]) {
        const page = await staff.get(`/api/quotes/${row.id}`);
        const { total, brokerage_fee } = page.json.summary as { total: number; brokerage_fee: number };
        if (row.sale_price !== total)
          wrong.push(`${row.quote_number}: list ${row.sale_price}, page ${total}`);
        if (canadianIds.has(row.id) && brokerage_fee !== CANADIAN_BROKERAGE_FEE)
          wrong.push(`${row.quote_number}: brokerage ${brokerage_fee}`);
      }
      expect(wrong).toEqual([]);
      // Among them one sent to its customer (its prices frozen by the sending, like Q-000016's).
      expect(
        (theirs.json as { status: number }[]).some(
          (quote) => quote.status === QUOTE_STATUS.CUSTOMER_APPROVAL,
        ),
      ).toBe(true);
    });
  });

  describe("the quotes list (product rule R50)", () => {
    it("opens most recently changed first, filters by status, and refuses an unknown status", async () => {
      const rep = await as("salesrep");
      const older = await rep.post("/api/quotes", { title: "Changed later" });
      const newer = await rep.post("/api/quotes", { title: "Left alone" });
      const newerMadeBy = Date.now();
      expect([older.status, newer.status]).toEqual([200, 200]);
      // The older quote is changed after the newer one was made (the clock has moved on): it comes first.
      await waitUntil(() => Date.now() > newerMadeBy, "the clock to pass the newer quote's making");
      expect((await rep.patch(`/api/quotes/${older.json.id}`, { notes: "Gate code 1234" })).status).toBe(200);
      const list = await rep.get("/api/quotes?limit=5");
      expect(list.status).toBe(200);
      expect(list.json.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([
        older.json.id,
        newer.json.id,
      ]);
      // Its cursor pages on in the same order: the second page starts after the first's last row.
      const first = await rep.get("/api/quotes?limit=1");
      const second = await rep.get(`/api/quotes?limit=1&cursor=${first.json[0].id}`);
      expect(second.json[0].id).toBe(list.json[1].id);

      const ordered = await rep.get(`/api/quotes?status=${QUOTE_STATUS.ORDERED}&limit=100`);
      expect(ordered.status).toBe(200);
      expect(ordered.json.length).toBeGreaterThan(0);
      expect(ordered.json.every((row: { status: number }) => row.status === QUOTE_STATUS.ORDERED)).toBe(true);
      const started = await rep.get(`/api/quotes?status=${QUOTE_STATUS.STARTED}&limit=100`);
      expect(started.json.map((row: { id: number }) => row.id)).toContain(older.json.id);
      const unknown = await rep.get("/api/quotes?status=7");
      expect(unknown.status).toBe(400);
      expect(unknown.json.errors).toEqual(["status: Not a quote status."]);
    });
  });

  describe("POST /api/configurations", () => {
    async function newQuote() {
      const rep = await as("salesrep");
      const quote = await rep.post("/api/quotes", { title: "Fields beside quote_id" });
      expect(quote.status).toBe(200);
      return { rep, quoteId: quote.json.id as number };
    }

    it("takes the unit's fields beside quote_id, as PATCH does: saved and priced", async () => {
      const { rep, quoteId } = await newQuote();
      const created = await rep.post("/api/configurations", {
        quote_id: quoteId,
        unit_name: "Pool side",
        unit_width_in: 144,
        unit_height_in: 100.5,
        quantity: 2,
      });
      expect(created.status, JSON.stringify(created.json)).toBe(200);
      expect(created.json).toMatchObject({
        unit_name: "Pool side",
        unit_width_in: 144,
        unit_height_in: 100.5,
        quantity: 2,
      });
      expect(created.json.saved_at).not.toBeNull();
      expect(created.json.unit_total).toBeGreaterThan(0);
      // The same unit through "configuration" is priced the same.
      const nested = await rep.post("/api/configurations", {
        quote_id: quoteId,
        configuration: { unit_name: "Pool side", unit_width_in: 144, unit_height_in: 100.5 },
      });
      expect(nested.status).toBe(200);
      expect(nested.json.unit_total).toBe(created.json.unit_total);
    });

    it("refuses a name that is no field of a unit, and fields in both places, with 400", async () => {
      const { rep, quoteId } = await newQuote();
      const unknown = await rep.post("/api/configurations", {
        quote_id: quoteId,
        width: 144,
        unit_name: "A",
      });
      expect(unknown.status).toBe(400);
      expect(unknown.json.errors).toEqual([unknownFieldMessage("width")]);
      const both = await rep.post("/api/configurations", {
        quote_id: quoteId,
        unit_name: "A",
        configuration: { unit_width_in: 144 },
      });
      expect(both.status).toBe(400);
      expect(both.json.errors).toEqual([BOTH_PLACES_MESSAGE]);
      // A field out of its range is the same 400 as PATCH answers, naming the field.
      const wide = await rep.post("/api/configurations", { quote_id: quoteId, unit_width_in: 301 });
      expect(wide.status).toBe(400);
      expect(JSON.stringify(wide.json.errors)).toContain("unit_width_in");
      expect(await getDatabase().prisma.configuration.count({ where: { quote_id: quoteId } })).toBe(0);
      // Nothing but quote_id is still the editor's unsaved unit.
      const plain = await rep.post("/api/configurations", { quote_id: quoteId });
      expect(plain.status).toBe(200);
      expect(plain.json.saved_at).toBeNull();
    });
  });
});
