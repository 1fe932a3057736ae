import { containsNul } from "../../http/nul.js";
import { ErpError, type ErpConnector, type ErpOrderPayload } from "./connector.js";

/** The longest ERP record id kept (a NetSuite internal id is a few digits). */
const ERP_RECORD_ID_MAX = 100;

/**
 * POSTs the order as JSON to `ERP_URL` with a bearer `ERP_TOKEN` and an `Idempotency-Key` header;
 * expects `{ id }` (or `{ external_id }`) back.
 */
export function createHttpErpConnector(options: {
  url: string;
  token?: string;
  timeoutMs?: number;
}): ErpConnector {
  return {
    name: "http",
    async push(payload: ErpOrderPayload, idempotencyKey: string) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "idempotency-key": idempotencyKey,
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15000),
        });
      } catch (error) {
        throw new ErpError(
          `The ERP could not be reached (${error instanceof Error ? error.message : "network error"}).`,
        );
      }
      if (!response.ok) throw new ErpError(`The ERP refused the order (HTTP ${response.status}).`);
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        external_id?: unknown;
      } | null;
      const id = body?.id ?? body?.external_id;
      if (typeof id !== "string" && typeof id !== "number")
        throw new ErpError("The ERP answered without a record id.");
      // The id is stored as text: one PostgreSQL cannot hold (a NUL) or of any length is refused as
      // an answer the panel cannot use, not failed in the database (decision 146).
      const externalId = String(id);
      if (externalId.length === 0 || externalId.length > ERP_RECORD_ID_MAX || containsNul(externalId))
        throw new ErpError("The ERP answered with a record id the panel cannot keep.");
      return { externalId };
    },
  };
}
