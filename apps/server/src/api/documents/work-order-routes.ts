import { Router, type Response } from "express";
import { can, isStaff, ZId, ZReportQuery, type Agent } from "@screens/domain";
import type { PriceBook } from "@screens/pricing";
import type { PrismaClient } from "../../db/client.js";
import { badRequest, forbidden, notFound, unauthorized } from "../../http/errors.js";
import { requestAgent } from "../../auth/middleware.js";
import { quoteScope } from "../../services/scope.js";
import { loadWorkOrder, workOrderFileName, type WorkOrder } from "../../services/documents/work-order.js";
import { renderLabelSheet, renderWorkOrder } from "../../services/documents/quote-pdf-loader.js";
import { loadFabricRequirements } from "../../services/documents/fabric-requirements.js";
import { resolvePeriod } from "../../services/reports/period.js";

export interface WorkOrderRouteOptions {
  prisma: PrismaClient;
  /** The price book a quote's units were priced with: its units are cut by the same one (decision 153). */
  bookForQuote: (quoteId: number) => Promise<PriceBook>;
}

/**
 * The factory's paper for an order, for the manufacturer's staff (docs/decisions/154-work-orders-and-labels.md):
 * `GET /api/orders/{id}/work-order` (its data), `.../work-order/pdf` (a page per unit) and
 * `.../labels/pdf` (a 4 x 6 in label per unit and per box); and `GET /api/reports/fabric-requirements`,
 * the fabric a period's orders need (docs/decisions/155-fabric-requirements.md).
 */
export function workOrderRoutes({ prisma, bookForQuote }: WorkOrderRouteOptions): Router {
  const router = Router();

  async function visibleWorkOrder(agent: Agent | null, rawId: string | undefined): Promise<WorkOrder> {
    if (!agent) throw unauthorized();
    // Dealers follow their orders on the order page; cut lists and labels are the factory's.
    if (!isStaff(agent.role_id) || !can(agent.permissions, "order", "read")) throw forbidden();
    const id = ZId.safeParse(rawId);
    if (!id.success) throw notFound();
    // Tenancy as GET /orders/{id}: another manufacturer's order is not found, like a missing one.
    const order = await prisma.order.findFirst({
      where: { id: id.data, quote: quoteScope(agent) },
      select: { quote_id: true },
    });
    if (!order) throw notFound();
    const workOrder = await loadWorkOrder(prisma, id.data, await bookForQuote(order.quote_id));
    if (!workOrder) throw notFound();
    return workOrder;
  }

  function sendPdf(res: Response, pdf: Buffer, filename: string) {
    res.setHeader("Content-Type", "application/pdf");
    res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
    res.setHeader("Cache-Control", "no-store");
    res.send(pdf);
  }

  router.get("/orders/:id/work-order", async (req, res) => {
    res.json(await visibleWorkOrder(await requestAgent(res), req.params.id));
  });
  router.get("/orders/:id/work-order/pdf", async (req, res) => {
    const workOrder = await visibleWorkOrder(await requestAgent(res), req.params.id);
    sendPdf(res, await renderWorkOrder(workOrder), workOrderFileName(workOrder.order.number, "work-order"));
  });
  router.get("/orders/:id/labels/pdf", async (req, res) => {
    const workOrder = await visibleWorkOrder(await requestAgent(res), req.params.id);
    sendPdf(res, await renderLabelSheet(workOrder), workOrderFileName(workOrder.order.number, "labels"));
  });
  router.get("/reports/fabric-requirements", async (req, res) => {
    const agent = await requestAgent(res);
    if (!agent) throw unauthorized();
    if (!isStaff(agent.role_id) || !can(agent.permissions, "report", "read")) throw forbidden();
    const query = ZReportQuery.safeParse(req.query);
    if (!query.success)
      throw badRequest(...query.error.issues.map((i) => `${i.path.join(".") || "query"}: ${i.message}`));
    res.json(await loadFabricRequirements(prisma, agent, resolvePeriod(query.data, agent), bookForQuote));
  });
  return router;
}
