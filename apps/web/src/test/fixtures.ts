import { permissionsForRole } from "@screens/domain/permissions";
import type { Agent } from "@screens/domain/agent";
import type { RoleId } from "@screens/domain/roles";

/** A signed-in agent for tests; role 4 (dealer admin) unless told otherwise. */
export function makeAgent(overrides: Partial<Agent> & { role_id?: RoleId } = {}): Agent {
  const roleId = overrides.role_id ?? 4;
  return {
    id: 7,
    username: "jane_dealer",
    first_name: "Jane",
    last_name: "Doe",
    email: "jane@example.com",
    phone: null,
    role_id: roleId,
    status: 1,
    time_zone: null,
    account_id: roleId <= 3 ? 2 : null,
    dealer_id: roleId <= 3 ? null : 11,
    account: roleId <= 3 ? { id: 2, company_name: "Screens Manufacturing" } : null,
    dealer: roleId <= 3 ? null : { id: 11, company_name: "Sunset Shades", country: "USA" },
    default_links: {},
    permissions: permissionsForRole(roleId),
    ...overrides,
  };
}
