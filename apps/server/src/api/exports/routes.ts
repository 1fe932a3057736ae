import { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  checkPermission,
  ZId,
  ZListQuery,
  ZQuoteListRequest,
  ZReportListQuery,
  ZReportQuery,
  type Agent,
  type PermissionCheck,
  type TQuoteListItem,
} from "@screens/domain";
import type { PriceBookStore } from "../../services/price-books/store.js";
import type { PrismaClient } from "../../db/client.js";
import { badRequest, forbidden, unauthorized, zodMessages } from "../../http/errors.js";
import { requestAgent } from "../../auth/middleware.js";
import { listAccounts, assertAccountVisible } from "../../services/accounts.js";
import { assertDealerVisible, listDealers } from "../../services/dealers.js";
import { listCustomers } from "../../services/customers.js";
import { listOrders } from "../../services/orders.js";
import { listQuotes, toQuoteListItem } from "../../services/quotes.js";
import { quoteListForExport, type QuoteListOptions } from "../../services/quote-list-query.js";
import { listUsers } from "../../services/users.js";
import { reportOrders, reportQuotes } from "../../services/reports/drill-down.js";
import { reportFigures } from "../../services/reports/figures.js";
import { writeReportWorkbook } from "./report-workbook.js";
import { allPages, attachmentHeaders, downloadName, pickColumns, sendCsv, type ExportColumn } from "./csv.js";
import {
  ACCOUNT_EXPORT,
  COUNTED_QUOTE_COLUMNS,
  CUSTOMER_EXPORT,
  DEALER_EXPORT,
  ORDER_EXPORT,
  QUOTE_EXPORT,
  USER_EXPORT,
} from "./columns.js";

/**
 * `GET /api/{list}/export.csv` (decision 113): every list of the panel as a CSV file, with the list's
 * own query parameters (`q`, `sort`, `hide_closed`; `columns` picks the table's visible columns),
 * its permission and its tenancy, read through the list's own function page by page, so the file
 * holds exactly what the table would show, however long, in constant memory. Never limited by the
 * lists' default page size: the export asks for pages until the list ends.
 */

type Page = { limit: number; cursor?: number };
interface ListExport<Row extends { id: number }> {
  /** The list's path under /api, `:id` for a parent record. */
  path: string;
  permission: PermissionCheck;
  name: string;
  columns: ExportColumn<Row>[];
  /** The list's controls besides paging. */
  schema: z.ZodType<Record<string, unknown>>;
  /** Answers 404 for a parent record the agent may not see, as the list does. */
  assertParent?: (prisma: PrismaClient, agent: Agent, id: number) => Promise<unknown>;
  fetch: (
    prisma: PrismaClient,
    agent: Agent,
    query: Record<string, unknown>,
    page: Page,
    id: number,
  ) => Promise<Row[]>;
  /**
   * The whole list at once, when the list has a cheaper reader for it than its pages (the quotes:
   * same statement, plain rows in big batches, counts only when `columns` shows them).
   */
  stream?: (
    prisma: PrismaClient,
    agent: Agent,
    query: Record<string, unknown>,
    id: number,
    columns: readonly ExportColumn<Row>[],
  ) => AsyncIterable<Row>;
}

const listControls = ZListQuery.pick({ q: true, sort: true });
const quoteControls = ZQuoteListRequest.pick({ q: true, sort: true, hide_closed: true, owner_id: true });

/** A list's export with its row type closed over: the route runs it without knowing the rows. */
interface ExportRoute {
  path: string;
  permission: PermissionCheck;
  assertParent?: ListExport<{ id: number }>["assertParent"];
  /** Reads the query's controls and columns, then writes the file (after `assertParent`). */
  send: (prisma: PrismaClient, agent: Agent, req: Request, res: Response, id: number) => Promise<void>;
}

const define = <Row extends { id: number }>(spec: ListExport<Row>): ExportRoute => ({
  path: spec.path,
  permission: spec.permission,
  assertParent: spec.assertParent,
  send: async (prisma, agent, req, res, id) => {
    const query = parseQuery(spec.schema, req);
    const columns = pickColumns(
      spec.columns,
      typeof req.query.columns === "string" ? req.query.columns : undefined,
    );
    if (typeof columns === "string") throw badRequest(columns);
    const rows = spec.stream
      ? spec.stream(prisma, agent, query, id, columns)
      : allPages((page) => spec.fetch(prisma, agent, query, page, id));
    await sendCsv(res, downloadName(spec.name, "csv"), columns, rows);
  },
});

