import { describe, expect, it } from "vitest";
import { checkPermission, permissionsForRole, ROLE_IDS, type PermissionCheck } from "../src/index.js";

describe("the permission check (product rule R2)", () => {
  const superAdmin = permissionsForRole(1);
  const rep = permissionsForRole(6);

  it("is true only when every listed action is granted for every listed resource", () => {
    expect(checkPermission(superAdmin, "admin.r")).toBe(true);
    expect(checkPermission(superAdmin, "quote.crud,order.r")).toBe(true);
    expect(checkPermission(rep, "quote.c,order.r")).toBe(true);
    expect(checkPermission(rep, "quote.c,admin.r")).toBe(false);
    expect(checkPermission(rep, "order.u")).toBe(false);
  });

  // The checks below are not valid PermissionCheck strings (the type refuses them); cast on purpose
  // to prove the runtime answer for what an untyped caller could still send.
  it("strips spaces before checking", () => {
    expect(checkPermission(superAdmin, " admin . r , account.r " as PermissionCheck)).toBe(true);
  });

  it("refuses unknown resources, unknown letters, empty checks and missing permissions", () => {
    expect(checkPermission(superAdmin, "spaceship.r" as PermissionCheck)).toBe(false);
    expect(checkPermission(superAdmin, "admin.x" as PermissionCheck)).toBe(false);
    expect(checkPermission(superAdmin, "" as PermissionCheck)).toBe(false);
    expect(checkPermission(null, "admin.r")).toBe(false);
  });

  it("a typo in a check fails the type check (npx tsc -p packages/domain proves these lines)", () => {
    // @ts-expect-error "quotes" is not a resource
    expect(checkPermission(rep, "quotes.r")).toBe(false);
    // @ts-expect-error letters out of the c r u d a order (the runtime takes any order; the type one spelling)
    expect(checkPermission(rep, "quote.rc")).toBe(true);
    // @ts-expect-error "x" is not a permission letter
    expect(checkPermission(rep, "quote.x, order.r")).toBe(false);
  });

  it("admin.r belongs to the manufacturer's admins only, and no dealer user has account.r (docs/permissions.md)", () => {
    const withAdmin = ROLE_IDS.filter((role) => checkPermission(permissionsForRole(role), "admin.r"));
    expect(withAdmin).toEqual([1, 2]);
    for (const role of [4, 5, 6, 7] as const)
      expect(checkPermission(permissionsForRole(role), "account.r")).toBe(false);
  });
});
