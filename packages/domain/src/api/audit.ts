import { z } from "zod";
import { ZId } from "./common.js";

/**
 * The audit page (decision 175): who changed what and when among users, dealers, accounts, the
 * price book and quotes, within the reader's tenancy.
 */

/** What a change was made to; "price_book" covers its versions and the dealer price levels. */
export const AUDIT_KINDS = ["user", "dealer", "account", "price_book", "quote"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  user: "Users",
  dealer: "Dealers",
  account: "Accounts",
  price_book: "Prices",
  quote: "Quotes",
};

/** The largest page of the audit list. */
export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_PAGE_SIZE = 50;

/** A calendar day, YYYY-MM-DD, that exists (2026-02-31 does not). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates are written YYYY-MM-DD." })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: "This day does not exist." },
  );

/** GET /audit: filters (who, what kind, days in `tz`) and a page. */
export const ZAuditQuery = z
  .object({
    user_id: ZId.optional(),
    kind: z.enum(AUDIT_KINDS, { error: `kind must be one of ${AUDIT_KINDS.join(", ")}.` }).optional(),
    from: day.optional(),
    to: day.optional(),
    tz: z.string().trim().min(1).max(64).optional(),
    page: z.coerce.number().int().min(1, { error: "page starts at 1." }).max(100_000).optional(),
    page_size: z.coerce
      .number()
      .int()
      .min(1)
      .max(AUDIT_PAGE_SIZE_MAX, { error: `page_size is at most ${AUDIT_PAGE_SIZE_MAX}.` })
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: "custom", path: ["to"], message: "to is before from." });
  });
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditEntry = z.object({
  /** "a{n}" for an audit event, "q{n}" for a quote's history line: unique across both. */
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  /** What changed: "created", "updated", "published", "status"... */
  action: z.string(),
  entity_id: z.number(),
  entity_label: z.string(),
  /** Who: the user's id and name; a customer, the ERP or the system when no user did. */
  actor_id: z.number().nullable(),
  actor_name: z.string(),
  changes: z.array(ZAuditChange),
  note: z.string().nullable(),
  /** The record's dealer, when it has one. */
  dealer_id: z.number().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  rows: z.array(ZAuditEntry),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** Human words for an entry's action. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  created: "Created",
  updated: "Changed",
  deactivated: "Deactivated",
  published: "Published",
  deleted: "Deleted",
  draft_created: "Draft created",
  draft_changed: "Draft changed",
  invitation_resent: "Invitation sent again",
  two_factor_reset: "Two-factor sign-in reset",
  // One's own sign-in (decision 191).
  password_changed: "Password changed",
  two_factor_on: "Two-factor sign-in turned on",
  two_factor_off: "Two-factor sign-in turned off",
  recovery_codes_renewed: "New recovery codes",
  email_changed: "E-mail address changed",
  status: "Status changed",
  owner_changed: "Owner changed",
};
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());
}
