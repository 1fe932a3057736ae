import express from "express";
import type { RequestHandler } from "express";
import { JSON_BODY_MAX_BYTES, JSON_BODY_MAX_DEPTH } from "@screens/domain";

export const TOO_DEEP_MESSAGE = `The request body nests deeper than ${JSON_BODY_MAX_DEPTH} levels.`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/** The deepest nesting of objects and arrays in JSON text, read byte by byte (strings skipped). */
export function jsonDepth(body: Uint8Array, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

/**
 * JSON bodies with a size and a nesting limit: 20,000 nested arrays are refused with a 400 before
 * they are parsed, so no parser, validator or logger downstream ever walks them.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: JSON_BODY_MAX_BYTES,
    verify: (_req, _res, body) => {
      if (jsonDepth(body, JSON_BODY_MAX_DEPTH) > JSON_BODY_MAX_DEPTH) {
        throw Object.assign(new Error(TOO_DEEP_MESSAGE), { status: 400, type: "entity.too.deep" });
      }
    },
  });
}
