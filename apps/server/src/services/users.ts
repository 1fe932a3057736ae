import { randomBytes } from "node:crypto";
import {
  can,
  isStaff,
  RECORD_STATUS,
  ROLE,
  type Agent,
  type TCreateUserRequest,
  type TListQuery,
  type TUpdateUserRequest,
  DEFAULT_ROLE,
  TEAM_MESSAGES,
  type TeamSide,
} from "@screens/domain";
import type { Prisma, PrismaClient } from "../db/client.js";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.js";
import { hashPassword } from "../auth/password.js";
import { invalidateUserSessions } from "../auth/sessions.js";
import { cancelPasswordResets } from "../auth/password-reset.js";
import type { CheckContext } from "../auth/credential-checks.js";
import { changedFields, iso } from "./convert.js";
import { listArgs } from "./list-query.js";
import { accountScope, dealerScope, userScope } from "./scope.js";
import { diffFields, recordAudit, userTenancy } from "./audit-log.js";
import {
  assertMayChangeEmail,
  prepareNewUserAddress,
  recordNewUserAddress,
  requestEmailChange,
} from "./email-change.js";

/** Never the password hash: every query of this module selects exactly these columns. */
const columns = {
  id: true,
  username: true,
  email: true,
  first_name: true,
  last_name: true,
  phone: true,
  role_id: true,
  status: true,
  time_zone: true,
  account_id: true,
  dealer_id: true,
  created_by: true,
  created_at: true,
  default_links: true,
  account: { select: { company_name: true } },
  dealer: { select: { company_name: true, account_id: true } },
} satisfies Prisma.UserSelect;

/** The columns plus the open e-mail request (at most one per user): `pending_email` of the DTO. */
function userSelect() {
  return {
    ...columns,
    email_changes: {
      where: { confirmed_at: null, expires_at: { gt: new Date() } },
      select: { new_email: true },
      orderBy: { created_at: "desc" },
      take: 1,
    },
  } satisfies Prisma.UserSelect;
}
type UserRow = Prisma.UserGetPayload<{ select: ReturnType<typeof userSelect> }>;

function links(value: unknown): Record<string, boolean> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, on]) => typeof on === "boolean"));
}

export function toUserDto(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    role_id: row.role_id,
    status: row.status,
    time_zone: row.time_zone,
    account_id: row.account_id,
    dealer_id: row.dealer_id,
    created_by: row.created_by,
    created_at: iso(row.created_at),
    default_links: links(row.default_links),
    company_name: row.account?.company_name ?? row.dealer?.company_name ?? null,
    pending_email: row.email_changes[0]?.new_email ?? null,
  };
}
export type UserDto = ReturnType<typeof toUserDto>;

const SORTABLE = [
  "id",
  "created_at",
  "username",
  "email",
  "first_name",
  "last_name",
  "role_id",
  "status",
] as const;

/** Management list (decision 040: every status) within the agent's tenancy, optionally one account's or dealer's. */
export async function listUsers(
  prisma: PrismaClient,
  agent: Agent,
  query: TListQuery,
  filter: { account_id?: number; dealer_id?: number } = {},
) {
  const args = await listArgs<Prisma.UserWhereInput>(query, {
    sortable: SORTABLE,
    search: (q) => ({
      OR: [
        ...["username", "email", "first_name", "last_name", "phone"].map((field) => ({
          [field]: { contains: q, mode: "insensitive" as const },
        })),
        { account: { company_name: { contains: q, mode: "insensitive" } } },
        { dealer: { company_name: { contains: q, mode: "insensitive" } } },
      ],
    }),
    scope: [
      userScope(agent),
      filter.account_id !== undefined ? { account_id: filter.account_id } : {},
      filter.dealer_id !== undefined ? { dealer_id: filter.dealer_id } : {},
    ],
    count: (args) => prisma.user.count(args),
  });
  if (!args) return [];
  const rows = await prisma.user.findMany({
    ...args,
    select: userSelect(),
  });
  return rows.map(toUserDto);
}

async function findUser(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await prisma.user.findFirst({
    where: { AND: [{ id }, userScope(agent)] },
    select: userSelect(),
  });
  if (!row) throw notFound();
  return row;
}

export async function getUser(prisma: PrismaClient, agent: Agent, id: number) {
  return toUserDto(await findUser(prisma, agent, id));
}

const USERNAME_TAKEN = "username: This username is already taken.";

/**
 * 409 when the username (case-insensitively) belongs to another user. Usernames are not secret the
 * way addresses are: an address is never checked here, it is confirmed by mail (decisions 086, 088).
 */
