import { isRoleId, permissionsForRole, type Agent } from "@screens/domain";
import type { PrismaClient } from "../db/client.js";
import { isActiveUser } from "./sessions.js";

const agentInclude = {
  account: { select: { id: true, company_name: true, status: true } },
  dealer: { select: { id: true, company_name: true, country: true, status: true } },
} as const;

/** The user columns an agent is made of (never the password hash). */
export type AgentUserRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role_id: number;
  status: number;
  time_zone: string | null;
  account_id: number | null;
  dealer_id: number | null;
  default_links: unknown;
};

function defaultLinks(value: unknown): Record<string, boolean> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, on]) => typeof on === "boolean")) as Record<
    string,
    boolean
  >;
}

/** The agent object of panel.md §3: the user's own fields (never the hash), company and permissions. */
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
