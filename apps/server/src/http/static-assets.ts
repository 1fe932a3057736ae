// The built panel: precompressed files (vite-plugin-compression2 writes .br and .gz beside each
// asset at build time) sent as they are, with the caching their names allow (decision 105):
// - /assets/* carry a content hash in their name, so they never change: cached for a year, immutable;
// - everything else (index.html, the favicon, robots.txt) is revalidated on every use.
import path from "node:path";
import expressStaticGzip from "express-static-gzip";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

function isHashedAsset(filePath: string, webDist: string): boolean {
  return path.relative(webDist, filePath).split(path.sep)[0] === "assets";
}

/** Serves `webDist` (the panel's build), brotli or gzip as the browser accepts, never an index. */
export function staticAssets(webDist: string): RequestHandler {
  return expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: {
      index: false,
      // serve-static's own max-age would be overwritten below; ETags let index.html revalidate cheaply.
      cacheControl: false,
      etag: true,
      setHeaders: (res: ServerResponse, filePath: string) => {
        res.setHeader("Cache-Control", isHashedAsset(filePath, webDist) ? IMMUTABLE : REVALIDATE);
      },
    },
  }) as RequestHandler;
}
