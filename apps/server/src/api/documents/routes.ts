import { Router } from "express";
import { can, QUOTE_STATUS, ZId, type Agent } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { forbidden, notFound, unauthorized } from "../../http/errors.js";
import { requestAgent } from "../../auth/middleware.js";
import { quoteScope } from "../../services/scope.js";
import { loadQuoteDocument } from "../../services/documents/quote-document.js";
import { pdfFileName, renderQuotePdf } from "../../services/documents/quote-pdf-loader.js";

/**
 * The customer-facing document of a quote the agent may read: `GET /api/quotes/{id}/document` (its
 * data, for the quote page's print view) and `GET /api/quotes/{id}/pdf`.
 */
export function quoteDocumentRoutes({ prisma }: { prisma: PrismaClient }): Router {
  const router = Router();

  async function visibleDocument(agent: Agent | null, rawId: string | undefined) {
    if (!agent) throw unauthorized();
    if (!can(agent.permissions, "quote", "read")) throw forbidden();
    const id = ZId.safeParse(rawId);
    if (!id.success) throw notFound();
    // Tenancy as GET /quotes/{id}: a foreign quote is not found, like a missing one.
    const visible = await prisma.quote.findFirst({
      where: { id: id.data, status: { not: QUOTE_STATUS.INACTIVE }, ...quoteScope(agent) },
      select: { id: true },
    });
    if (!visible) throw notFound();
    const document = await loadQuoteDocument(prisma, id.data);
    if (!document) throw notFound();
    return document;
  }

  router.get("/quotes/:id/document", async (req, res) => {
    res.json(await visibleDocument(await requestAgent(res), req.params.id));
  });

  router.get("/quotes/:id/pdf", async (req, res) => {
    const document = await visibleDocument(await requestAgent(res), req.params.id);
    const pdf = await renderQuotePdf(document);
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${pdfFileName(document.quote.number)}"`);
    res.setHeader("Cache-Control", "no-store");
    res.send(pdf);
  });
  return router;
}
