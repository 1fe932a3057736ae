import { expect, it } from "vitest";
import { MESSAGES, QUOTE_STATUS, RECORD_STATUS, type QuoteDocument } from "@screens/domain";
import { documentForChoice, documentLineKey } from "@screens/domain/quote-document";
import { accessoryCatalogue, defaultConfiguration, defaultPriceBook } from "@screens/pricing";
import { forEachDatabase } from "../helpers/test-database.js";
import {
  acceptThroughLink,
  mailedQuoteToken,
  draftForCustomer,
  HANA_IN_FLORIDA,
  homeownerEmail,
  resetForHomeownerLink,
  useDemoDealerApp,
} from "../helpers/demo-dealer.js";
import { createConfigurationRecord } from "../../src/services/configurations.js";
import { documentSha256, loadQuoteDocument } from "../../src/services/documents/quote-document.js";
import { recomputeQuoteTotals } from "../../src/services/quote-totals.js";

/**
 * Optional and alternative lines (docs/decisions/182-optional-and-alternative-lines.md): the rep marks
 * a draft's lines, the quote's total is its default choice with the options apart, the homeowner picks
 * on the public page, the signature covers exactly the chosen set, and the lines not chosen are set
 * aside so the order carries the accepted set only.
 */
forEachDatabase("optional and alternative lines", (getDatabase) => {
  const demo = useDemoDealerApp(getDatabase, (prisma, { dealer }) =>
    resetForHomeownerLink(prisma, dealer.id),
  );
  const { as } = demo;

  /**
   * A draft with two units that are alternatives of "Lanai screen" (the fixture's first), an optional
   * accessory, an optional service and a required one, for a customer with an e-mail address.
   */
  async function draft() {
    const { prisma } = getDatabase();
    const email = homeownerEmail();
    const { quoteId, unitId } = await draftForCustomer(prisma, demo, {
      ...HANA_IN_FLORIDA,
      first_name: "Ana",
      last_name: "Ruiz",
      email,
    });
    const better = await createConfigurationRecord(prisma, defaultPriceBook, quoteId, demo.repId, {
      ...defaultConfiguration(),
      unit_name: "Lanai better",
      unit_width_in: 150,
    });
    await recomputeQuoteTotals(prisma, quoteId);
    const accessory = await prisma.quoteAccessory.findFirstOrThrow({ where: { quote_id: quoteId } });
    const rep = await as("salesrep");
    const addService = async (name: string, price: number) => {
      const added = await rep.post(`/api/quotes/${quoteId}/service-lines`, { name, unit_price: price });
      expect(added.status, JSON.stringify(added.json)).toBe(200);
      return (added.json.service_lines as Array<{ id: number; name: string }>).find(
        (line) => line.name === name,
      )!.id;
    };
    const install = await addService("Installation", 250);
    const haulAway = await addService("Haul away old screens", 75.5);
    const choose = (line: string, lineId: number, choice: string, group?: string) =>
      rep.request("PUT", `/api/quotes/${quoteId}/line-choice`, { line, line_id: lineId, choice, group });
    for (const [line, lineId, choice, group] of [
      ["unit", unitId, "alternative", "Lanai screen"],
      ["unit", better.id, "alternative", "  Lanai   screen "],
      ["accessory", accessory.id, "optional"],
      ["service", haulAway, "optional"],
    ] as const) {
      const set = await choose(line, lineId, choice, group);
      expect(set.status, JSON.stringify(set.json)).toBe(200);
    }
    return {
      quoteId,
      good: unitId,
      better: better.id,
      accessory: accessory.id,
      install,
      haulAway,
      email,
      choose,
    };
  }

  const mailedToken = (email: string) => mailedQuoteToken(getDatabase().prisma, email);

  it("the rep sets a line's kind on a draft only, with the group's name, and the quote's total is the default choice", async () => {
    const { prisma } = getDatabase();
    const job = await draft();
    const rep = await as("salesrep");
    const page = (await rep.get(`/api/quotes/${job.quoteId}`)).json;
    const good = page.screenconfigurations.find((unit: { id: number }) => unit.id === job.good);
    const better = page.screenconfigurations.find((unit: { id: number }) => unit.id === job.better);
    expect(good).toMatchObject({ choice: "alternative", choice_group: "Lanai screen", chosen: null });
    expect(better).toMatchObject({ choice: "alternative", choice_group: "Lanai screen" });
    expect(page.add_on_accessories[0]).toMatchObject({ choice: "optional", choice_group: null });
    // The default choice: the group's first line and the required service; the rest listed apart.
    expect(page.summary.options).toEqual([
      expect.objectContaining({ line: "unit", id: job.better, choice: "alternative", group: "Lanai screen" }),
      expect.objectContaining({ line: "accessory", id: job.accessory, choice: "optional", group: null }),
      expect.objectContaining({ line: "service", id: job.haulAway, choice: "optional", price: 75.5 }),
    ]);
    expect(page.summary.options[0].price).toBe(better.customer_price);
    expect(page.summary.customer_price).toBe(good.customer_price);
    expect(page.summary.services_total).toBe(250);
    const document = (await loadQuoteDocument(prisma, job.quoteId))!;
    expect(document.totals.total).toBe(page.summary.total);
    expect(document.units.map((unit) => unit.option)).toEqual([
      { choice: "alternative", group: "Lanai screen", chosen: true },
      { choice: "alternative", group: "Lanai screen", chosen: false },
    ]);
    expect(document.accessories[0]!.option).toEqual({ choice: "optional", chosen: false });
    expect((await prisma.quote.findUniqueOrThrow({ where: { id: job.quoteId } })).sale_price.toNumber()).toBe(
      page.summary.total,
    );

    // The rules, each with its message.
    const noGroup = await job.choose("unit", job.good, "alternative");
    expect(noGroup).toMatchObject({
      status: 400,
      json: { errors: [`group: ${MESSAGES.lineChoiceGroupRequired}`] },
    });
    const longGroup = await job.choose("unit", job.good, "alternative", "x".repeat(61));
    expect(longGroup).toMatchObject({
      status: 400,
      json: { errors: [`group: ${MESSAGES.lineChoiceGroupTooLong}`] },
    });
    expect((await job.choose("unit", 999_999, "optional")).status).toBe(404);
    const foreign = await as("cadealer");
    expect(
      (
        await foreign.request("PUT", `/api/quotes/${job.quoteId}/line-choice`, {
          line: "unit",
          line_id: job.good,
          choice: "optional",
        })
      ).status,
    ).toBe(404);
    expect((await rep.post(`/api/quotes/${job.quoteId}/send`)).status).toBe(200);
    expect((await job.choose("accessory", job.accessory, "required")).status).toBe(403);
  });

  it("the homeowner picks an alternative and an option, the signature covers that choice, and the order carries it only", async () => {
    const { prisma } = getDatabase();
    const job = await draft();
    const rep = await as("salesrep");
    // The counts are the total's: one unit of the two alternatives, the optional accessory not yet taken.
    const listed = async () =>
      (
        (await rep.get(`/api/quotes`)).json as Array<{
          id: number;
          unit_count: number;
          accessory_count: number;
        }>
      ).find((row) => row.id === job.quoteId);
    expect(await listed()).toMatchObject({ unit_count: 1, accessory_count: 0 });
    expect((await rep.get(`/api/quotes/${job.quoteId}`)).json.summary).toMatchObject({
      unit_count: 1,
      accessory_count: 0,
    });
    expect((await rep.post(`/api/quotes/${job.quoteId}/send`)).status).toBe(200);
    const token = await mailedToken(job.email);
    const shown = (await demo.anonymous.get(`/api/public/quotes/${token}`)).json as {
      document: QuoteDocument;
      document_sha256: string;
    };
    expect(shown.document.choices).toMatchObject({ taxable_services: [job.install, job.haulAway] });
    const accept = (chosen: unknown) =>
      demo.anonymous.post(`/api/public/quotes/${token}/accept`, {
        signer_name: "Ana Ruiz",
        consent: true,
        document_sha256: shown.document_sha256,
        chosen,
      });
    // Both alternatives, none of them, a line of another quote: refused, nothing signed.
    const both = await accept([
      { line: "unit", id: job.good },
      { line: "unit", id: job.better },
    ]);
    expect(both).toMatchObject({ status: 400, json: { errors: [MESSAGES.choiceGroupNeedsOne] } });
    expect(await accept([])).toMatchObject({ status: 400, json: { errors: [MESSAGES.choiceGroupNeedsOne] } });
    const other = await accept([
      { line: "unit", id: job.better },
      { line: "accessory", id: 999_999 },
    ]);
    expect(other).toMatchObject({ status: 400, json: { errors: [MESSAGES.choiceUnknownLine] } });
    expect((await prisma.quoteDecision.count({ where: { quote_id: job.quoteId } })).valueOf()).toBe(0);

    const picks = [
      { line: "unit", id: job.better },
      { line: "accessory", id: job.accessory },
    ] as const;
    const signed = await accept(picks);
    expect(signed.status, JSON.stringify(signed.json)).toBe(200);

    // The page's own computation of that choice is the signed document, to the cent and the hash.
    const chosen = new Set([
      documentLineKey("unit", job.better),
      documentLineKey("accessory", job.accessory),
      documentLineKey("service", job.install),
    ]);
    const expected = documentForChoice(shown.document, chosen);
    const decision = await prisma.quoteDecision.findFirstOrThrow({ where: { quote_id: job.quoteId } });
    expect(decision.document_sha256).toBe(documentSha256(expected));
    expect(expected.totals.total).not.toBe(shown.document.totals.total);
    const quote = await prisma.quote.findUniqueOrThrow({ where: { id: job.quoteId } });
    expect(quote.status).toBe(QUOTE_STATUS.CUSTOMER_ACCEPTED);
    expect(quote.accepted_total!.toNumber()).toBe(expected.totals.total);
    expect(quote.sale_price.toNumber()).toBe(expected.totals.total);
    const page = (await rep.get(`/api/quotes/${job.quoteId}`)).json;
    expect(page.summary.total).toBe(expected.totals.total);
    // Accepted: the better screen and the accessory taken.
    expect(await listed()).toMatchObject({ unit_count: 1, accessory_count: 1 });
    expect(page.summary).toMatchObject({ unit_count: 1, accessory_count: 1 });
    expect(page.signature.price_changed).toBe(false);
    // The history keeps what the customer chose and what it left.
    const history = (await rep.get(`/api/quotes/${job.quoteId}/history`)).json;
    const acceptance = history.quote.find(
      (entry: { to_status: number }) => entry.to_status === QUOTE_STATUS.CUSTOMER_ACCEPTED,
    );
    expect(acceptance.note).toMatch(/^Chose “Lanai better” \(Lanai screen\), “[^”]+”\. Not taken: /);
    expect(acceptance.note).toMatch(/Not taken: “[^”]+” \(Lanai screen\), “Haul away old screens”\.$/);
    // The page read again is the signed document itself: the set-aside lines still shown as options.
    const after = (await demo.anonymous.get(`/api/public/quotes/${token}`)).json;
    expect(after.document_sha256).toBe(decision.document_sha256);

    // Set aside, not deleted: the page's lines are the accepted set.
    const good = await prisma.configuration.findUniqueOrThrow({ where: { id: job.good } });
    expect(good).toMatchObject({ status: RECORD_STATUS.INACTIVE, chosen: false });
    const haulAway = await prisma.quoteServiceLine.findUniqueOrThrow({ where: { id: job.haulAway } });
    expect(haulAway).toMatchObject({ status: RECORD_STATUS.INACTIVE, chosen: false });
    expect(page.screenconfigurations.map((unit: { id: number }) => unit.id)).toEqual([job.better]);
    expect(page.summary.options).toEqual([]);
    // A signed job's lines keep the customer's choice.
    const changed = await job.choose("accessory", job.accessory, "required");
    expect(changed).toMatchObject({ status: 409, json: { errors: [MESSAGES.lineChoiceDraftOnly] } });

    // Submitted and approved: the order's lines and value are the accepted set's.
    expect((await rep.post(`/api/quotes/${job.quoteId}/submit`, { measurements_final: true })).status).toBe(
      200,
    );
    const owed = (await rep.get(`/api/quotes/${job.quoteId}/payments`)).json.dealer;
    const summary = page.summary as { dealer_cost: number; brokerage_fee: number };
    expect(owed.order_value).toBe(summary.dealer_cost + summary.brokerage_fee);
    const staff = await as("mfguser");
    const approved = await staff.post("/api/orders", { quote_id: job.quoteId });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const order = (await staff.get(`/api/orders/${approved.json.id}`)).json;
    expect(order.screenconfigurations.map((unit: { id: number }) => unit.id)).toEqual([job.better]);
    expect(order.add_on_accessories.map((line: { id: number }) => line.id)).toEqual([job.accessory]);
    expect(Number(order.sale_price)).toBe(owed.order_value);
  });

  it("a copy and a template keep each line's kind and group, so the copy's total is its default choice", async () => {
    const job = await draft();
    // A catalogue item, which a copy finds again (the fixture's remote is no catalogue item).
    const item = accessoryCatalogue.find((entry) => !entry.variations?.length)!;
    await getDatabase().prisma.quoteAccessory.update({
      where: { id: job.accessory },
      data: { sku: item.sku, prod_name: item.name },
    });
    const rep = await as("salesrep");
    const original = (await rep.get(`/api/quotes/${job.quoteId}`)).json;
    const copy = await rep.post(`/api/quotes/${job.quoteId}/copy`, {});
    expect(copy.status, JSON.stringify(copy.json)).toBe(200);
    const kinds = (quote: {
      screenconfigurations: Array<{ choice: string; choice_group: string | null }>;
      add_on_accessories: Array<{ choice: string }>;
      service_lines: Array<{ choice: string }>;
    }) => [
      ...quote.screenconfigurations.map((unit) => `${unit.choice}:${unit.choice_group ?? ""}`),
      ...quote.add_on_accessories.map((line) => line.choice),
      ...quote.service_lines.map((line) => line.choice),
    ];
    expect(kinds(copy.json)).toEqual(kinds(original));
    expect(kinds(copy.json)).toEqual([
      "alternative:Lanai screen",
      "alternative:Lanai screen",
      "optional",
      "required",
      "optional",
    ]);
    // Re-priced with today's book and terms, the copy's total is still its default choice.
    expect(copy.json.summary.customer_price).toBe(copy.json.screenconfigurations[0].customer_price);
    expect(copy.json.summary.options).toHaveLength(3);
    const saved = await rep.post(`/api/quotes/${job.quoteId}/template`, { name: `Options ${Date.now()}` });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const started = await rep.post(`/api/quote-templates/${saved.json.id}/quotes`, {
      title: "From the template",
    });
    expect(started.status, JSON.stringify(started.json)).toBe(200);
    expect(kinds(started.json)).toEqual(kinds(original));
  });

  it("accepting without picks takes the default choice; a submission without the customer settles it too", async () => {
    const { prisma } = getDatabase();
    const rep = await as("salesrep");
    const job = await draft();
    const before = (await rep.get(`/api/quotes/${job.quoteId}`)).json;
    expect((await rep.post(`/api/quotes/${job.quoteId}/submit`, { measurements_final: true })).status).toBe(
      200,
    );
    const after = (await rep.get(`/api/quotes/${job.quoteId}`)).json;
    expect(after.summary.total).toBe(before.summary.total);
    expect(after.screenconfigurations.map((unit: { id: number }) => unit.id)).toEqual([job.good]);
    expect(after.add_on_accessories).toEqual([]);
    expect(await prisma.configuration.findUniqueOrThrow({ where: { id: job.better } })).toMatchObject({
      chosen: false,
      status: RECORD_STATUS.INACTIVE,
    });
    // Recalled to a draft: the options come back, no pick kept.
    const recalled = await rep.post(`/api/quotes/${job.quoteId}/recall`, {
      reason: "Customer wants to choose",
    });
    expect(recalled.status, JSON.stringify(recalled.json)).toBe(200);
    const draftAgain = (await rep.get(`/api/quotes/${job.quoteId}`)).json;
    expect(draftAgain.screenconfigurations.map((unit: { chosen: boolean | null }) => unit.chosen)).toEqual([
      null,
      null,
    ]);
    expect(draftAgain.summary.options).toHaveLength(3);

    // A homeowner accepting without picks signs the default choice, as offered.
    const other = await draft();
    expect((await rep.post(`/api/quotes/${other.quoteId}/send`)).status).toBe(200);
    const token = await mailedToken(other.email);
    const shown = await acceptThroughLink(demo.anonymous, token, "Ana Ruiz");
    const decision = await prisma.quoteDecision.findFirstOrThrow({ where: { quote_id: other.quoteId } });
    expect(decision.document_sha256).toBe(shown.document_sha256);
    // Sent again from Customer Accepted: the options are offered afresh.
    expect((await rep.post(`/api/quotes/${other.quoteId}/send`)).status).toBe(200);
    const resent = (await rep.get(`/api/quotes/${other.quoteId}`)).json;
    expect(resent.summary.options).toHaveLength(3);
  });
});
