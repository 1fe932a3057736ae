import express, { Router, type Request } from "express";
import { ZId } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { errorHandler, HttpError, notFound } from "../../http/errors.js";
import {
  parseErpEvent,
  receiveErpEvent,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyErpSignature,
} from "../../services/erp-webhook.js";

/** The ERP's events are small: a status or a shipment. */
const BODY_LIMIT = "64kb";

/**
 * The ERP's webhook (docs/order-tracking.md): `POST /api/erp/orders/{id}/events`. Mounted before the
 * panel's JSON parser, session and Origin check: the signature is computed over the body's exact
 * bytes, and a machine has no session (the shared secret is its credential). Without a configured
 * secret the route refuses everything (503): an unsigned webhook is never open.
 */
export function erpWebhookRoutes({ prisma, secret }: { prisma: PrismaClient; secret: string | undefined }) {
  const router = Router();
  router.post(
    "/erp/orders/:id/events",
    express.raw({ type: () => true, limit: BODY_LIMIT }),
    async (req: Request, res) => {
      res.setHeader("Cache-Control", "no-store");
      if (!secret) throw new HttpError(503, ["The ERP webhook is not configured (ERP_WEBHOOK_SECRET)."]);
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      verifyErpSignature(
        secret,
        { timestamp: req.get(TIMESTAMP_HEADER), signature: req.get(SIGNATURE_HEADER) },
        rawBody,
      );
      const id = ZId.safeParse(req.params.id);
      if (!id.success) throw notFound();
      res.json(await receiveErpEvent(prisma, id.data, parseErpEvent(rawBody, id.data)));
    },
  );
  router.use("/erp", errorHandler);
  return router;
}
