import { z } from "zod";
import { ZId, ZTimestamp } from "./common.js";

/**
 * Money received for a quote (docs/decisions/137-payments.md): the customer's payments to the dealer
 * (deposit and balance) and the dealer's payments to the manufacturer against the order's value.
 */
export const PAYMENT_METHODS = {
  check: "Check",
  cash: "Cash",
  card: "Card",
  ach: "ACH / e-Transfer",
  wire: "Wire transfer",
  other: "Other",
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
const METHOD_KEYS = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];

export const PAYERS = ["customer", "dealer"] as const;
export const PAYMENT_KINDS = ["payment", "refund"] as const;
export const DEPOSIT_KINDS = ["none", "percent", "amount"] as const;

/** The largest single payment the panel records. */
export const PAYMENT_MAX = 10_000_000;

const cents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const ZMoneyAmount = z
  .number({ error: "The amount must be a number." })
  .positive({ error: "The amount must be more than $0." })
  .max(PAYMENT_MAX, { error: "The amount is too large." })
  .refine(cents, { error: "An amount has at most 2 decimals (cents)." });

const ZDay = z
  .string({ error: "Enter the date the money was received." })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Dates are written YYYY-MM-DD." })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: "That date does not exist." });

/** POST /quotes/{id}/payments: a payment or refund received (or given back) on a date. */
export const ZRecordPaymentRequest = z.object({
  id: ZId,
  payer: z.enum(PAYERS, { error: "Say who paid: the customer or the dealer." }),
  kind: z.enum(PAYMENT_KINDS, { error: "A payment or a refund." }).default("payment"),
  amount: ZMoneyAmount,
  received_on: ZDay,
  method: z.enum(METHOD_KEYS, { error: "Choose how it was paid." }),
  reference: z
    .string({ error: "The reference must be text." })
    .trim()
    .max(100, { error: "The reference can be at most 100 characters." })
    .nullable()
    .optional(),
  note: z
    .string({ error: "The note must be text." })
    .trim()
    .max(500, { error: "The note can be at most 500 characters." })
    .nullable()
    .optional(),
});
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;

export const ZPayment = z.object({
  id: z.number(),
  payer: z.enum(PAYERS),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number(),
  received_on: z.string(),
  method: z.enum(METHOD_KEYS),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: z.string().nullable(),
  created_at: ZTimestamp,
  /** A mistaken entry voided (decision 185): kept, shown struck through, in no sum. */
  voided_at: ZTimestamp.nullable(),
  voided_by: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** Whether the reader may void it: the side that records that payer's entries, not voided yet. */
  can_void: z.boolean(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** GET /quotes/{id}/payments: what is owed and paid on both sides of the quote. */
export const ZQuotePayments = z.object({
  quote_id: z.number(),
  /** The homeowner's side: the customer total, the deposit asked, what was paid. */
  customer: z.object({
    total: z.number(),
    deposit_label: z.string().nullable(),
    deposit_due: z.number(),
    paid: z.number(),
    deposit_outstanding: z.number(),
    balance: z.number(),
    entries: z.array(ZPayment),
    /** Whether the reader may record the customer's payments now (the dealer's users, once accepted). */
    can_record: z.boolean(),
    /** The deposit rule shown: the quote's own when `deposit_override`, else the dealer's (decision 185). */
    deposit_rule: z.object({ kind: z.enum(DEPOSIT_KINDS), value: z.number() }),
    deposit_override: z.boolean(),
    /** Whether the reader may set this quote's own deposit now (before sending, or sending again). */
    can_set_deposit: z.boolean(),
  }),
  /** The dealer's side, once submitted: the order's value at dealer price and what was paid. */
  dealer: z
    .object({
      order_value: z.number(),
      paid: z.number(),
      outstanding: z.number(),
      entries: z.array(ZPayment),
      /** Whether the reader may record the dealer's payments now (manufacturer staff). */
      can_record: z.boolean(),
    })
    .nullable(),
});
export type TQuotePayments = z.infer<typeof ZQuotePayments>;

/** POST /payments/{id}/void: a mistaken entry voided, with the reason kept (decision 185). */
export const ZVoidPaymentRequest = z.object({
  id: ZId,
  reason: z
    .string({ error: "Give a reason for voiding the payment." })
    .trim()
    .min(1, { error: "Give a reason for voiding the payment." })
    .max(500, { error: "The reason can be at most 500 characters." }),
});
export type TVoidPaymentRequest = z.infer<typeof ZVoidPaymentRequest>;

/**
 * PUT /quotes/{id}/deposit: this quote's own deposit (decision 185), or null for the dealer's rule.
 * A percentage from 0 to 100, or an amount up to the customer's total (checked by the server).
 */
export const ZQuoteDepositRequest = z.object({
  id: ZId,
  deposit: z
    .object({
      kind: z.enum(DEPOSIT_KINDS, { error: "No deposit, a percentage or an amount." }),
      value: z
        .number({ error: "The deposit must be a number." })
        .min(0, { error: "The deposit cannot be negative." })
        .max(PAYMENT_MAX, { error: "The deposit is too large." })
        .refine(cents, { error: "The deposit has at most 2 decimals." }),
    })
    .nullable(),
});
export type TQuoteDepositRequest = z.infer<typeof ZQuoteDepositRequest>;

/** GET /payments/balances: the dealer's signed jobs with money still due from their customers. */
export const ZBalanceRow = z.object({
  quote_id: z.number(),
  quote_number: z.string().nullable(),
  title: z.string(),
  customer_name: z.string().nullable(),
  status: z.number(),
  total: z.number(),
  deposit_due: z.number(),
  paid: z.number(),
  deposit_outstanding: z.number(),
  balance: z.number(),
  last_payment_on: z.string().nullable(),
});
export type TBalanceRow = z.infer<typeof ZBalanceRow>;

/**
 * The dealer's settings for a signed job (docs/decisions/136-signature-to-order.md): whether an
 * acceptance is submitted at once, and the deposit asked on acceptance. Fields of PATCH /dealers/{id}.
 */
export const ZDealerSignatureSettings = {
  auto_submit_on_accept: z.boolean({ error: "Say whether accepted quotes are submitted at once." }),
  deposit_kind: z.enum(DEPOSIT_KINDS, { error: "No deposit, a percentage or an amount." }),
  deposit_value: z
    .number({ error: "The deposit must be a number." })
    .min(0, { error: "The deposit cannot be negative." })
    .max(PAYMENT_MAX, { error: "The deposit is too large." })
    .refine(cents, { error: "The deposit has at most 2 decimals." }),
};

/** POST /quotes/{id}/submit: the dealer's purchase-order reference and whether the measurements are final. */
export const ZSubmitQuoteRequest = z.object({
  id: ZId,
  po_reference: z
    .string({ error: "The PO reference must be text." })
    .trim()
    .max(50, { error: "The PO reference can be at most 50 characters." })
    .nullable()
    .optional(),
  measurements_final: z.boolean({ error: "Say whether the measurements are final." }),
});
export type TSubmitQuoteRequest = z.infer<typeof ZSubmitQuoteRequest>;

/** POST /quotes/{id}/recall: back to the dealer, with the reason the manufacturer reads. */
export const ZRecallQuoteRequest = z.object({
  id: ZId,
  reason: z
    .string({ error: "Give a reason for the recall." })
    .trim()
    .min(1, { error: "Give a reason for the recall." })
    .max(500, { error: "The reason can be at most 500 characters." }),
});
export type TRecallQuoteRequest = z.infer<typeof ZRecallQuoteRequest>;
