import { isRoleId, permissionsForRole, RECORD_STATUS, type Agent } from "@screens/domain";
import type { Selectable } from "kysely";
import type { PrismaClient } from "../db/client.js";
import type { DB } from "../db/typed-sql.js";

const agentInclude = {
  account: { select: { id: true, company_name: true, status: true } },
  dealer: { select: { id: true, company_name: true, country: true, status: true } },
} as const;

/** The user columns an agent is made of (never the password hash); the session lookup selects these. */
export const AGENT_USER_COLUMNS = [
  "id",
  "username",
  "first_name",
  "last_name",
  "email",
  "phone",
  "role_id",
  "status",
  "time_zone",
  "account_id",
  "dealer_id",
  "default_links",
] as const satisfies ReadonlyArray<keyof DB["users"]>;

export type AgentUserRow = Pick<Selectable<DB["users"]>, (typeof AGENT_USER_COLUMNS)[number]>;

/** A user may work only while the user and its dealer or account are active. */
export function isActiveUser(user: {
  status: number;
  account: { status: number } | null;
  dealer: { status: number } | null;
}): boolean {
  const active = RECORD_STATUS.ACTIVE;
  return (
    user.status === active &&
    (user.account?.status ?? active) === active &&
    (user.dealer?.status ?? active) === active
  );
}

function defaultLinks(value: unknown): Record<string, boolean> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, on]) => typeof on === "boolean"));
}

/** The agent (product rule R2): the user's own fields (never the hash), company and permissions. */
export async function loadAgent(prisma: PrismaClient, userId: number): Promise<Agent | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, include: agentInclude });
  if (!user || !isActiveUser(user)) return null;
  return toAgent(user, user.account, user.dealer);
}

export function toAgent(
  user: AgentUserRow,
  account: { id: number; company_name: string } | null,
  dealer: { id: number; company_name: string; country: string | null } | null,
): Agent {
  if (!isRoleId(user.role_id)) throw new Error(`User ${user.id} has an unknown role ${user.role_id}.`);
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    role_id: user.role_id,
    status: user.status,
    time_zone: user.time_zone,
    account_id: user.account_id,
    dealer_id: user.dealer_id,
    account: account && { id: account.id, company_name: account.company_name },
    dealer: dealer && { id: dealer.id, company_name: dealer.company_name, country: dealer.country },
    default_links: defaultLinks(user.default_links),
    permissions: permissionsForRole(user.role_id),
  };
}
