import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPriceBook } from "@screens/pricing";
import { cutList } from "@screens/pricing/production";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { rowToConfiguration } from "../../src/services/configurations.js";
import { dayStart, type FabricRequirementsReport } from "../../src/services/documents/fabric-requirements.js";

describe("dayStart: a day's first instant in a time zone", () => {
  it("UTC, and New York on either side of the spring clock change", () => {
    expect(dayStart("2026-11-29", "UTC").toISOString()).toBe("2026-11-29T00:00:00.000Z");
    expect(dayStart("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStart("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(dayStart("2026-07-01", "Asia/Kolkata").toISOString()).toBe("2026-06-30T18:30:00.000Z");
  });
});

forEachDatabase("GET /api/reports/fabric-requirements", (getDatabase) => {
  let app: RunningApp;
  let day: string;
  let strips: number;
  let units: number;
  let orders: number;
  const as = async (username: string) => {
    const client = new Client(app.url);
    await client.login(username);
    return client;
  };
  const report = async (client: Client, query: string) => {
    const response = await fetch(`${app.url}/api/reports/fabric-requirements?${query}`, {
      headers: client.cookie ? { cookie: client.cookie } : {},
    });
    return { status: response.status, json: (await response.json()) as FabricRequirementsReport };
  };

  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    const first = await prisma.order.findFirstOrThrow({ orderBy: { id: "asc" } });
    day = first.created_at.toISOString().slice(0, 10);
    const start = new Date(`${day}T00:00:00Z`);
    const end = new Date(start.getTime() + 86_400_000);
    const ordersOfDay = await prisma.order.findMany({
      where: { created_at: { gte: start, lt: end }, status: { not: 0 } },
      select: { quote_id: true },
    });
    orders = ordersOfDay.length;
    const rows = await prisma.configuration.findMany({
      where: {
        quote_id: { in: ordersOfDay.map((o) => o.quote_id) },
        status: { not: 0 },
        saved_at: { not: null },
      },
    });
    units = rows.length;
    strips = rows
      .map((row) => cutList(rowToConfiguration(row), { priceBook: defaultPriceBook }))
      .reduce((sum, r) => sum + (r.ok ? (r.cutList.fabric?.strips.length ?? 0) : 0), 0);
    app = await startApp({ prisma });
  });
  afterAll(() => app.close());

  it("the orders of the period: every fabric strip of their units, planned per collection and colour", async () => {
    const { status, json } = await report(await as("mfguser"), `period=custom&from=${day}&to=${day}&tz=UTC`);
    expect(status).toBe(200);
    expect(orders).toBeGreaterThan(0);
    expect(json).toMatchObject({ period: { from: day, to: day, tz: "UTC" }, orders, units, unlisted: [] });
    expect(json.fabrics.reduce((sum, fabric) => sum + fabric.pieces, 0)).toBe(strips);
    for (const fabric of json.fabrics) {
      expect(fabric.plan.roll_length_in).toBeGreaterThan(0);
      for (const shelf of fabric.plan.shelves)
        expect(shelf.used_width_in).toBeLessThanOrEqual(fabric.plan.roll_width_in);
    }
  });
  it("a period without orders needs no fabric", async () => {
    const { status, json } = await report(
      await as("superadmin"),
      "period=custom&from=2001-01-01&to=2001-01-31&tz=UTC",
    );
    expect(status).toBe(200);
    expect(json).toMatchObject({ orders: 0, units: 0, fabrics: [], unlisted: [] });
  });
  it("staff only (dealers 403, no session 401); a bad period is 400", async () => {
    expect((await report(await as("dealeradmin"), "period=this_month")).status).toBe(403);
    expect((await report(new Client(app.url), "period=this_month")).status).toBe(401);
    const bad = await report(await as("mfguser"), "period=custom&from=2026-02-01");
    expect(bad.status).toBe(400);
  });
});
