import { isStaff, ROLE, type Agent } from "@screens/domain";
import type { Prisma } from "../db/client.js";

/**
 * Tenancy (docs/permissions.md): what part of the data an agent may see. Every query of a
 * resource goes through one of these filters, so a foreign id is simply "not found".
 */
export function dealerScope(agent: Agent): Prisma.DealerWhereInput {
  if (agent.role_id === ROLE.SUPER_ADMIN) return {};
  if (isStaff(agent.role_id)) return { account_id: agent.account_id ?? -1 };
  return { id: agent.dealer_id ?? -1 };
}

export function accountScope(agent: Agent): Prisma.AccountWhereInput {
  if (agent.role_id === ROLE.SUPER_ADMIN) return {};
  if (isStaff(agent.role_id)) return { id: agent.account_id ?? -1 };
  return { id: -1 };
}

export function quoteScope(agent: Agent): Prisma.QuoteWhereInput {
  if (agent.role_id === ROLE.SUPER_ADMIN) return {};
  if (isStaff(agent.role_id)) {
    const account = agent.account_id ?? -1;
    return { OR: [{ account_id: account }, { dealer: { account_id: account } }] };
  }
  return { dealer_id: agent.dealer_id ?? -1 };
}

export function customerScope(agent: Agent): Prisma.CustomerWhereInput {
  if (agent.role_id === ROLE.SUPER_ADMIN) return {};
  if (isStaff(agent.role_id)) return { dealer: { account_id: agent.account_id ?? -1 } };
  return { dealer_id: agent.dealer_id ?? -1 };
}

export function userScope(agent: Agent): Prisma.UserWhereInput {
  if (agent.role_id === ROLE.SUPER_ADMIN) return {};
  if (isStaff(agent.role_id)) {
    const account = agent.account_id ?? -1;
    return { OR: [{ account_id: account }, { dealer: { account_id: account } }] };
  }
  return { dealer_id: agent.dealer_id ?? -1 };
}

/** Quotes that are not deactivated, within the agent's tenancy: units and accessories live under these. */
export function activeQuoteScope(agent: Agent): Prisma.QuoteWhereInput {
  return { AND: [quoteScope(agent), { status: { not: 0 } }] };
}
