// The audit log (docs/decisions/175-audit-log.md): every change to a user, a dealer, an account or
// the price book is written down in the transaction that makes it, with who made it and the fields
// it changed; a quote's changes are its history (status_changes). The audit page reads both.
import {
  QUOTE_STATUS_LABELS,
  type Agent,
  type AuditKind,
  type TAuditChange,
  type TAuditEntry,
  type TAuditPage,
  type TAuditQuery,
  AUDIT_PAGE_SIZE,
} from "@screens/domain";
import { sql, type Expression, type SqlBool } from "kysely";
import type { Prisma, PrismaClient } from "../db/client.js";
import { sqlBuilder } from "../db/typed-sql.js";
import { badRequest } from "../http/errors.js";
import { ownedSql, tenancyOf } from "./scope.js";
import { runReport, utcBound } from "./reports/filters.js";
import { isTimeZone } from "./reports/period.js";

/** What an audit event is about (the table's `entity`); price levels show under the price book. */
export type AuditEntity = "user" | "dealer" | "account" | "price_book" | "price_level";

export interface AuditRecord {
  entity: AuditEntity;
  entity_id: number;
  entity_label: string;
  action: string;
  /** Who made the change; null for the system. */
  actor: Pick<Agent, "id"> | null;
  /** The record's tenancy: its account and its dealer (both null: the manufacturer's price book). */
  account_id: number | null;
  dealer_id: number | null;
  changes?: TAuditChange[];
  note?: string | null;
}

/** Writes one audit event; call it with the transaction of the change it records. */
export async function recordAudit(tx: Prisma.TransactionClient, record: AuditRecord): Promise<void> {
  await tx.auditEvent.create({
    data: {
      entity: record.entity,
      entity_id: record.entity_id,
      entity_label: record.entity_label,
      action: record.action,
      changes: record.changes ?? [],
      note: record.note ?? null,
      user_id: record.actor?.id ?? null,
      account_id: record.account_id,
      dealer_id: record.dealer_id,
    },
  });
}

/** Fields whose values never go into the log: secrets and bytes. */
const HIDDEN_VALUES = new Set(["password_hash", "logo"]);

/** A stored value as the audit page shows it. */
export function auditValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && "toNumber" in value)
    return String((value as { toNumber(): number }).toNumber());
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    return String(value);
  return JSON.stringify(value);
}

/** The fields of `changes` with their values before (from `before`) and after; secrets named only. */
export function diffFields(
  before: Record<string, unknown>,
  changes: Record<string, unknown>,
): TAuditChange[] {
  return Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) =>
      HIDDEN_VALUES.has(field)
        ? { field, from: null, to: null }
        : { field, from: auditValue(before[field]), to: auditValue(value) },
    );
}

/** The tenancy columns of a user's events: the user's account, or its dealer and the dealer's account. */
export function userTenancy(user: {
  account_id: number | null;
  dealer_id: number | null;
  dealer?: { account_id: number } | null;
}) {
  return { account_id: user.account_id ?? user.dealer?.account_id ?? null, dealer_id: user.dealer_id };
}

type Row = Omit<TAuditEntry, "changes" | "kind"> & {
  kind: string;
  changes: TAuditChange[] | null;
  from_status: number | null;
  to_status: number | null;
};

const ISO = (column: Expression<Date>) => sql<string>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const DAY_MS = 86_400_000;

/** The audit events the agent may read (decision 175): a dealer's admin its dealer's users only. */
function auditTenancy(
  agent: Agent,
  entity: Expression<string>,
  account: Expression<number | null>,
  dealer: Expression<number | null>,
) {
  const tenancy = tenancyOf(agent);
  if (tenancy.kind === "all") return sql<SqlBool>`TRUE`;
  if (tenancy.kind === "account")
    return sql<SqlBool>`(${account} = ${tenancy.id} OR (${account} IS NULL AND ${dealer} IS NULL))`;
  return sql<SqlBool>`(${dealer} = ${tenancy.id} AND ${entity} = 'user')`;
}

/**
 * GET /audit: the changes the agent may see, newest first, a page at a time, with the total. Days
 * are local to `tz` (the agent's time zone, else UTC), `to` included.
 */
