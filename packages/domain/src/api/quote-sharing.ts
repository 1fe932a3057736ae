import { z } from "zod";
import { MESSAGES } from "../messages.js";
import { ZId, ZTimestamp } from "./common.js";
import { ZChosenLines } from "./line-choices.js";

/** POST /quotes/{id}/send: the sender's personal note to the customer, in the e-mail (decision 138). */
export const SEND_MESSAGE_MAX = 1000;
export const ZSendQuoteRequest = z.object({
  id: ZId,
  message: z
    .string({ error: "The message must be text." })
    .trim()
    .max(SEND_MESSAGE_MAX, { error: "The message can be at most 1,000 characters." })
    .nullable()
    .optional(),
});
export type TSendQuoteRequest = z.infer<typeof ZSendQuoteRequest>;

/** One status change of a quote or its order, as the history timeline shows it (decision 064). */
/**
 * Changes within a status that the history shows (docs/decisions/131-selling-price.md,
 * 136-signature-to-order.md, 137-payments.md).
 */
export const QUOTE_EVENTS = [
  "selling_price",
  /** A unit's production step marked by a wrong scan was undone (decision 187); the note names it. */
  "step_undone",
  "discount_approval_requested",
  "discount_approved",
  "discount_refused",
  "changed_after_acceptance",
  "payment_recorded",
  "refund_recorded",
  /** The quote was handed to another owner (decision 157); the note names both. */
  "owner_changed",
  /** The reminder before expiry was e-mailed to the customer (decision 184). */
  "reminder_sent",
  /** The quote's own deposit was set or cleared (decision 185). */
  "deposit_changed",
  /** A payment or refund recorded by mistake was voided (decision 185); the note has the reason. */
  "payment_voided",
] as const;
export type QuoteEvent = (typeof QUOTE_EVENTS)[number];

export const ZHistoryEntry = z.object({
  id: z.number(),
  entity: z.enum(["quote", "order"]),
  at: ZTimestamp,
  from_status: z.number().nullable(),
  from_label: z.string().nullable(),
  to_status: z.number(),
  to_label: z.string(),
  /** A panel user by name, the customer through the share link ("Customer"), or a machine. */
  who: z.object({ kind: z.enum(["user", "customer", "system"]), name: z.string() }),
  /** The customer's decline reason, or another short reason. */
  note: z.string().nullable(),
  /** A change within the status (from = to), such as the selling price or its approval; else null. */
  event: z.enum(QUOTE_EVENTS).nullable(),
  /** The customer's e-signature, on their acceptance. */
  signature: z.object({ signer_name: z.string(), signed_at: ZTimestamp }).nullable(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/** GET /quotes/{id}/history: the quote's changes and its order's, oldest first. */
export const ZQuoteHistory = z.object({
  quote: z.array(ZHistoryEntry),
  order: z.array(ZHistoryEntry),
});
export type TQuoteHistory = z.infer<typeof ZQuoteHistory>;

/** What the customer may send to answer a quote: optional, the SHA-256 of the document they read. */
const ZShownDocument = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: "document_sha256 must be a SHA-256 in hex." })
  .optional();

/** POST /public/quotes/{token}/accept: the e-signature (typed full name and consent). */
export const ZAcceptQuoteRequest = z.object({
  signer_name: z
    .string({ error: MESSAGES.signerNameRequired })
    .trim()
    .min(2, { error: MESSAGES.signerNameRequired })
    .max(200, { error: "The name can be at most 200 characters." }),
  consent: z.literal(true, { error: MESSAGES.consentRequired }),
  document_sha256: ZShownDocument,
  /** The optional lines ticked and the alternatives picked (decision 182); absent: the default choice. */
  chosen: ZChosenLines.optional(),
});
export type TAcceptQuoteRequest = z.infer<typeof ZAcceptQuoteRequest>;

/** POST /public/quotes/{token}/decline: an optional reason for the dealer. */
export const ZDeclineQuoteRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(2000, { error: "The reason can be at most 2,000 characters." })
    .nullable()
    .optional(),
  document_sha256: ZShownDocument,
});
export type TDeclineQuoteRequest = z.infer<typeof ZDeclineQuoteRequest>;

/** Where the customer's answer stands on the public page: open, or given once. */
export type TCustomerDecision =
  | { state: "open" }
  | { state: "accepted"; signer_name: string; decided_at: string }
  | { state: "declined"; reason: string | null; decided_at: string };

/** GET /quotes/{id}/send-preview: the e-mail Send to Customer would write, by the same template (decision 169). */
export const ZSendPreviewQuery = z.object({
  id: ZId,
  message: ZSendQuoteRequest.shape.message,
});
export const ZSendPreview = z.object({
  to: z.string(),
  from_name: z.string().nullable(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The PDF the real e-mail attaches. */
  attachment: z.string(),
});
export type TSendPreview = z.infer<typeof ZSendPreview>;

/**
 * GET /quotes/{id}/share-link: the homeowner's live link for the dealer to copy and text
 * (docs/decisions/183-copy-link.md); null while the quote has none (never sent, withdrawn, expired,
 * or sent before links were kept sealed).
 */
export const ZShareLink = z.object({
  link: z
    .object({
      /** `{origin}/q/{token}` */
      url: z.string(),
      expires_at: ZTimestamp,
    })
    .nullable(),
});
export type TShareLink = z.infer<typeof ZShareLink>;
