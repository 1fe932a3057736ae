import { Router } from "express";
import { ZVersionName } from "@screens/domain";
import type { PrismaClient } from "../../db/client.js";
import { badRequest, notFound } from "../../http/errors.js";
import { agentOf, rawUpload, requireAgent } from "../upload.js";
import { exportWorkbook, importWorkbook } from "../../services/price-books/versions.js";
import type { PriceBookStore } from "../../services/price-books/store.js";

/** A price book workbook is a few hundred kilobytes; 10 MB leaves room for notes and formatting. */
const WORKBOOK_MAX_BYTES = 10 * 1024 * 1024;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A price book version as an Excel workbook (docs/price-book-workbook.md): binary, so plain Express
 * routes next to the procedures. PUT takes the .xlsx file itself as the body.
 */
export function priceBookWorkbookRoutes({
  prisma,
  priceBooks,
}: {
  prisma: PrismaClient;
  priceBooks: PriceBookStore;
}): Router {
  const router = Router();

  router.get("/price-books/:version/export.xlsx", async (req, res) => {
    const version = versionOf(req.params.version);
    const file = await exportWorkbook(prisma, await agentOf(res), version);
    res.setHeader("Content-Disposition", `attachment; filename="price-book-${version}.xlsx"`);
    res.type(XLSX).send(file);
  });

  // The session is checked before a byte of the upload is read.
  router.put("/price-books/:version/import.xlsx", requireAgent, readUpload, async (req, res) => {
    const body: unknown = req.body;
    const upload = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    if (upload.length === 0) throw badRequest("Send the workbook (.xlsx) as the request's body.");
    res.json(
      await importWorkbook(prisma, priceBooks, await agentOf(res), versionOf(req.params.version), upload),
    );
  });

  return router;
}

const readUpload = rawUpload({
  type: () => true,
  limit: WORKBOOK_MAX_BYTES,
  tooLarge: () => "The workbook is larger than 10 MB.",
});

function versionOf(value: string | string[] | undefined): string {
  const result = ZVersionName.safeParse(value);
  if (!result.success) throw notFound();
  return result.data;
}