export async function listAudit(prisma: PrismaClient, agent: Agent, query: TAuditQuery): Promise<TAuditPage> {
  const tz = query.tz ?? agent.time_zone ?? "UTC";
  if (!isTimeZone(tz))
    throw badRequest(`tz: ${tz} is not a time zone (use an IANA name such as America/New_York).`);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? AUDIT_PAGE_SIZE;
  const until = query.to
    ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
    : null;
  const inRange = (column: Expression<Date>) => {
    const bounds: Expression<SqlBool>[] = [];
    if (query.from) bounds.push(sql<SqlBool>`${column} >= ${utcBound(query.from, tz)}`);
    if (until) bounds.push(sql<SqlBool>`${column} < ${utcBound(until, tz)}`);
    return bounds.length === 0 ? sql<SqlBool>`TRUE` : sql<SqlBool>`(${sql.join(bounds, sql` AND `)})`;
  };
  const kind: AuditKind | undefined = query.kind;
  const tenancy = tenancyOf(agent);

  const events = sqlBuilder
    .selectFrom("audit_events as a")
    .leftJoin("users as u", "u.id", "a.user_id")
    .select((eb) => [
      sql<string>`'a' || ${eb.ref("a.id")}`.as("id"),
      eb.ref("a.id").as("seq"),
      eb.ref("a.created_at").as("at"),
      sql<string>`CASE WHEN ${eb.ref("a.entity")} = 'price_level' THEN 'price_book' ELSE ${eb.ref("a.entity")} END`.as(
        "kind",
      ),
      eb.ref("a.action").as("action"),
      eb.ref("a.entity_id").as("entity_id"),
      eb.ref("a.entity_label").as("entity_label"),
      eb.ref("a.user_id").as("actor_id"),
      sql<string>`COALESCE(${eb.ref("u.first_name")} || ' ' || ${eb.ref("u.last_name")}, 'System')`.as(
        "actor_name",
      ),
      sql<TAuditChange[] | null>`${eb.ref("a.changes")}`.as("changes"),
      eb.ref("a.note").as("note"),
      eb.ref("a.dealer_id").as("dealer_id"),
      sql<number | null>`NULL::int`.as("from_status"),
      sql<number | null>`NULL::int`.as("to_status"),
    ])
    .where((eb) =>
      eb.and([
        auditTenancy(agent, eb.ref("a.entity"), eb.ref("a.account_id"), eb.ref("a.dealer_id")),
        inRange(eb.ref("a.created_at")),
        ...(query.user_id !== undefined ? [eb("a.user_id", "=", query.user_id)] : []),
        ...(kind === "quote"
          ? [sql<SqlBool>`FALSE`]
          : kind === "price_book"
            ? [eb("a.entity", "in", ["price_book", "price_level"])]
            : kind
              ? [eb("a.entity", "=", kind)]
              : []),
      ]),
    );

  const quoteLines = sqlBuilder
    .selectFrom("status_changes as s")
    .innerJoin("quotes as q", "q.id", "s.entity_id")
    .leftJoin("dealers as d", "d.id", "q.dealer_id")
    .leftJoin("users as u", "u.id", "s.user_id")
    .select((eb) => [
      sql<string>`'q' || ${eb.ref("s.id")}`.as("id"),
      eb.ref("s.id").as("seq"),
      eb.ref("s.created_at").as("at"),
      sql<string>`'quote'`.as("kind"),
      sql<string>`COALESCE(${eb.ref("s.event")}, 'status')`.as("action"),
      eb.ref("q.id").as("entity_id"),
      sql<string>`COALESCE(${eb.ref("q.quote_number")}, ${eb.ref("q.title")})`.as("entity_label"),
      eb.ref("s.user_id").as("actor_id"),
      sql<string>`COALESCE(${eb.ref("u.first_name")} || ' ' || ${eb.ref("u.last_name")}, initcap(${eb.ref("s.actor")}), 'System')`.as(
        "actor_name",
      ),
      sql<TAuditChange[] | null>`NULL::jsonb`.as("changes"),
      eb.ref("s.note").as("note"),
      eb.ref("q.dealer_id").as("dealer_id"),
      eb.ref("s.from_status").as("from_status"),
      eb.ref("s.to_status").as("to_status"),
    ])
    .where((eb) =>
      eb.and([
        eb("s.entity", "=", "quote"),
        ownedSql(tenancy.kind, tenancy.kind === "all" ? 0 : tenancy.id, {
          account_id: eb.ref("q.account_id"),
          "dealer.account_id": eb.ref("d.account_id"),
          dealer_id: eb.ref("q.dealer_id"),
        }),
        inRange(eb.ref("s.created_at")),
        ...(query.user_id !== undefined ? [eb("s.user_id", "=", query.user_id)] : []),
        ...(kind && kind !== "quote" ? [sql<SqlBool>`FALSE`] : []),
      ]),
    );

  const all = events.unionAll(quoteLines);
  const listed = sqlBuilder
    .selectFrom(all.as("e"))
    .select((eb) => [
      "e.id",
      ISO(eb.ref("e.at")).as("at"),
      "e.kind",
      "e.action",
      "e.entity_id",
      "e.entity_label",
      "e.actor_id",
      "e.actor_name",
      "e.changes",
      "e.note",
      "e.dealer_id",
      "e.from_status",
      "e.to_status",
    ])
    .orderBy("e.at", "desc")
    .orderBy("e.seq", "desc")
    .orderBy("e.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const counted = sqlBuilder.selectFrom(all.as("e")).select(sql<number>`count(*)::int`.as("total"));
  const rows = await runReport<Row>(prisma, listed);
  const [count] = await runReport<{ total: number }>(prisma, counted);
  return {
    rows: rows.map(toEntry),
    total: count?.total ?? 0,
    page,
    page_size: pageSize,
  };
}

const statusLabel = (status: number | null) =>
  status === null ? null : (QUOTE_STATUS_LABELS[status] ?? String(status));

function toEntry(row: Row): TAuditEntry {
  const { from_status, to_status, changes, ...rest } = row;
  const statusChanged = row.kind === "quote" && from_status !== to_status;
  return {
    ...rest,
    kind: row.kind as AuditKind,
    changes:
      changes ??
      (statusChanged
        ? [{ field: "status", from: statusLabel(from_status), to: statusLabel(to_status) }]
        : []),
  };
}
