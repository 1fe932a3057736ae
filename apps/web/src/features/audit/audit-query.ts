import { AUDIT_KINDS, type AuditKind, type TAuditQuery } from "@screens/domain/schemas";

/** The rows a page of the audit list holds. */
export const AUDIT_ROWS_PER_PAGE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;

/** The audit list's query from its address (who, what, days, page), in the user's time zone. */
export function auditQueryFrom(params: URLSearchParams, tz: string): TAuditQuery {
  const who = params.get("who") ?? "";
  const kind = params.get("kind") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    tz,
    page_size: AUDIT_ROWS_PER_PAGE,
    ...(ID.test(who) && { user_id: Number(who) }),
    ...((AUDIT_KINDS as readonly string[]).includes(kind) && { kind: kind as AuditKind }),
    ...(DAY.test(from) && { from }),
    ...(DAY.test(to) && { to }),
    ...(Number.isInteger(page) && page > 1 && { page }),
  };
}

/** The query as the address's search parameters (the time zone is the user's, not the address's). */
export function auditSearch(query: TAuditQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.user_id) params.set("who", String(query.user_id));
  if (query.kind) params.set("kind", query.kind);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params;
}

/** Everyone the reader may pick as "who": the users of its tenancy, one page of the list. */
export const AUDIT_PEOPLE_INPUT = { limit: 500, sort: "last_name" } as const;
