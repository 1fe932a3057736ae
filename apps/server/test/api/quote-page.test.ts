import http, { type IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";
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

  /** A GET with exactly these headers (fetch would add its own Accept-Encoding), body decompressed. */
  function rawGet(path: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(app.url);
      http
        .get({ hostname, port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const body =
              encoding === "gzip"
                ? zlib.gunzipSync(bytes)
                : encoding === "br"
                  ? zlib.brotliDecompressSync(bytes)
                  : encoding === "deflate"
                    ? zlib.inflateSync(bytes)
                    : bytes;
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
          });
        })
        .on("error", reject);
    });
  }

  it("gives every unit, accessory and list field exactly as their own endpoints do", async () => {
    const staff = new Client(app.url);
    await staff.login("superadmin");
    const list: Array<Record<string, unknown> & { id: number }> = (await staff.get("/api/quotes")).json;
    for (const item of list) {
      const page = (await staff.get(`/api/quotes/${item.id}`)).json;
      const {
        screenconfigurations,
        add_on_accessories,
        summary,
        selling,
        service_lines,
        tax,
        signature: _signature,
        ...fields
      } = page;
      expect(fields).toEqual(item);
      expect(summary.total).toBe(item.sale_price);
      expect(selling.markup).toBe(item.markup_variable);
      expect(service_lines).toEqual([]);
      expect(tax.total).toBe(summary.tax_total);
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

  it("goes through the one path as every answer does: compressed, HEAD and OPTIONS, 401 without a live session", async () => {
    const staff = new Client(app.url);
    await staff.login("mfguser");
    const [first] = (await staff.get("/api/quotes")).json as Array<{ id: number }>;
    const path = `/api/quotes/${first!.id}`;
    const plain = await staff.get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    for (const encoding of ["gzip", "br", "deflate"]) {
      const raw = await rawGet(path, { cookie: staff.cookie!, "accept-encoding": encoding });
      expect({ encoding, status: raw.status }).toEqual({ encoding, status: 200 });
      expect(raw.headers["content-encoding"]).toBe(encoding);
      expect(raw.headers.vary).toMatch(/Accept-Encoding/);
      expect(JSON.parse(raw.body)).toEqual(plain.json);
    }
    const head = await fetch(app.url + path, { method: "HEAD", headers: { cookie: staff.cookie! } });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const options = await fetch(app.url + path, { method: "OPTIONS", headers: { cookie: staff.cookie! } });
    expect(options.headers.get("allow")).toBe("DELETE, GET, HEAD, PATCH");
    // Case and one trailing slash as Express matches routes; a bad escape is a 400.
    expect((await staff.get(`/api/QUOTES/${first!.id}/`)).json).toEqual(plain.json);
    expect((await staff.get("/api/quotes/%E0%A4%A")).status).toBe(400);

    expect((await new Client(app.url).get(path)).status).toBe(401);
    const stale = await rawGet(path, { cookie: "screens_session=not-a-session" });
    expect(stale.status).toBe(401);
    expect(String(stale.headers["set-cookie"])).toMatch(/^screens_session=;/);
  });
});
