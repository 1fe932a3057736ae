import type { IncomingMessage } from "node:http";
import express, { type RequestHandler } from "express";
import { badRequest, unauthorized } from "../http/errors.js";
import { requestAgent } from "../auth/middleware.js";

/**
 * What the routes that take a file as the request's body share (a dealer's logo, a price book
 * workbook): the signed-in agent, checked before a byte of the upload is read, and the raw body up
 * to a limit, a larger one being a 400 that says how large it may be.
 */
export async function agentOf(res: express.Response) {
  const agent = await requestAgent(res);
  if (!agent) throw unauthorized();
  return agent;
}

export const requireAgent: RequestHandler = async (_req, res, next) => {
  await agentOf(res);
  next();
};

export function rawUpload(options: {
  limit: number;
  /** Which requests' bodies are read raw (the rest are left to the JSON parser). */
  type: (req: IncomingMessage) => boolean;
  tooLarge: (length: number | null) => string;
}): RequestHandler {
  const rawBody = express.raw({ type: options.type, limit: options.limit });
  return (req, res, next) => {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Express's req is Node's IncomingMessage (made by Node's HTTP server, Express only adds methods)
    rawBody(req, res, (error?: unknown) => {
      if (error && typeof error === "object" && "type" in error && error.type === "entity.too.large") {
        const length = Number(req.headers["content-length"]);
        next(badRequest(options.tooLarge(Number.isFinite(length) ? length : null)));
        return;
      }
      next(error);
    });
  };
}