async function assertUsernameFree(prisma: PrismaClient, username: string | undefined, exceptId?: number) {
  if (username === undefined) return;
  const not = exceptId === undefined ? {} : { id: { not: exceptId } };
  const taken = await prisma.user.findFirst({
    where: { ...not, username: { equals: username, mode: "insensitive" } },
    select: { id: true },
  });
  if (taken) throw conflict(USERNAME_TAKEN);
}
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "P2002";
}

/**
 * The role a new user gets (decision 156): the one asked for, or the side's default (4 for a
 * dealer, 3 for an account). The request is honoured or refused, never changed: a creator
 * without user.a may only take the default.
 */
function roleFor(agent: Agent, side: TeamSide, requested: number | undefined): number {
  const role = requested ?? DEFAULT_ROLE[side];
  if (!can(agent.permissions, "user", "add_access") && role !== DEFAULT_ROLE[side])
    throw forbidden(TEAM_MESSAGES.noRoleChoice);
  assertRoleFits(agent, side, role);
  return role;
}

function assertRoleFits(agent: Agent, side: TeamSide, role: number) {
  if (side === "dealer" && role < ROLE.DEALER_ADMIN) throw badRequest(TEAM_MESSAGES.dealerRoleNeeded);
  if (side === "account" && role > ROLE.MANUFACTURER_USER) throw badRequest(TEAM_MESSAGES.accountRoleNeeded);
  if (role < agent.role_id) throw forbidden(TEAM_MESSAGES.roleAboveOwn);
}

/**
 * POST /users: a user of an account or of a dealer. Dealer users create only in their own dealer;
 * staff within their tenancy (default: their own account). The role is the one asked for or the
 * side's default, else refused (decision 156). Without a password the hash is of a random secret
 * nobody knows, and the welcome e-mail's one link sets the password and confirms the address
 * (decision 159). The user is created without an address (decision 088): the address gets that
 * e-mail, or a note when it already belongs to an account (any tenant), and the answer is the same
 * user with `email: null` and `pending_email` either way.
 */
