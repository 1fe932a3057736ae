import type { RequestHandler } from "express";
import { badRequest } from "./errors.js";

export const NUL_MESSAGE = "Text must not contain NUL characters.";

/** PostgreSQL text cannot hold a NUL character: input holding one is refused as bad, not failed in the database. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 20 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** For the plain Express routes (login, password reset): a body or query with NUL answers 400. */
export const refuseNul: RequestHandler = (req, _res, next) => {
  next(containsNul(req.body) || containsNul(req.query) ? badRequest(NUL_MESSAGE) : undefined);
};
