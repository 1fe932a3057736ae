/** What an ERP receives for one order (the "configurators" map comes from the panel, keyed by unit id). */
export interface ErpOrderPayload {
  order_id: number;
  order_number: string | null;
  quote_number: string | null;
  dealer: { id: number | null; company_name: string | null; account_number: string | null };
  sale_price: number;
  /** The Canadian brokerage in sale_price, the quote's stored fee (0 without one; decision 193). */
  brokerage_fee: number;
  shipping_cost: number;
  configurators: Record<string, { embed: string; description: string }>;
  lines: Array<{
    kind: "unit" | "accessory";
    id: number;
    name: string | null;
    quantity: number;
    price: number;
    embed?: string;
  }>;
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
