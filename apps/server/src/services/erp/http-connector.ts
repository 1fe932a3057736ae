import { ErpError, type ErpConnector, type ErpOrderPayload } from "./connector.js";

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
      return { externalId: String(id) };
    },
  };
}
