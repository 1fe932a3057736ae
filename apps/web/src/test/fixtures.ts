import { permissionsForRole } from "@screens/domain/permissions";
import type { Agent } from "@screens/domain/agent";
import type { RoleId } from "@screens/domain/roles";
import type { TDealer } from "@screens/domain/schemas";

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

/** The dealer of makeAgent's dealer staff (Sunset Shades, id 11), as the API answers it. */
export function makeDealer(overrides: Partial<TDealer> = {}): TDealer {
  return {
    id: 11,
    account_id: 2,
    account_number: "D-000011",
    company_name: "Sunset Shades",
    email: "hello@sunset.example",
    phone: "(813) 555-0100",
    address_1: "1 Bay St",
    address_2: null,
    city: "Tampa",
    state: "FL",
    zip_code: "33606",
    country: "USA",
    website: null,
    discount: 0,
    can_create_dealers: false,
    quote_terms: "50% deposit.",
    quote_validity_days: 30,
    expiry_reminder: true,
    default_markup: 1.43,
    max_discount_sales_manager: 25,
    max_discount_representative: 10,
    max_discount_purchaser: 0,
    auto_submit_on_accept: false,
    deposit_kind: "none",
    deposit_value: 0,
    price_level_id: null,
    price_level: null,
    logo_updated_at: null,
    status: 1,
    created_by: 1,
    created_at: "2026-01-01T10:00:00Z",
    ...overrides,
  };
}
