import { permissionsForRole } from "@screens/domain/permissions";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/fixtures";
import { bottomNavItems } from "./nav-items";

const labels = (agent: ReturnType<typeof makeAgent>) => bottomNavItems(agent).map((item) => item.label);

// The phone's bottom bar follows the permissions (decision 188).
describe("the phone's bottom bar", () => {
  it("has Production for the manufacturer's staff, after Orders", () => {
    for (const role_id of [1, 2, 3] as const)
      expect(labels(makeAgent({ role_id })), `role ${role_id}`).toEqual([
        "Home",
        "Quotes",
        "Orders",
        "Production",
        "Users",
        "Settings",
      ]);
  });

  it("has no Production for dealers; a dealer's Customers after Quotes", () => {
    expect(labels(makeAgent({ role_id: 4, dealer_id: 9 }))).toEqual([
      "Home",
      "Quotes",
      "Customers",
      "Orders",
      "Users",
      "Settings",
    ]);
    expect(labels(makeAgent({ role_id: 6, dealer_id: 9 }))).not.toContain("Production");
  });

  it("leaves out what the agent may not read", () => {
    const permissions = permissionsForRole(3);
    const agent = makeAgent({
      role_id: 3,
      permissions: {
        ...permissions,
        order: { ...permissions.order, read: false },
        user: { ...permissions.user, read: false },
      },
    });
    expect(labels(agent)).toEqual(["Home", "Quotes", "Settings"]);
  });
});