/** The quotes list read for its file: the list's statement, its items, counts only if a column shows them. */
function quoteRows(options: (id: number) => QuoteListOptions) {
  return async function* (
    prisma: PrismaClient,
    agent: Agent,
    query: Record<string, unknown>,
    id: number,
    columns: readonly ExportColumn<TQuoteListItem>[],
  ) {
    const counts = columns.some((column) => COUNTED_QUOTE_COLUMNS.has(column.id));
    for await (const row of quoteListForExport(prisma, agent, query, options(id), { counts }))
      yield toQuoteListItem(row);
  };
}

const EXPORTS = [
  define({
    path: "/quotes",
    permission: "quote.r",
    name: "quotes",
    columns: QUOTE_EXPORT,
    schema: quoteControls,
    fetch: (prisma, agent, query, page) => listQuotes(prisma, agent, { ...query, ...page }),
    stream: quoteRows(() => ({})),
  }),
  define({
    path: "/quotes-table-pending",
    permission: "quote.r",
    name: "pending-quotes",
    columns: QUOTE_EXPORT,
    schema: quoteControls,
    fetch: (prisma, agent, query, page) =>
      listQuotes(prisma, agent, { ...query, ...page }, { pending: true }),
    stream: quoteRows(() => ({ pending: true })),
  }),
  define({
    path: "/orders",
    permission: "order.r",
    name: "orders",
    columns: ORDER_EXPORT,
    schema: listControls,
    fetch: (prisma, agent, query, page) => listOrders(prisma, agent, { ...query, ...page }),
  }),
  define({
    path: "/users",
    permission: "user.r",
    name: "users",
    columns: USER_EXPORT,
    schema: listControls,
    fetch: (prisma, agent, query, page) => listUsers(prisma, agent, { ...query, ...page }),
  }),
  define({
    path: "/dealers",
    permission: "dealer.r",
    name: "dealers",
    columns: DEALER_EXPORT,
    schema: listControls,
    fetch: (prisma, agent, query, page) => listDealers(prisma, agent, { ...query, ...page }),
  }),
  define({
    path: "/customers",
    permission: "customer.r",
    name: "customers",
    columns: CUSTOMER_EXPORT,
    schema: listControls,
    fetch: (prisma, agent, query, page) => listCustomers(prisma, agent, { ...query, ...page }),
  }),
  define({
    path: "/accounts",
    permission: "account.r",
    name: "accounts",
    columns: ACCOUNT_EXPORT,
    schema: listControls,
    fetch: (prisma, agent, query, page) => listAccounts(prisma, agent, { ...query, ...page }),
  }),
  define({
    path: "/dealers/:id/quotes",
    permission: "dealer.r, quote.r",
    name: "dealer-quotes",
    columns: QUOTE_EXPORT,
    schema: quoteControls,
    assertParent: assertDealerVisible,
    fetch: (prisma, agent, query, page, id) =>
      listQuotes(prisma, agent, { ...query, ...page }, { dealer_id: id }),
    stream: quoteRows((id) => ({ dealer_id: id })),
  }),
  define({
    path: "/dealers/:id/orders",
    permission: "dealer.r, order.r",
    name: "dealer-orders",
    columns: ORDER_EXPORT,
    schema: listControls,
    assertParent: assertDealerVisible,
    fetch: (prisma, agent, query, page, id) =>
      listOrders(prisma, agent, { ...query, ...page }, { dealer_id: id }),
  }),
  define({
    path: "/dealers/:id/users",
    permission: "dealer.r, user.r",
    name: "dealer-users",
    columns: USER_EXPORT,
    schema: listControls,
    assertParent: assertDealerVisible,
    fetch: (prisma, agent, query, page, id) =>
      listUsers(prisma, agent, { ...query, ...page }, { dealer_id: id }),
  }),
  define({
    path: "/dealers/:id/customers",
    permission: "dealer.r, customer.r",
    name: "dealer-customers",
    columns: CUSTOMER_EXPORT,
    schema: listControls,
    assertParent: assertDealerVisible,
    fetch: (prisma, agent, query, page, id) =>
      listCustomers(prisma, agent, { ...query, ...page }, { dealer_id: id }),
  }),
  define({
    path: "/accounts/:id/dealers",
    permission: "account.r, dealer.r",
    name: "account-dealers",
    columns: DEALER_EXPORT,
    schema: listControls,
    assertParent: assertAccountVisible,
    fetch: (prisma, agent, query, page, id) =>
      listDealers(prisma, agent, { ...query, ...page }, { account_id: id }),
  }),
  define({
    path: "/accounts/:id/users",
    permission: "account.r, user.r",
    name: "account-users",
    columns: USER_EXPORT,
    schema: listControls,
    assertParent: assertAccountVisible,
    fetch: (prisma, agent, query, page, id) =>
      listUsers(prisma, agent, { ...query, ...page }, { account_id: id }),
  }),
  define({
    path: "/accounts/:id/quotes-pending",
    permission: "account.r, quote.r",
    name: "account-pending-quotes",
    columns: QUOTE_EXPORT,
    schema: quoteControls,
    assertParent: assertAccountVisible,
    fetch: (prisma, agent, query, page, id) =>
      listQuotes(prisma, agent, { ...query, ...page }, { pending: true, account_id: id }),
    stream: quoteRows((id) => ({ pending: true, account_id: id })),
  }),
  // The Reports page's drill-down lists, with the report's filters (decision 110).
  define({
    path: "/reports/quotes",
    permission: "report.r, quote.r",
    name: "report-quotes",
    columns: QUOTE_EXPORT,
    schema: ZReportListQuery,
    fetch: (prisma, agent, query, page) => reportQuotes(prisma, agent, { ...query, ...page }),
  }),
  define({
    path: "/reports/orders",
    permission: "report.r, order.r",
    name: "report-orders",
    columns: ORDER_EXPORT,
    schema: ZReportListQuery,
    fetch: (prisma, agent, query, page) => reportOrders(prisma, agent, { ...query, ...page }),
  }),
];

