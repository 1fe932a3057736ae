import { IncomingMessage, type RequestListener, type ServerResponse } from "node:http";
import { Socket } from "node:net";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import type { PrismaClient } from "../../db/client.js";
import { readCookie, SESSION_COOKIE } from "../../http/cookies.js";
import { MAX_ID, notThePlainCase, plainQuotePage } from "./page-route.js";

/** `/api/quotes/{id}` exactly (QUOTE_ID in page-route.ts): no trailing slash, no query string. */
const PLAIN_PATH = /^\/api\/quotes\/([1-9]\d{0,9})$/;
/** compression({ threshold: 1024 }) in app.ts: a body of at least this many bytes is compressed. */
const COMPRESSION_THRESHOLD = 1024;
/** compression's brotli default (quality 4); gzip and deflate use zlib's defaults, as it does. */
const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = "br" | "gzip" | "deflate" | "identity";

/**
 * The encoding compression() negotiates (negotiator, preferring br then gzip), for the plain form
 * of Accept-Encoding that browsers and HTTP clients send: a list of names without weights
 * ("gzip, deflate, br, zstd"). Every other form (weights, `*`) returns undefined: Express answers.
 */
export function negotiatedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return "identity";
  if (!/^[A-Za-z0-9_\-\s,]*$/.test(header)) return undefined;
  const names = new Set(header.split(",").map((name) => name.trim().toLowerCase()));
  if (names.has("br")) return "br";
  if (names.has("gzip")) return "gzip";
  // deflate and identity are not preferred: the earlier one in the header wins; not decided here.
  if (names.has("deflate")) return names.has("identity") ? undefined : "deflate";
  return "identity";
}

function compress(body: string, encoding: Exclude<Encoding, "identity">): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") zlib.brotliCompress(body, BROTLI_OPTIONS, done);
    else if (encoding === "gzip") zlib.gzip(body, done);
    else zlib.deflate(body, done);
  });
}

/**
 * The headers a middleware that sets only fixed headers (helmet) adds to every response, read once
 * by running it against a stand-in response. It must call next() at once, without an error.
 */
export function fixedHeadersOf(middleware: RequestHandler): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const stub = {
    setHeader(name: string, value: string) {
      headers.push([name, value]);
    },
    removeHeader() {},
  };
  const nextCalls: unknown[] = [];
  void middleware(
    new IncomingMessage(new Socket()) as Request,
    stub as unknown as Response,
    (error?: unknown) => {
      nextCalls.push(error);
    },
  );
  if (nextCalls.length !== 1 || nextCalls[0] !== undefined)
    throw new Error("The security headers middleware did not pass at once without an error.");
  return headers;
}

export interface FastQuotePageOptions {
  prisma: PrismaClient;
  /** The headers helmet adds to every answer (fixedHeadersOf the app's helmet middleware). */
  securityHeaders: Array<[string, string]>;
  /** Everything that is not the plain case: the Express app. */
  fallThrough: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * GET /api/quotes/{id} answered before Express (docs/performance.md, issue 13 §6): the plain case
 * (a GET of exactly /api/quotes/{id} with a session cookie, no body, no query string, no
 * conditional headers, an Accept-Encoding compression() would negotiate the same way) runs the
 * route's one statement (plainQuotePage) and answers with exactly the status, headers and body
 * the Express path gives: helmet's headers, Cache-Control: no-store, the JSON content type, Vary:
 * Accept-Encoding, and above 1 KiB the same compression. Anything else, and any outcome of the
 * statement other than the page (not found, a session to renew, no permission, an error), goes to
 * Express untouched: nothing has been written to the response, and a GET without a body has
 * nothing left unread.
 */
export function fastQuotePage({
  prisma,
  securityHeaders,
  fallThrough,
}: FastQuotePageOptions): RequestListener {
  const fixed: string[] = [];
  for (const [name, value] of securityHeaders) fixed.push(name, value);
  fixed.push("Cache-Control", "no-store", "Content-Type", "application/json; charset=utf-8");

  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    token: string,
    id: number,
    encoding: Encoding,
  ) {
    let body: string;
    try {
      const page = await plainQuotePage(prisma, token, id);
      if (!page) {
        notThePlainCase.add(req);
        fallThrough(req, res);
        return;
      }
      body = JSON.stringify(page);
    } catch {
      // Express runs the route again and answers the error its own way.
      fallThrough(req, res);
      return;
    }
    const length = Buffer.byteLength(body);
    if (encoding === "identity" || length < COMPRESSION_THRESHOLD) {
      res.writeHead(200, [...fixed, "Content-Length", String(length), "Vary", "Accept-Encoding"]);
      res.end(body);
      return;
    }
    let compressed: Buffer;
    try {
      compressed = await compress(body, encoding);
    } catch {
      fallThrough(req, res);
      return;
    }
    // As compression() sends it: no Content-Length, the compressed bytes as one chunk.
    res.writeHead(200, [...fixed, "Vary", "Accept-Encoding", "Content-Encoding", encoding]);
    res.write(compressed);
    res.end();
  }

  return (req, res) => {
    const match = req.method === "GET" ? PLAIN_PATH.exec(req.url ?? "") : null;
    const { headers } = req;
    if (
      !match ||
      Number(match[1]) > MAX_ID ||
      headers["content-length"] !== undefined ||
      headers["transfer-encoding"] !== undefined ||
      headers["if-none-match"] !== undefined ||
      headers["if-modified-since"] !== undefined
    ) {
      fallThrough(req, res);
      return;
    }
    // readCookie reads only the request's headers.
    const token = readCookie(req as Request, SESSION_COOKIE);
    const encoding = negotiatedEncoding(headers["accept-encoding"]);
    if (!token || !encoding) {
      fallThrough(req, res);
      return;
    }
    // answer() leaves every failure before its first write to Express; one after it ends the response.
    answer(req, res, token, Number(match[1]), encoding).catch(() => res.destroy());
  };
}
