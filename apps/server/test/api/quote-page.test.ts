import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";

/** The quote page is read with one SQL statement; it must say exactly what the per-record reads say. */
forEachDatabase("quote page read", (getDatabase) => {
  let app: RunningApp;
  beforeAll(async () => {
    await seedDemoWorld(getDatabase().prisma);
    app = await startApp({ prisma: getDatabase().prisma });
  });
  afterAll(() => app.close());

  it("gives every unit, accessory and list field exactly as their own endpoints do", async () => {
    const staff = new Client(app.url);
    await staff.login("superadmin");
    const list: Array<Record<string, unknown> & { id: number }> = (await staff.get("/api/quotes")).json;
    for (const item of list) {
      const page = (await staff.get(`/api/quotes/${item.id}`)).json;
      const { screenconfigurations, add_on_accessories, summary, ...fields } = page;
      expect(fields).toEqual(item);
      expect(summary.total).toBe(item.sale_price);
      for (const unit of screenconfigurations) {
        expect(unit).toEqual((await staff.get(`/api/configurations/${unit.id}`)).json);
      }
      for (const line of add_on_accessories) {
        expect(line).toEqual((await staff.get(`/api/add-on-accessories/${line.id}`)).json);
      }
      // A unit never saved is listed ('Not saved yet') but not counted (decision 070).
      const saved = screenconfigurations.filter(
        (unit: { saved_at: string | null }) => unit.saved_at !== null,
      );
      expect(saved.length).toBe(item.unit_count);
      expect(add_on_accessories.length).toBe(item.accessory_count);
    }
    expect(list.some((item) => item.customer_name !== null && item.order_id !== null)).toBe(true);
  });

  it("is private: no shared or browser cache keeps a quote, and no ETag is computed", async () => {
    const staff = new Client(app.url);
    await staff.login("mfguser");
    const [first] = (await staff.get("/api/quotes")).json as Array<{ id: number }>;
    const page = await staff.get(`/api/quotes/${first!.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("etag")).toBeNull();
  });
});
