import { z } from "zod";

/**
 * What an ERP receives for one order (the "configurators" map comes from the panel, keyed by unit id).
 * A push keeps it in `erp_pushes.payload`; a retry reads it back through this schema (no defaults or
 * transforms: what it accepts is the type as stored).
 */
export const ZErpOrderPayload = z.object({
  order_id: z.number(),
  order_number: z.string().nullable(),
  quote_number: z.string().nullable(),
  dealer: z.object({
    id: z.number().nullable(),
    company_name: z.string().nullable(),
    account_number: z.string().nullable(),
  }),
  sale_price: z.number(),
  /** The Canadian brokerage in sale_price, the quote's stored fee (0 without one; decision 193). */
  brokerage_fee: z.number(),
  shipping_cost: z.number(),
  configurators: z.record(z.string(), z.object({ embed: z.string(), description: z.string() })),
  lines: z.array(
    z.object({
      kind: z.enum(["unit", "accessory"]),
      id: z.number(),
      name: z.string().nullable(),
      quantity: z.number(),
      price: z.number(),
      embed: z.string().optional(),
    }),
  ),
});
export type ErpOrderPayload = z.infer<typeof ZErpOrderPayload>;

/** A stored payload the schema accepts, as it is stored (nothing stripped). */
export function isErpOrderPayload(value: unknown): value is ErpOrderPayload {
  return ZErpOrderPayload.safeParse(value).success;
}

/** Why a stored payload no longer fits the schema, each "path: message". */
export function erpPayloadProblems(value: unknown): string[] {
  const parsed = ZErpOrderPayload.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}

export interface ErpPushResult {
  externalId: string;
}

/**
 * An ERP connection (BETA). `push` must be idempotent for one key: pushing the same order twice
 * never creates a second record in the ERP.
 */
export interface ErpConnector {
  readonly name: string;
  push(payload: ErpOrderPayload, idempotencyKey: string): Promise<ErpPushResult>;
}

/** Raised when the ERP refuses or cannot be reached; its message is shown to the user. */
export class ErpError extends Error {}
