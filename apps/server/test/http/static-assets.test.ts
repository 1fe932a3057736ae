import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

/** The panel's build, as vite writes it: hashed assets with .br and .gz copies, and index.html. */
const SCRIPT = `console.log(${JSON.stringify("x".repeat(4000))});`;

describe("serving the built panel and the API compressed", () => {
  let webDist: string;
  let db: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), "screens-web-dist-"));
    mkdirSync(path.join(webDist, "assets"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Screens Panel</title>");
    const asset = path.join(webDist, "assets", "main-Ab12Cd34.js");
    writeFileSync(asset, SCRIPT);
    writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
    db = await createTestDatabase();
    app = await startApp({ prisma: db.prisma, webDist });
  });

  afterAll(async () => {
    await app.close();
    await db.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("sends a hashed asset's brotli copy, cached for a year and immutable", async () => {
    const answer = await rawGet(`${app.url}/assets/main-Ab12Cd34.js`, "gzip, deflate, br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/javascript/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("falls back to gzip, then to the plain file, as the browser accepts", async () => {
    const gzip = await rawGet(`${app.url}/assets/main-Ab12Cd34.js`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await rawGet(`${app.url}/assets/main-Ab12Cd34.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("revalidates the document on every use (deep links and index.html alike)", async () => {
    for (const url of [`${app.url}/panel/quotes/7`, `${app.url}/index.html`]) {
      const answer = await rawGet(url, "gzip, br");
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("compresses API answers above 1 KiB and leaves them uncacheable", async () => {
    const answer = await rawGet(`${app.url}/api/openapi.json`, "gzip");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});
