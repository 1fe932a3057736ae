import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";

/**
 * Rooms or openings (docs/decisions/161-rooms.md): a unit or accessory line is grouped under a room,
 * one spelling per room on a quote, with subtotals that add up with the lines without a room to the
 * document's subtotal, on the page, the document and its copies.
 */
forEachDatabase("rooms", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let foreign: Client;
  let sku: string;

  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
    rep = new Client(app.url);
    await rep.login("salesrep");
    foreign = new Client(app.url);
    await foreign.login("cadealer");
    sku = (await rep.get("/api/accessory-catalogue")).json[0].sku as string;
  });
  afterAll(() => app.close());

  async function job(title: string) {
    const quote = (await rep.post("/api/quotes", { title })).json;
    const unit = (name: string, extra: object) =>
      rep.post("/api/configurations", { quote_id: quote.id, configuration: { unit_name: name }, ...extra });
    const lanai = await unit("Lanai left", { room: "  Lanai  " });
    expect(lanai.status, JSON.stringify(lanai.json)).toBe(200);
    const lanai2 = await unit("Lanai right", { room: "lanai", quantity: 2 });
    const garage = await unit("Garage", { room: "Garage   door" });
    const loose = await unit("Spare", {});
    const remote = await rep.post("/api/add-on-accessories", {
      quote_id: quote.id,
      sku,
      variation_sku: null,
      quantity: 2,
      room: "LANAI",
    });
    expect(remote.status, JSON.stringify(remote.json)).toBe(200);
    return {
      quote,
      lanai: lanai.json,
      lanai2: lanai2.json,
      garage: garage.json,
      loose: loose.json,
      remote: remote.json,
    };
  }

  it("one room, one spelling: trimmed, spaces collapsed, an existing room whatever its case", async () => {
    const { lanai, lanai2, garage, loose, remote } = await job("Rooms spelled");
    expect([lanai.room, lanai2.room, garage.room, loose.room, remote.room]).toEqual([
      "Lanai",
      "Lanai",
      "Garage door",
      null,
      "Lanai",
    ]);
  });

  it("the document groups the lines by room, with subtotals that add up to the subtotal", async () => {
    const { quote, lanai, lanai2, garage, loose, remote } = await job("Rooms in the document");
    const page = (await rep.get(`/api/quotes/${quote.id}`)).json;
    const document = (await loadQuoteDocument(getDatabase().prisma, quote.id))!;
    const price = (line: { customer_price?: number; price?: number }) =>
      line.customer_price ?? line.price ?? 0;
    const lanaiSum = price(lanai) + price(lanai2) * 2 + price(remote) * 2;
    expect(document.rooms).toEqual([
      { name: "Lanai", subtotal: lanaiSum },
      { name: "Garage door", subtotal: garage.customer_price },
    ]);
    expect(document.units.map((unit) => unit.room ?? null)).toEqual(["Lanai", "Lanai", "Garage door", null]);
    expect(document.accessories[0]!.room).toBe("Lanai");
    // The rooms and the line without one add up to the subtotal and the page's customer price.
    const rooms = document.rooms!.reduce((sum, room) => sum + room.subtotal, 0);
    expect(rooms + price(loose)).toBe(document.totals.subtotal);
    expect(document.totals.subtotal).toBe(page.summary.lines_total);
    expect(document.totals.total).toBe(page.sale_price);
  });

  it("a room changes or goes in place; a document without rooms has no rooms at all", async () => {
    const { quote, lanai, lanai2, garage, remote } = await job("Rooms removed");
    const moved = await rep.patch(`/api/configurations/${garage.id}`, { room: "lanai " });
    expect(moved.json.room).toBe("Lanai");
    for (const id of [lanai.id, lanai2.id, garage.id])
      expect((await rep.patch(`/api/configurations/${id}`, { room: null })).json.room).toBeNull();
    expect((await rep.patch(`/api/add-on-accessories/${remote.id}`, { room: "" })).json).toMatchObject({
      room: null,
      quantity: 2,
    });
    const document = (await loadQuoteDocument(getDatabase().prisma, quote.id))!;
    expect(document).not.toHaveProperty("rooms");
    expect(document.units.some((unit) => "room" in unit)).toBe(false);
  });

  it("refuses a name too long, a name that is not text and an empty change, losing nothing", async () => {
    const { lanai, remote } = await job("Rooms refused");
    const long = await rep.patch(`/api/configurations/${lanai.id}`, { room: "x".repeat(61) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.json)).toContain("A room's name is at most 60 characters.");
    expect((await rep.patch(`/api/configurations/${lanai.id}`, { room: 12 })).status).toBe(400);
    expect((await rep.patch(`/api/add-on-accessories/${remote.id}`, { room: "y".repeat(61) })).status).toBe(
      400,
    );
    const empty = await rep.patch(`/api/add-on-accessories/${remote.id}`, {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain("Send the line's quantity, its room, or both.");
    expect((await rep.get(`/api/configurations/${lanai.id}`)).json.room).toBe("Lanai");
  });

  it("another dealer's user cannot move a line (404 like a missing one)", async () => {
    const { lanai, remote } = await job("Rooms foreign");
    expect((await foreign.patch(`/api/configurations/${lanai.id}`, { room: "Mine" })).status).toBe(404);
    expect((await foreign.patch(`/api/add-on-accessories/${remote.id}`, { room: "Mine" })).status).toBe(404);
  });

  it("a copy keeps every line in its room", async () => {
    const { quote } = await job("Rooms copied");
    const copy = await rep.post(`/api/quotes/${quote.id}/copy`, {});
    expect(copy.status, JSON.stringify(copy.json)).toBe(200);
    const page = (await rep.get(`/api/quotes/${copy.json.id}`)).json;
    expect(page.screenconfigurations.map((unit: { room: string | null }) => unit.room)).toEqual([
      "Lanai",
      "Lanai",
      "Garage door",
      null,
    ]);
    expect(page.add_on_accessories[0].room).toBe("Lanai");
  });
});
