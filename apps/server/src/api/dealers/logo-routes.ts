import { Router } from "express";
import { ZId } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { badRequest, notFound } from "../../http/errors.js";
import { agentOf, rawUpload, requireAgent } from "../upload.js";
import { deleteDealerLogo, getDealerLogo, setDealerLogo } from "../../services/dealers.js";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "../../services/documents/logo-image.js";

/**
 * A dealer's logo (docs/api.md): binary, so plain Express routes next to the tRPC procedures.
 * PUT takes the image file itself as the body (any Content-Type but JSON; the content decides),
 * GET serves the stored PNG to the dealer's own users and their manufacturer (decision 065).
 */
export function dealerLogoRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = Router();

  router.get("/dealers/:id/logo", async (req, res) => {
    const logo = await getDealerLogo(prisma, await agentOf(res), idOf(req.params.id));
    if (!logo) throw notFound("This dealer has no logo.");
    const etag = `"logo-${logo.updatedAt.getTime()}"`;
    // A PNG we made ourselves, never sniffed as anything else, never a document with active content.
    res.setHeader("Content-Security-Policy", "default-src 'none'");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", "private, no-cache");
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"] === etag) {
      res.status(304).end();
      return;
    }
    res.type("image/png").send(logo.png);
  });

  // The session is checked before a byte of the upload is read.
  router.put("/dealers/:id/logo", requireAgent, readUpload, async (req, res) => {
    if (req.is("json")) throw badRequest(LOGO_MESSAGES.notJson);
    const body: unknown = req.body;
    const upload = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    res.json(await setDealerLogo(prisma, await agentOf(res), idOf(req.params.id), upload));
  });

  router.delete("/dealers/:id/logo", async (req, res) => {
    res.json(await deleteDealerLogo(prisma, await agentOf(res), idOf(req.params.id)));
  });

  return router;
}

/** The raw body, at most 1 MB; a larger file is a 400 that says how large it was. */
const readUpload = rawUpload({
  type: (req) => !req.headers["content-type"]?.includes("json"),
  limit: LOGO_MAX_BYTES,
  tooLarge: LOGO_MESSAGES.tooLarge,
});

function idOf(value: string | string[] | undefined): number {
  const result = ZId.safeParse(value);
  if (!result.success) throw notFound();
  return result.data;
}
