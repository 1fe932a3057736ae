import { describe, expect, it } from "vitest";
import {
  allowedOrderStatuses,
  checkOrderTransition,
  ORDER_INACTIVE,
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  permissionsForRole,
  type QuoteActor,
} from "../src/index.js";

const actor = (role_id: 1 | 2 | 3 | 4): QuoteActor => ({
  role_id,
  account_id: role_id <= 3 ? 2 : null,
  permissions: permissionsForRole(role_id),
});

describe("deleting an order deactivates it (decision 080)", () => {
  const { ACTIVE, PROCESSING, IN_PRODUCTION, PRODUCED, CLOSED } = ORDER_STATUS;

  it("staff with order.d, from every status before Closed", () => {
    for (const from of [ACTIVE, PROCESSING, IN_PRODUCTION, PRODUCED]) {
      expect(checkOrderTransition(actor(2), from, ORDER_INACTIVE).ok, String(from)).toBe(true);
    }
    expect(checkOrderTransition(actor(1), CLOSED, ORDER_INACTIVE)).toEqual({
      ok: false,
      status: 409,
      message: "A closed order cannot be deactivated.",
    });
    expect(ORDER_STATUS_LABELS[ORDER_INACTIVE]).toBe("Inactive");
  });

  it("not a manufacturer user (order crua) nor a dealer; nothing leaves Inactive; never offered as a status", () => {
    expect(checkOrderTransition(actor(3), ACTIVE, ORDER_INACTIVE)).toMatchObject({ ok: false, status: 403 });
    expect(checkOrderTransition(actor(4), ACTIVE, ORDER_INACTIVE)).toMatchObject({ ok: false, status: 403 });
    expect(checkOrderTransition(actor(1), ORDER_INACTIVE, ACTIVE)).toMatchObject({ ok: false, status: 409 });
    expect(allowedOrderStatuses(actor(1), ACTIVE)).not.toContain(ORDER_INACTIVE);
  });
});
