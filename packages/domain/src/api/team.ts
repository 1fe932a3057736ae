import { z } from "zod";
import { REPORT_PERIODS } from "../report-periods.js";
import { QUOTE_STATUS } from "../status.js";
import { EmailSchema } from "../validation.js";
import { ZId } from "./common.js";

/**
 * A quote's owner (decision 157) and the sales manager's pipeline by rep (decision 158).
 */

/** POST /quotes/{id}/owner: hand the quote to another active user of its dealer. */
export const ZReassignQuoteRequest = z.object({ id: ZId, owner_id: ZId });
export type TReassignQuoteRequest = z.infer<typeof ZReassignQuoteRequest>;

/**
 * POST /users/{id}/invitation (decision 176): a new invitation to a user who has not accepted one;
 * the address of the last one unless another is given.
 */
export const ZResendInvitationRequest = z.object({ id: ZId, email: EmailSchema.optional() });
export type TResendInvitationRequest = z.infer<typeof ZResendInvitationRequest>;

/** POST /users/{id}/two-factor/reset (decision 177): an admin resets another user's second factor. */
export const ZResetTwoFactorResult = z.object({ message: z.string() });

/** GET /quotes/{id}/owners: who the quote may be handed to. */
export const ZQuoteOwnerCandidate = z.object({
  id: z.number(),
  name: z.string(),
  role_id: z.number(),
});
export type TQuoteOwnerCandidate = z.infer<typeof ZQuoteOwnerCandidate>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates are written YYYY-MM-DD." });

/** GET /reports/pipeline-by-rep: a period as on the Reports page; staff name the dealer. */
export const ZPipelineQuery = z
  .object({
    period: z
      .enum(REPORT_PERIODS, { error: `period must be one of ${REPORT_PERIODS.join(", ")}.` })
      .optional(),
    from: day.optional(),
    to: day.optional(),
    tz: z.string().trim().min(1).max(64).optional(),
    dealer_id: ZId.optional(),
  })
  .superRefine((query, context) => {
    if ((query.period ?? "this_month") !== "custom") return;
    if (!query.from || !query.to)
      context.addIssue({ code: "custom", path: ["from"], message: "A custom period needs from and to." });
    else if (query.from > query.to)
      context.addIssue({ code: "custom", path: ["to"], message: "to is before from." });
  });
export type TPipelineQuery = z.infer<typeof ZPipelineQuery>;

/** The pipeline's stages, in order, and the quote statuses each holds (decision 158). */
export const PIPELINE_STAGES = ["open", "sent", "accepted", "ordered"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  open: "Open",
  sent: "Sent",
  accepted: "Accepted",
  ordered: "Ordered",
};

/**
 * The stage of a quote's status: open (a draft, or declined and back with the rep), sent (with the
 * customer), accepted (signed, submitted or awaiting payment), ordered; a deactivated quote is none.
 */
export function pipelineStageOf(status: number): PipelineStage | null {
  switch (status) {
    case QUOTE_STATUS.STARTED:
    case QUOTE_STATUS.CUSTOMER_REJECTED:
      return "open";
    case QUOTE_STATUS.CUSTOMER_APPROVAL:
      return "sent";
    case QUOTE_STATUS.CUSTOMER_ACCEPTED:
    case QUOTE_STATUS.AWAITING_APPROVAL:
    case QUOTE_STATUS.AWAITING_PAYMENT:
      return "accepted";
    case QUOTE_STATUS.ORDERED:
      return "ordered";
    default:
      return null;
  }
}

const ZCountTotal = z.object({ count: z.number(), total: z.number() });

export const ZPipelineRow = z.object({
  owner_id: z.number().nullable(),
  owner_name: z.string(),
  role_id: z.number().nullable(),
  open: ZCountTotal,
  sent: ZCountTotal,
  accepted: ZCountTotal,
  ordered: ZCountTotal,
  all: ZCountTotal,
});
export type TPipelineRow = z.infer<typeof ZPipelineRow>;

export const ZPipelineByRep = z.object({
  period: z.object({
    period: z.enum(REPORT_PERIODS),
    label: z.string(),
    from: day,
    to: day,
    tz: z.string(),
  }),
  dealer: z.object({ id: z.number(), company_name: z.string() }),
  rows: z.array(ZPipelineRow),
  totals: ZPipelineRow.omit({ owner_id: true, owner_name: true, role_id: true }),
});
export type TPipelineByRep = z.infer<typeof ZPipelineByRep>;
