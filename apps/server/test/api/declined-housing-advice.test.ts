import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPriceBook } from "@screens/pricing";
import { DECLINED_HOUSING_ADVICE_TITLE } from "@screens/domain";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, signedInClients, type RunningApp } from "../helpers/http.js";
import { orderPaidByDealer, startDemoDealerApp } from "../helpers/demo-dealer.js";
import { pdfText } from "../helpers/pdf-text.js";
import { loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { renderQuotePdf } from "../../src/services/documents/quote-pdf.js";
import { loadWorkOrder } from "../../src/services/documents/work-order.js";
import { renderWorkOrderPdf } from "../../src/services/documents/work-order-pdf.js";
import { loadOrderAcknowledgement } from "../../src/services/documents/order-acknowledgement.js";
import { renderOrderAcknowledgementPdf } from "../../src/services/documents/order-acknowledgement-pdf.js";

/**
 * A declined housing advice kept on the unit (docs/decisions/198-declined-housing-advice.md, product
 * rule R55): a Save where "Jumbo housing recommended" applies declines it, the first such Save is
 * kept, a unit the advice no longer applies to is cleared; staff see it when approving, on the order
 * and its work order, the dealer on the quote and its order's acknowledgement; the homeowner's
 * document and PDF never.
 */
forEachDatabase("a declined housing advice", (getDatabase) => {
  let app: RunningApp;
  let rep: Client;
  let staff: Client;
  let repId: number;
  const day = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    ({ app, repId } = await startDemoDealerApp(getDatabase().prisma));
    const as = signedInClients(() => app);
    rep = await as("salesrep");
    staff = await as("mfguser");
  });
  afterAll(() => app.close());

  /** A draft with a customer and a unit 20 ft wide (240 in) at the given housing. */
  async function draft(title: string, housing_type: string) {
    const quote = (await rep.post("/api/quotes", { title })).json;
    const unit = await rep.post("/api/configurations", {
      quote_id: quote.id,
      configuration: { unit_name: "Lanai", unit_width_in: 240, unit_height_in: 96, housing_type },
    });
    expect(unit.status, JSON.stringify(unit.json)).toBe(200);
    return { quote, unit: unit.json };
  }

  describe("kept and cleared", () => {
    it("a saved unit at 240 in with standard housing declines it; later Saves keep the first; jumbo or a narrower width clear it", async () => {
      const { unit } = await draft("Advice kept and cleared", "standard");
      expect(unit.housing_type).toBe("standard");
      expect(unit.housing_advice_declined_by).toBe(repId);
      const declinedAt = unit.housing_advice_declined_at as string;
      expect(new Date(declinedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      // Another change, the advice still applies: the first decline is kept, not moved.
      const renamed = await rep.patch(`/api/configurations/${unit.id}`, { unit_name: "Lanai west" });
      expect(renamed.status).toBe(200);
      expect(renamed.json.housing_advice_declined_at).toBe(declinedAt);
      // The same on a second read.
      expect((await rep.get(`/api/configurations/${unit.id}`)).json.housing_advice_declined_at).toBe(
        declinedAt,
      );

      // Jumbo taken: nothing declined.
      const jumbo = await rep.patch(`/api/configurations/${unit.id}`, { housing_type: "jumbo" });
      expect(jumbo.json).toMatchObject({
        housing_advice_declined_at: null,
        housing_advice_declined_by: null,
      });
      // Back to standard: declined again, now.
      const again = await rep.patch(`/api/configurations/${unit.id}`, { housing_type: "standard" });
      expect(again.json.housing_advice_declined_at).not.toBeNull();
      expect(again.json.housing_advice_declined_at).not.toBe(declinedAt);
      // 200 in: the advice no longer applies (228 in or less).
      const narrower = await rep.patch(`/api/configurations/${unit.id}`, { unit_width_in: 200 });
      expect(narrower.json.housing_advice_declined_at).toBeNull();
      // Over 252 in jumbo is required, never declined: the Save is refused.
      const wider = await rep.patch(`/api/configurations/${unit.id}`, { unit_width_in: 260 });
      expect(wider.status).toBe(400);
    });

    it("a unit at 240 in with jumbo housing, a narrow unit and the editor's unsaved unit decline nothing", async () => {
      const { quote, unit } = await draft("Nothing declined", "jumbo");
      expect(unit.housing_advice_declined_at).toBeNull();
      const narrow = await rep.post("/api/configurations", {
        quote_id: quote.id,
        configuration: { unit_width_in: 120, housing_type: "standard" },
      });
      expect(narrow.json.housing_advice_declined_at).toBeNull();
      const unsaved = await rep.post("/api/configurations", { quote_id: quote.id });
      expect(unsaved.json).toMatchObject({ saved_at: null, housing_advice_declined_at: null });
    });

    it("a duplicate keeps the unit's record", async () => {
      const { unit } = await draft("Duplicated", "standard");
      const copy = await rep.post("/api/duplicate-configuration", { id: unit.id });
      expect(copy.status, JSON.stringify(copy.json)).toBe(200);
      expect(copy.json.housing_advice_declined_at).toBe(unit.housing_advice_declined_at);
    });
  });

  describe("who sees it", () => {
    it("the dealer on the quote page, staff approving, on the order, its work order and acknowledgement; never the homeowner's document", async () => {
      const { prisma } = getDatabase();
      const { quote, unit } = await draft("Seen by staff", "standard");
      const kept = unit.housing_advice_declined_at as string;
      const pageUnit = (page: { screenconfigurations: { id: number }[] }) =>
        page.screenconfigurations.find((row) => row.id === unit.id) as Record<string, unknown>;

      // The quote page (its one SQL statement) gives the same time as the unit's own read.
      expect(pageUnit((await rep.get(`/api/quotes/${quote.id}`)).json)).toMatchObject({
        housing_advice_declined_at: kept,
        housing_advice_declined_by: repId,
      });

      // The homeowner's document and its PDF: no word of it.
      const document = (await loadQuoteDocument(prisma, quote.id))!;
      expect(document.units).toHaveLength(1);
      expect(JSON.stringify(document)).not.toMatch(/housing_advice|declined|Jumbo housing/i);
      const text = await pdfText(await renderQuotePdf(document));
      expect(text).toContain("Lanai");
      expect(text).not.toMatch(/declined|Jumbo housing/i);

      // Submitted: staff approving read it on the quote page.
      expect((await rep.patch(`/api/quotes/${quote.id}`, { status: 30 })).status).toBe(200);
      expect(pageUnit((await staff.get(`/api/quotes/${quote.id}`)).json).housing_advice_declined_at).toBe(
        kept,
      );
      expect((await staff.patch(`/api/quotes/${quote.id}`, { status: 31 })).status).toBe(200);
      const owed = (await staff.get(`/api/quotes/${quote.id}/payments`)).json.dealer.order_value;
      const order = await orderPaidByDealer(staff, quote.id, owed, day);

      // The order page, for staff and the dealer.
      for (const client of [staff, rep]) {
        const read = await client.get(`/api/orders/${order.json.id}`);
        expect(read.status).toBe(200);
        expect(pageUnit(read.json).housing_advice_declined_at).toBe(kept);
      }

      // The work order the factory builds from: a note on the unit's page.
      const workOrder = (await loadWorkOrder(prisma, order.json.id, defaultPriceBook))!;
      expect(workOrder.units[0]!.housing_advice).toBe(
        `${DECLINED_HOUSING_ADVICE_TITLE} ${kept.slice(0, 10)}. Over 18ft wide with the 4.5" Housing may have wrinkles.`,
      );
      const sheet = await pdfText(await renderWorkOrderPdf(workOrder));
      expect(sheet.replace(/\s+/g, " ")).toContain(
        `Note: ${DECLINED_HOUSING_ADVICE_TITLE} ${kept.slice(0, 10)}`,
      );

      // The dealer's acknowledgement of the order, and its PDF: the same note under the unit.
      const acknowledgement = (await loadOrderAcknowledgement(prisma, order.json.id))!;
      expect(acknowledgement.units[0]!.housing_advice).toBe(workOrder.units[0]!.housing_advice);
      const paper = await pdfText(await renderOrderAcknowledgementPdf(acknowledgement));
      expect(paper.replace(/\s+/g, " ")).toContain(
        `Note: ${DECLINED_HOUSING_ADVICE_TITLE} ${kept.slice(0, 10)}`,
      );
    });
  });
});
