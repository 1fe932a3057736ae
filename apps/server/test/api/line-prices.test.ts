import { beforeAll, expect, it } from "vitest";
import { accessoryCatalogue, formatUSD, quoteTotals } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import type { Client } from "../helpers/http.js";
import { draftForCustomer, useDemoDealerApp } from "../helpers/demo-dealer.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { renderQuotePdf } from "../../src/services/documents/quote-pdf.js";
import { pdfText } from "../helpers/pdf-text.js";

/**
 * A line's own markup and discount over REST (docs/decisions/192-line-markup-and-discount.md): set on
 * a draft's unit or accessory, priced by the one function (quoteTotals), counted in the effective
 * discount the role limits measure, on the customer's document beside the line, never moving the
 * dealer's cost, and kept in the history.
 */
forEachDatabase("a line's own markup and discount", (getDatabase) => {
  const demo = useDemoDealerApp(getDatabase);
  let rep: Client;
  let staff: Client;
  let foreign: Client;

  beforeAll(async () => {
    rep = await demo.as("salesrep");
    staff = await demo.as("mfguser");
    foreign = await demo.as("cadealer");
  });

  /** A draft of the US dealer with a priced unit and an accessory, for a customer with an e-mail address. */
  async function draft() {
    const { prisma } = getDatabase();
    const { quoteId, unitId } = await draftForCustomer(prisma, demo, {
      first_name: "Hana",
      last_name: "Okafor",
      email: "hana@example.com",
    });
    const accessory = await prisma.quoteAccessory.findFirstOrThrow({ where: { quote_id: quoteId } });
    return { id: quoteId, unitId, accessoryId: accessory.id };
  }
  const linePrice = (client: Client, id: number, body: object) =>
    client.request("PUT", `/api/quotes/${id}/line-price`, body);

  it("prices a unit at its own markup and an accessory less its discount, the same on the page and the document", async () => {
    const { id, unitId, accessoryId } = await draft();
    const before = (await rep.get(`/api/quotes/${id}`)).json;
    const unit = await linePrice(rep, id, {
      line: "unit",
      line_id: unitId,
      markup: 1.5,
      discount_percent: null,
    });
    expect(unit.status, JSON.stringify(unit.json)).toBe(200);
    const answer = await linePrice(rep, id, {
      line: "accessory",
      line_id: accessoryId,
      markup: null,
      discount_percent: 5,
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);

    const [beforeUnit] = before.screenconfigurations;
    const [beforeLine] = before.add_on_accessories;
    const expected = quoteTotals({
      unitTotals: [{ unit_total: beforeUnit.unit_total, quantity: beforeUnit.quantity, markup: 1.5 }],
      accessories: [{ prod_cost: beforeLine.prod_cost, quantity: beforeLine.quantity, discount_pct: 5 }],
      standardMarkup: 1.43,
    });
    const [unitLine] = expected.unit_lines;
    const [accessoryLine] = expected.accessory_lines;
    expect(answer.json.screenconfigurations[0]).toMatchObject({
      line_markup: 1.5,
      line_discount_pct: null,
      customer_price: unitLine!.unit_price,
      line_price: unitLine!.price,
    });
    expect(answer.json.add_on_accessories[0]).toMatchObject({
      line_markup: null,
      line_discount_pct: 5,
      line_list_price: accessoryLine!.list_price,
      line_discount: accessoryLine!.line_discount,
      line_price: accessoryLine!.price,
    });
    expect(accessoryLine!.line_discount).toBeGreaterThan(0);
    expect(answer.json.summary).toMatchObject({
      lines_total: expected.lines_total,
      total: expected.total,
      // The dealer's cost does not move with the dealer's levers.
      dealer_cost: before.summary.dealer_cost,
    });
    expect(answer.json.selling.effective_discount_percent).toBe(expected.effective_discount_percent);
    // Each line's dealer cost is the server's, and the lines' add up to the quote's.
    const lineCosts = [...answer.json.screenconfigurations, ...answer.json.add_on_accessories].map(
      (line: { line_dealer_cost: number }) => Math.round(line.line_dealer_cost * 100),
    );
    expect(lineCosts.reduce((sum: number, cents: number) => sum + cents, 0) / 100).toBe(
      answer.json.summary.dealer_cost,
    );
    expect(answer.json.screenconfigurations[0].line_dealer_cost).toBe(unitLine!.dealer_cost);

    // The customer's document: the line's discount beside it, its price net, the lines adding up.
    const document = await loadQuoteDocument(getDatabase().prisma, id);
    expect(document?.units[0]?.price).toBe(unitLine!.price);
    expect(document?.accessories[0]).toMatchObject({
      price: accessoryLine!.price,
      line_discount: {
        label: "5% off",
        list_price: accessoryLine!.list_price,
        amount: accessoryLine!.line_discount,
      },
    });
    expect(document?.units[0]).not.toHaveProperty("line_discount");
    expect(document?.totals.subtotal).toBe(expected.lines_total);
    // Never the markup.
    expect(JSON.stringify(document)).not.toMatch(/markup/i);
    // The PDF says it beside the line, in customer prices only.
    const text = await pdfText(await renderQuotePdf(document!));
    expect(text).toContain(
      `5% off: ${formatUSD(accessoryLine!.list_price)} less ${formatUSD(accessoryLine!.line_discount)}`,
    );
    expect(text).not.toContain(formatUSD(before.summary.dealer_cost));

    // The history names the line and the change.
    const history = (await rep.get(`/api/quotes/${id}/history`)).json;
    const notes = history.quote.map((entry: { note: string | null }) => entry.note);
    expect(notes).toContainEqual(
      expect.stringMatching(/^Unit “.+”: the quote's markup, no discount → markup 1\.50, no discount$/),
    );
    expect(notes).toContainEqual(
      "Accessory “Fixture remote”: the quote's markup, no discount → the quote's markup, 5% off",
    );

    // Back to the quote's: the line's fields are cleared, the total is the plain one again.
    const reset = await linePrice(rep, id, {
      line: "accessory",
      line_id: accessoryId,
      markup: null,
      discount_percent: 0,
    });
    expect(reset.json.add_on_accessories[0]).toMatchObject({ line_discount_pct: null, line_discount: 0 });
  });

  it("a copy and a template keep each line's own markup and discount", async () => {
    const { id, unitId, accessoryId } = await draft();
    // A copy reads its accessories again from the catalogue: the line is a catalogue item.
    const item = accessoryCatalogue.find((entry) => !entry.variations?.length)!;
    await getDatabase().prisma.quoteAccessory.update({
      where: { id: accessoryId },
      data: { sku: item.sku, prod_name: item.name, prod_cost: item.cost },
    });
    await linePrice(rep, id, { line: "unit", line_id: unitId, markup: 1.5, discount_percent: null });
    const priced = await linePrice(rep, id, {
      line: "accessory",
      line_id: accessoryId,
      markup: null,
      discount_percent: 5,
    });
    const copy = await rep.post(`/api/quotes/${id}/copy`, {});
    expect(copy.status, JSON.stringify(copy.json)).toBe(200);
    expect(copy.json.screenconfigurations[0]).toMatchObject({ line_markup: 1.5, line_discount_pct: null });
    expect(copy.json.add_on_accessories[0]).toMatchObject({ line_markup: null, line_discount_pct: 5 });
    // The copy is priced with the dealer's terms of today (decision 149), at the same levers.
    const [unit] = copy.json.screenconfigurations;
    expect(unit.line_price).toBe(Math.ceil(unit.unit_total * 1.5));
    expect(copy.json.add_on_accessories[0].line_discount).toBeGreaterThan(0);
    expect(priced.json.add_on_accessories[0].line_discount).toBeGreaterThan(0);
  });

  it("counts a line's discount against the rep's limit: above it the quote is not sent until approved", async () => {
    const { id, unitId } = await draft();
    const deep = await linePrice(rep, id, {
      line: "unit",
      line_id: unitId,
      markup: null,
      discount_percent: 40,
    });
    expect(deep.status).toBe(200);
    expect(deep.json.selling.effective_discount_percent).toBeGreaterThan(10);
    expect(deep.json.selling.approval.status).toBe("needed");
    const refused = await rep.post(`/api/quotes/${id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.json.errors.join(" ")).toMatch(/above your limit of 10%/);
  });

  it("refuses bad input, another tenant's quote and a sent quote, changing nothing", async () => {
    const { id, unitId, accessoryId } = await draft();
    const cases: [object, number, RegExp][] = [
      [
        { line: "unit", line_id: unitId, markup: 0.8, discount_percent: null },
        400,
        /Markup cannot be below 1.00/,
      ],
      [{ line: "unit", line_id: unitId, markup: null, discount_percent: 120 }, 400, /cannot exceed 100%/],
      [{ line: "unit", line_id: unitId, markup: 1.23456, discount_percent: null }, 400, /at most 4 decimals/],
      [
        { line: "service", line_id: unitId, markup: 1.5, discount_percent: null },
        400,
        /unit or an accessory/,
      ],
      [{ line: "unit", line_id: accessoryId + 100_000, markup: 1.5, discount_percent: null }, 404, /./],
    ];
    for (const [body, status, message] of cases) {
      const answer = await linePrice(rep, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(answer.json)).toMatch(message);
    }
    const same = (await rep.get(`/api/quotes/${id}`)).json;
    expect(same.screenconfigurations[0]).toMatchObject({ line_markup: null, line_discount_pct: null });
    // Another dealer sees no such quote.
    const unitMarkup = (client: Client, markup: number) =>
      linePrice(client, id, { line: "unit", line_id: unitId, markup, discount_percent: null });
    const other = await unitMarkup(foreign, 1.5);
    expect(other.status).toBe(404);
    // Staff may set it too, as they may the quote's selling price.
    const byStaff = await unitMarkup(staff, 1.5);
    expect(byStaff.status).toBe(200);
    // Sent, the price is frozen.
    expect((await rep.post(`/api/quotes/${id}/send`)).status).toBe(200);
    const late = await unitMarkup(rep, 2);
    expect(late.status).toBe(403);
  });
});