export async function createUser(prisma: PrismaClient, agent: Agent, input: TCreateUserRequest) {
  const { account_id, dealer_id, password, role_id, ...fields } = input;
  if (account_id !== undefined && dealer_id !== undefined)
    throw badRequest("A user belongs to an account or a dealer: give account_id or dealer_id, not both.");
  let owner: { account_id: number | null; dealer_id: number | null };
  let target: TeamSide;
  if (!isStaff(agent.role_id)) {
    if (agent.dealer_id === null) throw forbidden();
    if (account_id !== undefined || (dealer_id !== undefined && dealer_id !== agent.dealer_id))
      throw forbidden("You can only create users for your own dealer.");
    owner = { account_id: null, dealer_id: agent.dealer_id };
    target = "dealer";
  } else if (dealer_id !== undefined) {
    const dealer = await prisma.dealer.findFirst({ where: { AND: [{ id: dealer_id }, dealerScope(agent)] } });
    if (!dealer) throw badRequest("dealer_id: No such dealer.");
    owner = { account_id: null, dealer_id: dealer.id };
    target = "dealer";
  } else {
    const accountId = account_id ?? agent.account_id;
    const account =
      accountId === null
        ? null
        : await prisma.account.findFirst({ where: { AND: [{ id: accountId }, accountScope(agent)] } });
    if (!account) throw badRequest("account_id: No such account.");
    owner = { account_id: account.id, dealer_id: null };
    target = "account";
  }
  const role = roleFor(agent, target, role_id);
  const { email: address, ...rest } = fields;
  await assertUsernameFree(prisma, rest.username);
  const passwordHash = await hashPassword(password ?? randomBytes(32).toString("base64url"));
  const prepared = await prepareNewUserAddress(prisma, agent, {
    username: rest.username,
    first_name: rest.first_name,
    address,
    passwordGiven: password !== undefined,
  });
  try {
    const row = await prisma.$transaction(async (tx) => {
      const { id } = await tx.user.create({
        data: {
          ...rest,
          ...owner,
          email: null,
          role_id: role,
          status: RECORD_STATUS.ACTIVE,
          password_hash: passwordHash,
          created_by: agent.id,
        },
        select: { id: true },
      });
      await recordNewUserAddress(tx, agent, id, prepared);
      const created = await tx.user.findUniqueOrThrow({ where: { id }, select: userSelect() });
      await recordAudit(tx, {
        entity: "user",
        entity_id: id,
        entity_label: created.username,
        action: "created",
        actor: agent,
        ...userTenancy(created),
        changes: [
          { field: "role_id", from: null, to: String(role) },
          ...(address ? [{ field: "email", from: null, to: address }] : []),
        ],
      });
      return created;
    });
    return toUserDto(row);
  } catch (error) {
    // Only the username can collide: the user is created without an address.
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}

/** What everyone may change on their own profile without user.u. */
const OWN_PROFILE_FIELDS = new Set([
  "first_name",
  "last_name",
  "email",
  "phone",
  "time_zone",
  "default_links",
]);

/**
 * PATCH /users/{id}: only the fields that differ are written. Everyone may edit their own profile;
 * anything else needs user.u (and no user with more access than the agent), a role change user.a,
 * a status change user.d. Deactivating ends the user's sessions. A new e-mail address is not
 * written: it is confirmed from the new address first (email-change.ts), and the answer carries
 * `pending_email` whether or not the address is taken.
 */
export async function updateUser(
  prisma: PrismaClient,
  agent: Agent,
  id: number,
  input: Omit<TUpdateUserRequest, "id">,
  /** Who calls, for the current password's check (decision 140); in process by default. */
  checks: CheckContext = { prisma },
) {
  const row = await findUser(prisma, agent, id);
  const self = row.id === agent.id;
  const { default_links, current_password, ...plain } = input;
  const changes: Prisma.UserUpdateInput & Omit<TUpdateUserRequest, "id"> = changedFields(row, plain);
  if (
    default_links !== undefined &&
    JSON.stringify(default_links) !== JSON.stringify(links(row.default_links))
  )
    changes.default_links = default_links;
  const keys = Object.keys(changes);
  if (keys.length === 0) return toUserDto(row);

  const ownProfile = self && keys.every((key) => OWN_PROFILE_FIELDS.has(key));
  if (!ownProfile) {
    if (!can(agent.permissions, "user", "update")) throw forbidden();
    if (!self && row.role_id < agent.role_id) throw forbidden(TEAM_MESSAGES.outranked);
  }
  if (changes.role_id !== undefined) {
    if (!can(agent.permissions, "user", "add_access")) throw forbidden();
    if (self) throw forbidden(TEAM_MESSAGES.ownRole);
    assertRoleFits(agent, row.dealer_id !== null ? "dealer" : "account", changes.role_id);
  }
  const newEmail = changes.email;
  delete changes.email;
  if (newEmail !== undefined) await assertMayChangeEmail(checks, agent, row, current_password);
  if (changes.status !== undefined) {
    if (!can(agent.permissions, "user", "deactivate")) throw forbidden();
    if (self) throw forbidden("You cannot deactivate your own user.");
  }
  await assertUsernameFree(prisma, changes.username, id);
  try {
    const updated =
      Object.keys(changes).length > 0
        ? await prisma.$transaction(async (tx) => {
            const user = await tx.user.update({ where: { id }, data: changes, select: userSelect() });
            await recordAudit(tx, {
              entity: "user",
              entity_id: id,
              entity_label: user.username,
              action: changes.status === RECORD_STATUS.INACTIVE ? "deactivated" : "updated",
              actor: agent,
              ...userTenancy(user),
              changes: diffFields(row, changes),
            });
            return user;
          })
        : row;
    const deactivated = changes.status === RECORD_STATUS.INACTIVE;
    if (deactivated) {
      await invalidateUserSessions(prisma, id);
      await cancelPasswordResets(prisma, id);
    }
    if (newEmail === undefined) return toUserDto(updated);
    await requestEmailChange(prisma, agent, row, newEmail);
    return { ...toUserDto(updated), pending_email: newEmail };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}

/** DELETE /users/{id}: deactivation (status 0) that also ends the user's sessions; never oneself. */
export async function deactivateUser(prisma: PrismaClient, agent: Agent, id: number) {
  const row = await findUser(prisma, agent, id);
  if (row.id === agent.id) throw forbidden("You cannot deactivate your own user.");
  if (row.role_id < agent.role_id) throw forbidden(TEAM_MESSAGES.outranked);
  if (row.status === RECORD_STATUS.INACTIVE) return toUserDto(row);
  const updated = await prisma.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id },
      data: { status: RECORD_STATUS.INACTIVE },
      select: userSelect(),
    });
    await tx.session.deleteMany({ where: { user_id: id } });
    await cancelPasswordResets(tx, id);
    await recordAudit(tx, {
      entity: "user",
      entity_id: id,
      entity_label: user.username,
      action: "deactivated",
      actor: agent,
      ...userTenancy(user),
      changes: diffFields(row, { status: RECORD_STATUS.INACTIVE }),
    });
    return user;
  });
  return toUserDto(updated);
}
