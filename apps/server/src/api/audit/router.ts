import { ZAuditPage, ZAuditQuery } from "@screens/domain";
import { createTRPCRouter, permittedProcedure } from "../../trpc/trpc.js";
import { listAudit } from "../../services/audit-log.js";

const tags = ["audit"];

/** The audit page (docs/decisions/175-audit-log.md): the admins read it, within their tenancy. */
export const auditRouter = createTRPCRouter({
  list: permittedProcedure("audit.r")
    .meta({
      openapi: {
        method: "GET",
        path: "/audit",
        tags,
        summary:
          "Who changed what and when (users, dealers, accounts, prices, quotes), newest first; " +
          "?user_id, ?kind, ?from and ?to (days in ?tz), ?page and ?page_size",
      },
    })
    .input(ZAuditQuery)
    .output(ZAuditPage)
    .query(({ ctx, input }) => listAudit(ctx.prisma, ctx.agent, input)),
});