/** The signed-in agent holding `permission`, else 401/403 as the procedures answer. */
export async function agentWith(res: Response, permission: PermissionCheck): Promise<Agent> {
  const agent = await requestAgent(res);
  if (!agent) throw unauthorized();
  if (!checkPermission(agent.permissions, permission)) throw forbidden();
  return agent;
}

/** The query string's controls through the list's schema (paging and `columns` are the export's). */
export function parseQuery<T>(schema: z.ZodType<T>, req: Request): T {
  const { columns: _columns, limit: _limit, cursor: _cursor, ...rest } = req.query;
  const parsed = schema.safeParse(rest);
  if (!parsed.success) throw badRequest(...zodMessages(parsed.error));
  return parsed.data;
}

export function listExportRoutes({
  prisma,
  priceBooks,
}: {
  prisma: PrismaClient;
  priceBooks: PriceBookStore;
}): Router {
  const router = Router();
  // The Reports page's tables as one workbook, with the report's filters.
  router.get("/reports/export.xlsx", async (req, res) => {
    const agent = await agentWith(res, "report.r");
    const figures = await reportFigures(
      prisma,
      agent,
      parseQuery(ZReportQuery, req),
      await priceBooks.current(),
    );
    attachmentHeaders(
      res,
      downloadName("report", "xlsx"),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    await writeReportWorkbook(res, figures, `Report: ${figures.period.label}`);
  });
  for (const spec of EXPORTS) {
    router.get(`${spec.path}/export.csv`, async (req, res) => {
      const agent = await agentWith(res, spec.permission);
      let id = 0;
      if (spec.assertParent) {
        const parsed = ZId.safeParse((req.params as Record<string, string | undefined>).id);
        if (!parsed.success) throw badRequest(...zodMessages(parsed.error));
        id = parsed.data;
        await spec.assertParent(prisma, agent, id);
      }
      await spec.send(prisma, agent, req, res, id);
    });
  }
  return router;
}
