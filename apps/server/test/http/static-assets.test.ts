import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WEB_DIST } from "../../src/app.js";
import { startApp, type RunningApp } from "../helpers/http.js";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database.js";

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that does not decode the body (fetch would), so the encoding on the wire can be checked. */
function rawGet(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The built panel (`npm run build` comes first in `npm test`): its browser assets and server render. */
function builtAsset(webDist: string): { url: string; plain: Buffer } {
  const assets = path.join(webDist, "client", "assets");
  if (!existsSync(assets)) throw new Error(`No built panel in ${webDist}: run "npm run build" first.`);
  const name = readdirSync(assets).find(
    (file) => file.endsWith(".js") && existsSync(path.join(assets, `${file}.br`)),
  );
  if (!name) throw new Error(`No precompressed script in ${assets}`);
  return { url: `/assets/${name}`, plain: readFileSync(path.join(assets, name)) };
}

describe("serving the built panel and the API compressed", () => {
  let db: TestDatabase;
  let app: RunningApp;
  let asset: { url: string; plain: Buffer };

  beforeAll(async () => {
    asset = builtAsset(DEFAULT_WEB_DIST);
    db = await createTestDatabase();
    app = await startApp({ prisma: db.prisma, webDist: DEFAULT_WEB_DIST });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it("sends a hashed asset's brotli copy, cached for a year and immutable", async () => {
    const answer = await rawGet(`${app.url}${asset.url}`, "gzip, deflate, br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.length).toBeLessThan(asset.plain.length);
  });

  it("falls back to gzip, then to the plain file, as the browser accepts", async () => {
    const gzip = await rawGet(`${app.url}${asset.url}`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await rawGet(`${app.url}${asset.url}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(asset.plain)).toBe(true);
  });

  it("renders documents per request: compressed, never stored (they hold the session's data and a nonce)", async () => {
    for (const url of [`${app.url}/login`, `${app.url}/`]) {
      const answer = await rawGet(url, "gzip, br");
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/text\/html/);
      expect(answer.headers["content-encoding"]).toMatch(/gzip|br/);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("compresses API answers above 1 KiB and leaves them uncacheable", async () => {
    const answer = await rawGet(`${app.url}/api/openapi.json`, "gzip");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});
