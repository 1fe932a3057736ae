import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../helpers/test-database.js";
import { Client, memoryMailer, startApp, type RunningApp } from "../helpers/http.js";
import { seedDemoWorld } from "../../src/seed/demo-world.js";
import { createApp, securityHeaders } from "../../src/app.js";
import { fastQuotePage, fixedHeadersOf, negotiatedEncoding } from "../../src/api/quotes/fast-page.js";

const USERS = [
  "superadmin",
  "mfgadmin",
  "mfguser",
  "dealeradmin",
  "salesmanager",
  "salesrep",
  "purchaser",
  "cadealer",
];
/** No header; what fetch and browsers send; each encoding alone; a weighted form (left to Express). */
const ACCEPT_ENCODINGS = [
  undefined,
  "gzip",
  "gzip, deflate, br, zstd",
  "br",
  "deflate",
  "gzip;q=0.5, br;q=0.1",
];
/** The fast-path-only server's answer when it leaves a request to Express. */
const LEFT_TO_EXPRESS = 599;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(base: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    // Options, not a URL string: a URL's empty query ("?") would be dropped from the path.
    const { hostname, port } = new URL(base);
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
          const { date, ...rest } = res.headers;
          expect(date).toBeTruthy();
          resolve({ status: res.statusCode ?? 0, headers: rest, body: body.toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/**
 * The server's listener answers the plain GET /api/quotes/{id} before Express
 * (src/api/quotes/fast-page.ts). Its answers must be the Express path's to the byte: status, body
 * and every header but Date, with and without compression, for every demo user.
 */
forEachDatabase("the quote page before Express", (getDatabase) => {
  let app: RunningApp;
  let expressOnly: Server;
  let expressBase: string;
  let fastOnly: Server;
  let fastBase: string;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    const { prisma } = getDatabase();
    await seedDemoWorld(prisma);
    app = await startApp({ prisma });
    // The same app without the listener: page-route.ts's Express route answers the plain case.
    expressOnly = http.createServer(createApp({ prisma, mailer: memoryMailer(), webDist: "/nonexistent" }));
    expressBase = await listen(expressOnly);
    // The fast path alone: what it leaves to Express answers 599, so a 200 here is its own.
    fastOnly = http.createServer(
      fastQuotePage({
        prisma,
        securityHeaders: fixedHeadersOf(securityHeaders("/nonexistent/index.html")),
        fallThrough: (_req, res) => void res.writeHead(LEFT_TO_EXPRESS).end(),
      }),
    );
    fastBase = await listen(fastOnly);
    for (const username of USERS) {
      const client = new Client(app.url);
      await client.login(username);
      cookies.set(username, client.cookie!);
    }
  }, 120_000);
  afterAll(async () => {
    for (const server of [expressOnly, fastOnly]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await app.close();
  });

  it("answers exactly what Express answers: status, body and headers, compressed or not", async () => {
    const ids = (
      await getDatabase().prisma.quote.findMany({ select: { id: true }, orderBy: { id: "asc" } })
    ).map((quote) => quote.id);
    const sample = [...ids.slice(0, 4), ...ids.slice(-2), Math.max(...ids) + 1000];
    let fast = 0;
    let compressed = 0;
    let left = 0;
    for (const username of USERS) {
      for (const id of sample) {
        for (const acceptEncoding of ACCEPT_ENCODINGS) {
          const headers: Record<string, string> = { cookie: cookies.get(username)! };
          if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
          const where = { username, id, acceptEncoding };
          const production = await get(app.url, `/api/quotes/${id}`, headers);
          // The procedure's path (a query string is never the plain case) and the Express route's.
          const procedure = await get(app.url, `/api/quotes/${id}?`, headers);
          const route = await get(expressBase, `/api/quotes/${id}`, headers);
          const alone = await get(fastBase, `/api/quotes/${id}`, headers);
          expect({ ...where, ...production }).toEqual({ ...where, ...procedure });
          expect({ ...where, ...production }).toEqual({ ...where, ...route });
          if (alone.status === LEFT_TO_EXPRESS) {
            // Left to Express only when it is not the plain case, or the encoding is not negotiated here.
            expect(production.status !== 200 || negotiatedEncoding(acceptEncoding) === undefined).toBe(true);
            left++;
          } else {
            expect({ ...where, ...alone }).toEqual({ ...where, ...production });
            expect(alone.status).toBe(200);
            fast++;
            if (alone.headers["content-encoding"]) compressed++;
          }
        }
      }
    }
    expect(fast).toBeGreaterThan(0);
    expect(compressed).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(0);
  });

  it("leaves other requests to Express", async () => {
    const { prisma } = getDatabase();
    const id = (await prisma.quote.findFirstOrThrow({ orderBy: { id: "asc" } })).id;
    const cookie = cookies.get("superadmin")!;
    const asExpress = async (path: string, headers: Record<string, string>) =>
      (await get(fastBase, path, headers)).status;
    expect(await asExpress(`/api/quotes/${id}`, { cookie })).toBe(200);
    for (const [path, headers] of [
      [`/api/quotes/${id}`, {}],
      [`/api/quotes/${id}?`, { cookie }],
      [`/api/quotes/${id}/`, { cookie }],
      [`/api/quotes/0${id}`, { cookie }],
      [`/api/quotes/2147483648`, { cookie }],
      [`/api/quotes/${id}`, { cookie, "if-none-match": "*" }],
      [`/api/quotes/${id}`, { cookie: "screens_session=not-a-session" }],
    ] as const)
      expect({ path, headers, status: await asExpress(path, headers) }).toEqual({
        path,
        headers,
        status: LEFT_TO_EXPRESS,
      });
    // And the production listener answers those as Express does.
    const conditional = await get(app.url, `/api/quotes/${id}`, { cookie, "if-none-match": "*" });
    const conditionalExpress = await get(expressBase, `/api/quotes/${id}`, { cookie, "if-none-match": "*" });
    expect(conditional).toEqual(conditionalExpress);
  });
});
