import type { RoleId } from "./roles.js";

/**
 * The permission table of every role (docs/permissions.md is its prose; the server's authorization
 * matrix test is its proof). The spec names `admin.r` and `account.r`; the rest is our design.
 * `email` (the e-mail queue, decision 068): manufacturer staff read it and retry failed e-mails.
 * `job` (the background jobs, decision 200): the super admin and the manufacturer admin read the
 * jobs that failed for good and retry them.
 * `report` (the Reports page and its exports, decision 110): staff and dealer admins read it.
 * `pipeline` (the pipeline by rep, decision 158): staff, dealer admins and sales managers read it.
 * `audit` (the audit page, decision 175): the admins (roles 1, 2 and 4) read it, within their tenancy.
 * `user.a` lets a creator choose the new user's role, never above its own (decision 156).
 */
export const PERMISSION_RESOURCES = [
  "admin",
  "account",
  "dealer",
  "user",
  "customer",
  "quote",
  "configuration",
  "accessory",
  "order",
  "custom_link",
  "email",
  "job",
  "report",
  "pipeline",
  "audit",
] as const;

export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export const PERMISSION_ACTIONS = ["create", "read", "update", "deactivate", "add_access"] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export type ResourcePermissions = Record<PermissionAction, boolean>;
export type Permissions = Record<PermissionResource, ResourcePermissions>;

/** Letters of a permission check entry (product rule R2): c create, r read, u update, d deactivate, a add_access. */
const LETTER_TO_ACTION: Record<string, PermissionAction> = {
  c: "create",
  r: "read",
  u: "update",
  d: "deactivate",
  a: "add_access",
};

/** A permission letter (product rule R2): c create, r read, u update, d deactivate, a add_access. */
export type PermissionLetter = "c" | "r" | "u" | "d" | "a";
/** The letter sets a check may name, in c r u d a order: each letter alone and the table's combinations. */
export type PermissionLetters = PermissionLetter | "cr" | "cru" | "crud" | "cruda" | "crua" | "ru";
/** One permission check entry, e.g. "quote.r" or "order.crua". */
export type Permission = `${PermissionResource}.${PermissionLetters}`;
/**
 * What checkPermission takes: one entry, or two joined by "," or ", " (product rule R2; no
 * check needs more). A typo ("quotes.r", "quote.x", "quote.rc") fails the type check.
 */
export type PermissionCheck = Permission | `${Permission},${Permission}` | `${Permission}, ${Permission}`;

/** Compact table: resource -> letters granted, per role. */
const TABLE: Record<RoleId, Record<PermissionResource, PermissionLetters | "">> = {
  // Super Admin: everything, across every account.
  1: {
    admin: "crud",
    account: "cruda",
    dealer: "cruda",
    user: "cruda",
    customer: "crud",
    quote: "crud",
    configuration: "crud",
    accessory: "crud",
    order: "cruda",
    custom_link: "crud",
    email: "ru",
    job: "ru",
    report: "r",
    pipeline: "r",
    audit: "r",
  },
  // Manufacturer Admin: runs the manufacturer account, its dealers and their users.
  2: {
    admin: "r",
    account: "ru",
    dealer: "cruda",
    user: "cruda",
    customer: "crud",
    quote: "crud",
    configuration: "crud",
    accessory: "crud",
    order: "cruda",
    custom_link: "crud",
    email: "ru",
    job: "ru",
    report: "r",
    pipeline: "r",
    audit: "r",
  },
  // Manufacturer User: approves quotes and pushes orders; reads accounts, dealers and users, manages none.
  3: {
    admin: "",
    account: "r",
    dealer: "r",
    user: "r",
    customer: "r",
    quote: "crud",
    configuration: "crud",
    accessory: "crud",
    order: "crua",
    custom_link: "crud",
    email: "ru",
    job: "",
    report: "r",
    pipeline: "r",
    audit: "",
  },
  // Dealer Admin: runs its own dealer: its users (and their dealer roles), customers, quotes.
  4: {
    admin: "",
    account: "",
    dealer: "ru",
    user: "cruda",
    customer: "crud",
    quote: "crud",
    configuration: "crud",
    accessory: "crud",
    order: "r",
    custom_link: "crud",
    email: "",
    job: "",
    report: "r",
    pipeline: "r",
    audit: "r",
  },
  // Dealer Sales Manager: customers and quotes of the dealer; reads its users and their pipeline.
  5: {
    admin: "",
    account: "",
    dealer: "r",
    user: "r",
    customer: "crud",
    quote: "crud",
    configuration: "crud",
    accessory: "crud",
    order: "r",
    custom_link: "crud",
    email: "",
    job: "",
    report: "",
    pipeline: "r",
    audit: "",
  },
  // Dealer Representative: builds quotes for customers.
  6: {
    admin: "",
    account: "",
    dealer: "r",
    user: "r",
    customer: "cru",
    quote: "crud",
    configuration: "crud",
    accessory: "crud",
    order: "r",
    custom_link: "crud",
    email: "",
    job: "",
    report: "",
    pipeline: "",
    audit: "",
  },
  // Dealer Purchaser: places and follows orders; reads customers.
  7: {
    admin: "",
    account: "",
    dealer: "r",
    user: "r",
    customer: "r",
    quote: "crud",
    configuration: "crud",
    accessory: "crud",
    order: "r",
    custom_link: "crud",
    email: "",
    job: "",
    report: "",
    pipeline: "",
    audit: "",
  },
};

function expand(letters: string): ResourcePermissions {
  return {
    create: letters.includes("c"),
    read: letters.includes("r"),
    update: letters.includes("u"),
    deactivate: letters.includes("d"),
    add_access: letters.includes("a"),
  };
}

export function permissionsForRole(roleId: RoleId): Permissions {
  const row = TABLE[roleId];
  const result = {} as Permissions;
  for (const resource of PERMISSION_RESOURCES) result[resource] = expand(row[resource]);
  return result;
}

export function can(
  permissions: Permissions | null | undefined,
  resource: PermissionResource,
  action: PermissionAction,
) {
  return permissions?.[resource][action] === true;
}

/**
 * Product rule R2: a comma-separated list of `resource.letters`; true only if every listed action is
 * true for every listed resource. Spaces are stripped first. An unknown resource or letter is false.
 */
export function checkPermission(
  permissions: Partial<Record<string, Partial<ResourcePermissions>>> | null | undefined,
  check: PermissionCheck,
): boolean {
  if (!permissions) return false;
  const entries = check.replace(/\s+/g, "").split(",").filter(Boolean);
  if (entries.length === 0) return false;
  return entries.every((entry) => {
    const [resource, letters] = entry.split(".");
    if (!resource || !letters) return false;
    const granted = permissions[resource];
    if (!granted) return false;
    return letters.split("").every((letter) => {
      const action = LETTER_TO_ACTION[letter];
      return action !== undefined && granted[action] === true;
    });
  });
}
