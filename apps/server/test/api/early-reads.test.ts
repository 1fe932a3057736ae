import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
// The panel's table of the reads its document starts by REST path (decision 125): a plain data file.
import { EARLY_READS, readPath } from "../../../web/src/app/early-reads.ts";

/**
 * The panel's first paint uses a REST answer as the answer of a tRPC query (boot.ts earlyRead): each
 * REST path in the table must answer exactly what its procedure answers, for the same reader.
 */
const PROCEDURES: Record<string, string> = {
  [EARLY_READS.quote.answer]: "quotes.get",
  [EARLY_READS.quote.history]: "quoteSharing.history",
  [EARLY_READS.order.answer]: "orders.get",
  [EARLY_READS.configuration.answer]: "configurations.get",
  [EARLY_READS.configuration.priceBook]: "pricing.priceBook",
};

forEachDatabase("the reads the document starts", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
  });
  afterAll(() => app.close());

  async function viaTrpc(client: Client, procedure: string, input: unknown) {
    const answer = await client.get(
      `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`,
    );
    expect(answer.status, procedure).toBe(200);
    return answer.json.result.data;
  }

  it("answers each REST path as the screen's own query does", async () => {
    const templates = Object.values(EARLY_READS).flatMap((reads) => Object.values(reads) as string[]);
    expect(templates.every((template) => template in PROCEDURES)).toBe(true);

    // The demo dealer whose quotes include an order.
    const dealer = new Client(app.url);
    await dealer.login("cadealer");
    const quote = ((await dealer.get("/api/quotes")).json as Array<{ id: number }> | undefined)?.[0];
    const order = ((await dealer.get("/api/orders")).json as Array<{ id: number }> | undefined)?.[0];
    if (!quote || !order) throw new Error("no demo quote or order");
    const page = (await dealer.get(readPath(EARLY_READS.quote.answer, quote.id))).json;

    const ids: Record<string, number | null> = {
      [EARLY_READS.quote.answer]: quote.id,
      [EARLY_READS.quote.history]: quote.id,
      [EARLY_READS.order.answer]: order.id,
      [EARLY_READS.configuration.answer]: page.screenconfigurations[0]?.id ?? null,
      [EARLY_READS.configuration.priceBook]: null,
    };
    for (const template of templates) {
      const id = ids[template] ?? null;
      if (template.includes("$1") && id === null) throw new Error(`no demo record for ${template}`);
      const rest = await dealer.get(id === null ? template : readPath(template, id));
      expect(rest.status, template).toBe(200);
      const procedure = PROCEDURES[template] ?? "";
      expect(rest.json, template).toEqual(await viaTrpc(dealer, procedure, id === null ? {} : { id }));
    }
  });
});
