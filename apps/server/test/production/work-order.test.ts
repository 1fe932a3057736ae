import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPriceBook, type PriceBook } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedForeignAccount } from "../helpers/fixtures.js";
import { pdfText } from "../helpers/pdf-text.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { loadWorkOrder, type WorkOrder } from "../../src/services/documents/work-order.js";

async function download(client: Client, path: string) {
  const response = await fetch(`${client.baseUrl}/api${path}`, {
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

forEachDatabase("work orders and labels", (getDatabase) => {
  let app: RunningApp;
  let orderId: number;
  let orderNumber: string;
  let unitIds: number[];
  const as = async (username: string) => {
    const client = new Client(app.url);
    await client.login(username);
    return client;
  };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    await seedForeignAccount(prisma);
    const order = await prisma.order.findFirstOrThrow({ orderBy: { id: "asc" } });
    orderId = order.id;
    orderNumber = order.order_number ?? "";
    unitIds = (
      await prisma.configuration.findMany({
        where: { quote_id: order.quote_id, status: { not: 0 }, saved_at: { not: null } },
        orderBy: { id: "asc" },
        select: { id: true },
      })
    ).map((unit) => unit.id);
    // The server's own routes: the order's units are cut with the book its quote priced with.
    app = await startApp({ prisma });
  });
  afterAll(() => app.close());

  describe("the work order's data", () => {
    it("a unit per saved unit of the order, each with its cut list from the book; the due date the lead time's", async () => {
      const { response, body } = await download(await as("mfguser"), `/orders/${orderId}/work-order`);
      expect(response.status).toBe(200);
      const workOrder = JSON.parse(body.toString()) as WorkOrder;
      expect(unitIds.length).toBeGreaterThan(0);
      expect(workOrder.units.map((unit) => unit.id)).toEqual(unitIds);
      expect(workOrder.order).toMatchObject({ id: orderId, number: orderNumber });
      expect(workOrder.order.due >= workOrder.order.date).toBe(true);
      for (const unit of workOrder.units) {
        expect(unit.problems, unit.name).toEqual([]);
        expect(unit.cut_list?.price_book_version).toBe(defaultPriceBook.version);
        expect(unit.rows.length).toBeGreaterThan(0);
        for (const row of unit.rows) expect(row.length_in).toBeLessThanOrEqual(row.stock_max_in);
      }
    });
    it("a label per unit and per box, each barcode naming the unit, its box, the order and the order code", async () => {
      const workOrder = (await loadWorkOrder(getDatabase().prisma, orderId, defaultPriceBook))!;
      const unit = workOrder.units[0]!;
      const mine = workOrder.labels.filter((label) => label.unit_id === unit.id);
      expect(mine[0]).toMatchObject({
        title: "Unit",
        barcode: `SP1|U${unit.id}|UNIT|${orderNumber}|${unit.order_code}`,
      });
      const boxes = mine.slice(1);
      expect(boxes.length).toBeGreaterThanOrEqual(1);
      boxes.forEach((label, i) => {
        expect(label.title).toBe(`Box ${i + 1} of ${boxes.length}`);
        expect(label.barcode).toBe(
          `SP1|U${unit.id}|B${i + 1}/${boxes.length}|${orderNumber}|${unit.order_code}`,
        );
      });
      expect(new Set(workOrder.labels.map((label) => label.barcode)).size).toBe(workOrder.labels.length);
    });
    it("a unit its book cannot list says why, and the others are still listed", async () => {
      const book: PriceBook = structuredClone(defaultPriceBook);
      book.hem_bar_types = book.hem_bar_types.filter((hemBar) => hemBar.value !== "standard");
      const workOrder = (await loadWorkOrder(getDatabase().prisma, orderId, book))!;
      const unlisted = workOrder.units.filter((unit) => unit.cut_list === null);
      expect(unlisted.length).toBeGreaterThan(0);
      for (const unit of unlisted) expect(unit.problems.join("\n")).toMatch(/^hem_bar_type: /m);
    });
  });

  describe("the PDFs", () => {
    it("the work order: a landscape page per unit with its name, order code, cuts and parts", async () => {
      const workOrder = (await loadWorkOrder(getDatabase().prisma, orderId, defaultPriceBook))!;
      const { response, body } = await download(await as("mfguser"), `/orders/${orderId}/work-order/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Order-${orderNumber}-work-order.pdf"`,
      );
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      const pages = (await pdfText(body)).split("\f");
      expect(pages).toHaveLength(unitIds.length);
      pages.forEach((page, i) => {
        expect(page).toContain(`Work order ${orderNumber}`);
        expect(page).toContain(`unit ${unitIds[i]}`);
        expect(page).toContain(`unit ${i + 1} of ${unitIds.length}`);
        expect(page.replace(/\s+/g, "")).toContain(workOrder.units[i]!.order_code);
        expect(page).toMatch(/Stock max/);
      });
      expect(pages.join("")).toMatch(/Hem bar/);
    });
    it("the labels: a 4 x 6 in page per label", async () => {
      const workOrder = (await loadWorkOrder(getDatabase().prisma, orderId, defaultPriceBook))!;
      const { response, body } = await download(await as("superadmin"), `/orders/${orderId}/labels/pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="Order-${orderNumber}-labels.pdf"`,
      );
      const pages = (await pdfText(body)).split("\f");
      expect(pages).toHaveLength(workOrder.labels.length);
      pages.forEach((page, i) => {
        expect(page).toContain(`Order ${orderNumber}`);
        expect(page.replace(/\s+/g, "")).toContain(workOrder.labels[i]!.barcode.replace(/\s+/g, ""));
      });
      // 4 x 6 in: 288 x 432 points.
      expect(body.toString("latin1")).toMatch(/\/MediaBox \[0 0 288 432\]/);
    });
  });

  describe("who may print them", () => {
    it("a session is needed (401); dealers get 403; another manufacturer and a missing order 404", async () => {
      expect((await download(new Client(app.url), `/orders/${orderId}/work-order/pdf`)).response.status).toBe(
        401,
      );
      for (const username of ["dealeradmin", "purchaser"]) {
        const { response } = await download(await as(username), `/orders/${orderId}/labels/pdf`);
        expect(response.status, username).toBe(403);
      }
      const missing = await download(await as("mfguser"), `/orders/999999/work-order`);
      expect(missing.response.status).toBe(404);
      const foreign = await download(await as("otherstaff"), `/orders/${orderId}/work-order`);
      expect(foreign.response.status).toBe(404);
      expect(foreign.body.toString()).toBe(missing.body.toString());
      expect((await download(await as("mfguser"), `/orders/0x1/work-order`)).response.status).toBe(404);
    });
  });
});
