import type { ErpConnector } from "./connector.js";

/**
 * The default connector when no `ERP_URL` is set: the push is recorded in the database's
 * `erp_pushes` outbox (by the caller, like every push) and gets an id of its own, so the demo works
 * without an ERP. The id is derived from the idempotency key, so a repeat yields the same id.
 */
export function createOutboxErpConnector(): ErpConnector {
  return {
    name: "outbox",
    push(_payload, idempotencyKey) {
      return Promise.resolve({ externalId: `OUTBOX-${idempotencyKey.replace(/^order-/, "")}` });
    },
  };
}
