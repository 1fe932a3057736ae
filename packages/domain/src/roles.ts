/** Role ids (product rule R1). 1-3 are manufacturer staff, 4-7 are dealer staff. */
export const ROLE = {
  SUPER_ADMIN: 1,
  MANUFACTURER_ADMIN: 2,
  MANUFACTURER_USER: 3,
  DEALER_ADMIN: 4,
  DEALER_SALES_MANAGER: 5,
  DEALER_REPRESENTATIVE: 6,
  DEALER_PURCHASER: 7,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

export const ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5, 6, 7];

export const ROLE_NAMES: Record<RoleId, string> = {
  1: "Super Admin",
  2: "Manufacturer Admin",
  3: "Manufacturer User",
  4: "Dealer Admin",
  5: "Dealer Sales Manager",
  6: "Dealer Representative",
  7: "Dealer Purchaser",
};

/** Account 2 is the manufacturer's own account (product rule R1). */
export const MANUFACTURER_ACCOUNT_ID = 2;

/** Manufacturer staff: role id 3 or lower (product rule R1). */
export function isStaff(roleId: number): boolean {
  return roleId <= 3;
}

export function isDealerRole(roleId: number): boolean {
  return roleId >= 4;
}

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === "number" && (ROLE_IDS as readonly number[]).includes(value);
}
