import { afterAll, beforeAll, expect, it } from "vitest";
import { customerPrice, defaultPriceBook } from "@screens/pricing";
import { cutRows } from "@screens/pricing/production";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { orderPaidByDealer } from "../helpers/demo-dealer.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { loadWorkOrder } from "../../src/services/documents/work-order.js";
import { loadOrderAcknowledgement } from "../../src/services/documents/order-acknowledgement.js";

/**
 * A unit line's quantity (docs/decisions/160-line-quantities.md): n identical units priced once and
 * counted n times on the quote, its document, the order's value, the ERP's lines, the work order,
 * the labels, the fabric a period needs, the reports and the lists.
 */
forEachDatabase("unit line quantities", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let staff: Client;
  const day = new Date().toISOString().slice(0, 10);
  const period = `period=custom&from=${day}&to=${day}&tz=UTC`;

  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
    rep = new Client(app.url);
    await rep.login("salesrep");
    staff = new Client(app.url);
    await staff.login("mfguser");
  });
  afterAll(() => app.close());

  async function quoteWithTwo(title: string) {
    const quote = (await rep.post("/api/quotes", { title })).json;
    const unit = await rep.post("/api/configurations", {
      quote_id: quote.id,
      configuration: { unit_name: "Garage", unit_width_in: 144, unit_height_in: 108 },
      quantity: 2,
    });
    expect(unit.status, JSON.stringify(unit.json)).toBe(200);
    const single = await rep.post("/api/configurations", {
      quote_id: quote.id,
      configuration: { unit_name: "Side door", unit_width_in: 48 },
    });
    expect(single.json.quantity).toBe(1);
    return { quote, unit: unit.json, single: single.json };
  }

  it("priced once, counted twice: the line, the summary, the list and the document agree to the cent", async () => {
    const { quote, unit, single } = await quoteWithTwo("Two garage doors");
    expect(unit).toMatchObject({ quantity: 2, customer_price: customerPrice(unit.unit_total, 1.43) });
    const page = (await rep.get(`/api/quotes/${quote.id}`)).json;
    const lines = (unit.customer_price as number) * 2 + (single.customer_price as number);
    expect(page.summary.lines_total).toBe(lines);
    expect(page.sale_price).toBe(lines);
    expect(page.unit_count).toBe(3);
    const listed = (await rep.get(`/api/quotes?q=${encodeURIComponent("Two garage doors")}`)).json;
    expect(listed.find((row: { id: number }) => row.id === quote.id)?.unit_count).toBe(3);

    const document = (await loadQuoteDocument(getDatabase().prisma, quote.id))!;
    expect(document.units[0]).toMatchObject({
      quantity: 2,
      unit_price: unit.customer_price,
      price: unit.customer_price * 2,
    });
    // One unit: no quantity in the document, so documents sent before quantities keep their hash.
    expect(document.units[1]).not.toHaveProperty("quantity");
    expect(document.units[1]!.price).toBe(single.customer_price);
    expect(document.units.reduce((sum, line) => sum + line.price, 0)).toBe(document.totals.subtotal);
    expect(document.totals.total).toBe(page.sale_price);
  });

  it("the quantity changes in place, within 1 to 999; the configuration is untouched", async () => {
    const { quote, unit } = await quoteWithTwo("Quantity bounds");
    const three = await rep.patch(`/api/configurations/${unit.id}`, { quantity: 3 });
    expect(three.status).toBe(200);
    expect(three.json).toMatchObject({ quantity: 3, unit_width_in: 144, unit_total: unit.unit_total });
    for (const quantity of [0, 1000, 2.5, "two"]) {
      const refused = await rep.patch(`/api/configurations/${unit.id}`, { quantity });
      expect(refused.status, String(quantity)).toBe(400);
      expect(JSON.stringify(refused.json)).toContain("Quantity must be a whole number from 1 to 999.");
    }
    const created = await rep.post("/api/configurations", { quote_id: quote.id, quantity: 0 });
    expect(created.status).toBe(400);
    // Nothing was lost by the refusals.
    const page = (await rep.get(`/api/quotes/${quote.id}`)).json;
    const line = page.screenconfigurations.find((row: { id: number }) => row.id === unit.id);
    expect(line.quantity).toBe(3);
    expect(page.screenconfigurations).toHaveLength(2);
  });

  it("a copy carries the quantity", async () => {
    const { quote } = await quoteWithTwo("Copied pair");
    const copy = await rep.post(`/api/quotes/${quote.id}/copy`, {});
    expect(copy.status, JSON.stringify(copy.json)).toBe(200);
    const page = (await rep.get(`/api/quotes/${copy.json.id}`)).json;
    expect(page.screenconfigurations.map((row: { quantity: number }) => row.quantity)).toEqual([2, 1]);
    expect(page.sale_price).toBe((await rep.get(`/api/quotes/${quote.id}`)).json.sale_price);
  });

  it("the order, the ERP, the work order, the labels, the fabric and the reports count every unit", async () => {
    const { prisma } = getDatabase();
    const fabricBefore = (await staff.get(`/api/reports/fabric-requirements?${period}`)).json;
    const figuresBefore = (await staff.get(`/api/reports/figures?${period}`)).json;

    const { quote, unit, single } = await quoteWithTwo("Ordered pair");
    expect((await rep.patch(`/api/quotes/${quote.id}`, { status: 30 })).status).toBe(200);
    expect((await staff.patch(`/api/quotes/${quote.id}`, { status: 31 })).status).toBe(200);
    const owed = (await staff.get(`/api/quotes/${quote.id}/payments`)).json.dealer.order_value;
    // The order's value is at dealer cost: two garage doors and the side door.
    const fresh = await prisma.configuration.findMany({
      where: { quote_id: quote.id },
      orderBy: { id: "asc" },
    });
    const [garage, door] = fresh.map((row) => Number(row.unit_total));
    expect(owed).toBeCloseTo(garage! * 2 + door!, 2);
    const order = await orderPaidByDealer(staff, quote.id, owed, day);
    expect(order.json.sale_price).toBeCloseTo(garage! * 2 + door!, 2);
    expect(order.json.screenconfigurations[0]).toMatchObject({ id: unit.id, quantity: 2 });

    const acknowledgement = (await loadOrderAcknowledgement(prisma, order.json.id))!;
    expect(acknowledgement.units[0]).toMatchObject({ quantity: 2 });
    expect(acknowledgement.units[0]!.price).toBeCloseTo(garage! * 2, 2);

    await staff.patch(`/api/orders/${order.json.id}`, { status: 2 });
    const pushed = await staff.post(`/api/orders/${order.json.id}/netsuite`, { configurators: {} });
    expect(pushed.status, JSON.stringify(pushed.json)).toBe(200);
    const push = await prisma.erpPush.findFirstOrThrow({ where: { order_id: order.json.id } });
    const payload = push.payload as {
      lines: Array<{ kind: string; id: number; quantity: number; price: number }>;
    };
    expect(payload.lines.filter((line) => line.kind === "unit")).toEqual([
      expect.objectContaining({ id: unit.id, quantity: 2, price: garage }),
      expect.objectContaining({ id: single.id, quantity: 1, price: door }),
    ]);

    const workOrder = (await loadWorkOrder(prisma, order.json.id, defaultPriceBook))!;
    const pair = workOrder.units[0]!;
    expect(pair.quantity).toBe(2);
    const oneUnitRows = cutRows(pair.cut_list!);
    expect(pair.rows.map((row) => row.quantity)).toEqual(oneUnitRows.map((row) => row.quantity * 2));
    const pairLabels = workOrder.labels.filter((label) => label.unit_id === unit.id);
    const singleLabels = workOrder.labels.filter((label) => label.unit_id === single.id);
    // Each of the two garage doors has its own set of labels, each code its own.
    expect(pairLabels.length).toBe(2 * singleLabels.length);
    expect(pairLabels[0]).toMatchObject({ title: "Unit · 1 of 2" });
    expect(pairLabels[0]!.barcode).toContain(`|UNIT#1/2|`);
    expect(pairLabels.some((label) => label.barcode.includes("|UNIT#2/2|"))).toBe(true);
    expect(singleLabels[0]).toMatchObject({ title: "Unit" });
    expect(new Set(workOrder.labels.map((label) => label.barcode)).size).toBe(workOrder.labels.length);

    const fabricAfter = (await staff.get(`/api/reports/fabric-requirements?${period}`)).json;
    expect(fabricAfter.units - fabricBefore.units).toBe(3);
    const pieces = (report: { fabrics: Array<{ pieces: number }> }) =>
      report.fabrics.reduce((sum, fabric) => sum + fabric.pieces, 0);
    const strips = (list: typeof pair.cut_list) => list!.fabric!.strips.length;
    const doorOrder = (await loadWorkOrder(prisma, order.json.id, defaultPriceBook))!.units[1]!;
    expect(pieces(fabricAfter) - pieces(fabricBefore)).toBe(
      2 * strips(pair.cut_list) + strips(doorOrder.cut_list),
    );

    const figuresAfter = (await staff.get(`/api/reports/figures?${period}`)).json;
    const units = (figures: { orders_by_product: { housing_type: Array<{ units: number }> } }) =>
      figures.orders_by_product.housing_type.reduce((sum, row) => sum + row.units, 0);
    expect(units(figuresAfter) - units(figuresBefore)).toBe(3);
  });
});
